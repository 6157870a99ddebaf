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
 * A server that keeps one user's feeds (their own, and rooms' for an admin): regenerating makes a
 * new token each time, revoking removes it; `calls` records the mutations made ('regenerate',
 * 'revoke', or with ' room {id}' for a room's feed).
 */
export function calendarFeedServer(calls: string[] = [], start: CalendarFeedFieldsFragment | null = null) {
  const feeds = new Map<string | null, CalendarFeedFieldsFragment>(start ? [[null, start]] : []);
  let n = 0;
  const key = (roomId: string | number | null | undefined) => (roomId == null ? null : String(roomId));
  const said = (what: string, room: string | null) => calls.push(room === null ? what : `${what} room ${room}`);
  return [
    graphql.query(MyCalendarFeedsDocument, () => HttpResponse.json({ data: { __typename: 'Query', myCalendarFeeds: [...feeds.values()] } })),
    graphql.mutation(RegenerateCalendarFeedDocument, ({ variables }) => {
      const room = key(variables.roomId);
      said('regenerate', room);
      const feed = { ...demoFeed(`token${++n}`), id: String(100 + n), room: room === null ? null : { __typename: 'CalendarRoomRef' as const, id: room, name: `Room ${room}` } };
      feeds.set(room, feed);
      return HttpResponse.json({ data: { __typename: 'Mutation', regenerateCalendarFeed: feed } });
    }),
    graphql.mutation(RevokeCalendarFeedDocument, ({ variables }) => {
      const room = key(variables.roomId);
      said('revoke', room);
      return HttpResponse.json({ data: { __typename: 'Mutation', revokeCalendarFeed: feeds.delete(room) } });
    }),
  ];
}

export const calendarFeedsError = () =>
  graphql.query(MyCalendarFeedsDocument, () => HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
