import { delay, graphql, HttpResponse } from 'msw';
import type { DashboardAnnouncementsQuery, DashboardUpcomingEventsQuery } from '../../src/gql/graphql';
import { dashboardEvents, demoAnnouncements } from '../fixtures/dashboard';
import { DashboardAnnouncementsDocument, DashboardUpcomingEventsDocument } from '../../src/features/dashboard/operations';

type DashboardEventMock = DashboardUpcomingEventsQuery['events'][number];
type AnnouncementMock = DashboardAnnouncementsQuery['announcements'][number];

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
