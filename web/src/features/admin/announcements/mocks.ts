import type { AdminAnnouncementsListQuery } from '../../../gql/graphql';

type Announcement = AdminAnnouncementsListQuery['announcements'][number];

const author = { __typename: 'Person' as const, id: '1', fullName: 'Ada Admin' };

export const demoAnnouncements: Announcement[] = [
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
