import type { Resolvers } from '../../generated/graphql';

export const profileResolvers: Resolvers = {
  Query: {
    myProfile: (_p, _a, ctx) => ctx.services.profile.get(ctx.viewer),
  },
  Mutation: {
    updateProfile: (_p, { input }, ctx) => ctx.services.profile.update(ctx.viewer, input),
  },
};
