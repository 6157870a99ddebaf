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
}
