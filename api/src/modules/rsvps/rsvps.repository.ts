import type { DataSource } from 'typeorm';
import { preparedRows } from '../../speed/db/prepared';
import { OUTBOX_WRITTEN, outboxCtes } from '../webhooks/webhook.emit';
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
   * One answer per member and event (a repeat replaces the status and refreshes respondedAt), and its outbox rows, in ONE
   * statement (its own transaction: both commit or neither; issue 42 item 1: was BEGIN, the upsert, the outbox, COMMIT).
   * The event_rsvps_capacity trigger refuses an attending answer that would exceed maxAttendees. The answer's time is the app's clock (`respondedAt`), so `payload` (the webhook's
   * text for the answer as stored) is made before; the database sets the row's id and notes (a repeat keeps its notes)
   * into it. `emitted`: it wrote an event (an endpoint wanted it), after which the caller calls emittedInStatement.
   */
  async upsertWithOutbox(
    a: { eventId: number; memberId: number; status: RsvpStatusValue; respondedAt: Date },
    type: string,
    payload: string,
  ): Promise<{ rsvp: EventRsvpEntity; created: boolean; emitted: boolean }> {
    const rows = await preparedRows<RsvpRow & { webhook_written: boolean }>(
      this.ds,
      'rsvps-upsert-with-outbox',
      `WITH rsvp AS (
         INSERT INTO event_rsvps (event_id, member_id, status, responded_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (event_id, member_id) DO UPDATE SET status = EXCLUDED.status, responded_at = EXCLUDED.responded_at
         RETURNING id, event_id, member_id, status, responded_at, notes, (xmax = 0) AS created),
       ${outboxCtes('$5::text', `jsonb_set(jsonb_set($6::jsonb, '{data,rsvp,id}', to_jsonb(rsvp.id)), '{data,rsvp,notes}', coalesce(to_jsonb(rsvp.notes), 'null'))`, 'rsvp')}
       SELECT *, ${OUTBOX_WRITTEN} FROM rsvp`,
      [a.eventId, a.memberId, a.status, a.respondedAt, type, payload],
    );
    return { rsvp: toEntity(rows[0]), created: rows[0].created === true, emitted: rows[0].webhook_written };
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
