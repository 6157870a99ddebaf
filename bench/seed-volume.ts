import bcrypt from 'bcrypt';
import type { DataSource, EntityManager } from 'typeorm';
import { createDataSource } from '../api/src/database';

export interface Volume {
  members: number;
  rooms: number;
  events: number;
  rsvpsPerEvent: number;
  bookings: number;
  announcements: number;
  /** Events are spread over this many days from today. */
  eventDays: number;
  /**
   * History (the huge volume): events also on this many days before today, as densely as ahead (so a month of the
   * calendar and the upcoming lists hold as many rows as on the large volume while the tables are ten times larger),
   * bookings' months spread back as far, a year of notifications and audit entries. 0 or absent: no history.
   */
  historyDays?: number;
  /** Audit entries over the last year (huge volume). */
  auditEntries?: number;
}

export const DEFAULT_VOLUME: Volume = { members: 60, rooms: 20, events: 500, rsvpsPerEvent: 10, bookings: 500, announcements: 500, eventDays: 60 };

/** BENCH_VOLUME=large: 10,000 members, 5,000 events over a year, 100,000 RSVPs, 2,400 bookings. */
export const LARGE_VOLUME: Volume = {
  members: 10_000,
  rooms: 40,
  events: 5_000,
  rsvpsPerEvent: 20,
  bookings: 2_400,
  announcements: 1_000,
  eventDays: 365,
};

/**
 * BENCH_VOLUME=huge (issue 42 item 4): ten times the large volume - 100,000 members, 50,000 events (the 5,000 of the
 * coming year as on the large volume, 45,000 in the nine years before), 1,000,000 RSVPs, 20,000 bookings, 10,000
 * announcements over a year, a year of notifications (inbox and email rows) and 100,000 audit entries.
 */
export const HUGE_VOLUME: Volume = {
  members: 100_000,
  rooms: 40,
  events: 50_000,
  rsvpsPerEvent: 20,
  bookings: 20_000,
  announcements: 10_000,
  eventDays: 365,
  historyDays: 9 * 365,
  auditEntries: 100_000,
};

/** The volume BENCH_VOLUME names (default, large, huge). */
export function benchVolume(name = process.env.BENCH_VOLUME): { name: 'default' | 'large' | 'huge'; volume: Volume } {
  if (name === 'huge') return { name, volume: HUGE_VOLUME };
  if (name === 'large') return { name, volume: LARGE_VOLUME };
  return { name: 'default', volume: DEFAULT_VOLUME };
}

/**
 * Bulk rows for the benchmark, written with set-based SQL (thousands of rows in well under a
 * second; the services would take minutes and are not what is measured). Shapes follow the
 * services' rules: accepted bookings of one room never overlap and each has its invoice with
 * total = monthly + deposit, payment steps in order, one RSVP per member and event.
 */
export async function seedVolume(ds: DataSource, v: Volume, passwordHash: string): Promise<{ adminEmail: string; memberEmail: string }> {
  const adminEmail = 'bench.admin@d-office.local';
  const memberEmail = 'bench.member1@d-office.local';
  await ds.transaction(async (m) => {
    // With history (a million RSVPs), the row triggers are off (no per-row count update or live notice: the seed
    // is not what is measured) and what they keep is set once at the end (attending_count).
    if (v.historyDays) await m.query(`SET LOCAL session_replication_role = replica`);
    await m.query(`INSERT INTO users (username, email, password_hash, full_name, is_admin) VALUES ($1, $1, $2, 'Bench Admin', true)`, [
      adminEmail,
      passwordHash,
    ]);
    await m.query(
      `INSERT INTO users (username, email, password_hash, full_name)
       SELECT 'bench.member' || i || '@d-office.local', 'bench.member' || i || '@d-office.local', $2, 'Bench Member ' || i
       FROM generate_series(1, $1) i`,
      [v.members, passwordHash],
    );
    await m.query(
      `INSERT INTO meeting_rooms (name, capacity, location, amenities, price_per_month, deposit, minimum_booking_months)
       SELECT 'Room ' || lpad(i::text, 3, '0'), 2 + i % 18, 'Level ' || (1 + i % 5), ARRAY['Whiteboard', 'Screen'],
              500 + 50 * i, 400, 1
       FROM generate_series(1, $1) i`,
      [v.rooms],
    );
    const [{ admin }] = await m.query(`SELECT id AS admin FROM users WHERE email = $1`, [adminEmail]);
    // Events spread over the days from today, every type; a tenth are not confirmed.
    await m.query(
      `INSERT INTO events (title, type, date, start_time, end_time, location, description, max_attendees, status, created_by)
       SELECT 'Bench event ' || i,
              (ARRAY['meeting', 'workshop', 'social', 'networking'])[1 + i % 4],
              current_date - $4::int + (i % ($3 + $4::int)),
              make_time(8 + i % 10, 0, 0), make_time(9 + i % 10, 30, 0),
              'Room ' || lpad((1 + i % 20)::text, 3, '0'), 'Benchmark event number ' || i,
              CASE WHEN i % 3 = 0 THEN 50 END,
              CASE WHEN i % 10 = 0 THEN 'pending' ELSE 'confirmed' END,
              $2
       FROM generate_series(1, $1) i`,
      [v.events, admin, v.eventDays, v.historyDays ?? 0],
    );
    // Member k of event e: distinct for k < members (131 is prime to the member counts used). The members' ids are
    // consecutive (one INSERT above into a new table), so the n-th member is the first one's id + n: no array of
    // 100,000 ids indexed a million times, no sort per event.
    await m.query(
      `INSERT INTO event_rsvps (event_id, member_id, status)
       SELECT e.id, first.id + (e.id * 7 + k * 131) % $1, (ARRAY['attending', 'not_attending', 'maybe'])[1 + (e.id + k) % 3]
       FROM events e
       CROSS JOIN generate_series(1, $2) k
       CROSS JOIN (SELECT min(id) AS id FROM users WHERE NOT is_admin) first`,
      [v.members, v.rsvpsPerEvent],
    );
    // Every third booking accepted; booking i is on room i % rooms and, when accepted, takes
    // its own month (k = i / rooms), so accepted periods of a room never overlap.
    await m.query(
      `INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, purpose, status, reviewed_by, reviewed_at,
                                  rejection_reason, deposit_requested_at, deposit_received_at, full_payment_requested_at, full_payment_received_at)
       SELECT r.id, u.id,
              (date_trunc('month', current_date) + make_interval(months => 1 + b.i / $3 - $5::int))::date, 1,
              'Bench booking ' || b.i,
              s.status,
              CASE WHEN s.status <> 'pending' THEN $4::int END,
              CASE WHEN s.status <> 'pending' THEN now() END,
              CASE WHEN s.status = 'rejected' THEN 'Not available' END,
              CASE WHEN s.status = 'accepted' AND b.i % 4 >= 1 THEN now() END,
              CASE WHEN s.status = 'accepted' AND b.i % 4 >= 2 THEN now() END,
              CASE WHEN s.status = 'accepted' AND b.i % 4 >= 3 THEN now() END,
              CASE WHEN s.status = 'accepted' AND b.i % 8 = 7 THEN now() END
       FROM generate_series(0, $1 - 1) AS b(i)
       CROSS JOIN LATERAL (SELECT CASE b.i % 3 WHEN 0 THEN 'accepted' WHEN 1 THEN 'pending' ELSE 'rejected' END AS status) s
       CROSS JOIN (SELECT array_agg(id ORDER BY id) AS a FROM meeting_rooms) rooms
       CROSS JOIN (SELECT array_agg(id ORDER BY id) AS a FROM users WHERE NOT is_admin) members
       CROSS JOIN LATERAL (SELECT rooms.a[1 + b.i % $3] AS id) r
       CROSS JOIN LATERAL (SELECT members.a[1 + b.i % $2] AS id) u`,
      [v.bookings, v.members, v.rooms, admin, bookingMonthsBack(v)],
    );
    await m.query(
      `INSERT INTO invoices (booking_id, total_amount, deposit_amount, monthly_amount, deposit_request_sent_at, deposit_paid,
                             deposit_paid_date, full_payment_request_sent_at, paid_in_full, paid_in_full_date)
       SELECT b.id, r.price_per_month * b.duration_months + r.deposit, r.deposit, r.price_per_month * b.duration_months,
              b.deposit_requested_at, b.deposit_received_at IS NOT NULL, b.deposit_received_at,
              b.full_payment_requested_at, b.full_payment_received_at IS NOT NULL, b.full_payment_received_at
       FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id
       WHERE b.status = 'accepted'`,
    );
    await m.query(
      `INSERT INTO announcements (title, content, author_id, created_at)
       SELECT 'Bench announcement ' || i, 'Announcement body number ' || i || '. ' || repeat('Lorem ipsum dolor sit amet. ', 4), $2,
              now() - make_interval(mins => i * $3::int)
       FROM generate_series(1, $1) i`,
      [v.announcements, admin, v.historyDays ? Math.floor((365 * 24 * 60) / v.announcements) : 1],
    );
    if (v.historyDays) await seedHistory(m, v, admin);
    await m.query(`ANALYZE`);
  });
  return { adminEmail, memberEmail };
}

/** With history, the bookings' months reach back so that the coming five years hold as many as on the large volume. */
function bookingMonthsBack(v: Volume): number {
  return v.historyDays ? Math.max(0, Math.ceil(v.bookings / v.rooms) - Math.ceil(LARGE_VOLUME.bookings / LARGE_VOLUME.rooms)) : 0;
}

/**
 * The huge volume's year of history beyond the lists' rows: the attending counts the triggers would have kept, a
 * history of notifications (each answer to a past event an inbox reminder, most read, and those attending
 * an email too) and the audit entries, spread evenly over the last year.
 */
export async function seedHistory(m: EntityManager, v: Volume, admin: number): Promise<void> {
  await m.query(
    `UPDATE events e SET attending_count = c.n
       FROM (SELECT event_id, count(*)::int AS n FROM event_rsvps WHERE status = 'attending' GROUP BY event_id) c
      WHERE c.event_id = e.id`,
  );
  await m.query(
    `INSERT INTO notification_deliveries (recipient_id, channel, kind, subject_id, status, attempts, created_at, updated_at, title, body, read_at)
     SELECT r.member_id, ch.channel, 'event_reminder', e.id, 'sent', 1, at.t, at.t,
            CASE WHEN ch.channel = 'inbox' THEN 'Reminder: ' || e.title END,
            CASE WHEN ch.channel = 'inbox' THEN e.title || ' starts tomorrow.' END,
            CASE WHEN ch.channel = 'inbox' AND r.id % 5 <> 0 THEN at.t + interval '1 hour' END
       FROM event_rsvps r JOIN events e ON e.id = r.event_id
      CROSS JOIN LATERAL (SELECT (e.date + e.start_time - interval '1 day')::timestamptz AS t) at
      CROSS JOIN LATERAL (VALUES ('inbox'), ('email')) ch(channel)
      WHERE e.date < current_date AND r.status IN ('attending', 'maybe')
        AND (ch.channel = 'inbox' OR r.status = 'attending')`,
  );
  const actions = [
    ['booking.accepted', 'booking'],
    ['user.role_changed', 'user'],
    ['event.updated', 'event'],
    ['room.updated', 'room'],
    ['announcement.created', 'announcement'],
  ];
  await m.query(
    `INSERT INTO audit_log (at, actor_id, actor_name, action, entity_type, entity_id, summary, before, after)
     SELECT now() - make_interval(secs => i * (365 * 86400.0 / $1)), $2, 'Bench Admin', a.action, a.entity_type, 1 + i % 1000,
            'Bench change number ' || i, jsonb_build_object('n', i - 1), jsonb_build_object('n', i)
       FROM generate_series(1, $1) i
       JOIN (SELECT * FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS t(action, entity_type, k)) a ON a.k = 1 + i % $5`,
    [v.auditEntries ?? 0, admin, actions.map((a) => a[0]), actions.map((a) => a[1]), actions.length],
  );
}

/**
 * The benchmark tools' database: migrated, seeded with volume `v` (every account's password `password`), then
 * VACUUM ANALYZE'd unless BENCH_VACUUM=false - the same for every contender; without it autovacuum ran about a minute
 * after seeding, inside the first case's rounds, and until then every attendee count read the table's heap.
 * Then a CHECKPOINT writes the seeding's dirty pages out now, not in the background during the first rounds.
 * Returns the open connection (the caller destroys it) and the two accounts the cases sign in as.
 */
export async function seededDatabase(url: string, v: Volume, password: string): Promise<{ ds: DataSource; adminEmail: string; memberEmail: string }> {
  const ds = createDataSource({ url, poolSize: 2 });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  const accounts = await seedVolume(ds, v, await bcrypt.hash(password, 10));
  if (process.env.BENCH_VACUUM !== 'false') await ds.query('VACUUM ANALYZE');
  // A large seed leaves ~1 GB of dirty pages; flushed by the checkpointer they stalled a round right after seeding.
  // Best effort: on a DATABASE_URL whose role may not CHECKPOINT (PostgreSQL 15+: pg_checkpoint), the rounds just run.
  await ds.query('CHECKPOINT').catch(() => undefined);
  return { ds, ...accounts };
}
