import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoice numbers without gaps, and invoices that are never deleted once numbered.
 *  - The number came from a sequence, which skips a value whenever the accepting transaction rolls back (an
 *    overlap found late, a deadlock): now from a counter row per year, taken in the same transaction
 *    (`next_invoice_number()`, the column's default), so a rollback gives the number back.
 *  - Undoing an acceptance deleted the invoice, and deleting a booking cascaded to it: a number issued,
 *    then gone. Now the invoice is voided (voided_at, void_reason) and kept; accepting the booking again
 *    reissues the same invoice (same number). A deleted booking's invoice stays, voided, with its member
 *    and a description of what it billed (booking_id becomes null).
 */
export class GapFreeInvoices1766000000001 implements MigrationInterface {
  name = 'GapFreeInvoices1766000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE invoice_counters (year integer PRIMARY KEY, last_number integer NOT NULL CHECK (last_number >= 0))`);
    await q.query(`
      INSERT INTO invoice_counters (year, last_number)
      SELECT substring(invoice_number FROM 5 FOR 4)::int, max(substring(invoice_number FROM 10)::int)
        FROM invoices WHERE invoice_number ~ '^INV-[0-9]{4}-[0-9]+$' GROUP BY 1`);
    // Takes the year's next number under the counter row's lock until the transaction ends: numbers are
    // issued in commit order, and one rolled back is issued again.
    await q.query(`
      CREATE FUNCTION next_invoice_number() RETURNS varchar LANGUAGE sql VOLATILE AS $$
        INSERT INTO invoice_counters AS c (year, last_number) VALUES (extract(year FROM now())::int, 1)
        ON CONFLICT (year) DO UPDATE SET last_number = c.last_number + 1
        RETURNING 'INV-' || year || '-' || lpad(last_number::text, 6, '0')
      $$`);
    await q.query(`ALTER TABLE invoices ALTER COLUMN invoice_number SET DEFAULT next_invoice_number()`);
    await q.query(`DROP SEQUENCE invoice_number_seq`);

    await q.query(`
      ALTER TABLE invoices
        ADD COLUMN member_id integer REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN description text,
        ADD COLUMN voided_at timestamptz,
        ADD COLUMN void_reason text,
        ADD CONSTRAINT invoices_void_reason CHECK (voided_at IS NULL OR void_reason IS NOT NULL)`);
    await q.query(`
      UPDATE invoices i SET member_id = b.member_id,
             description = r.name || ', ' || to_char(b.start_date, 'Mon FMDD, YYYY') || ' – ' || to_char(upper(b.period) - 1, 'Mon FMDD, YYYY')
                           || ' (' || b.duration_months || CASE WHEN b.duration_months = 1 THEN ' month)' ELSE ' months)' END
        FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id
       WHERE b.id = i.booking_id`);
    await q.query(`ALTER TABLE invoices ALTER COLUMN booking_id DROP NOT NULL`);
    await q.query(`ALTER TABLE invoices DROP CONSTRAINT invoices_booking_id_fkey`);
    await q.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES room_bookings (id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX invoices_member_idx ON invoices (member_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM invoices WHERE booking_id IS NULL`);
    await q.query(`DROP INDEX IF EXISTS invoices_member_idx`);
    await q.query(`ALTER TABLE invoices DROP CONSTRAINT invoices_booking_id_fkey`);
    await q.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES room_bookings (id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE invoices ALTER COLUMN booking_id SET NOT NULL`);
    await q.query(`ALTER TABLE invoices DROP CONSTRAINT invoices_void_reason, DROP COLUMN member_id, DROP COLUMN description, DROP COLUMN voided_at, DROP COLUMN void_reason`);
    await q.query(`CREATE SEQUENCE invoice_number_seq`);
    await q.query(`SELECT setval('invoice_number_seq', greatest((SELECT max(last_number) FROM invoice_counters), 1))`);
    await q.query(`ALTER TABLE invoices ALTER COLUMN invoice_number SET DEFAULT ('INV-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0'))`);
    await q.query(`DROP FUNCTION next_invoice_number()`);
    await q.query(`DROP TABLE invoice_counters`);
  }
}
