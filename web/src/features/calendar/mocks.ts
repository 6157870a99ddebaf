import type { CalendarBookingDay, CalendarEvent } from './operations';

/** Demo calendar data around Saturday, November 21, 2026 (the tests' fixed "today"). */

export const calendarEvent = (over: Partial<CalendarEvent> & Pick<CalendarEvent, 'id' | 'title' | 'date'>): CalendarEvent => ({
  __typename: 'Event',
  type: 'meeting',
  startTime: '09:00',
  status: 'confirmed',
  endTime: '10:30',
  location: 'Main Hall',
  locationDetail: null,
  description: null,
  maxAttendees: null,
  attendeeCount: 0,
  currentUserRsvp: null,
  waitlistCount: 0,
  waitlistPosition: null,
  ...over,
});

export const calendarBooking = (id: string, date: string, room = 'Board Room', member = 'Mia Member'): CalendarBookingDay => ({
  __typename: 'CalendarBooking',
  id,
  date,
  startTime: '00:00',
  endTime: '23:59',
  status: 'confirmed',
  purpose: null,
  room: { __typename: 'CalendarRoom', name: room, location: 'Level 2', capacity: 8 },
  member: { __typename: 'Person', id: '2', fullName: member },
});

const rsvp = (status: 'attending' | 'not_attending' | 'maybe') => ({
  __typename: 'RsvpInfo' as const,
  status,
  respondedAt: '2026-11-10T10:00:00.000Z',
});

export const demoCalendarEvents: CalendarEvent[] = [
  calendarEvent({
    id: '1',
    title: 'Board Meeting',
    date: '2026-11-21',
    startTime: '14:00',
    endTime: '15:30',
    locationDetail: 'Room 2',
    description: 'Quarterly review of the budget.',
    currentUserRsvp: rsvp('attending'),
  }),
  calendarEvent({ id: '2', title: 'Design Workshop', type: 'workshop', date: '2026-11-21', startTime: '16:00', endTime: null, currentUserRsvp: rsvp('maybe') }),
  calendarEvent({ id: '3', title: 'Friday Drinks', type: 'social', date: '2026-11-20', startTime: '18:00', currentUserRsvp: rsvp('not_attending') }),
  calendarEvent({ id: '4', title: 'Founders Breakfast', type: 'networking', date: '2026-11-03', startTime: '08:00' }),
];

export const demoCalendarBookings: CalendarBookingDay[] = [
  calendarBooking('7', '2026-11-21'),
  calendarBooking('7', '2026-11-22'),
  calendarBooking('8', '2026-11-22', 'Focus Room', 'Ben Booker'),
];
