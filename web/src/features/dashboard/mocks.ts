import { demoEvents } from '../events/mocks';
import type { DashboardAnnouncement, DashboardEvent } from './hooks';

/** The dashboard's view of the demo events (without description). */
export const dashboardEvents: DashboardEvent[] = demoEvents.map(({ description: _d, ...e }) => e);

export const demoAnnouncements: DashboardAnnouncement[] = [
  {
    __typename: 'Announcement',
    id: '31',
    title: 'New coffee machine',
    content: 'The kitchen on the second floor has a new coffee machine.',
    createdAt: '2031-03-05T09:30:00.000Z',
    author: { __typename: 'Person', id: '1', fullName: 'Ada Admin' },
    team: null,
    league: null,
  },
  {
    __typename: 'Announcement',
    id: '32',
    title: 'Office closed on Friday',
    content: 'The office is closed for maintenance this Friday.',
    createdAt: '2031-03-01T09:30:00.000Z',
    author: { __typename: 'Person', id: '1', fullName: 'Ada Admin' },
    team: null,
    league: null,
  },
];
