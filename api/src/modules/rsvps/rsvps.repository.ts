import type { DataSource } from 'typeorm';
import { preparedRows } from '../../speed/db/prepared';
import { EventRsvpEntity, type RsvpStatusValue } from './rsvp.entity';

interface RsvpRow {
  id: number;
  event_id: number;
  member_id: number;
  status: RsvpStatusValue;
  responded_at: Date;
  notes: string | null;
  created?: boolean;
}

const toEntity = (r: RsvpRow): EventRsvpEntity =>
  Object.assign(new EventRsvpEntity(), {
    id: r.id,
    eventId: r.event_id,
    memberId: r.member_id,
    status: r.status,
    respondedAt: r.responded_at,
    notes: r.notes,
  });

/** An event's attending count and one member's own answer (Event.attendeeCount, Event.currentUserRsvp). */
export interface RsvpSummary {
  attending: number;
  mine: { status: RsvpStatusValue; respondedAt: Date } | null;
}

/** The columns rsvpSummarySql adds to a row. */
export interface RsvpSummaryRow {
  rsvp_attending: number;
  rsvp_status: RsvpStatusValue | null;
  rsvp_responded_at: Date | null;
}

/**
 * The RSVP summary of each event row of a statement, as SQL to put in it: `columns` for its select
 * list and `join` after its FROM (`eventAlias` names the statement's events table, `memberParam`
 * the member's parameter, NULL for nobody). Written once here, used by the summary loader's
 * statement and by the event lists that read their summaries in the same statement. The attending
 * count is the event's own column, which PostgreSQL keeps (migration EventAttendingCount): a list
 * costs the same whatever the number of answers per event.
 */
export function rsvpSummarySql(eventAlias: string, memberParam: string): { columns: string; join: string } {
  return {
    columns:
      `${eventAlias}.attending_count AS rsvp_attending, ` +
      `mine.status AS rsvp_status, mine.responded_at AS rsvp_responded_at`,
    join: `LEFT JOIN event_rsvps mine ON mine.event_id = ${eventAlias}.id AND mine.member_id = ${memberParam}`,
  };
}

export const rsvpSummaryOf = (r: RsvpSummaryRow): RsvpSummary => ({
  attending: r.rsvp_attending,
  mine: r.rsvp_status === null ? null : { status: r.rsvp_status, respondedAt: r.rsvp_responded_at! },
});

/** rsvpSummaryOf for rows read as arrays (preparedArrays), by where rsvpSummarySql's columns are in them. */
export function rsvpSummaryReader(columns: readonly string[]): (row: unknown[]) => RsvpSummary {
  const [attending, status, respondedAt] = ['rsvp_attending', 'rsvp_status', 'rsvp_responded_at'].map((c) => columns.indexOf(c));
  // The same summary as rsvpSummaryOf, without a row object per event in between.
  return (r) => {
    const mine = r[status] as RsvpStatusValue | null;
    return { attending: r[attending] as number, mine: mine === null ? null : { status: mine, respondedAt: r[respondedAt] as Date } };
  };
}

/** The only place that touches event_rsvps. */
export class RsvpsRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * One answer per member and event: a repeat replaces the status and refreshes respondedAt.
   * The event_rsvps_capacity trigger refuses an attending answer that would exceed maxAttendees.
   */
  async upsert(eventId: number, memberId: number, status: RsvpStatusValue): Promise<{ rsvp: EventRsvpEntity; created: boolean }> {
    const rows: RsvpRow[] = await this.ds.query(
      `INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, $3)
       ON CONFLICT (event_id, member_id) DO UPDATE SET status = EXCLUDED.status, responded_at = now()
       RETURNING id, event_id, member_id, status, responded_at, notes, (xmax = 0) AS created`,
      [eventId, memberId, status],
    );
    return { rsvp: toEntity(rows[0]), created: rows[0].created === true };
  }

  /**
   * For a batch of events, in ONE statement: the attending count of each and the member's own answer
   * (none when memberId is null). The per-request loaders behind Event.attendeeCount and
   * Event.currentUserRsvp share it, so a list costs one RSVP statement instead of two.
   */
  async summaries(eventIds: readonly number[], memberId: number | null): Promise<Map<number, RsvpSummary>> {
    const summary = rsvpSummarySql('e', '$2');
    const rows = await preparedRows<RsvpSummaryRow & { event_id: number }>(
      this.ds,
      'rsvps-summaries',
      `SELECT e.id AS event_id, ${summary.columns} FROM events e ${summary.join} WHERE e.id = ANY($1::int[])`,
      [[...eventIds], memberId],
    );
    return new Map(rows.map((r) => [r.event_id, rsvpSummaryOf(r)]));
  }

  /** All of one member's answers, newest first. */
  async listOfMember(memberId: number): Promise<EventRsvpEntity[]> {
    const rows: RsvpRow[] = await this.ds.query(
      `SELECT id, event_id, member_id, status, responded_at, notes FROM event_rsvps
       WHERE member_id = $1 ORDER BY responded_at DESC, id DESC`,
      [memberId],
    );
    return rows.map(toEntity);
  }
}
