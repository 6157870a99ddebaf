import type { Resolvers } from '../../generated/graphql';

export const accountResolvers: Resolvers = {
  Query: {
    myDataExport: async (_p, _a, ctx) => JSON.stringify(await ctx.services.account.exportMine(ctx.viewer), null, 2),
  },
  Mutation: {
    deleteMyAccount: async (_p, { password }, ctx) => {
      await ctx.services.account.deleteMine(ctx.viewer, { password });
      ctx.session.clear();
      return true;
    },
  },
};
