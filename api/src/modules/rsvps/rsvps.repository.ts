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

  /**
   * For a batch of events, in ONE statement: the attending count of each and the member's own answer
   * (none when memberId is null). The per-request loaders behind Event.attendeeCount and
   * Event.currentUserRsvp share it, so a list costs one RSVP statement instead of two.
   */
  async summaries(eventIds: readonly number[], memberId: number | null): Promise<Map<number, { attending: number; mine: EventRsvpEntity | null }>> {
    const rows = await preparedRows<Omit<RsvpRow, 'id' | 'event_id'> & { id: number | null; event_id: number; attending: number }>(
      this.ds,
      'rsvps-summaries',
      `SELECT e.id AS event_id,
              (SELECT count(*)::int FROM event_rsvps a WHERE a.event_id = e.id AND a.status = 'attending') AS attending,
              m.id, m.member_id, m.status, m.responded_at, m.notes
         FROM unnest($1::int[]) AS e(id)
         LEFT JOIN event_rsvps m ON m.event_id = e.id AND m.member_id = $2`,
      [[...eventIds], memberId],
    );
    return new Map(rows.map((r) => [r.event_id, { attending: r.attending, mine: r.id === null ? null : toEntity(r as RsvpRow) }]));
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
