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

/** One team with its roster (GET /api/teams/{id} and the writes that answer a team): rosters as for GraphQL's Team.members. */
export interface TeamLoaders extends LeagueLoaders {
  rosterByTeam: DataLoader<number, RosterChild[]>;
}

/** A child on a roster (spec §3: members with child id and name). */
export interface RosterChild {
  id: number;
  name: string;
}

export async function presentTeam(t: TeamEntity, loaders: TeamLoaders) {
  const [league, members] = await Promise.all([t.leagueId == null ? null : loaders.leagueById.load(t.leagueId), loaders.rosterByTeam.load(t.id)]);
  return {
    id: t.id,
    name: t.name,
    leagueId: t.leagueId,
    league: league ? { id: league.id, name: league.name, ageGroup: league.ageGroup } : null,
    members,
  };
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
