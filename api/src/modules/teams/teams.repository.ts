import type { DataSource, EntityManager } from 'typeorm';
import { LeagueEntity, TeamEntity, TeamMemberEntity } from './team.entities';

export interface RosterRow {
  teamId: number;
  id: number;
  name: string;
}

/** The only place that touches leagues, teams and team_members. */
export class TeamsRepository {
  constructor(private readonly ds: DataSource) {}

  private teamsRepo() {
    return this.ds.getRepository(TeamEntity);
  }

  private leaguesRepo() {
    return this.ds.getRepository(LeagueEntity);
  }

  listTeams() {
    return this.teamsRepo().find({ order: { name: 'ASC', id: 'ASC' } });
  }

  listLeagues() {
    return this.leaguesRepo().find({ order: { name: 'ASC', id: 'ASC' } });
  }

  findTeam(id: number) {
    return this.teamsRepo().findOneBy({ id });
  }

  findLeague(id: number) {
    return this.leaguesRepo().findOneBy({ id });
  }

  teamsByIds(ids: readonly number[]) {
    return this.teamsRepo().createQueryBuilder('t').where('t.id = ANY(:ids)', { ids: [...ids] }).getMany();
  }

  leaguesByIds(ids: readonly number[]) {
    return this.leaguesRepo().createQueryBuilder('l').where('l.id = ANY(:ids)', { ids: [...ids] }).getMany();
  }

  teamExists(id: number) {
    return this.teamsRepo().existsBy({ id });
  }

  leagueExists(id: number) {
    return this.leaguesRepo().existsBy({ id });
  }

  /** The ids among `ids` that name no team. */
  async missingTeams(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows: { id: number }[] = await this.ds.query(`SELECT id FROM teams WHERE id = ANY($1::int[])`, [[...ids]]);
    const found = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !found.has(id));
  }

  insertLeague(values: Partial<LeagueEntity>) {
    return this.leaguesRepo().save(this.leaguesRepo().create(values));
  }

  async updateLeague(id: number, values: Partial<LeagueEntity>): Promise<boolean> {
    return ((await this.leaguesRepo().update({ id }, values)).affected ?? 0) > 0;
  }

  /** Its teams stay, without a league; announcements scoped to it become General (ON DELETE SET NULL). */
  async deleteLeague(id: number, m: EntityManager): Promise<LeagueEntity | null> {
    const league = await m.getRepository(LeagueEntity).findOneBy({ id });
    if (!league || !(await m.getRepository(LeagueEntity).delete({ id })).affected) return null;
    return league;
  }

  insertTeam(values: Partial<TeamEntity>) {
    return this.teamsRepo().save(this.teamsRepo().create(values));
  }

  async updateTeam(id: number, values: Partial<TeamEntity>): Promise<boolean> {
    return ((await this.teamsRepo().update({ id }, values)).affected ?? 0) > 0;
  }

  /**
   * Removes the team, its roster (cascade), and its id from every event's teamsInvolved (an
   * integer[] has no foreign key), in one transaction; events of the team keep going without it.
   */
  async deleteTeam(id: number, m: EntityManager): Promise<TeamEntity | null> {
    const team = await m.getRepository(TeamEntity).findOneBy({ id });
    if (!team) return null;
    await m.query(`UPDATE events SET teams_involved = array_remove(teams_involved, $1) WHERE teams_involved @> ARRAY[$1]::int[]`, [id]);
    return (await m.getRepository(TeamEntity).delete({ id })).affected ? team : null;
  }

  /** Rosters of many teams in one statement, ordered by child name. */
  rosters(teamIds: readonly number[]): Promise<RosterRow[]> {
    return this.ds.query(
      `SELECT tm.team_id AS "teamId", c.id, c.name FROM team_members tm JOIN children c ON c.id = tm.child_id
        WHERE tm.team_id = ANY($1::int[]) ORDER BY c.name, c.id`,
      [[...teamIds]],
    );
  }

  addMember(teamId: number, childId: number) {
    const repo = this.ds.getRepository(TeamMemberEntity);
    return repo.save(repo.create({ teamId, childId }));
  }

  async removeMember(teamId: number, childId: number): Promise<boolean> {
    return ((await this.ds.getRepository(TeamMemberEntity).delete({ teamId, childId })).affected ?? 0) > 0;
  }
}
