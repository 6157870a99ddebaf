import { refusal, type Refusal } from './refusal';

/** Who is asking, as far as event rules care. */
export interface EventViewer {
  isAdmin: boolean;
}

/** An event, as far as its rules care: status and day (yyyy-MM-dd). */
export interface EventFacts {
  status: string;
  date: string;
}

export const EVENT_NOT_FOUND = 'Event not found';

/** Spec §4: members see only confirmed events dated today or later; admins see everything. */
export function isEventVisibleTo(viewer: EventViewer, event: EventFacts, today: string): boolean {
  return viewer.isAdmin || (event.status === 'confirmed' && event.date >= today);
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
 * Members never learn that a pending event exists (it answers "not found"). A cancelled or past
 * event they may have seen on an earlier screen, so they are told why it takes no answer.
 */
export function mayKnowOf(viewer: EventViewer, event: EventFacts): boolean {
  return viewer.isAdmin || event.status !== 'pending';
}

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
