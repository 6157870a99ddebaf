import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../core/auth/viewer';
import { conflict, guardDb, notFound, refuse } from '../../core/errors';
import { validate } from '../../core/validation';
import { EVENT_FULL, EVENT_NOT_FOUND, rsvpRefusal } from '../../../../rules/events';
import type { Clock } from '../../core/clock';
import { rsvpStatus } from '../../../../validation/events';
import type { EventEntity } from '../events/event.entity';
import { EventsRepository } from '../events/events.repository';
import { eventViewer } from '../events/events.policy';
import { EventRsvpEntity, type RsvpStatusValue } from './rsvp.entity';
import { RsvpsRepository } from './rsvps.repository';
import { emittedInStatement, webhookPayload } from '../webhooks/webhook.emit';
import { rsvpData } from '../webhooks/webhook.payloads';


/** The capacity trigger (rules/events.ts#answerRefusal's twin) and the FK, in words (a full event or a concurrent delete). */
const RSVP_CONSTRAINTS = {
  event_rsvps_capacity: conflict(EVENT_FULL, 'status'),
  event_rsvps_event_id_fkey: notFound(EVENT_NOT_FOUND),
};

/** Made once, not per answer. */
const STATUS = rsvpStatus();

/** Members' answers to events. GraphQL rsvpToEvent and both REST paths call `respond`. */
export class RsvpsService {
  private readonly events: EventsRepository;
  private readonly rsvps: RsvpsRepository;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    /** Called after an answer that may have freed a place (a waiting member promoted): send their message soon. */
    private readonly onMayFreePlace: () => void = () => undefined,
  ) {
    this.events = new EventsRepository(ds);
    this.rsvps = new RsvpsRepository(ds);
  }

  /**
   * Records (or replaces) the caller's answer. Only confirmed events dated today or later take
   * answers; members never learn of a pending event, so they get 404 for it (rules/events.ts). Capacity is the
   * database's job: the trigger serialises attending answers per event, so a full event answers
   * 409 and nothing changes.
   */
  async respond(
    viewer: Viewer | null,
    eventId: number,
    status: unknown,
  ): Promise<{ rsvp: EventRsvpEntity; event: EventEntity; created: boolean }> {
    const v = requireViewer(viewer);
    const answer = (await validate(STATUS, status)) as RsvpStatusValue;
    // The prepared read of a batch of one (findById's query builder and hydration cost more than the statement).
    const [found] = await this.events.findByIds([eventId]);
    refuse(rsvpRefusal(await eventViewer(v, found, (m) => this.events.familyOf(m)), found, this.clock.today()));
    const event = found!; // a missing event was refused above ("Event not found")
    // The answer and its outbox rows in one statement, the payload made from the answer as it will be stored (its id and
    // notes set in by the database).
    const asked = { eventId: event.id, memberId: v.id, status: answer, respondedAt: new Date() };
    const draft = Object.assign(new EventRsvpEntity(), { id: 0, ...asked, notes: null });
    const payload = webhookPayload('rsvp.changed', rsvpData(draft));
    const { rsvp, created, emitted } = await guardDb(() => this.rsvps.upsertWithOutbox(asked, 'rsvp.changed', payload), RSVP_CONSTRAINTS);
    if (emitted) emittedInStatement(this.ds);
    if (answer !== 'attending') this.onMayFreePlace();
    return { rsvp, event, created };
  }

  /** The caller's own answers, newest first. */
  async mine(viewer: Viewer | null): Promise<EventRsvpEntity[]> {
    return this.rsvps.listOfMember(requireViewer(viewer).id);
  }
}
