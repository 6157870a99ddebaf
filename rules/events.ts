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
 * Members never learn that a pending event exists (it answers "not found"). A cancelled or past
 * event they may have seen on an earlier screen, so they are told why it takes no answer.
 */
export function mayKnowOf(viewer: EventViewer, event: EventFacts): boolean {
  return viewer.isAdmin || event.status !== 'pending';
}

/** Why this viewer cannot answer this event now, or null: only confirmed events dated today or later take RSVPs. */
export function rsvpRefusal(viewer: EventViewer, event: EventFacts | null | undefined, today: string): Refusal | null {
  if (!event || !mayKnowOf(viewer, event)) return refusal('NOT_FOUND', EVENT_NOT_FOUND);
  if (event.status === 'cancelled') return refusal('BAD_USER_INPUT', 'This event has been cancelled, so it no longer takes RSVPs');
  if (event.status !== 'confirmed') return refusal('BAD_USER_INPUT', 'This event is not confirmed yet, so it does not take RSVPs');
  if (event.date < today) return refusal('BAD_USER_INPUT', 'This event has already taken place, so it no longer takes RSVPs');
  return null;
}
