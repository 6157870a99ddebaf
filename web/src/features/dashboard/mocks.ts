import { delay, graphql, HttpResponse } from 'msw';
import type { DashboardAnnouncementsQuery, DashboardUpcomingEventsQuery } from '../../gql/graphql';
import { demoEvents } from '../events/mocks';
import { DashboardAnnouncementsDocument, DashboardUpcomingEventsDocument } from './operations';

type DashboardEventMock = DashboardUpcomingEventsQuery['events'][number];
type AnnouncementMock = DashboardAnnouncementsQuery['announcements'][number];

/** The dashboard's view of the demo events (without description). */
export const dashboardEvents: DashboardEventMock[] = demoEvents.map(({ description: _d, ...e }) => e);

export const demoAnnouncements: AnnouncementMock[] = [
  {
    __typename: 'Announcement',
    id: '31',
    title: 'New coffee machine',
    content: 'The kitchen on the second floor has a new coffee machine.',
    createdAt: '2031-03-05T09:30:00.000Z',
    author: { __typename: 'Person', id: '1', fullName: 'Ada Admin' },
  },
  {
    __typename: 'Announcement',
    id: '32',
    title: 'Office closed on Friday',
    content: 'The office is closed for maintenance this Friday.',
    createdAt: '2031-03-01T09:30:00.000Z',
    author: { __typename: 'Person', id: '1', fullName: 'Ada Admin' },
  },
];

export const dashboardEventsList = (events: DashboardEventMock[] = dashboardEvents) =>
  graphql.query(DashboardUpcomingEventsDocument, () => HttpResponse.json({ data: { __typename: 'Query', events } }));

export const dashboardEventsError = () =>
  graphql.query(DashboardUpcomingEventsDocument, () => HttpResponse.json({ errors: [{ message: 'boom' }] }));

export const dashboardEventsLoading = () =>
  graphql.query(DashboardUpcomingEventsDocument, async () => {
    await delay('infinite');
    return HttpResponse.json({ data: { __typename: 'Query', events: [] } });
  });

export const dashboardAnnouncementsList = (announcements: AnnouncementMock[] = demoAnnouncements) =>
  graphql.query(DashboardAnnouncementsDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', announcements } }),
  );

export const dashboardAnnouncementsError = () =>
  graphql.query(DashboardAnnouncementsDocument, () => HttpResponse.json({ errors: [{ message: 'boom' }] }));

export const dashboardAnnouncementsLoading = () =>
  graphql.query(DashboardAnnouncementsDocument, async () => {
    await delay('infinite');
    return HttpResponse.json({ data: { __typename: 'Query', announcements: [] } });
  });

/** The dashboard list served from an rsvpBackend's state (see events/mocks). */
export const dashboardEventsFrom = (events: () => DashboardEventMock[]) =>
  graphql.query(DashboardUpcomingEventsDocument, () =>
    HttpResponse.json({
      data: { __typename: 'Query', events: events().map(({ description: _d, ...e }: DashboardEventMock & { description?: unknown }) => e) },
    }),
  );
