import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../core/validation';

export const teamsResolvers: Resolvers = {
  Query: {
    teams: (_p, _a, ctx) => ctx.services.teams.teams(ctx.viewer),
    leagues: (_p, _a, ctx) => ctx.services.teams.leagues(ctx.viewer),
    team: (_p, { id }, ctx) => ctx.services.teams.team(ctx.viewer, parseId(id, 'Team')),
  },
  Mutation: {
    createLeague: (_p, { input }, ctx) => ctx.services.teams.createLeague(ctx.viewer, input),
    updateLeague: (_p, { id, input }, ctx) => ctx.services.teams.updateLeague(ctx.viewer, parseId(id, 'League'), input),
    deleteLeague: async (_p, { id }, ctx) => String(await ctx.services.teams.deleteLeague(ctx.viewer, parseId(id, 'League'))),
    createTeam: (_p, { input }, ctx) => ctx.services.teams.createTeam(ctx.viewer, input),
    updateTeam: (_p, { id, input }, ctx) => ctx.services.teams.updateTeam(ctx.viewer, parseId(id, 'Team'), input),
    deleteTeam: async (_p, { id }, ctx) => String(await ctx.services.teams.deleteTeam(ctx.viewer, parseId(id, 'Team'))),
    addTeamMember: (_p, { teamId, childId }, ctx) => ctx.services.teams.addMember(ctx.viewer, { teamId, childId }),
    removeTeamMember: (_p, { teamId, childId }, ctx) =>
      ctx.services.teams.removeMember(ctx.viewer, parseId(teamId, 'Team'), parseId(childId, 'Child')),
  },
  Team: {
    league: (t, _a, ctx) => (t.leagueId == null ? null : ctx.loaders.leagueById.load(t.leagueId)),
    // Rosters name children: parents and admins only, checked per field so a team list stays readable by members.
    // Async, so a refusal always arrives as a rejected promise: graphql-js 16 stops completing a list at an item
    // that throws at once, and an earlier item's later rejection would then go unobserved.
    members: async (t, _a, ctx) => {
      ctx.services.teams.assertMayReadRoster(ctx.viewer);
      return ctx.loaders.rosterByTeam.load(t.id);
    },
  },
};
