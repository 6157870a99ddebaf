/**
 * Club and team events as pure decisions: who sees an event, whom it concerns, when it takes answers and waiting
 * members, and the day a new one may have. The API (events, rsvps, waitlist) and the demo backend both ask these;
 * the web's RSVP badges show their words.
 *
 * Database twins (fed the same cases by api/src/modules/events/rule-twins.test.ts):
 *  - isEventVisibleTo for a list: EventsRepository.list's scope (events.policy.ts#visibleScope), with `concerns` as
 *    its family condition;
 *  - isFullFor: the capacity trigger `event_rsvps_capacity`; waitlistRefusal: the trigger `event_waitlist_guard`;
 *  - promotionPlan: the function `event_waitlist_promote` (its "today" is office_today(), rules/today.ts).
 */
import { isRelevantToChild, type ChildPlacement, type RelevantEvent } from './relevance';
import { refusal, type Refusal } from './refusal';

/**
 * Who is asking, as far as event rules care. `children`: where the viewer's children play, when the viewer is a parent
 * (team events concern the parents of the children they are relevant to); none otherwise.
 */
export interface EventViewer {
  isAdmin: boolean;
  children?: readonly ChildPlacement[];
}

/** An event, as far as its rules care: status and day (yyyy-MM-dd), and the junior section's team fields if any. */
export interface EventFacts extends Partial<RelevantEvent> {
  status: string;
  date: string;
}

export const EVENT_NOT_FOUND = 'Event not found';
export const EVENT_FULL = 'This event is full';
export const EVENT_DATE_PAST = 'Date must be today or later';

/** A team event names a team (its own or others involved) or whom it concerns; every other event is the whole office's. */
export function isTeamEvent(e: EventFacts | Partial<RelevantEvent>): boolean {
  return e.teamId != null || (e.teamsInvolved?.length ?? 0) > 0 || e.relevanceType != null;
}

/**
 * Whether an event concerns this person as an attendee: an office event concerns everyone; a team event concerns the
 * parents of the children it is relevant to (rules/junior.ts#isRelevantToChild), not the whole office (issue 41).
 */
export function concerns(viewer: EventViewer, e: EventFacts): boolean {
  if (!isTeamEvent(e)) return true;
  const event: RelevantEvent = { teamId: e.teamId ?? null, teamsInvolved: e.teamsInvolved ?? [], relevanceType: e.relevanceType ?? null, ageGroupRelevance: e.ageGroupRelevance ?? null };
  return (viewer.children ?? []).some((c) => isRelevantToChild(event, c));
}

/**
 * Spec §4: members see only confirmed events dated today or later — of those, the office's events and the team events
 * that concern them; admins see everything.
 */
export function isEventVisibleTo(viewer: EventViewer, event: EventFacts, today: string): boolean {
  return viewer.isAdmin || (event.status === 'confirmed' && event.date >= today && concerns(viewer, event));
}

/**
 * Why an event cannot have this date, or null: a new event is dated today or later. An existing event already in the
 * past may keep any date when edited (correcting a record of what happened); an upcoming one cannot be moved into the past.
 */
export function eventDateRefusal(date: string, today: string, existing?: { date: string } | null): Refusal | null {
  if (date >= today || (existing && existing.date < today)) return null;
  return refusal('BAD_USER_INPUT', EVENT_DATE_PAST, 'date');
}

/**
 * An event is over once the minute of its end time (its start time when it has none) has passed: the dashboard's
 * upcoming events (spec §9) leave it out. `today` and `minute` are localDay and localMinute (rules/today.ts); the
 * event's times are HH:mm or HH:mm:ss. The API's `notEnded` filter asks the same in SQL (EventsRepository.list).
 */
export function hasEnded(event: { date: string; startTime: string; endTime?: string | null }, today: string, minute: string): boolean {
  if (event.date !== today) return event.date < today;
  return (event.endTime ?? event.startTime).slice(0, 5) < minute;
}

/**
 * Members never learn that a pending event exists (it answers "not found"), nor a team event that does not concern
 * them. A cancelled or past event they may have seen on an earlier screen, so they are told why it takes no answer.
 */
export function mayKnowOf(viewer: EventViewer, event: EventFacts): boolean {
  return viewer.isAdmin || (event.status !== 'pending' && concerns(viewer, event));
}

/** A member's answer to an event (event_rsvps.status). */
export type RsvpAnswer = 'attending' | 'not_attending' | 'maybe';

/** Why an event takes no answer from anyone. */
export type RsvpClosed = 'cancelled' | 'unconfirmed' | 'past';

/**
 * Why an event takes no answer, or null when it does: only confirmed events dated today or later
 * take RSVPs. Without `today` the day is not checked (a screen that lists upcoming events only).
 */
export function rsvpClosed(event: EventFacts, today?: string): RsvpClosed | null {
  if (event.status === 'cancelled') return 'cancelled';
  if (event.status !== 'confirmed') return 'unconfirmed';
  if (today !== undefined && event.date < today) return 'past';
  return null;
}

const CLOSED_MESSAGES: Record<RsvpClosed, string> = {
  cancelled: 'This event has been cancelled, so it no longer takes RSVPs',
  unconfirmed: 'This event is not confirmed yet, so it does not take RSVPs',
  past: 'This event has already taken place, so it no longer takes RSVPs',
};

/** Why this viewer cannot answer this event now, or null (the API's and the demo's answer). */
export function rsvpRefusal(viewer: EventViewer, event: EventFacts | null | undefined, today: string): Refusal | null {
  if (!event || !mayKnowOf(viewer, event)) return refusal('NOT_FOUND', EVENT_NOT_FOUND);
  const closed = rsvpClosed(event, today);
  return closed ? refusal('BAD_USER_INPUT', CLOSED_MESSAGES[closed]) : null;
}

/**
 * A full event takes no new 'attending' answer ('maybe' and 'not attending' stay open, and someone
 * already attending keeps their place). PostgreSQL's capacity trigger makes it true for the API.
 */
export function isFullFor(event: { maxAttendees?: number | null; attendeeCount: number }, alreadyAttending: boolean): boolean {
  return event.maxAttendees != null && event.attendeeCount >= event.maxAttendees && !alreadyAttending;
}

/** Why this answer is refused for capacity, or null (the API's capacity trigger answers the same words). */
export function answerRefusal(event: { maxAttendees?: number | null; attendeeCount: number }, alreadyAttending: boolean, status: string): Refusal | null {
  return status === 'attending' && isFullFor(event, alreadyAttending) ? refusal('CONFLICT', EVENT_FULL, 'status') : null;
}

/** Why a member cannot join a waiting list (the API's trigger and the demo say the same). */
export const WAITLIST_ALREADY_ATTENDING = 'You are already attending this event';
export const WAITLIST_PLACES_LEFT = 'This event still has places: RSVP as attending instead';

/**
 * Whether a member may join an event's waiting list: only a full event has one, and someone
 * attending already has a place. PostgreSQL's trigger makes it true for the API (under the event's lock).
 */
export function waitlistRefusal(event: { maxAttendees?: number | null; attendeeCount: number }, attending: boolean): Refusal | null {
  if (attending) return refusal('CONFLICT', WAITLIST_ALREADY_ATTENDING);
  return isFullFor(event, false) ? null : refusal('CONFLICT', WAITLIST_PLACES_LEFT);
}

/**
 * Who moves from the waiting list to attending when places may have freed: the first waiting, in the order they
 * joined, while places are free — and only into a confirmed event of today or later (none into a cancelled,
 * unconfirmed or past one). Returns the promoted, in order.
 */
export function promotionPlan<T>(
  event: { status: string; date: string; maxAttendees?: number | null; attendeeCount: number },
  waiting: readonly T[],
  today: string,
): T[] {
  if (event.status !== 'confirmed' || event.date < today) return [];
  const free = event.maxAttendees == null ? waiting.length : Math.max(0, event.maxAttendees - event.attendeeCount);
  return waiting.slice(0, free);
}
