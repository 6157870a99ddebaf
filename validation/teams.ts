import * as yup from 'yup';
import { bool, isValidDay, MAX_LONG_TEXT, MAX_TEXT, strictObject, text } from './common';
import { localDay } from '../rules/today';
import { idRef } from './events';

export * from './team-events';
export { DUPLICATE_CHILD, CHILD_TAKEN, childIdentity, duplicateChildOutcome } from '../rules/junior';
export type { DuplicateChildAction } from '../rules/junior';

/**
 * The junior section (spec "team variant"): shared by the API, the web forms and the demo
 * backend, so the three apply one set of rules.
 */

const MAX_ID = 2147483647;

// ---------------------------------------------------------------- inputs

const name = (what: string) => text(MAX_TEXT, `${what} must be at most ${MAX_TEXT} characters`).required(`${what} is required`);
const ageGroup = () =>
  text(16, 'Age group must be at most 16 characters')
    .nullable()
    .transform((v) => (v === '' ? null : v));

/** POST/PUT /api/leagues, createLeague/updateLeague. */
export const leagueInputSchema = strictObject({
  name: name('Name'),
  ageGroup: ageGroup(),
  description: text(MAX_LONG_TEXT, `Description must be at most ${MAX_LONG_TEXT} characters`)
    .nullable()
    .transform((v) => (v === '' ? null : v)),
  id: yup.mixed().strip(),
});
export type LeagueInputData = yup.InferType<typeof leagueInputSchema>;

/** POST/PUT /api/teams, createTeam/updateTeam. */
export const teamInputSchema = strictObject({
  name: name('Name'),
  leagueId: idRef('League id').nullable().default(null),
  // The old client re-sends these with the team; the roster is changed through team members.
  id: yup.mixed().strip(),
  league: yup.mixed().strip(),
  members: yup.mixed().strip(),
});
export type TeamInputData = yup.InferType<typeof teamInputSchema>;

/** POST /api/team-members, addTeamMember. */
export const teamMemberSchema = strictObject({
  teamId: idRef('Team id').required('Team id is required'),
  childId: idRef('Child id').required('Child id is required'),
});

/** Dates arrive as yyyy-MM-dd or as a full ISO instant from older clients; stored as YYYY-MM-DD (spec §5). */
export function toDay(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  return /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v;
}

/**
 * My Children's form and POST /api/children, addChild. parentId is what the old client sends;
 * the server decides the parent (the caller, or for admins the given id, 0 meaning unclaimed).
 */
export const childInputSchema = strictObject({
  name: name('Name'),
  dateOfBirth: yup
    .string()
    .typeError('Date of birth is required')
    .transform((_v, original) => toDay(original))
    .required('Date of birth is required')
    .test('day', 'Date of birth must be a real day written yyyy-MM-dd', (v) => v == null || isValidDay(v))
    .test('past', 'Date of birth cannot be in the future', (v) => v == null || !isValidDay(v) || v <= localDay()),
  parentId: yup
    .number()
    .typeError('Parent id must be a whole number')
    .transform((value, original) => (original == null || typeof original === 'number' ? original : NaN))
    .integer('Parent id must be a whole number')
    .min(0, 'Parent id must be a whole number')
    .max(MAX_ID, 'Parent id does not exist')
    .nullable(),
  ageGroup: ageGroup(),
});
export type ChildInputData = yup.InferType<typeof childInputSchema>;

/** POST /api/availabilities, setAvailability: a first answer creates, a repeat updates. */
export const availabilityInputSchema = strictObject({
  eventId: idRef('Event id').required('Event id is required'),
  childId: idRef('Child id').required('Child id is required'),
  isAvailable: bool().required('Please choose available or not available'),
});

/** PUT /api/availabilities/{id}. The old client re-sends the ids; they cannot move an answer. */
export const availabilityUpdateSchema = strictObject({
  isAvailable: bool().required('Please choose available or not available'),
  id: yup.mixed().strip(),
  eventId: yup.mixed().strip(),
  childId: yup.mixed().strip(),
  respondedAt: yup.mixed().strip(),
});
