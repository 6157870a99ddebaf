import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../core/auth/viewer';
import type { LeagueEntity, TeamEntity } from './team.entities';
import { TeamsRepository } from './teams.repository';

/** Teams and leagues (team variant), read-only: they feed the announcement scope picker. */
export class TeamsService {
  private readonly repo: TeamsRepository;

  constructor(ds: DataSource) {
    this.repo = new TeamsRepository(ds);
  }

  teams(viewer: Viewer | null): Promise<TeamEntity[]> {
    requireViewer(viewer);
    return this.repo.listTeams();
  }

  leagues(viewer: Viewer | null): Promise<LeagueEntity[]> {
    requireViewer(viewer);
    return this.repo.listLeagues();
  }

  /** REST GET /api/teams: each team with its league's id and name embedded (two statements). */
  async teamsWithLeague(viewer: Viewer | null) {
    const teams = await this.teams(viewer);
    const leagueIds = [...new Set(teams.map((t) => t.leagueId).filter((id): id is number => id != null))];
    const leagues = new Map((leagueIds.length ? await this.repo.leaguesByIds(leagueIds) : []).map((l) => [l.id, l]));
    return teams.map((t) => {
      const league = t.leagueId != null ? leagues.get(t.leagueId) : undefined;
      return { id: t.id, name: t.name, leagueId: t.leagueId, league: league ? { id: league.id, name: league.name } : null };
    });
  }
}
