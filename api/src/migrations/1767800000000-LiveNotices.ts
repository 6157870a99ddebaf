import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live notices for GraphQL subscriptions (issue 39 item 1). Triggers NOTIFY the channel `doffice_live` with ids only
 * ({"t": topic, "id": …, "user": …}); NOTIFY is delivered when the writing transaction commits and never when it rolls
 * back, so nothing is announced that did not happen, whichever path wrote (a mutation, a job, a waitlist promotion,
 * another instance). Each subscriber re-reads what it may see (core/live/). PostgreSQL folds identical notices of one
 * transaction into one.
 *  - booking: a room_bookings row changed (its member's id goes with it, so other members' sockets skip it unread);
 *  - seats:   an event's attendee or waitlist count may have changed (events, event_rsvps, event_waitlist);
 *  - inbox:   an inbox notification was delivered (status 'sent') to `user`;
 *  - access:  a session of `user` was revoked or deleted, or their admin, parent or two-factor flags changed: their
 *             open sockets check their session again.
 */
export class LiveNotices1767800000000 implements MigrationInterface {
  name = 'LiveNotices1767800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION live_notice(topic text, id bigint, member bigint) RETURNS void LANGUAGE sql AS $$
        SELECT pg_notify('doffice_live', json_build_object('t', topic, 'id', id, 'user', member)::text)
      $$`);
    await q.query(`
      CREATE FUNCTION live_booking_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN PERFORM live_notice('booking', OLD.id, OLD.member_id);
        ELSE PERFORM live_notice('booking', NEW.id, NEW.member_id); END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER room_bookings_live AFTER INSERT OR UPDATE OR DELETE ON room_bookings FOR EACH ROW EXECUTE FUNCTION live_booking_changed()`);
    await q.query(`
      CREATE FUNCTION live_seats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'events' THEN PERFORM live_notice('seats', NEW.id, NULL);
        ELSIF TG_OP = 'DELETE' THEN PERFORM live_notice('seats', OLD.event_id, NULL);
        ELSE PERFORM live_notice('seats', NEW.event_id, NULL); END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER events_live AFTER UPDATE ON events FOR EACH ROW EXECUTE FUNCTION live_seats_changed()`);
    await q.query(`CREATE TRIGGER event_rsvps_live AFTER INSERT OR UPDATE OR DELETE ON event_rsvps FOR EACH ROW EXECUTE FUNCTION live_seats_changed()`);
    await q.query(`CREATE TRIGGER event_waitlist_live AFTER INSERT OR UPDATE OR DELETE ON event_waitlist FOR EACH ROW EXECUTE FUNCTION live_seats_changed()`);
    await q.query(`
      CREATE FUNCTION live_inbox_delivered() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM live_notice('inbox', NEW.id, NEW.recipient_id);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER notification_deliveries_live AFTER INSERT OR UPDATE OF status ON notification_deliveries
        FOR EACH ROW WHEN (NEW.channel = 'inbox' AND NEW.status = 'sent') EXECUTE FUNCTION live_inbox_delivered()`);
    await q.query(`
      CREATE FUNCTION live_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'users' THEN PERFORM live_notice('access', NULL, NEW.id);
        ELSIF TG_OP = 'DELETE' THEN PERFORM live_notice('access', NULL, OLD.user_id);
        ELSE PERFORM live_notice('access', NULL, NEW.user_id); END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER sessions_live AFTER UPDATE OF revoked_at OR DELETE ON sessions
        FOR EACH ROW EXECUTE FUNCTION live_access_changed()`);
    await q.query(`
      CREATE TRIGGER users_live AFTER UPDATE OF is_admin, is_parent, two_factor_secret ON users
        FOR EACH ROW WHEN (OLD.is_admin IS DISTINCT FROM NEW.is_admin OR OLD.is_parent IS DISTINCT FROM NEW.is_parent
                           OR (OLD.two_factor_secret IS NULL) <> (NEW.two_factor_secret IS NULL))
        EXECUTE FUNCTION live_access_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER users_live ON users`);
    await q.query(`DROP TRIGGER sessions_live ON sessions`);
    await q.query(`DROP TRIGGER notification_deliveries_live ON notification_deliveries`);
    await q.query(`DROP TRIGGER event_waitlist_live ON event_waitlist`);
    await q.query(`DROP TRIGGER event_rsvps_live ON event_rsvps`);
    await q.query(`DROP TRIGGER events_live ON events`);
    await q.query(`DROP TRIGGER room_bookings_live ON room_bookings`);
    await q.query(`DROP FUNCTION live_access_changed(), live_inbox_delivered(), live_seats_changed(), live_booking_changed(), live_notice(text, bigint, bigint)`);
  }
}
