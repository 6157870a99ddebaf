import type { EventRsvpEntity } from './rsvp.entity';

/** The REST shape of an RSVP (GET /api/rsvps/my and the RSVP posts). */
export function toRsvpDto(r: EventRsvpEntity) {
  return { id: r.id, eventId: r.eventId, status: r.status, respondedAt: r.respondedAt, notes: r.notes };
}

export type RsvpDto = ReturnType<typeof toRsvpDto>;
