import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../core/validation';

export const announcementsResolvers: Resolvers = {
  Query: {
    announcements: (_p, { limit, offset }, ctx) => ctx.services.announcements.list(ctx.viewer, limit, offset),
  },
  Mutation: {
    createAnnouncement: (_p, { input }, ctx) => ctx.services.announcements.create(ctx.viewer, input),
    updateAnnouncement: (_p, { id, input }, ctx) =>
      ctx.services.announcements.update(ctx.viewer, parseId(id, 'Announcement'), input),
    deleteAnnouncement: async (_p, { id }, ctx) =>
      String(await ctx.services.announcements.delete(ctx.viewer, parseId(id, 'Announcement'))),
  },
  Announcement: {
    author: (a, _a, ctx) => (a.authorId == null ? null : ctx.loaders.personById.load(a.authorId)),
    team: (a, _a, ctx) => (a.teamId == null ? null : ctx.loaders.teamById.load(a.teamId)),
    league: (a, _a, ctx) => (a.leagueId == null ? null : ctx.loaders.leagueById.load(a.leagueId)),
  },
};
