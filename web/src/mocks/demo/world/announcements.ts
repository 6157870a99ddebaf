import type { AdminAnnouncementsListQuery, DashboardAnnouncementsQuery } from '../../../gql/graphql';

/** The demo world's announcements: the dashboard's two, then the admin's (one for a youth team, sent by WhatsApp). */

export const dashboardAnnouncements: DashboardAnnouncementsQuery['announcements'] = [
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

const author = { __typename: 'Person' as const, id: '1', fullName: 'Ada Admin' };

export const adminAnnouncements: AdminAnnouncementsListQuery['announcements'] = [
  {
    __typename: 'Announcement',
    id: '50',
    title: 'Office closed Friday',
    content: 'The office is closed this Friday for maintenance.',
    createdAt: '2026-02-01T09:30:00.000Z',
    sendWhatsapp: false,
    author,
    team: null,
    league: null,
  },
  {
    __typename: 'Announcement',
    id: '51',
    title: 'Under-12 training moved',
    content: 'Training moves to Thursday.',
    createdAt: '2026-02-03T15:05:00.000Z',
    sendWhatsapp: true,
    author,
    team: { __typename: 'Team', id: '7', name: 'Falcons U12' },
    league: null,
  },
];
