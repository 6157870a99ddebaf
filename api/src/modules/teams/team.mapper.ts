import type DataLoader from 'dataloader';
import type { LeagueEntity, TeamEntity } from './team.entities';

/** The REST shape of a league (GET /api/leagues). */
export function toLeagueJson(l: LeagueEntity) {
  return { id: l.id, name: l.name, ageGroup: l.ageGroup, description: l.description };
}

/** What the REST team list needs per request: leagues, batched as for GraphQL's Team.league. */
export interface LeagueLoaders {
  leagueById: DataLoader<number, LeagueEntity | null>;
}

/** GET /api/teams: each team with its league's id and name embedded; one statement for the leagues. */
export function presentTeams(teams: TeamEntity[], loaders: LeagueLoaders) {
  return Promise.all(
    teams.map(async (t) => {
      const league = t.leagueId == null ? null : await loaders.leagueById.load(t.leagueId);
      return { id: t.id, name: t.name, leagueId: t.leagueId, league: league ? { id: league.id, name: league.name } : null };
    }),
  );
}
