import type { Resolvers } from '../../generated/graphql';

export const calendarFeedsResolvers: Resolvers = {
  Query: {
    myCalendarFeeds: (_p, _a, ctx) => ctx.services.calendarFeeds.list(ctx.viewer),
  },
  Mutation: {
    regenerateCalendarFeed: (_p, { roomId }, ctx) => ctx.services.calendarFeeds.regenerate(ctx.viewer, roomId),
    revokeCalendarFeed: (_p, { roomId }, ctx) => ctx.services.calendarFeeds.revoke(ctx.viewer, roomId),
  },
};
