import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../core/auth/viewer';
import { validate } from '../../core/validation';
import { calendarRangeSchema } from '../../../../validation/events';
import type { EventEntity } from '../events/event.entity';
import type { EventRead, EventsService } from '../events/events.service';
import { CalendarRepository } from './calendar.repository';
import type { CalendarBookingView } from './calendar.types';

/** What the Calendar screen shows for a range of days: events (visibility as everywhere) and booked days. */
export class CalendarService {
  private readonly repo: CalendarRepository;

  constructor(
    ds: DataSource,
    private readonly events: EventsService,
  ) {
    this.repo = new CalendarRepository(ds);
  }

  /** from ≤ to, at most 100 days; a constant number of statements whatever the range holds. */
  async range(viewer: Viewer | null, from: unknown, to: unknown, read?: EventRead): Promise<{ events: EventEntity[]; bookings: CalendarBookingView[] }> {
    const v = requireViewer(viewer);
    const r = await validate(calendarRangeSchema, { from, to });
    const [events, bookings] = await Promise.all([this.events.inRange(v, r.from, r.to, read), this.repo.acceptedBookingDays(r.from, r.to)]);
    return { events, bookings };
  }
}
