import type { Resolvers } from '../../generated/graphql';

export const calendarResolvers: Resolvers = {
  Query: {
    calendar: (_p, { from, to }, ctx) => ctx.services.calendar.range(ctx.viewer, from, to),
  },
};
