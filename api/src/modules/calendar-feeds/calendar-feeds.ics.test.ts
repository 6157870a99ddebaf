import ICAL from 'ical.js';
import { renderFeed } from './calendar-feeds.ics';
import type { FeedBookingRow, FeedEventRow } from './calendar-feeds.repository';

/*
 * Issue 41: the feed's times carried no zone (floating), so a calendar app read 19:00 in its own zone. Each feed is
 * parsed here by an independent parser (ical.js) and every event must land on the instant the office meant, whatever
 * zone the office is in; the expected instants come from the zones' rules, not from the code under test.
 */
const event = (over: Partial<FeedEventRow>): FeedEventRow => ({
  id: 1,
  title: 'Quiz night',
  type: 'social',
  date: '2031-07-03',
  startTime: '19:00',
  endTime: '21:30',
  location: 'Hall',
  locationDetail: null,
  description: null,
  status: 'confirmed',
  rsvp: 'attending',
  stamp: new Date('2031-01-01T00:00:00Z'),
  ...over,
});

const booking: FeedBookingRow = {
  id: 7,
  roomName: 'Loft',
  roomLocation: null,
  memberName: 'Ann',
  purpose: null,
  start: '2031-03-01',
  end: '2031-05-01',
  stamp: new Date('2031-01-01T00:00:00Z'),
};

function parse(timeZone: string, events: FeedEventRow[]) {
  const text = renderFeed({ name: 'D.Office', host: 'office.example', events, bookings: [booking], bookingTitle: () => 'Room booking: Loft', timeZone });
  const root = new ICAL.Component(ICAL.parse(text));
  return {
    text,
    events: root.getAllSubcomponents('vevent').map((v) => {
      const e = new ICAL.Event(v);
      return {
        uid: e.uid,
        start: e.startDate.isDate ? e.startDate.toString() : e.startDate.toJSDate().toISOString(),
        end: e.endDate.isDate ? e.endDate.toString() : e.endDate.toJSDate().toISOString(),
        // Neither floating nor in a zone the reader would have to know: UTC.
        zone: e.startDate.isDate ? 'date' : e.startDate.zone?.tzid,
      };
    }),
  };
}

describe('event times in the feed name absolute instants', () => {
  it.each([
    ['America/New_York', '2031-07-03T23:00:00.000Z', '2031-07-04T01:30:00.000Z', '2031-01-16T00:00:00.000Z'],
    ['Europe/Berlin', '2031-07-03T17:00:00.000Z', '2031-07-03T19:30:00.000Z', '2031-01-15T18:00:00.000Z'],
    ['Asia/Kolkata', '2031-07-03T13:30:00.000Z', '2031-07-03T16:00:00.000Z', '2031-01-15T13:30:00.000Z'],
    ['UTC', '2031-07-03T19:00:00.000Z', '2031-07-03T21:30:00.000Z', '2031-01-15T19:00:00.000Z'],
  ])('an office in %s: summer and winter events at their instants, in UTC', (zone, summerStart, summerEnd, winterStart) => {
    const winter = event({ id: 2, date: '2031-01-15', endTime: null });
    const { events, text } = parse(zone, [event({}), winter]);
    expect(events).toEqual([
      { uid: 'event-1@office.example', start: summerStart, end: summerEnd, zone: 'UTC' },
      // No end time: an hour long.
      { uid: 'event-2@office.example', start: winterStart, end: new Date(Date.parse(winterStart) + 3600_000).toISOString(), zone: 'UTC' },
      // Bookings are whole days: dates have no zone.
      { uid: 'booking-7@office.example', start: '2031-03-01', end: '2031-05-01', zone: 'date' },
    ]);
    expect(text).toMatch(/^DTSTART:\d{8}T\d{6}Z\r$/m);
    expect(text).not.toMatch(/TZID=|X-WR-TIMEZONE/);
  });
});
