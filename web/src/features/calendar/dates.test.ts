import { daysBetween, headerLabel, stepAnchor, visibleRange } from './dates';
import { DEFAULT_FILTERS, filterBadgeCount, itemsByDay } from './filters';
import { calendarBooking, demoCalendarEvents } from '../../../test/fixtures/calendar';

describe('calendar dates', () => {
  it('shows whole Sunday-first weeks around a month', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(visibleRange('month', '2026-11-21')).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    expect(visibleRange('month', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('shows Sunday to Saturday as a week, and one day as a day', () => {
    expect(visibleRange('week', '2026-11-21')).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(visibleRange('week', '2026-11-15')).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(visibleRange('day', '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
  });

  it('steps one month, week or day', () => {
    expect(stepAnchor('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(stepAnchor('month', '2026-11-21', -1)).toBe('2026-10-21');
    expect(stepAnchor('week', '2026-11-21', 1)).toBe('2026-11-28');
    expect(stepAnchor('day', '2026-12-31', 1)).toBe('2027-01-01');
  });

  it('labels the header by view', () => {
    expect(headerLabel('month', '2026-11-21')).toBe('November 2026');
    expect(headerLabel('week', '2026-11-21')).toBe('Nov 15 - Nov 21, 2026');
    expect(headerLabel('week', '2026-12-30')).toBe('Dec 27, 2026 - Jan 2, 2027');
    expect(headerLabel('day', '2026-11-21')).toBe('Saturday, November 21, 2026');
  });

  it('lists every day of a range', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('calendar filters', () => {
  it('counts a badge of 1 for a missing type and 1 for hidden bookings', () => {
    expect(filterBadgeCount(DEFAULT_FILTERS)).toBe(0);
    expect(filterBadgeCount({ ...DEFAULT_FILTERS, types: ['meeting'] })).toBe(1);
    expect(filterBadgeCount({ ...DEFAULT_FILTERS, types: [] })).toBe(1);
    expect(filterBadgeCount({ ...DEFAULT_FILTERS, showBookings: false })).toBe(1);
    expect(filterBadgeCount({ types: ['social'], showBookings: false })).toBe(2);
  });

  it('groups items by day, events by start time, and keeps only confirmed bookings', () => {
    const other = { ...calendarBooking('9', '2026-11-21', 'Attic'), status: 'pending' };
    const items = itemsByDay({ events: demoCalendarEvents, bookings: [calendarBooking('7', '2026-11-21'), other] }, DEFAULT_FILTERS);
    const day = items.get('2026-11-21')!;
    expect(day.events.map((e) => e.title)).toEqual(['Board Meeting', 'Design Workshop']);
    expect(day.bookings.map((b) => b.room.name)).toEqual(['Boardroom']);
  });

  it('drops filtered types and hidden bookings', () => {
    const items = itemsByDay(
      { events: demoCalendarEvents, bookings: [calendarBooking('7', '2026-11-21')] },
      { types: ['workshop'], showBookings: false },
    );
    expect(items.get('2026-11-21')).toEqual({ events: [expect.objectContaining({ title: 'Design Workshop' })], bookings: [] });
    expect(items.get('2026-11-20')).toBeUndefined();
  });
});
