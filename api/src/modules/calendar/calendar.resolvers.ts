import type { Resolvers } from '../../generated/graphql';
import { selectedFieldNames } from '../../speed/graphql/selection';
import { eventReadFor } from '../events/events.resolvers';

export const calendarResolvers: Resolvers = {
  Query: {
    // The events read what the fields asked of them need (see eventReadFor).
    calendar: (_p, { from, to }, ctx, info) => ctx.services.calendar.range(ctx.viewer, from, to, eventReadFor(selectedFieldNames(info, ['events']))),
  },
};
