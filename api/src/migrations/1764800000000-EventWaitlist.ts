import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Event waiting lists (issue 14). Invariants, all inside PostgreSQL so that every path (an answer,
 * an admin raising maxAttendees, a member's account deleted, concurrent requests) keeps them:
 *  - a member waits at most once per event (a partial unique index; promoted rows stay as history);
 *  - only a full event has a waiting list, and nobody who attends waits (trigger on joining);
 *  - answering attending takes you off the list;
 *  - when a place frees (an attending answer changes or goes, or capacity grows) the first waiting
 *    members are promoted to attending IN THE SAME TRANSACTION, under the event row's lock that the
 *    capacity trigger also takes, so capacity is never exceeded;
 *  - a promotion is recorded (promoted_at), which the notification sweep turns into messages.
 */
export class EventWaitlist1764800000000 implements MigrationInterface {
  name = 'EventWaitlist1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_waitlist (
        id serial PRIMARY KEY,
        event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        member_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        joined_at timestamptz NOT NULL DEFAULT now(),
        promoted_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX event_waitlist_waiting_key ON event_waitlist (event_id, member_id) WHERE promoted_at IS NULL`);
    await q.query(`CREATE INDEX event_waitlist_queue_idx ON event_waitlist (event_id, id) WHERE promoted_at IS NULL`);
    await q.query(`CREATE INDEX event_waitlist_member_id_idx ON event_waitlist (member_id)`);
    await q.query(`CREATE INDEX event_waitlist_promoted_at_idx ON event_waitlist (promoted_at) WHERE promoted_at IS NOT NULL`);

    // Joining: the event's row lock orders this against answers and promotions of the same event.
    await q.query(`
      CREATE FUNCTION event_waitlist_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        cap integer;
        taken integer;
      BEGIN
        SELECT max_attendees INTO cap FROM events WHERE id = NEW.event_id FOR UPDATE;
        IF EXISTS (SELECT 1 FROM event_rsvps WHERE event_id = NEW.event_id AND member_id = NEW.member_id AND status = 'attending') THEN
          RAISE EXCEPTION 'member % already attends event %', NEW.member_id, NEW.event_id
            USING ERRCODE = 'check_violation', CONSTRAINT = 'event_waitlist_attending';
        END IF;
        SELECT count(*) INTO taken FROM event_rsvps WHERE event_id = NEW.event_id AND status = 'attending';
        IF cap IS NULL OR taken < cap THEN
          RAISE EXCEPTION 'event % has places left', NEW.event_id
            USING ERRCODE = 'check_violation', CONSTRAINT = 'event_waitlist_not_full';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER event_waitlist_guard BEFORE INSERT ON event_waitlist
        FOR EACH ROW EXECUTE FUNCTION event_waitlist_guard()`);

    // Fills free places from the head of the list. Callers hold (or take here) the event row lock.
    await q.query(`
      CREATE FUNCTION event_waitlist_promote(ev integer) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        cap integer;
        st varchar;
        day date;
        taken integer;
        nxt record;
      BEGIN
        SELECT max_attendees, status, date INTO cap, st, day FROM events WHERE id = ev FOR UPDATE;
        IF NOT FOUND OR st <> 'confirmed' OR day < current_date THEN
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
      END $$`);

    await q.query(`
      CREATE FUNCTION event_rsvps_waitlist() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'DELETE' AND NEW.status = 'attending' THEN
          DELETE FROM event_waitlist WHERE event_id = NEW.event_id AND member_id = NEW.member_id AND promoted_at IS NULL;
        END IF;
        IF TG_OP <> 'INSERT' AND OLD.status = 'attending' AND (TG_OP = 'DELETE' OR NEW.status <> 'attending') THEN
          PERFORM event_waitlist_promote(OLD.event_id);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER event_rsvps_waitlist AFTER INSERT OR UPDATE OF status OR DELETE ON event_rsvps
        FOR EACH ROW EXECUTE FUNCTION event_rsvps_waitlist()`);

    await q.query(`
      CREATE FUNCTION events_waitlist() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM event_waitlist_promote(NEW.id);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER events_waitlist AFTER UPDATE OF max_attendees, status, date ON events
        FOR EACH ROW
        WHEN (OLD.max_attendees IS DISTINCT FROM NEW.max_attendees OR OLD.status IS DISTINCT FROM NEW.status OR OLD.date IS DISTINCT FROM NEW.date)
        EXECUTE FUNCTION events_waitlist()`);

    await q.query(`ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_kind_check`);
    await q.query(
      `ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_kind_check
         CHECK (kind IN ('event_reminder', 'rsvp_needed', 'announcement', 'waitlist_promoted'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification_deliveries WHERE kind = 'waitlist_promoted'`);
    await q.query(`ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_kind_check`);
    await q.query(
      `ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_kind_check
         CHECK (kind IN ('event_reminder', 'rsvp_needed', 'announcement'))`,
    );
    await q.query(`DROP TRIGGER IF EXISTS events_waitlist ON events`);
    await q.query(`DROP FUNCTION IF EXISTS events_waitlist()`);
    await q.query(`DROP TRIGGER IF EXISTS event_rsvps_waitlist ON event_rsvps`);
    await q.query(`DROP FUNCTION IF EXISTS event_rsvps_waitlist()`);
    await q.query(`DROP TABLE IF EXISTS event_waitlist`);
    await q.query(`DROP FUNCTION IF EXISTS event_waitlist_promote(integer)`);
    await q.query(`DROP FUNCTION IF EXISTS event_waitlist_guard()`);
  }
}
