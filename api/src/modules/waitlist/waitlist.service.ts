import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../core/auth/viewer';
import { conflict, guardDb, notFound, refuse } from '../../core/errors';
import { EVENT_NOT_FOUND, mayKnowOf, rsvpRefusal, WAITLIST_ALREADY_ATTENDING, WAITLIST_PLACES_LEFT } from '../../../../rules/events';
import type { Clock } from '../../core/clock';
import type { EventEntity } from '../events/event.entity';
import { EventsRepository } from '../events/events.repository';
import { eventViewer } from '../events/events.policy';
import { WaitlistRepository } from './waitlist.repository';

/** The waiting list's trigger (rules/events.ts#waitlistRefusal, decided under the event's lock) and foreign keys, in words. */
const WAITLIST_CONSTRAINTS = {
  event_waitlist_attending: conflict(WAITLIST_ALREADY_ATTENDING),
  event_waitlist_not_full: conflict(WAITLIST_PLACES_LEFT),
  event_waitlist_event_id_fkey: notFound(EVENT_NOT_FOUND),
};

/**
 * A full event's waiting list. Members join and leave here; PostgreSQL promotes the first waiting
 * member in the very transaction that frees a place, whichever path frees it (see the migration),
 * and the notification sweep tells them.
 */
export class WaitlistService {
  private readonly events: EventsRepository;
  private readonly waitlist: WaitlistRepository;

  constructor(
    ds: DataSource,
    private readonly clock: Clock,
  ) {
    this.events = new EventsRepository(ds);
    this.waitlist = new WaitlistRepository(ds);
  }

  /** Same gate as an answer (confirmed, not past, known to the caller); then the database decides "full". */
  async join(viewer: Viewer | null, eventId: number): Promise<{ event: EventEntity; created: boolean }> {
    const v = requireViewer(viewer);
    const found = await this.events.findById(eventId);
    refuse(rsvpRefusal(await eventViewer(v, found, (m) => this.events.familyOf(m)), found, this.clock.today()));
    const { created } = await guardDb(() => this.waitlist.join(eventId, v.id), WAITLIST_CONSTRAINTS);
    return { event: found!, created };
  }

  /** Leaving is allowed whatever the event's state; not being on the list changes nothing. */
  async leave(viewer: Viewer | null, eventId: number): Promise<EventEntity> {
    const v = requireViewer(viewer);
    const found = await this.events.findById(eventId);
    if (!found || !mayKnowOf(await eventViewer(v, found, (m) => this.events.familyOf(m)), found)) throw notFound(EVENT_NOT_FOUND);
    await this.waitlist.leave(eventId, v.id);
    return found;
  }
}
