import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Extending a booking and announcing its end (issue 36; rules/bookings.ts holds the rules, these are their twins):
 *  - an extension is a room_bookings row naming the booking it extends (`extends_booking_id`, kept as null when that
 *    booking is deleted); it continues it: same room and member, from the day after its last day (trigger
 *    `room_bookings_extension_continues`);
 *  - a booking has at most one open (pending or accepted) extension, whoever asks at the same time
 *    (`room_bookings_one_open_extension`); a rejected one leaves the way open;
 *  - an accepted extension carries the deposit over: both deposit steps ticked at acceptance, which cannot be cleared
 *    while it is carried over (`room_bookings_carried_over_deposit`); the invoice bills the added months only;
 *  - the member is told 30 and 7 days before a booking's last day: two notification kinds.
 * An extension never overlaps another accepted booking of the room: the existing exclusion constraint holds it.
 */
export class BookingExtensions1767100000000 implements MigrationInterface {
  name = 'BookingExtensions1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE room_bookings
        ADD COLUMN extends_booking_id integer REFERENCES room_bookings (id) ON DELETE SET NULL,
        ADD COLUMN deposit_carried_over boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT room_bookings_extends_another CHECK (extends_booking_id <> id),
        ADD CONSTRAINT room_bookings_carried_over_deposit CHECK (NOT deposit_carried_over OR (status = 'accepted' AND deposit_received_at IS NOT NULL))`);
    await q.query(`CREATE UNIQUE INDEX room_bookings_one_open_extension ON room_bookings (extends_booking_id) WHERE status IN ('pending', 'accepted')`);
    // The chain walks (history) and ON DELETE SET NULL look extensions up by the booking they extend, in any status.
    await q.query(`CREATE INDEX room_bookings_extends_booking_id_idx ON room_bookings (extends_booking_id) WHERE extends_booking_id IS NOT NULL`);
    await q.query(`
      CREATE FUNCTION room_bookings_extension_continues() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        extended room_bookings;
      BEGIN
        SELECT * INTO extended FROM room_bookings WHERE id = NEW.extends_booking_id;
        IF NOT FOUND THEN
          RETURN NEW; -- the foreign key answers
        END IF;
        IF extended.room_id <> NEW.room_id OR extended.member_id <> NEW.member_id OR upper(extended.period) <> NEW.start_date THEN
          RAISE EXCEPTION 'booking % does not continue booking %', NEW.id, NEW.extends_booking_id
            USING ERRCODE = 'check_violation', CONSTRAINT = 'room_bookings_extension_continues';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER room_bookings_extension_continues BEFORE INSERT OR UPDATE OF extends_booking_id, room_id, member_id, start_date ON room_bookings
        FOR EACH ROW WHEN (NEW.extends_booking_id IS NOT NULL) EXECUTE FUNCTION room_bookings_extension_continues()`);

    await q.query(`ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_kind_check`);
    await q.query(
      `ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_kind_check
         CHECK (kind IN ('event_reminder', 'rsvp_needed', 'announcement', 'waitlist_promoted',
                         'booking_accepted', 'booking_rejected', 'deposit_requested', 'payment_requested',
                         'payment_receipt', 'refund_receipt', 'booking_ending_30', 'booking_ending_7'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification_deliveries WHERE kind IN ('booking_ending_30', 'booking_ending_7')`);
    await q.query(`ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_kind_check`);
    await q.query(
      `ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_kind_check
         CHECK (kind IN ('event_reminder', 'rsvp_needed', 'announcement', 'waitlist_promoted',
                         'booking_accepted', 'booking_rejected', 'deposit_requested', 'payment_requested',
                         'payment_receipt', 'refund_receipt'))`,
    );
    await q.query(`DROP TRIGGER IF EXISTS room_bookings_extension_continues ON room_bookings`);
    await q.query(`DROP FUNCTION IF EXISTS room_bookings_extension_continues()`);
    await q.query(`DROP INDEX IF EXISTS room_bookings_extends_booking_id_idx`);
    await q.query(`DROP INDEX IF EXISTS room_bookings_one_open_extension`);
    await q.query(`
      ALTER TABLE room_bookings
        DROP CONSTRAINT room_bookings_carried_over_deposit,
        DROP CONSTRAINT room_bookings_extends_another,
        DROP COLUMN deposit_carried_over,
        DROP COLUMN extends_booking_id`);
  }
}
