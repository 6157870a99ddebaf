import * as yup from 'yup';
import { integer, isValidDay, MAX_LONG_TEXT, MAX_TEXT, strictObject, text, TIME_RE } from './common';
import { RELEVANCE_TYPES, TEAM_EVENT_TYPES, teamsInvolved, type RelevanceTypeValue } from './team-events';

/** Spec §3 / §4 values, shared by the forms, the API and the GraphQL enums. */
export const CLUB_EVENT_TYPES = ['meeting', 'workshop', 'social', 'networking'] as const;
/** Club types, then the junior section's team types (match, training, tournament). */
export const EVENT_TYPES = [...CLUB_EVENT_TYPES, ...TEAM_EVENT_TYPES] as const;
export const EVENT_STATUSES = ['confirmed', 'pending', 'cancelled'] as const;
export const RSVP_STATUSES = ['attending', 'not_attending', 'maybe'] as const;

/** Beyond this a capacity is a typo, and PostgreSQL's integer would overflow anyway. */
export const MAX_ATTENDEES_LIMIT = 100000;

const day = (required: string) =>
  text(10, 'Date must be a real day written yyyy-MM-dd')
    .required(required)
    .test('day', 'Date must be a real day written yyyy-MM-dd', (v) => v == null || isValidDay(v));

/** Optional text: empty means "not set", stored as null. */
const optionalText = (max: number, tooLong: string) =>
  text(max, tooLong)
    .nullable()
    .transform((v) => (v === '' ? null : v));

/**
 * A positive id in a JSON body or GraphQL ID: a whole number or a string of digits.
 * Anything else (true, 1.5, -3, "abc") is refused rather than guessed.
 */
export const idRef = (what: string) =>
  yup
    .number()
    .typeError(`${what} must be a positive whole number`)
    .transform((value, original) => {
      if (original == null || typeof original === 'number') return original;
      return typeof original === 'string' && /^\d{1,10}$/.test(original) ? Number(original) : NaN;
    })
    .integer(`${what} must be a positive whole number`)
    .min(1, `${what} must be a positive whole number`)
    .max(2147483647, `${what} does not exist`);

/**
 * The event dialog (Manage Events) and POST/PUT /api/events, createEvent/updateEvent (spec §5).
 * Type defaults to meeting and status to confirmed, as in the contract. Fields in the dialog's order:
 * the API answers the first invalid one first (validation/field-errors.ts).
 */
export const eventInputSchema = strictObject({
  title: text(MAX_TEXT, 'Title must be at most 200 characters').required('Title is required'),
  type: yup
    .string()
    .typeError('Type is required')
    .oneOf(EVENT_TYPES, 'Type must be meeting, workshop, social, networking, match, training or tournament')
    .default('meeting')
    .required('Type is required'),
  status: yup
    .string()
    .typeError('Status must be confirmed, pending or cancelled')
    .oneOf(EVENT_STATUSES, 'Status must be confirmed, pending or cancelled')
    .default('confirmed')
    .required('Status is required'),
  date: day('Date is required'),
  startTime: text(5, 'Start time must be written HH:mm')
    .required('Start time is required')
    .matches(TIME_RE, 'Start time must be written HH:mm'),
  endTime: optionalText(5, 'End time must be written HH:mm')
    .matches(TIME_RE, { message: 'End time must be written HH:mm', excludeEmptyString: true })
    .test('after-start', 'End time must be after start time', function (end) {
      const start = this.parent.startTime as unknown;
      return !end || typeof start !== 'string' || !TIME_RE.test(start) || end > start;
    }),
  location: text(255, 'Location must be at most 255 characters').required('Location is required'),
  locationDetail: optionalText(255, 'Location detail must be at most 255 characters'),
  description: optionalText(MAX_LONG_TEXT, `Description must be at most ${MAX_LONG_TEXT} characters`),
  // Empty means unlimited (spec §5), so the form's blank input is accepted as null.
  maxAttendees: integer('Maximum attendees must be a positive whole number')
    .transform((value, original) => (original === '' ? null : value))
    .nullable()
    .min(1, 'Maximum attendees must be a positive whole number')
    .max(MAX_ATTENDEES_LIMIT, `Maximum attendees must be at most ${MAX_ATTENDEES_LIMIT}`),
  // Team variant: the team it belongs to, other teams involved, and whom it concerns.
  teamId: idRef('Team id').nullable().default(null),
  teamsInvolved: teamsInvolved(),
  relevanceType: yup
    .mixed<RelevanceTypeValue>()
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .oneOf([...RELEVANCE_TYPES, null], 'Relevance must be all, age_group or team')
    .default(null),
  ageGroupRelevance: optionalText(16, 'Age group must be at most 16 characters').when('relevanceType', {
    is: 'age_group',
    then: (s) => s.required('Please choose an age group'),
  }),
  // The spec's client sends the current user's id; the creator is always the caller.
  createdBy: yup.mixed().strip(),
  // Read-side fields an old client may send back with the event.
  team: yup.mixed().strip(),
});

export type EventInputData = yup.InferType<typeof eventInputSchema>;

export const rsvpStatus = () =>
  yup
    .string()
    .typeError('Please choose attending, not_attending or maybe')
    .oneOf(RSVP_STATUSES, 'Please choose attending, not_attending or maybe')
    .required('Please choose attending, not_attending or maybe');

/** POST /api/events/{eventId}/rsvp (events page) and the RSVP dialog. */
export const rsvpSchema = strictObject({ status: rsvpStatus() });

/** POST /api/event-rsvps (dashboard). */
export const eventRsvpSchema = strictObject({
  eventId: idRef('Event id').required('Event id is required'),
  status: rsvpStatus(),
});

/** Event list filter (admins; members always get confirmed events from today on). */
export const eventFilterSchema = yup
  .object({
    upcoming: yup.boolean().typeError('upcoming must be true or false').strict().nullable(),
    notEnded: yup.boolean().typeError('notEnded must be true or false').strict().nullable(),
    status: yup
      .string()
      .typeError('status must be confirmed, pending or cancelled')
      .oneOf(EVENT_STATUSES, 'status must be confirmed, pending or cancelled')
      .nullable(),
  })
  .noUnknown('Unknown filter: ${unknown}')
  .nullable();

/** Calendar range: real days, from ≤ to, at most 100 days inclusive. */
export const CALENDAR_MAX_DAYS = 100;

const dayNumber = (d: string) => Date.UTC(+d.slice(0, 4), +d.slice(5, 7) - 1, +d.slice(8, 10)) / 86400000;

export const calendarRangeSchema = strictObject({
  from: day('from is required'),
  to: day('to is required')
    .test('order', 'from must not be after to', function (to) {
      const from = this.parent.from as unknown;
      return !to || typeof from !== 'string' || !isValidDay(from) || !isValidDay(to) || from <= to;
    })
    .test('span', `The range may cover at most ${CALENDAR_MAX_DAYS} days`, function (to) {
      const from = this.parent.from as unknown;
      if (!to || typeof from !== 'string' || !isValidDay(from) || !isValidDay(to)) return true;
      return dayNumber(to) - dayNumber(from) + 1 <= CALENDAR_MAX_DAYS;
    }),
});
