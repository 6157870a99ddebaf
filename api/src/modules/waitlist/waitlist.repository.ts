import type { DataSource } from 'typeorm';
import { preparedRows } from '../../speed/db/prepared';

/** One event's waiting list as a reader sees it. */
export interface WaitlistSummary {
  /** Members waiting. */
  count: number;
  /** The reader's place (1 = next), or null when not waiting. */
  position: number | null;
}

/** The columns waitlistSummarySql adds to a row. */
export interface WaitlistSummaryRow {
  waitlist_count: number;
  waitlist_position: number;
}

/**
 * Each event row's waiting list as select-list SQL (`eventAlias` names the events' table,
 * `memberParam` the reader, NULL for nobody): the event lists read it in their own statement, the
 * loader for lone events in its. Written once here.
 */
export function waitlistSummarySql(eventAlias: string, memberParam: string): string {
  const waiting = `FROM event_waitlist w WHERE w.event_id = ${eventAlias}.id AND w.promoted_at IS NULL`;
  return (
    `(SELECT count(*)::int ${waiting}) AS waitlist_count, ` +
    `(SELECT count(*)::int ${waiting} AND w.id <= (SELECT m.id FROM event_waitlist m
        WHERE m.event_id = ${eventAlias}.id AND m.member_id = ${memberParam} AND m.promoted_at IS NULL)) AS waitlist_position`
  );
}

export const waitlistSummaryOf = (r: WaitlistSummaryRow): WaitlistSummary => ({
  count: r.waitlist_count,
  position: r.waitlist_position > 0 ? r.waitlist_position : null,
});

/** waitlistSummaryOf for rows read as arrays (preparedArrays), by where waitlistSummarySql's columns are in them. */
export function waitlistSummaryReader(columns: readonly string[]): (row: unknown[]) => WaitlistSummary {
  const [count, position] = ['waitlist_count', 'waitlist_position'].map((c) => columns.indexOf(c));
  return (r) => waitlistSummaryOf({ waitlist_count: r[count], waitlist_position: r[position] } as WaitlistSummaryRow);
}

/**
 * The only place that touches event_waitlist. Promotion is not here: PostgreSQL does it in the
 * transaction that frees a place (migration 1764800000000-EventWaitlist).
 */
export class WaitlistRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Puts the member at the end of the list. The BEFORE INSERT trigger refuses a member who attends
   * and an event with places left; a member already waiting keeps their place (created false).
   */
  async join(eventId: number, memberId: number): Promise<{ created: boolean }> {
    const rows: unknown[] = await this.ds.query(
      `INSERT INTO event_waitlist (event_id, member_id) VALUES ($1, $2)
       ON CONFLICT (event_id, member_id) WHERE promoted_at IS NULL DO NOTHING
       RETURNING id`,
      [eventId, memberId],
    );
    return { created: rows.length > 0 };
  }

  /** True when the member was waiting. */
  async leave(eventId: number, memberId: number): Promise<boolean> {
    const [, affected] = (await this.ds.query(`DELETE FROM event_waitlist WHERE event_id = $1 AND member_id = $2 AND promoted_at IS NULL`, [
      eventId,
      memberId,
    ])) as [unknown, number];
    return affected > 0;
  }

  /** For a batch of events, in ONE statement: how many wait, and where the member stands (0 = not waiting). */
  async summaries(eventIds: readonly number[], memberId: number | null): Promise<Map<number, WaitlistSummary>> {
    const rows = await preparedRows<WaitlistSummaryRow & { event_id: number }>(
      this.ds,
      'waitlist-summaries',
      `SELECT e.id AS event_id, ${waitlistSummarySql('e', '$2::int')} FROM unnest($1::int[]) AS e(id)`,
      [[...eventIds], memberId],
    );
    return new Map(rows.map((r) => [r.event_id, waitlistSummaryOf(r)]));
  }
}
