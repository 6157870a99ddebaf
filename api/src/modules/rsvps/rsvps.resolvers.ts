import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../core/validation';

export const rsvpsResolvers: Resolvers = {
  Query: {
    myRsvps: (_p, _a, ctx) => ctx.services.rsvps.mine(ctx.viewer),
  },
  Mutation: {
    rsvpToEvent: async (_p, { eventId, status }, ctx) =>
      (await ctx.services.rsvps.respond(ctx.viewer, parseId(eventId, 'Event'), status)).event,
  },
  EventRsvp: {
    eventId: (r) => String(r.eventId),
    // Non-null in the contract: an RSVP's event exists (ON DELETE CASCADE).
    event: async (r, _a, ctx) => (await ctx.loaders.eventById.load(r.eventId))!,
  },
};
