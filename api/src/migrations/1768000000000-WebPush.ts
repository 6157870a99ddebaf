import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web push (issue 37 item 3): a fourth channel of notification_deliveries. A member's browsers are rows of
 * push_subscriptions (one per endpoint: the push service's address for that browser); the choice per kind lives beside
 * the other preferences, on by default (a member who turned push on for a device wants it).
 */
export class WebPush1768000000000 implements MigrationInterface {
  name = 'WebPush1768000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_subscriptions (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        endpoint text NOT NULL,
        p256dh text NOT NULL,
        auth text NOT NULL,
        device_name varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_sent_at timestamptz,
        CONSTRAINT push_subscriptions_endpoint_key UNIQUE (endpoint)
      )`);
    await q.query(`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id)`);
    await q.query(
      `ALTER TABLE notification_preferences
         ADD COLUMN push_event_reminders boolean NOT NULL DEFAULT true,
         ADD COLUMN push_rsvp_needed boolean NOT NULL DEFAULT true,
         ADD COLUMN push_waitlist boolean NOT NULL DEFAULT true,
         ADD COLUMN push_booking_steps boolean NOT NULL DEFAULT true,
         ADD COLUMN push_announcements boolean NOT NULL DEFAULT true`,
    );
    await q.query(`ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_channel_check`);
    await q.query(
      `ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_channel_check CHECK (channel IN ('whatsapp', 'email', 'inbox', 'push'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification_deliveries WHERE channel = 'push'`);
    await q.query(`ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_channel_check`);
    await q.query(
      `ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_channel_check CHECK (channel IN ('whatsapp', 'email', 'inbox'))`,
    );
    await q.query(
      `ALTER TABLE notification_preferences DROP COLUMN push_event_reminders, DROP COLUMN push_rsvp_needed, DROP COLUMN push_waitlist,
         DROP COLUMN push_booking_steps, DROP COLUMN push_announcements`,
    );
    await q.query(`DROP TABLE push_subscriptions`);
  }
}
