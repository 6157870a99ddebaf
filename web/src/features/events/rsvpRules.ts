import { isFullFor, rsvpRefusal } from '../../../../rules/events';
import { localDay } from '../../../../rules/today';
import type { EventStatus, RsvpStatus } from '../../gql/graphql';

/** The fields of an event that decide which answers it takes (all in EventCardFields). */
export interface RsvpGate {
  status: EventStatus;
  date: string;
  maxAttendees?: number | null;
  attendeeCount: number;
  currentUserRsvp?: { status: RsvpStatus } | null;
}

const BADGES: Partial<Record<EventStatus, string>> = { cancelled: 'Cancelled', pending: 'Not confirmed' };

/**
 * Why an event takes no answer, in the server's words (rules/events), or null when it does: the
 * screens say so instead of offering buttons that can only fail. Admins see cancelled and pending
 * events; the calendar shows past days.
 */
export function rsvpClosed(event: RsvpGate, today = localDay()): { badge: string; reason: string } | null {
  // Whoever sees the event may know of it, so the viewer's role does not change the answer here.
  const refused = rsvpRefusal({ isAdmin: true }, event, today);
  return refused && { badge: BADGES[event.status] ?? 'Past', reason: refused.message };
}

/**
 * A full event takes no new 'attending' answer (the capacity trigger refuses it); 'maybe' and
 * 'not attending' stay open, and a member already attending keeps their place.
 */
export const isFull = (event: RsvpGate) => isFullFor(event, event.currentUserRsvp?.status === 'attending');

export const FULL_LABEL_KEY = 'rsvp.full';
