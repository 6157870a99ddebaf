import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import type { FeedBookingRow, FeedEventRow } from './calendar-feeds.repository';
import { instantIn } from './office-time';
import { t, type Language } from '../../core/i18n';

/** Calendar apps poll a subscription; asking for hourly keeps the feed fresh without hammering the server. */
export const FEED_REFRESH_SECONDS = 3600;

const EVENT_STATUS = {
  confirmed: ICalEventStatus.CONFIRMED,
  pending: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

const oneHourLater = (d: Date) => new Date(d.getTime() + 3600_000);

/**
 * The feed as iCalendar text. Deterministic for the same rows (DTSTAMP is each item's own last
 * change, not "now"), so the response's ETag only changes when the feed does.
 */
export function renderFeed(opts: {
  name: string;
  host: string;
  events: FeedEventRow[];
  bookings: FeedBookingRow[];
  /** Room feeds name the member in each booking; a member's own feed names the room. */
  bookingTitle: (b: FeedBookingRow) => string;
  /**
   * The IANA zone the events' dates and times are written in (the office's). Each time goes out as the UTC instant
   * it names there, so every calendar app shows it at the right moment in its own zone; a floating time would be
   * read in the reader's zone, hours off for anyone elsewhere. UTC rather than TZID: ical-generator writes a TZID
   * time from a Date's local fields (the server's zone), and a VTIMEZONE generator is not installed.
   */
  timeZone: string;
  /** The language of the texts the feed writes around the office's own (locales/<lang>/ical.json). */
  lang?: Language;
}): string {
  const tr = t(opts.lang ?? 'en');
  const cal = ical({ name: opts.name, prodId: { company: 'D.Office', product: 'Calendar feed' }, ttl: FEED_REFRESH_SECONDS });
  cal.method(ICalCalendarMethod.PUBLISH);
  for (const e of opts.events) {
    const start = instantIn(opts.timeZone, e.date, e.startTime);
    cal.createEvent({
      id: `event-${e.id}@${opts.host}`,
      start,
      end: e.endTime ? instantIn(opts.timeZone, e.date, e.endTime) : oneHourLater(start),
      stamp: e.stamp,
      summary: e.status === 'cancelled' ? tr('ical:cancelled', { title: e.title }) : e.title,
      location: [e.location, e.locationDetail].filter(Boolean).join(', '),
      description: [tr(e.rsvp === 'maybe' ? 'ical:answerMaybe' : 'ical:answerAttending'), e.description].filter(Boolean).join('\n\n'),
      categories: [{ name: e.type }],
      status: EVENT_STATUS[e.status],
      // A cancelled or unanswered-for-sure event should not block the member's time in free/busy views.
      transparency: e.status === 'confirmed' && e.rsvp === 'attending' ? ICalEventTransparency.OPAQUE : ICalEventTransparency.TRANSPARENT,
    });
  }
  for (const b of opts.bookings) {
    cal.createEvent({
      id: `booking-${b.id}@${opts.host}`,
      start: b.start,
      end: b.end,
      allDay: true,
      stamp: b.stamp,
      summary: opts.bookingTitle(b),
      location: b.roomLocation ?? undefined,
      description: b.purpose ?? undefined,
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return cal.toString();
}
