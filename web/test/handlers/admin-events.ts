import { graphql, HttpResponse } from 'msw';
import type { AdminEventsListQuery } from '../../src/gql/graphql';
import { AdminEventsListDocument } from '../../src/features/admin/events/operations';
import { demoEvents } from '../../src/features/admin/events/mocks';

type Event = AdminEventsListQuery['events'][number];

export const eventsListHandler = (events: Event[] = demoEvents) =>
  graphql.query(AdminEventsListDocument, () => HttpResponse.json({ data: { __typename: 'Query', events } }));
