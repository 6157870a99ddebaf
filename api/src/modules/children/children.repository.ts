import type { DataSource } from 'typeorm';
import { EventEntity } from '../events/event.entity';
import type { EventScope } from '../events/events.policy';
import type { TeamEntity } from '../teams/team.entities';
import { AvailabilityEntity, ChildEntity } from './child.entities';
import type { ChildPlacement } from '../../../../validation/teams';

interface AvailabilityRow {
  id: number;
  child_id: number;
  event_id: number;
  is_available: boolean;
  responded_at: Date;
  created?: boolean;
}

const toAvailability = (r: AvailabilityRow): AvailabilityEntity =>
  Object.assign(new AvailabilityEntity(), {
    id: r.id,
    childId: r.child_id,
    eventId: r.event_id,
    isAvailable: r.is_available,
    respondedAt: r.responded_at,
  });

const AVAILABILITY_COLUMNS = 'id, child_id, event_id, is_available, responded_at';

/** The only place that touches children and availabilities. */
export class ChildrenRepository {
  constructor(private readonly ds: DataSource) {}

  private repo() {
    return this.ds.getRepository(ChildEntity);
  }

  /** A parent's children, or every child when parentId is undefined; ordered by name. */
  list(parentId?: number) {
    return this.repo().find({ where: parentId === undefined ? {} : { parentId }, order: { name: 'ASC', id: 'ASC' } });
  }

  findById(id: number) {
    return this.repo().findOneBy({ id });
  }

  childrenByIds(ids: readonly number[]) {
    return this.repo().createQueryBuilder('c').where('c.id = ANY(:ids)', { ids: [...ids] }).getMany();
  }

  /**
   * Inserts the child unless one with the same identity (children_identity_key: name ignoring case
   * and outer spaces, date of birth) exists. Null when it does — also when another insert won a race.
   */
  async insertIfNew(values: { name: string; dateOfBirth: string; parentId: number | null; ageGroup: string | null }): Promise<ChildEntity | null> {
    const rows: { id: number }[] = await this.ds.query(
      `INSERT INTO children (name, date_of_birth, parent_id, age_group) VALUES ($1, $2, $3, $4)
       ON CONFLICT ((lower(btrim(name))), date_of_birth) DO NOTHING RETURNING id`,
      [values.name, values.dateOfBirth, values.parentId, values.ageGroup],
    );
    return rows[0] ? this.findById(rows[0].id) : null;
  }

  findByIdentity(name: string, dateOfBirth: string) {
    return this.repo()
      .createQueryBuilder('c')
      .where('lower(btrim(c.name)) = lower(btrim(:name)) AND c.dateOfBirth = :dateOfBirth', { name, dateOfBirth })
      .getOne();
  }

  /** Sets the parent only while there is none, in one statement (two claimers cannot both win). */
  async claim(id: number, parentId: number): Promise<boolean> {
    const res = await this.ds.query(`UPDATE children SET parent_id = $2 WHERE id = $1 AND parent_id IS NULL RETURNING id`, [id, parentId]);
    return (res[0] as unknown[]).length > 0;
  }

  /** Teams of many children (Child.teams), one statement. */
  async teamsOf(childIds: readonly number[]): Promise<{ childId: number; team: TeamEntity }[]> {
    const rows: { child_id: number; id: number; name: string; league_id: number | null }[] = await this.ds.query(
      `SELECT tm.child_id, t.id, t.name, t.league_id FROM team_members tm JOIN teams t ON t.id = tm.team_id
        WHERE tm.child_id = ANY($1::int[]) ORDER BY t.name, t.id`,
      [[...childIds]],
    );
    return rows.map((r) => ({ childId: r.child_id, team: { id: r.id, name: r.name, leagueId: r.league_id } }));
  }

  /** Where a child plays: its teams and the age groups it belongs to (own, and its teams' leagues'). */
  async placement(child: ChildEntity): Promise<ChildPlacement> {
    const rows: { team_id: number; age_group: string | null }[] = await this.ds.query(
      `SELECT tm.team_id, l.age_group FROM team_members tm JOIN teams t ON t.id = tm.team_id
         LEFT JOIN leagues l ON l.id = t.league_id WHERE tm.child_id = $1`,
      [child.id],
    );
    const ageGroups = new Set(rows.map((r) => r.age_group).filter((g): g is string => g != null));
    if (child.ageGroup) ageGroups.add(child.ageGroup);
    return { teamIds: rows.map((r) => r.team_id), ageGroups: [...ageGroups] };
  }

  /**
   * Events within `scope` that concern a child placed so (the SQL twin of isRelevantToChild in
   * validation/team-events.ts; the shared scenario suite holds the two together).
   */
  relevantEvents(p: ChildPlacement, scope: EventScope, eventId?: number): Promise<EventEntity[]> {
    const q = this.ds.getRepository(EventEntity).createQueryBuilder('e');
    q.where(
      `(e.relevanceType = 'all'
        OR (e.relevanceType = 'age_group' AND e.ageGroupRelevance = ANY(:ageGroups))
        OR (coalesce(e.relevanceType, 'team') = 'team' AND (e.teamId = ANY(:teamIds) OR e.teamsInvolved && CAST(:teamIds AS int[]))))`,
      { ageGroups: [...p.ageGroups], teamIds: [...p.teamIds] },
    );
    if (scope.status) q.andWhere('e.status = :status', { status: scope.status });
    if (scope.fromDay) q.andWhere('e.date >= :fromDay', { fromDay: scope.fromDay });
    if (eventId !== undefined) q.andWhere('e.id = :eventId', { eventId });
    return q.orderBy('e.date', 'ASC').addOrderBy('e.startTime', 'ASC').addOrderBy('e.id', 'ASC').getMany();
  }

  async availabilitiesOf(childId: number, eventIds: readonly number[]): Promise<Map<number, AvailabilityEntity>> {
    if (eventIds.length === 0) return new Map();
    const rows: AvailabilityRow[] = await this.ds.query(
      `SELECT ${AVAILABILITY_COLUMNS} FROM availabilities WHERE child_id = $1 AND event_id = ANY($2::int[])`,
      [childId, [...eventIds]],
    );
    return new Map(rows.map((r) => [r.event_id, toAvailability(r)]));
  }

  /** A first answer creates the row; a repeat updates it and refreshes respondedAt (one statement, race-free). */
  async upsertAvailability(childId: number, eventId: number, isAvailable: boolean): Promise<{ availability: AvailabilityEntity; created: boolean }> {
    const rows: AvailabilityRow[] = await this.ds.query(
      `INSERT INTO availabilities (child_id, event_id, is_available) VALUES ($1, $2, $3)
       ON CONFLICT (child_id, event_id) DO UPDATE SET is_available = EXCLUDED.is_available, responded_at = now()
       RETURNING ${AVAILABILITY_COLUMNS}, (xmax = 0) AS created`,
      [childId, eventId, isAvailable],
    );
    return { availability: toAvailability(rows[0]), created: rows[0].created === true };
  }

  async findAvailability(id: number): Promise<AvailabilityEntity | null> {
    const rows: AvailabilityRow[] = await this.ds.query(`SELECT ${AVAILABILITY_COLUMNS} FROM availabilities WHERE id = $1`, [id]);
    return rows[0] ? toAvailability(rows[0]) : null;
  }
}
