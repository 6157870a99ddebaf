import type { EventsPageListQuery, RsvpStatus } from '../../gql/graphql';

/** Demo events (the full shape of the Club Events list; the dashboard uses a subset). */
export type DemoEvent = EventsPageListQuery['events'][number];

export function demoEvent(fields: Partial<DemoEvent> & { id: string }): DemoEvent {
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

export const demoEvents: DemoEvent[] = [
  demoEvent({
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
  demoEvent({
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

export const rsvpInfo = (status: RsvpStatus) => ({
  __typename: 'RsvpInfo' as const,
  status,
  respondedAt: '2031-03-02T10:00:00.000Z',
});
