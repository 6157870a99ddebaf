import { graphql, HttpResponse } from 'msw';
import type { AdminEventsListQuery } from '../../src/gql/graphql';
import { AdminEventsListDocument, AdminEventTeamChoicesDocument } from '../../src/features/admin/events/operations';
import { demoEvents } from '../fixtures/admin-events';

type Event = AdminEventsListQuery['events'][number];

export const eventsListHandler = (events: Event[] = demoEvents) =>
  graphql.query(AdminEventsListDocument, () => HttpResponse.json({ data: { __typename: 'Query', events } }));

/** The event dialog's junior choices: two teams, and leagues playing U12 and U10. */
export const eventTeamChoicesHandler = () =>
  graphql.query(AdminEventTeamChoicesDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        teams: [
          { __typename: 'Team', id: '7', name: 'Garden Giants' },
          { __typename: 'Team', id: '8', name: 'Library Lions' },
        ],
        leagues: [
          { __typename: 'League', id: '3', ageGroup: 'U12' },
          { __typename: 'League', id: '4', ageGroup: 'U10' },
          { __typename: 'League', id: '5', ageGroup: null },
        ],
      },
    }),
  );
