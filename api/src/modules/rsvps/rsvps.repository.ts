import type { DataSource } from 'typeorm';
import { preparedRows } from '../../core/db/prepared';
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
  async upsert(eventId: number, memberId: number, status: RsvpStatusValue): Promise<{ rsvp: EventRsvpEntity; created: boolean }> {
    const rows: RsvpRow[] = await this.ds.query(
      `INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, $3)
       ON CONFLICT (event_id, member_id) DO UPDATE SET status = EXCLUDED.status, responded_at = now()
       RETURNING id, event_id, member_id, status, responded_at, notes, (xmax = 0) AS created`,
      [eventId, memberId, status],
    );
    return { rsvp: toEntity(rows[0]), created: rows[0].created === true };
  }

  /** Attending count per event, for a batch of events (one statement). */
  async attendeeCounts(eventIds: readonly number[]): Promise<Map<number, number>> {
    const rows = await preparedRows<{ event_id: number; n: number }>(
      this.ds,
      'rsvps-attendee-counts',
      `SELECT event_id, count(*)::int AS n FROM event_rsvps
       WHERE event_id = ANY($1::int[]) AND status = 'attending' GROUP BY event_id`,
      [[...eventIds]],
    );
    return new Map(rows.map((r) => [r.event_id, r.n]));
  }

  /** One member's answers to a batch of events (one statement). */
  async ofMember(memberId: number, eventIds: readonly number[]): Promise<Map<number, EventRsvpEntity>> {
    const rows = await preparedRows<RsvpRow>(
      this.ds,
      'rsvps-of-member',
      `SELECT id, event_id, member_id, status, responded_at, notes FROM event_rsvps
       WHERE member_id = $1 AND event_id = ANY($2::int[])`,
      [memberId, [...eventIds]],
    );
    return new Map(rows.map((r) => [r.event_id, toEntity(r)]));
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
