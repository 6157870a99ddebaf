import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * WhatsApp Business integration and member notifications (issue 9). Invariants:
 *  - one WhatsApp configuration (a unique index on a constant);
 *  - one log row per Cloud API message id, so a status webhook finds exactly one row;
 *  - message statuses include `read` (the webhook's last step);
 *  - a WhatsApp opt-in is recorded with its time and needs a WhatsApp number;
 *  - at most one delivery per (recipient, channel, kind, subject): the "already sent" row that
 *    makes every reminder, nudge and broadcast go out at most once, whatever retries or instances do.
 */
export class Notifications1764100000000 implements MigrationInterface {
  name = 'Notifications1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN whatsapp_opt_in_at timestamptz`);
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_whatsapp_opt_in_needs_phone CHECK (whatsapp_opt_in_at IS NULL OR whatsapp_phone IS NOT NULL)`,
    );

    await q.query(`CREATE UNIQUE INDEX whatsapp_config_single_row ON whatsapp_config ((true))`);

    await q.query(`ALTER TABLE whatsapp_notifications DROP CONSTRAINT whatsapp_notifications_status_check`);
    await q.query(
      `ALTER TABLE whatsapp_notifications ADD CONSTRAINT whatsapp_notifications_status_check
         CHECK (status IN ('pending', 'sent', 'delivered', 'read', 'failed'))`,
    );
    await q.query(`ALTER TABLE whatsapp_notifications ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(
      `CREATE UNIQUE INDEX whatsapp_notifications_message_id_key ON whatsapp_notifications (whatsapp_message_id)
         WHERE whatsapp_message_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX whatsapp_notifications_status_id_idx ON whatsapp_notifications (status, id DESC)`);

    await q.query(
      `ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_timing_max CHECK (reminder_timing_hours <= 168)`,
    );

    await q.query(`
      CREATE TABLE notification_deliveries (
        id serial PRIMARY KEY,
        recipient_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        channel varchar(16) NOT NULL CHECK (channel IN ('whatsapp', 'email')),
        kind varchar(32) NOT NULL CHECK (kind IN ('event_reminder', 'rsvp_needed', 'announcement')),
        subject_id integer NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'sent', 'retrying', 'failed')),
        attempts integer NOT NULL DEFAULT 1,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notification_deliveries_once UNIQUE (recipient_id, channel, kind, subject_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS notification_deliveries`);
    await q.query(`ALTER TABLE notification_preferences DROP CONSTRAINT IF EXISTS notification_preferences_timing_max`);
    await q.query(`DROP INDEX IF EXISTS whatsapp_notifications_status_id_idx`);
    await q.query(`DROP INDEX IF EXISTS whatsapp_notifications_message_id_key`);
    await q.query(`ALTER TABLE whatsapp_notifications DROP COLUMN IF EXISTS created_at`);
    await q.query(`UPDATE whatsapp_notifications SET status = 'delivered' WHERE status = 'read'`);
    await q.query(`ALTER TABLE whatsapp_notifications DROP CONSTRAINT whatsapp_notifications_status_check`);
    await q.query(
      `ALTER TABLE whatsapp_notifications ADD CONSTRAINT whatsapp_notifications_status_check
         CHECK (status IN ('pending', 'sent', 'delivered', 'failed'))`,
    );
    await q.query(`DROP INDEX IF EXISTS whatsapp_config_single_row`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_whatsapp_opt_in_needs_phone`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS whatsapp_opt_in_at`);
  }
}
