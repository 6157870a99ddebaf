import type { DataSource, EntityManager } from 'typeorm';
import { arrayReader, asEntities, firstPageLimit, preparedArrays, preparedRows, selectColumns } from '../../speed/db/prepared';
import { EVENT_STATUSES } from '../../../../validation/events';
import { EventEntity } from './event.entity';
import { ListedEvent } from './listed-event';
import type { EventScope } from './events.policy';
import { rsvpSummaryReader, rsvpSummarySql, waitlistSummaryReader, waitlistSummarySql } from './event-summaries';
import type { ChildPlacement } from '../../../../rules/junior';
import { concernsSql } from './concerns.sql';

/** Each event status as SQL (from the fixed list, never from input). */
const STATUS_LITERALS = new Map<string, string>(EVENT_STATUSES.map((s) => [s, `'${s}'`]));

/**
 * Event columns a list may leave out when nothing asked of it needs them (`only` of list's summaryFor);
 * every other column is always read. Few groups, so a list has few statement shapes.
 */
export const OPTIONAL_EVENT_COLUMNS = {
  details: ['endTime', 'locationDetail', 'description'],
  audit: ['createdBy', 'createdAt'],
  team: ['teamId', 'teamsInvolved', 'relevanceType', 'ageGroupRelevance'],
} as const satisfies Record<string, readonly (keyof EventEntity)[]>;
export type EventColumnGroup = keyof typeof OPTIONAL_EVENT_COLUMNS;
const GROUPS = Object.keys(OPTIONAL_EVENT_COLUMNS) as EventColumnGroup[];

/** The only place that touches the events table. */
export class EventsRepository {
  private readonly columns: string;
  /** The select list by the optional groups it reads (key: the groups' names joined with '+'). */
  private readonly narrowed = new Map<string, string>();

  constructor(private readonly ds: DataSource) {
    this.columns = selectColumns(ds, EventEntity, 'e');
  }

  private repo(m?: EntityManager) {
    return (m ?? this.ds.manager).getRepository(EventEntity);
  }

  findById(id: number, m?: EntityManager) {
    return this.repo(m).findOneBy({ id });
  }

  async findByIds(ids: readonly number[]): Promise<EventEntity[]> {
    const rows = await preparedRows(this.ds, 'events-by-ids', `SELECT ${this.columns} FROM events e WHERE e.id = ANY($1::int[])`, [[...ids]]);
    return asEntities(EventEntity, rows);
  }

  /**
   * Ordered by day and start time (index events_status_date_idx / events_date_idx); no paging when page is omitted.
   * One prepared statement per combination of filters, so each is planned for the index it can use.
   * With `summaryFor`, each event carries its RSVP summary for that member (rsvpSummary), read in
   * the same statement: a list costs one statement with its attendee counts and answers; and its
   * waiting-list summary (waitlistSummary) unless `waitlist: false`. With `only`, the optional
   * columns (OPTIONAL_EVENT_COLUMNS) of the groups not named are left out: those properties of the
   * events are then undefined.
   */
  async list(
    scope: EventScope,
    page?: { limit: number; offset: number },
    summaryFor?: { memberId: number | null; waitlist?: boolean; only?: readonly EventColumnGroup[] },
  ): Promise<EventEntity[]> {
    const where: string[] = [];
    const values: unknown[] = [];
    const key: string[] = [];
    const add = (name: string, sql: (param: string) => string, value: unknown) => {
      values.push(value);
      where.push(sql(`$${values.length}`));
      key.push(name);
    };
    if (scope.status) {
      // The status as a literal, one statement per status: as a parameter, the generic plan PostgreSQL switches to after
      // five runs guesses half the events match and joins the member's RSVPs by scanning all of them for each event
      // (a member with 80 answers: ~8,000 comparisons per page, +0.25 ms of PostgreSQL CPU on every member's list).
      const literal = STATUS_LITERALS.get(scope.status);
      if (!literal) throw new Error(`unknown event status ${JSON.stringify(scope.status)}`);
      where.push(`e.status = ${literal}`);
      key.push(scope.status);
    }
    if (scope.fromDay) add('from', (p) => `e.date >= ${p}::date`, scope.fromDay);
    if (scope.toDay) add('to', (p) => `e.date <= ${p}::date`, scope.toDay);
    if (scope.notEndedAt) {
      // rules/events.ts#hasEnded: later days, or this day with its end (start when none) at this minute or after.
      values.push(scope.notEndedAt.day, scope.notEndedAt.minute);
      where.push(`(e.date > $${values.length - 1}::date OR COALESCE(e.end_time, e.start_time) >= $${values.length}::time)`);
      key.push('not-ended');
    }
    if (scope.teamId !== undefined) add('team', (p) => `(e.team_id = ${p}::int OR e.teams_involved @> ARRAY[${p}::int])`, scope.teamId);
    if (scope.concerning && !scope.concerning.parent) {
      // A member who is no parent: the office's events only, a condition on the row (no parameter, no statement more).
      where.push(concernsSql('e', '', false));
      key.push('office');
    } else if (scope.concerning) {
      add('family', (p) => concernsSql('e', `${p}::int`, true), scope.concerning.memberId);
    }
    let paging = '';
    if (page && page.offset === 0) {
      // A first page has no OFFSET: with an OFFSET parameter PostgreSQL's generic plan guesses it skips 10% of
      // the rows, costs more than a plan for the actual values, and so re-plans the statement on every run (0.2-0.4 ms).
      // Its usual sizes are in the statement too, for the same reason (firstPageLimit).
      const limit = firstPageLimit(page.limit, values);
      paging = ` ${limit.sql}`;
      key.push(`first-${limit.key}`);
    } else if (page) {
      values.push(page.limit, page.offset);
      paging = ` LIMIT $${values.length - 1} OFFSET $${values.length}`;
      key.push('page');
    }
    let columns = this.columns;
    let join = '';
    const only = summaryFor?.only && GROUPS.filter((g) => summaryFor.only!.includes(g));
    if (only && only.length < GROUPS.length) {
      const groups = only.join('+');
      columns = this.narrowed.get(groups) ?? this.narrowColumns(groups, only);
      key.push(`cols-${groups || 'core'}`);
    }
    if (summaryFor) {
      values.push(summaryFor.memberId);
      const summary = rsvpSummarySql('e', `$${values.length}::int`);
      const waitlist = summaryFor.waitlist !== false;
      columns += `, ${summary.columns}${waitlist ? `, ${waitlistSummarySql('e', `$${values.length}::int`)}` : ''}`;
      join = ` ${summary.join}`;
      key.push(waitlist ? 'rsvps' : 'rsvps-only');
    }
    const sql =
      `SELECT ${columns} FROM events e${join}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}` +
      ` ORDER BY e.date, e.start_time, e.id${paging}`;
    // Rows as arrays, read straight into entities (pg makes no object per row to copy from).
    const { columns: names, rows } = await preparedArrays(this.ds, `events-list-${key.join('-')}`, sql, values);
    if (!summaryFor) return rows.map(arrayReader(this.ds, EventEntity, names));
    // Read with its summaries: the fields they answer are the event's own properties (listed-event.ts).
    const readEvent = arrayReader(this.ds, EventEntity, names, ListedEvent);
    const rsvps = rsvpSummaryReader(names);
    const waitlist = names.includes('waitlist_count') ? waitlistSummaryReader(names) : undefined;
    return rows.map((r) => {
      const e = ListedEvent.read(readEvent(r) as ListedEvent);
      e.rsvpSummary = rsvps(r);
      if (waitlist) e.waitlistSummary = waitlist(r);
      return e;
    });
  }

  private narrowColumns(key: string, groups: readonly EventColumnGroup[]): string {
    const left: string[] = GROUPS.filter((g) => !groups.includes(g)).flatMap((g) => OPTIONAL_EVENT_COLUMNS[g]);
    const list = selectColumns(this.ds, EventEntity, 'e', '', (property) => !left.includes(property));
    this.narrowed.set(key, list);
    return list;
  }

  /** Where each child of this parent plays (rules/junior.ts#ChildPlacement): its teams, its own and their leagues' age groups. */
  async familyOf(parentId: number): Promise<ChildPlacement[]> {
    const rows: { team_ids: number[]; age_groups: string[] }[] = await this.ds.query(
      `SELECT array_remove(array_agg(tm.team_id), NULL) AS team_ids,
              array_remove(array_agg(DISTINCT l.age_group), NULL) || CASE WHEN c.age_group IS NULL THEN '{}' ELSE ARRAY[c.age_group] END AS age_groups
         FROM children c
         LEFT JOIN team_members tm ON tm.child_id = c.id
         LEFT JOIN teams t ON t.id = tm.team_id
         LEFT JOIN leagues l ON l.id = t.league_id
        WHERE c.parent_id = $1
        GROUP BY c.id`,
      [parentId],
    );
    return rows.map((r) => ({ teamIds: r.team_ids, ageGroups: r.age_groups }));
  }

  insert(values: Partial<EventEntity>, m?: EntityManager) {
    return this.repo(m).save(this.repo(m).create(values));
  }

  /** Returns false when there is no such event. */
  async update(id: number, values: Partial<EventEntity>, m?: EntityManager): Promise<boolean> {
    const res = await this.repo(m).update({ id }, values);
    return (res.affected ?? 0) > 0;
  }

  /** Returns false when there is no such event. Its RSVPs go with it (ON DELETE CASCADE). */
  async delete(id: number, m?: EntityManager): Promise<boolean> {
    const res = await this.repo(m).delete({ id });
    return (res.affected ?? 0) > 0;
  }
}
