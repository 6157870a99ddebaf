import { graphql, HttpResponse } from 'msw';
import {
  MyCalendarFeedsDocument,
  RegenerateCalendarFeedDocument,
  RevokeCalendarFeedDocument,
  type CalendarFeedFieldsFragment,
} from '../../src/gql/graphql';

/** A member's own feed address as the server answers it. */
export const demoFeed = (token = 'tok3n'): CalendarFeedFieldsFragment => ({
  __typename: 'CalendarFeed',
  id: '1',
  room: null,
  httpUrl: `http://localhost:4000/api/calendar/${token}.ics`,
  webcalUrl: `webcal://localhost:4000/api/calendar/${token}.ics`,
  createdAt: '2026-11-01T10:00:00.000Z',
});

/** A member without a calendar feed (what every screen that shows the subscription card needs by default). */
export const noCalendarFeed = () =>
  graphql.query(MyCalendarFeedsDocument, () => HttpResponse.json({ data: { __typename: 'Query', myCalendarFeeds: [] } }));

/**
 * A server that keeps one member's feed: regenerating makes a new token each time, revoking removes
 * it; `calls` records the mutations made.
 */
export function calendarFeedServer(calls: string[] = [], start: CalendarFeedFieldsFragment | null = null) {
  let feed = start;
  let n = 0;
  return [
    graphql.query(MyCalendarFeedsDocument, () => HttpResponse.json({ data: { __typename: 'Query', myCalendarFeeds: feed ? [feed] : [] } })),
    graphql.mutation(RegenerateCalendarFeedDocument, () => {
      calls.push('regenerate');
      feed = demoFeed(`token${++n}`);
      return HttpResponse.json({ data: { __typename: 'Mutation', regenerateCalendarFeed: feed } });
    }),
    graphql.mutation(RevokeCalendarFeedDocument, () => {
      calls.push('revoke');
      feed = null;
      return HttpResponse.json({ data: { __typename: 'Mutation', revokeCalendarFeed: true } });
    }),
  ];
}

export const calendarFeedsError = () =>
  graphql.query(MyCalendarFeedsDocument, () => HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
