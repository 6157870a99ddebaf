import type { Resolvers } from '../../generated/graphql';

export const teamsResolvers: Resolvers = {
  Query: {
    teams: (_p, _a, ctx) => ctx.services.teams.teams(ctx.viewer),
    leagues: (_p, _a, ctx) => ctx.services.teams.leagues(ctx.viewer),
  },
  Team: {
    league: (t, _a, ctx) => (t.leagueId == null ? null : ctx.loaders.leagueById.load(t.leagueId)),
  },
};
