import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS_BEFORE = `'event_reminder', 'rsvp_needed', 'announcement', 'waitlist_promoted',
  'booking_accepted', 'booking_rejected', 'deposit_requested', 'payment_requested',
  'payment_receipt', 'refund_receipt', 'booking_ending_30', 'booking_ending_7'`;
const NEW_KINDS = `'deposit_reminder_1', 'deposit_reminder_2', 'deposit_reminder_3',
  'payment_reminder_1', 'payment_reminder_2', 'payment_reminder_3',
  'dues_reminder_1', 'dues_reminder_2', 'dues_reminder_3', 'weekly_digest'`;

/**
 * Reminders of what is owed and the admins' weekly digest (issue 36, item 4; rules/reminders.ts holds the rules):
 *  - office_settings.reminder_days: the days after a request at which the member is reminded (default 3, 7, 14);
 *    1 to 3 increasing days from 1 to 90 (CHECK office_settings_reminder_days, the twin of reminderDaysProblem);
 *  - nine reminder kinds (deposit, full payment, dues × first, second, third reminder) and `weekly_digest`, whose
 *    subject is the ISO week (yyyyww): notification_deliveries' unique key sends each once across instances;
 *  - partial indexes on what is owed, so the sweep and the overdue list read only those rows.
 */
export class PaymentReminders1767300000000 implements MigrationInterface {
  name = 'PaymentReminders1767300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION office_reminder_days_valid(days integer[]) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
        SELECT coalesce(array_ndims(days) = 1 AND cardinality(days) BETWEEN 1 AND 3
          AND NOT EXISTS (
            SELECT 1 FROM unnest(days) WITH ORDINALITY d(day, n)
             WHERE d.day IS NULL OR d.day NOT BETWEEN 1 AND 90 OR (d.n > 1 AND d.day <= days[d.n - 1])), false)
      $$`);
    await q.query(`
      ALTER TABLE office_settings
        ADD COLUMN reminder_days integer[] NOT NULL DEFAULT '{3,7,14}'
          CONSTRAINT office_settings_reminder_days CHECK (office_reminder_days_valid(reminder_days))`);

    await q.query(`ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_kind_check`);
    await q.query(`ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_kind_check CHECK (kind IN (${KINDS_BEFORE}, ${NEW_KINDS}))`);

    // What is owed is a small part of the bookings and invoices: the sweep reads it every minute.
    await q.query(`
      CREATE INDEX room_bookings_owed_idx ON room_bookings (id) WHERE status = 'accepted'
        AND ((deposit_requested_at IS NOT NULL AND deposit_received_at IS NULL AND NOT deposit_carried_over)
          OR (full_payment_requested_at IS NOT NULL AND full_payment_received_at IS NULL))`);
    await q.query(`CREATE INDEX invoices_dues_unpaid_idx ON invoices (member_id) WHERE kind = 'dues' AND NOT paid_in_full AND voided_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS invoices_dues_unpaid_idx`);
    await q.query(`DROP INDEX IF EXISTS room_bookings_owed_idx`);
    await q.query(`DELETE FROM notification_deliveries WHERE kind IN (${NEW_KINDS})`);
    await q.query(`ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_kind_check`);
    await q.query(`ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_kind_check CHECK (kind IN (${KINDS_BEFORE}))`);
    await q.query(`ALTER TABLE office_settings DROP COLUMN reminder_days`);
    await q.query(`DROP FUNCTION IF EXISTS office_reminder_days_valid(integer[])`);
  }
}
