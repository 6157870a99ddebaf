import { graphql, HttpResponse } from 'msw';
import type { AdminAnnouncementsListQuery } from '../../src/gql/graphql';
import { AdminAnnouncementScopesDocument, AdminAnnouncementsListDocument } from '../../src/features/admin/announcements/operations';
import { demoAnnouncements } from '../fixtures/admin-announcements';

type Announcement = AdminAnnouncementsListQuery['announcements'][number];

export const announcementsListHandler = (items: Announcement[] = demoAnnouncements) =>
  graphql.query(AdminAnnouncementsListDocument, () => HttpResponse.json({ data: { __typename: 'Query', announcements: items } }));

export const scopesHandler = () =>
  graphql.query(AdminAnnouncementScopesDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        teams: [{ __typename: 'Team', id: '7', name: 'Garden Giants' }],
        leagues: [{ __typename: 'League', id: '3', name: 'Junior League' }],
      },
    }),
  );
