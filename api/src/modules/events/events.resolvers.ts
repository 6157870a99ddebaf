import type { Resolvers } from '../../generated/graphql';
import { selectedFieldNames } from '../../speed/graphql/selection';
import { parseId } from '../../core/validation';
import { hhmm } from './event.mapper';
import type { EventColumnGroup } from './events.repository';
import type { EventRead } from './events.service';

/**
 * The optional columns each Event field below needs (null: none of them; its resolver reads only columns
 * always read, or a summary). A field missing here, e.g. one added later, reads every column.
 */
const FIELD_COLUMNS: Record<string, EventColumnGroup | null> = {
  __typename: null,
  id: null,
  title: null,
  type: null,
  date: null,
  startTime: null,
  location: null,
  maxAttendees: null,
  status: null,
  attendeeCount: null,
  currentUserRsvp: null,
  waitlistCount: null,
  waitlistPosition: null,
  endTime: 'details',
  locationDetail: 'details',
  description: 'details',
  createdBy: 'audit',
  createdAt: 'audit',
  team: 'team',
  teamsInvolved: 'team',
  relevanceType: 'team',
  ageGroupRelevance: 'team',
};

/**
 * What a list of events needs to read for the Event fields asked for (`names`, null when unknown): the
 * waiting-list summary only when its fields are asked for (otherwise they would use the loader), and the
 * optional columns of the fields asked for.
 */
export function eventReadFor(names: ReadonlySet<string> | null): EventRead {
  if (!names) return { waitlist: true };
  const only = new Set<EventColumnGroup>();
  for (const name of names) {
    const group = FIELD_COLUMNS[name];
    if (group === undefined) return { waitlist: true };
    if (group) only.add(group);
  }
  return { waitlist: names.has('waitlistCount') || names.has('waitlistPosition'), only: [...only] };
}

export const eventsResolvers: Resolvers = {
  Query: {
    events: (_p, { filter, limit, offset }, ctx, info) => ctx.services.events.list(ctx.viewer, filter, limit, offset, eventReadFor(selectedFieldNames(info))),
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
