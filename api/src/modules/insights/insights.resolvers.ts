import type { Resolvers } from '../../generated/graphql';

export const insightsResolvers: Resolvers = {
  Query: {
    adminInsights: (_p, { months }, ctx) => ctx.services.insights.overview(ctx.viewer, { months }),
  },
};
