import type { DataSource, EntityManager } from 'typeorm';
import { preparedRows } from '../../speed/db/prepared';
import { rsvpSummarySql, type RsvpSummary, type RsvpSummaryRow, rsvpSummaryOf } from '../events/event-summaries';
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

/** The only place that touches event_rsvps. */
export class RsvpsRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * One answer per member and event: a repeat replaces the status and refreshes respondedAt.
   * The event_rsvps_capacity trigger refuses an attending answer that would exceed maxAttendees.
   */
  async upsert(eventId: number, memberId: number, status: RsvpStatusValue, m?: EntityManager): Promise<{ rsvp: EventRsvpEntity; created: boolean }> {
    const rows: RsvpRow[] = await (m ?? this.ds).query(
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
