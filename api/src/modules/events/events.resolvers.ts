import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../core/validation';
import { notFound } from '../../core/errors';
import { EVENT_NOT_FOUND } from '../../../../rules/events';
import type { EventEntity } from './event.entity';
import { hhmm } from './event.mapper';
import { eventsRead } from './events.read-plan';

export const eventsResolvers: Resolvers = {
  Subscription: {
    eventSeatsChanged: {
      // An event the caller may not see is refused at once, as `event` would answer it.
      subscribe: async (_p, { eventId }, ctx) => {
        const id = parseId(eventId, 'Event');
        if (!(await ctx.services.events.find(ctx.viewer, id))) throw notFound(EVENT_NOT_FOUND);
        return ctx.live!.stream('seats', (n) => n.id === id, (n) => ctx.services.events.find(ctx.viewer, n.id!));
      },
      resolve: (e: EventEntity) => e,
    },
  },
  Query: {
    events: (_p, { filter, limit, offset }, ctx, info) => ctx.services.events.list(ctx.viewer, filter, limit, offset, eventsRead(info)),
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
