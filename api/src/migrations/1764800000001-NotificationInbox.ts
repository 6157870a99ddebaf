import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The in-app notification inbox (issue 14): a third channel of notification_deliveries. Every
 * notification also lands in the member's inbox, whatever their WhatsApp and email choices; the
 * delivery row is the inbox item (its title and text written when delivered), and only inbox rows
 * can be marked read. New kinds for the member's own bookings.
 */
export class NotificationInbox1764800000001 implements MigrationInterface {
  name = 'NotificationInbox1764800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_channel_check`);
    await q.query(
      `ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_channel_check CHECK (channel IN ('whatsapp', 'email', 'inbox'))`,
    );
    await q.query(`ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_kind_check`);
    await q.query(
      `ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_kind_check
         CHECK (kind IN ('event_reminder', 'rsvp_needed', 'announcement', 'waitlist_promoted',
                         'booking_accepted', 'booking_rejected', 'deposit_requested', 'payment_requested'))`,
    );
    await q.query(`ALTER TABLE notification_deliveries ADD COLUMN title text, ADD COLUMN body text, ADD COLUMN read_at timestamptz`);
    await q.query(`ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_read_inbox CHECK (read_at IS NULL OR channel = 'inbox')`);
    await q.query(
      `CREATE INDEX notification_deliveries_inbox_idx ON notification_deliveries (recipient_id, created_at DESC, id DESC)
         WHERE channel = 'inbox' AND status = 'sent'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS notification_deliveries_inbox_idx`);
    await q.query(`DELETE FROM notification_deliveries WHERE channel = 'inbox' OR kind IN ('booking_accepted', 'booking_rejected', 'deposit_requested', 'payment_requested')`);
    await q.query(`ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_read_inbox`);
    await q.query(`ALTER TABLE notification_deliveries DROP COLUMN title, DROP COLUMN body, DROP COLUMN read_at`);
    await q.query(`ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_kind_check`);
    await q.query(
      `ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_kind_check
         CHECK (kind IN ('event_reminder', 'rsvp_needed', 'announcement', 'waitlist_promoted'))`,
    );
    await q.query(`ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_channel_check`);
    await q.query(`ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_channel_check CHECK (channel IN ('whatsapp', 'email'))`);
  }
}
