import type { Resolvers } from '../../generated/graphql';

export const exportsResolvers: Resolvers = {
  Query: {
    adminExport: (_p, { kind }, ctx) => ctx.services.exports.csv(ctx.viewer, kind),
  },
};
