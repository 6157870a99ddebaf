import { MyCalendarFeedsDocument, RegenerateCalendarFeedDocument, RevokeCalendarFeedDocument } from '../../gql/graphql';
import type { CalendarFeedFieldsFragment } from '../../gql/graphql';
import { mutation, query, requireAdmin, requireUser, type DemoContext } from './respond';

type FeedView = CalendarFeedFieldsFragment;

/** A demo address in the server's shape (the token is random, so a regenerated one differs). */
function feedView(id: string, room: FeedView['room']): FeedView {
  const token = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[b % 64]).join('');
  const httpUrl = `${location.origin}/api/calendar/${token}.ics`;
  return { __typename: 'CalendarFeed', id, room, httpUrl, webcalUrl: httpUrl.replace(/^https?:/, 'webcal:'), createdAt: new Date().toISOString() };
}

/** Calendar feed addresses per user, kept in memory like the rest of the demo data. */
export function calendarFeedHandlers(ctx: DemoContext) {
  const feeds = new Map<string, FeedView[]>();
  const keyOf = (roomId: string | number | null | undefined) => (roomId == null ? null : String(roomId));
  const owner = (roomId: string | number | null | undefined) => (keyOf(roomId) === null ? requireUser(ctx) : requireAdmin(ctx));
  const without = (list: FeedView[], roomId: string | null) => list.filter((f) => (f.room?.id ?? null) !== roomId);

  return [
    query(MyCalendarFeedsDocument)(() => ({ __typename: 'Query', myCalendarFeeds: feeds.get(requireUser(ctx).id) ?? [] })),

    mutation(RegenerateCalendarFeedDocument)(({ roomId }) => {
      const user = owner(roomId);
      const room = keyOf(roomId);
      const roomRef = room === null ? null : { __typename: 'CalendarRoomRef' as const, id: room, name: ctx.store.rooms.find((r) => r.id === room)?.name ?? 'Room' };
      const feed = feedView(ctx.store.nextId(), roomRef);
      feeds.set(user.id, [...without(feeds.get(user.id) ?? [], room), feed]);
      return { __typename: 'Mutation', regenerateCalendarFeed: feed };
    }),

    mutation(RevokeCalendarFeedDocument)(({ roomId }) => {
      const user = owner(roomId);
      const before = feeds.get(user.id) ?? [];
      const after = without(before, keyOf(roomId));
      feeds.set(user.id, after);
      return { __typename: 'Mutation', revokeCalendarFeed: after.length < before.length };
    }),
  ];
}
