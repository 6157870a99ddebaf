import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../core/validation';

export const childrenResolvers: Resolvers = {
  Query: {
    children: (_p, _a, ctx) => ctx.services.children.list(ctx.viewer),
    child: (_p, { id }, ctx) => ctx.services.children.find(ctx.viewer, parseId(id, 'Child')),
    childEvents: (_p, { childId }, ctx) => ctx.services.children.events(ctx.viewer, parseId(childId, 'Child')),
  },
  Mutation: {
    addChild: (_p, { input }, ctx) => ctx.services.children.add(ctx.viewer, input),
    claimChild: (_p, { id }, ctx) => ctx.services.children.claim(ctx.viewer, parseId(id, 'Child')),
    setAvailability: async (_p, args, ctx) => (await ctx.services.children.setAvailability(ctx.viewer, args)).availability,
    updateAvailability: (_p, { id, isAvailable }, ctx) =>
      ctx.services.children.updateAvailability(ctx.viewer, parseId(id, 'Availability'), { isAvailable }),
  },
  Child: {
    teams: (c, _a, ctx) => ctx.loaders.teamsByChild.load(c.id),
  },
};
