import type { Resolvers } from '../../generated/graphql';
import { selectsAny } from '../../core/graphql/selection';
import { parseId } from '../../core/validation';
import { hhmm } from './event.mapper';

/** Event fields answered from the waiting-list summary. */
const WAITLIST_FIELDS = ['waitlistCount', 'waitlistPosition'];

export const eventsResolvers: Resolvers = {
  Query: {
    // The waiting-list figures are read with the list only when asked for (otherwise their fields would use the loader).
    events: (_p, { filter, limit, offset }, ctx, info) =>
      ctx.services.events.list(ctx.viewer, filter, limit, offset, { waitlist: selectsAny(info, WAITLIST_FIELDS) }),
    event: (_p, { id }, ctx) => ctx.services.events.find(ctx.viewer, parseId(id, 'Event')),
    teamEvents: (_p, { teamId }, ctx) => ctx.services.events.forTeam(ctx.viewer, parseId(teamId, 'Team')),
  },
  Mutation: {
    createEvent: (_p, { input }, ctx) => ctx.services.events.create(ctx.viewer, input),
    updateEvent: (_p, { id, input }, ctx) => ctx.services.events.update(ctx.viewer, parseId(id, 'Event'), input),
    deleteEvent: async (_p, { id }, ctx) => String(await ctx.services.events.delete(ctx.viewer, parseId(id, 'Event'))),
  },
  Event: {
    startTime: (e) => hhmm(e.startTime),
    endTime: (e) => hhmm(e.endTime),
    createdBy: (e, _a, ctx) => (e.createdBy == null ? null : ctx.loaders.personById.load(e.createdBy)),
    // Lists read the summary with the events (no promise per field); a lone event batches through the loader.
    attendeeCount: (e, _a, ctx) => (e.rsvpSummary ? e.rsvpSummary.attending : ctx.loaders.attendeeCount.load(e.id)),
    currentUserRsvp: (e, _a, ctx) => (e.rsvpSummary ? e.rsvpSummary.mine : ctx.loaders.viewerRsvp.load(e.id)),
    team: (e, _a, ctx) => (e.teamId == null ? null : ctx.loaders.teamById.load(e.teamId)),
    teamsInvolved: (e) => (e.teamsInvolved ?? []).map(String),
  },
};
