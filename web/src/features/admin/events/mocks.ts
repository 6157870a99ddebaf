import type { AdminEventsListQuery } from '../../../gql/graphql';

type Event = AdminEventsListQuery['events'][number];

export const demoEvents: Event[] = [
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
    attendeeCount: 0,
    team: null,
    teamsInvolved: [],
    relevanceType: null,
    ageGroupRelevance: null,
  },
];
