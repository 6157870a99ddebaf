import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Today" in the office's one time zone for PostgreSQL too (rules/today.ts). `office_settings` holds the zone (one
 * row), which the server writes at start from OFFICE_TIME_ZONE (core/clock.ts#storeOfficeTimeZone); `office_today()`
 * is the day there. The waiting-list promotion, a trigger where Node cannot pass the day, used `current_date` — the
 * day in the database session's zone — and so could disagree with the RSVP check around midnight; it now asks
 * `office_today()`. A table rather than a session setting: PgBouncer in transaction mode shares connections.
 * Until a server has started, the row holds the database's own zone (what `current_date` used).
 */
export class OfficeTimeZone1765100000000 implements MigrationInterface {
  name = 'OfficeTimeZone1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE office_settings (
        id boolean PRIMARY KEY DEFAULT true CONSTRAINT office_settings_one_row CHECK (id),
        time_zone text NOT NULL
      )`);
    await q.query(`INSERT INTO office_settings (time_zone) VALUES (current_setting('TimeZone'))`);
    await q.query(`
      CREATE FUNCTION office_today() RETURNS date LANGUAGE sql STABLE AS $$
        SELECT coalesce((SELECT (now() AT TIME ZONE time_zone)::date FROM office_settings), current_date)
      $$`);
    await q.query(promote('office_today()'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(promote('office_today()'));
    await q.query(`DROP FUNCTION IF EXISTS office_today()`);
    await q.query(`DROP TABLE IF EXISTS office_settings`);
  }
}

/** event_waitlist_promote (migration EventWaitlist) with "today" as given; nothing else changes. */
const promote = (today: string) => `
  CREATE OR REPLACE FUNCTION event_waitlist_promote(ev integer) RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    cap integer;
    st varchar;
    day date;
    taken integer;
    nxt record;
  BEGIN
    SELECT max_attendees, status, date INTO cap, st, day FROM events WHERE id = ev FOR UPDATE;
    IF NOT FOUND OR st <> 'confirmed' OR day < ${today} THEN
      RETURN;
    END IF;
    LOOP
      IF cap IS NOT NULL THEN
        SELECT count(*) INTO taken FROM event_rsvps WHERE event_id = ev AND status = 'attending';
        EXIT WHEN taken >= cap;
      END IF;
      SELECT id, member_id INTO nxt FROM event_waitlist
        WHERE event_id = ev AND promoted_at IS NULL ORDER BY id LIMIT 1 FOR UPDATE;
      EXIT WHEN NOT FOUND;
      UPDATE event_waitlist SET promoted_at = now() WHERE id = nxt.id;
      INSERT INTO event_rsvps (event_id, member_id, status) VALUES (ev, nxt.member_id, 'attending')
        ON CONFLICT (event_id, member_id) DO UPDATE SET status = 'attending', responded_at = now();
    END LOOP;
  END $$`;
