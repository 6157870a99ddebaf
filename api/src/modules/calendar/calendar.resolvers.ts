import type { Resolvers } from '../../generated/graphql';
import { eventsRead } from '../events/events.read-plan';

export const calendarResolvers: Resolvers = {
  Query: {
    // The events read what the fields asked of them need (see events.read-plan.ts).
    calendar: (_p, { from, to }, ctx, info) => ctx.services.calendar.range(ctx.viewer, from, to, eventsRead(info, ['events'])),
  },
};
