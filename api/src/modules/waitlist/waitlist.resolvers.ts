import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../core/validation';

export const waitlistResolvers: Resolvers = {
  Mutation: {
    joinWaitlist: async (_p, { eventId }, ctx) => (await ctx.services.waitlist.join(ctx.viewer, parseId(eventId, 'Event'))).event,
    leaveWaitlist: (_p, { eventId }, ctx) => ctx.services.waitlist.leave(ctx.viewer, parseId(eventId, 'Event')),
  },
  Event: {
    // Lists read the summary with the events; a lone event batches through the loader.
    waitlistCount: async (e, _a, ctx) => (e.waitlistSummary ?? (await ctx.loaders.waitlist.load(e.id))).count,
    waitlistPosition: async (e, _a, ctx) => (e.waitlistSummary ?? (await ctx.loaders.waitlist.load(e.id))).position,
  },
};
