import * as yup from 'yup';
import { normaliseTeamsInvolved } from '../rules/junior';

/** The yup side of team events; the rules themselves are in rules/junior.ts. */
export { TEAM_EVENT_TYPES, RELEVANCE_TYPES, normaliseTeamsInvolved, isRelevantToChild } from '../rules/junior';
export type { RelevanceTypeValue, RelevantEvent, ChildPlacement } from '../rules/junior';

export const TEAMS_INVOLVED_MESSAGE = 'Teams involved must be a list of team ids';

const INVALID = Symbol('invalid');

export const teamsInvolved = () =>
  yup
    .mixed<number[]>()
    .transform((_v, original) => normaliseTeamsInvolved(original) ?? (INVALID as unknown as number[]))
    .test('ids', TEAMS_INVOLVED_MESSAGE, (v) => Array.isArray(v))
    .default([]);

