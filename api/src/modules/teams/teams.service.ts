import type { DataSource } from 'typeorm';
import { requireAdmin, requireParent, requireViewer, type Viewer } from '../../core/auth/viewer';
import { conflict, guardDb, notFound } from '../../core/errors';
import { validate } from '../../core/validation';
import { leagueInputSchema, teamInputSchema, teamMemberSchema } from '../../../../validation/teams';
import type { LeagueEntity, TeamEntity } from './team.entities';
import { TeamsRepository } from './teams.repository';
import { record } from '../audit/audit.record';

import { ALREADY_ON_TEAM, CHILD_NOT_FOUND, LEAGUE_NOT_FOUND, NOT_ON_TEAM, TEAM_NOT_FOUND } from '../../../../rules/junior';

const TEAM_FKS = { teams_league_id_fkey: notFound(LEAGUE_NOT_FOUND) };
const MEMBER_ERRORS = {
  team_members_team_child_key: conflict(ALREADY_ON_TEAM, 'childId'),
  team_members_team_id_fkey: notFound(TEAM_NOT_FOUND),
  team_members_child_id_fkey: notFound(CHILD_NOT_FOUND),
};

/** Leagues, teams and rosters: everyone signed in reads the lists, parents and admins read rosters, admins write. */
export class TeamsService {
  private readonly repo: TeamsRepository;

  constructor(private readonly ds: DataSource) {
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

  /** One team (its roster names children, so parents and admins only); null when missing. */
  team(viewer: Viewer | null, id: number): Promise<TeamEntity | null> {
    requireParent(viewer);
    return this.repo.findTeam(id);
  }

  /** Throws NOT_FOUND for an unknown team. */
  private async requireTeam(id: number): Promise<TeamEntity> {
    const team = await this.repo.findTeam(id);
    if (!team) throw notFound(TEAM_NOT_FOUND);
    return team;
  }

  /** Rosters name children: only parents and admins read them (Team.members goes through the loader). */
  assertMayReadRoster(viewer: Viewer | null): void {
    requireParent(viewer);
  }

  async createLeague(viewer: Viewer | null, input: unknown): Promise<LeagueEntity> {
    requireAdmin(viewer);
    const data = await validate(leagueInputSchema, input);
    return this.repo.insertLeague({ name: data.name, ageGroup: data.ageGroup ?? null, description: data.description ?? null });
  }

  async updateLeague(viewer: Viewer | null, id: number, input: unknown): Promise<LeagueEntity> {
    requireAdmin(viewer);
    const data = await validate(leagueInputSchema, input);
    if (!(await this.repo.updateLeague(id, { name: data.name, ageGroup: data.ageGroup ?? null, description: data.description ?? null }))) {
      throw notFound(LEAGUE_NOT_FOUND);
    }
    return (await this.repo.findLeague(id))!;
  }

  async deleteLeague(viewer: Viewer | null, id: number): Promise<number> {
    const admin = requireAdmin(viewer);
    await this.ds.transaction(async (m) => {
      const league = await this.repo.deleteLeague(id, m);
      if (!league) throw notFound(LEAGUE_NOT_FOUND);
      await record(m, admin, { action: 'league.deleted', entityType: 'league', entityId: id, summary: `Deleted league ${league.name} (its teams stay)`, before: league });
    });
    return id;
  }

  async createTeam(viewer: Viewer | null, input: unknown): Promise<TeamEntity> {
    requireAdmin(viewer);
    const data = await validate(teamInputSchema, input);
    return guardDb(() => this.repo.insertTeam({ name: data.name, leagueId: data.leagueId ?? null }), TEAM_FKS);
  }

  async updateTeam(viewer: Viewer | null, id: number, input: unknown): Promise<TeamEntity> {
    requireAdmin(viewer);
    const data = await validate(teamInputSchema, input);
    if (!(await guardDb(() => this.repo.updateTeam(id, { name: data.name, leagueId: data.leagueId ?? null }), TEAM_FKS))) {
      throw notFound(TEAM_NOT_FOUND);
    }
    return (await this.repo.findTeam(id))!;
  }

  async deleteTeam(viewer: Viewer | null, id: number): Promise<number> {
    const admin = requireAdmin(viewer);
    await this.ds.transaction(async (m) => {
      const team = await this.repo.deleteTeam(id, m);
      if (!team) throw notFound(TEAM_NOT_FOUND);
      await record(m, admin, { action: 'team.deleted', entityType: 'team', entityId: id, summary: `Deleted team ${team.name} (with its roster)`, before: team });
    });
    return id;
  }

  /** Puts a child on a roster; the unique (team, child) and the foreign keys make it race-free. */
  async addMember(viewer: Viewer | null, input: unknown): Promise<TeamEntity> {
    requireAdmin(viewer);
    const { teamId, childId } = await validate(teamMemberSchema, input);
    await guardDb(() => this.repo.addMember(teamId, childId), MEMBER_ERRORS);
    return (await this.repo.findTeam(teamId))!;
  }

  async removeMember(viewer: Viewer | null, teamId: number, childId: number): Promise<TeamEntity> {
    requireAdmin(viewer);
    const team = await this.requireTeam(teamId);
    if (!(await this.repo.removeMember(teamId, childId))) throw notFound(NOT_ON_TEAM);
    return team;
  }
}
