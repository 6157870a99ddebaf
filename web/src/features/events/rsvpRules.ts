import type { EventStatus, RsvpStatus } from '../../gql/graphql';

/** The fields of an event that decide which answers it takes (all in EventCardFields). */
export interface RsvpGate {
  status: EventStatus;
  date: string;
  maxAttendees?: number | null;
  attendeeCount: number;
  currentUserRsvp?: { status: RsvpStatus } | null;
}

/**
 * Why an event takes no answer at all, or null when it does. The server refuses these answers
 * (rsvps.service); the screens say so instead of offering buttons that can only fail. Admins see
 * cancelled and pending events, members only confirmed ones from today on. Past days are checked
 * when `today` is given (the calendar, which shows them); the other lists hold upcoming events only.
 */
export function rsvpClosed(event: RsvpGate, today?: string): { badge: string; reason: string } | null {
  if (event.status === 'cancelled') return { badge: 'Cancelled', reason: 'This event has been cancelled.' };
  if (event.status !== 'confirmed') return { badge: 'Not confirmed', reason: 'This event is not confirmed yet.' };
  if (today && event.date < today) return { badge: 'Past', reason: 'This event has already taken place.' };
  return null;
}

/**
 * A full event takes no new 'attending' answer (the capacity trigger refuses it); 'maybe' and
 * 'not attending' stay open, and a member already attending keeps their place.
 */
export const isFull = (event: RsvpGate) =>
  event.maxAttendees != null && event.attendeeCount >= event.maxAttendees && event.currentUserRsvp?.status !== 'attending';

export const FULL_LABEL = 'Event Full';
