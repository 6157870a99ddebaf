import type { TestContext } from '../harness';
import { localDay } from '../../../rules/today';

/** The server's local day `offset` days from today, yyyy-MM-dd. */
export function day(offset = 0): string {
  const now = new Date();
  return localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
}

export interface EventFields {
  title?: string;
  type?: string;
  date?: string;
  startTime?: string;
  endTime?: string | null;
  location?: string;
  maxAttendees?: number | null;
  status?: string;
  createdBy?: number | null;
}

/** Inserts an event straight into the table (a future confirmed meeting unless told) and returns its id. */
export async function insertEvent(t: TestContext, f: EventFields = {}): Promise<number> {
  const [{ id }] = await t.ds.query(
    `INSERT INTO events (title, type, date, start_time, end_time, location, max_attendees, status, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      f.title ?? 'Board meeting',
      f.type ?? 'meeting',
      f.date ?? day(7),
      f.startTime ?? '18:00',
      f.endTime === undefined ? '19:30' : f.endTime,
      f.location ?? 'Main hall',
      f.maxAttendees ?? null,
      f.status ?? 'confirmed',
      f.createdBy ?? null,
    ],
  );
  return id;
}

/**
 * `n` future confirmed events in one statement, created in turn by the given users, each with an
 * attending RSVP from `rsvpBy` on every other event (so counts and the caller's RSVP are non-trivial).
 */
export async function insertManyEvents(t: TestContext, n: number, creators: number[], rsvpBy: number[]): Promise<void> {
  await t.ds.query(
    `WITH e AS (
       INSERT INTO events (title, type, date, start_time, location, created_by)
       SELECT 'Bulk event ' || g, 'social', current_date + (g % 30) + 1, '09:00', 'Hall', ($2::int[])[1 + g % cardinality($2::int[])]
         FROM generate_series(1, $1::int) g
       RETURNING id)
     INSERT INTO event_rsvps (event_id, member_id, status)
     SELECT e.id, m, 'attending' FROM e CROSS JOIN unnest($3::int[]) m WHERE e.id % 2 = 0`,
    [n, creators, rsvpBy],
  );
}

export async function eventRow(t: TestContext, id: number) {
  const rows = await t.ds.query(`SELECT * FROM events WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
