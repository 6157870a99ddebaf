import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../core/auth/viewer';
import { badInput, conflict, guardDb, notFound } from '../../core/errors';
import { validate } from '../../core/validation';
import { rsvpStatus } from '../../../../validation/events';
import type { EventEntity } from '../events/event.entity';
import { EventsRepository } from '../events/events.repository';
import { localToday } from '../events/events.policy';
import type { EventRsvpEntity, RsvpStatusValue } from './rsvp.entity';
import { RsvpsRepository } from './rsvps.repository';

const EVENT_NOT_FOUND = 'Event not found';

/** The capacity trigger and the FK, in words (a concurrent delete or a full event). */
const RSVP_CONSTRAINTS = {
  event_rsvps_capacity: conflict('This event is full', 'status'),
  event_rsvps_event_id_fkey: notFound(EVENT_NOT_FOUND),
};

/** Members' answers to events. GraphQL rsvpToEvent and both REST paths call `respond`. */
export class RsvpsService {
  private readonly events: EventsRepository;
  private readonly rsvps: RsvpsRepository;

  constructor(ds: DataSource) {
    this.events = new EventsRepository(ds);
    this.rsvps = new RsvpsRepository(ds);
  }

  /**
   * Records (or replaces) the caller's answer. Only confirmed events dated today or later take
   * answers; a pending event is invisible to members, so they get 404 for it. Capacity is the
   * database's job: the trigger serialises attending answers per event, so a full event answers
   * 409 and nothing changes.
   */
  async respond(
    viewer: Viewer | null,
    eventId: number,
    status: unknown,
  ): Promise<{ rsvp: EventRsvpEntity; event: EventEntity; created: boolean }> {
    const v = requireViewer(viewer);
    const answer = (await validate(rsvpStatus(), status)) as RsvpStatusValue;
    const event = await this.events.findById(eventId);
    if (!event || (event.status === 'pending' && !v.isAdmin)) throw notFound(EVENT_NOT_FOUND);
    if (event.status === 'cancelled') throw badInput('This event has been cancelled, so it no longer takes RSVPs');
    if (event.status !== 'confirmed') throw badInput('This event is not confirmed yet, so it does not take RSVPs');
    if (event.date < localToday()) throw badInput('This event has already taken place, so it no longer takes RSVPs');
    const { rsvp, created } = await guardDb(() => this.rsvps.upsert(event.id, v.id, answer), RSVP_CONSTRAINTS);
    return { rsvp, event, created };
  }

  /** The caller's own answers, newest first. */
  async mine(viewer: Viewer | null): Promise<EventRsvpEntity[]> {
    return this.rsvps.listOfMember(requireViewer(viewer).id);
  }
}
