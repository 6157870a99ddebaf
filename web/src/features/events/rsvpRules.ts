import { isFullFor, rsvpRefusal } from '../../../../rules/events';
import { localDay } from '../../../../rules/today';
import type { EventStatus, RsvpStatus } from '../../gql/graphql';
import { i18n } from '../../i18n/i18n';
import { fieldErrorText } from '../../i18n/field-error';

/** The fields of an event that decide which answers it takes (all in EventCardFields). */
export interface RsvpGate {
  status: EventStatus;
  date: string;
  maxAttendees?: number | null;
  attendeeCount: number;
  currentUserRsvp?: { status: RsvpStatus } | null;
}

const BADGES: Partial<Record<EventStatus, 'closed.cancelled' | 'closed.pending'>> = { cancelled: 'closed.cancelled', pending: 'closed.pending' };

/**
 * Why an event takes no answer, in the server's words (rules/events, shown in the active language like a field's
 * error; the badge from the common catalog), or null when it does: the
 * screens say so instead of offering buttons that can only fail. Admins see cancelled and pending
 * events; the calendar shows past days.
 */
export function rsvpClosed(event: RsvpGate, today = localDay()): { badge: string; reason: string } | null {
  // Whoever sees the event may know of it, so the viewer's role does not change the answer here.
  const refused = rsvpRefusal({ isAdmin: true }, event, today);
  return refused && { badge: i18n.t(BADGES[event.status] ?? 'closed.past'), reason: fieldErrorText(refused.message) };
}

/**
 * A full event takes no new 'attending' answer (the capacity trigger refuses it); 'maybe' and
 * 'not attending' stay open, and a member already attending keeps their place.
 */
export const isFull = (event: RsvpGate) => isFullFor(event, event.currentUserRsvp?.status === 'attending');

export const FULL_LABEL_KEY = 'rsvp.full';
