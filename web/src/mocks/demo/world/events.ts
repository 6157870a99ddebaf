import type { AdminEventsListQuery, CalendarRangeQuery, EventsPageListQuery } from '../../../gql/graphql';

/**
 * The demo world's events in seed order: the calendar's, the club's, the admin's. demo/store.ts moves their dates next
 * to today and keeps the demo member's answers.
 */

type CalendarEvent = CalendarRangeQuery['calendar']['events'][number];
type ClubEvent = EventsPageListQuery['events'][number];

const calendarEvent = (over: Partial<CalendarEvent> & Pick<CalendarEvent, 'id' | 'title' | 'date'>): CalendarEvent => ({
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

const rsvp = (status: 'attending' | 'not_attending' | 'maybe') => ({
  __typename: 'RsvpInfo' as const,
  status,
  respondedAt: '2026-11-10T10:00:00.000Z',
});

export const calendarEvents: CalendarEvent[] = [
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

function clubEvent(fields: Partial<ClubEvent> & { id: string }): ClubEvent {
  return {
    __typename: 'Event',
    title: `Event ${fields.id}`,
    type: 'meeting',
    date: '2031-03-14',
    status: 'confirmed',
    startTime: '09:00',
    endTime: null,
    location: 'Main Hall',
    locationDetail: null,
    description: null,
    maxAttendees: null,
    attendeeCount: 0,
    currentUserRsvp: null,
    waitlistCount: 0,
    waitlistPosition: null,
    ...fields,
  };
}

export const memberEvents: ClubEvent[] = [
  clubEvent({
    id: '11',
    title: 'Quarterly Members Meeting',
    type: 'meeting',
    date: '2031-03-14',
    startTime: '09:00',
    endTime: '11:30',
    location: 'Main Hall',
    locationDetail: 'Room 2',
    description: 'Budget, plans for the spring and open questions from members.',
    maxAttendees: 40,
    attendeeCount: 1,
  }),
  clubEvent({
    id: '12',
    title: 'Design Thinking Workshop',
    type: 'workshop',
    date: '2031-03-20',
    startTime: '14:00',
    location: 'Studio B',
    attendeeCount: 3,
    currentUserRsvp: { __typename: 'RsvpInfo', status: 'maybe', respondedAt: '2031-03-01T10:00:00.000Z' },
  }),
];

export const adminEvents: AdminEventsListQuery['events'] = [
  {
    __typename: 'Event',
    id: '30',
    title: 'Members Mixer',
    type: 'social',
    date: '2026-03-05',
    startTime: '18:00',
    endTime: '20:30',
    location: 'Lounge',
    locationDetail: 'Level 1',
    description: 'Drinks and snacks',
    maxAttendees: 40,
    status: 'confirmed',
    waitlistCount: 0,
    attendeeCount: 12,
    team: null,
    teamsInvolved: [],
    relevanceType: null,
    ageGroupRelevance: null,
  },
  {
    __typename: 'Event',
    id: '31',
    title: 'Budget Workshop',
    type: 'workshop',
    date: '2026-04-10',
    startTime: '09:00',
    endTime: null,
    location: 'Board Room',
    locationDetail: null,
    description: null,
    maxAttendees: null,
    status: 'pending',
    waitlistCount: 0,
    attendeeCount: 0,
    team: null,
    teamsInvolved: [],
    relevanceType: null,
    ageGroupRelevance: null,
  },
];
