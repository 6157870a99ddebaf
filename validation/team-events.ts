import * as yup from 'yup';

/** Team events (spec "team variant"): their types, relevance and the teamsInvolved rule. Shared by API, web and demo. */

export const TEAM_EVENT_TYPES = ['match', 'training', 'tournament'] as const;
export const RELEVANCE_TYPES = ['all', 'age_group', 'team'] as const;
export type RelevanceTypeValue = (typeof RELEVANCE_TYPES)[number];

const MAX_ID = 2147483647;
const asId = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : undefined;
};
const idList = (values: unknown[]): number[] | undefined => {
  const ids = values.map(asId);
  return ids.every((n): n is number => n !== undefined) ? ids : undefined;
};

/**
 * Spec §5: teamsInvolved as a list of numeric ids. Null or missing → []; a list → its ids; a
 * string → parsed as JSON, then read the same way; an object keyed by numbers → its values as
 * integers. Anything else (or an id that is not a positive whole number) → undefined: refused.
 */
export function normaliseTeamsInvolved(value: unknown, parsed = false): number[] | undefined {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return idList(value);
  if (typeof value === 'string' && !parsed) {
    try {
      return normaliseTeamsInvolved(JSON.parse(value), true);
    } catch {
      return undefined;
    }
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.every(([k]) => /^\d+$/.test(k))) return undefined;
    return idList(entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v));
  }
  return undefined;
}

export const TEAMS_INVOLVED_MESSAGE = 'Teams involved must be a list of team ids';

const INVALID = Symbol('invalid');

export const teamsInvolved = () =>
  yup
    .mixed<number[]>()
    .transform((_v, original) => normaliseTeamsInvolved(original) ?? (INVALID as unknown as number[]))
    .test('ids', TEAMS_INVOLVED_MESSAGE, (v) => Array.isArray(v))
    .default([]);

/** An event's relevance to one child (spec §3): everyone, an age group, or its team(s). Null is team-based. */
export interface RelevantEvent {
  teamId: number | null;
  teamsInvolved: readonly number[];
  relevanceType: RelevanceTypeValue | null;
  ageGroupRelevance: string | null;
}
export interface ChildPlacement {
  /** Teams the child plays in. */
  teamIds: readonly number[];
  /** The child's own age group and those of its teams' leagues. */
  ageGroups: readonly string[];
}
export function isRelevantToChild(e: RelevantEvent, c: ChildPlacement): boolean {
  if (e.relevanceType === 'all') return true;
  if (e.relevanceType === 'age_group') return e.ageGroupRelevance != null && c.ageGroups.includes(e.ageGroupRelevance);
  return (e.teamId != null && c.teamIds.includes(e.teamId)) || e.teamsInvolved.some((t) => c.teamIds.includes(t));
}

