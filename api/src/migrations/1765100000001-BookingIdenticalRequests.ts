import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member cannot hold two identical requests (same room, start date and months) while one is pending or accepted
 * (rules/bookings.ts#isIdenticalRequest): a partial unique index makes it true under concurrency, and the service maps
 * its violation to the rule's 409. A rejected request holds nothing, so asking again after a rejection is allowed.
 *
 * Identical open requests made before this (the defect it fixes) are settled first, or the index could not be built:
 * of each group the accepted one, else the earliest, stays; the others are rejected with a reason naming it. down()
 * drops the index only (rejected duplicates stay rejected: that was an admin's question answered).
 */
export class BookingIdenticalRequests1765100000001 implements MigrationInterface {
  name = 'BookingIdenticalRequests1765100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      WITH ranked AS (
        SELECT id, first_value(id) OVER w AS kept, row_number() OVER w AS n
          FROM room_bookings
         WHERE status IN ('pending', 'accepted')
        WINDOW w AS (PARTITION BY member_id, room_id, start_date, duration_months
                     ORDER BY (status = 'accepted') DESC, created_at, id)
      )
      UPDATE room_bookings b
         SET status = 'rejected', reviewed_at = now(),
             rejection_reason = 'Identical to request #' || r.kept || ' (same member, room, start date and months), which stays open'
        FROM ranked r
       WHERE b.id = r.id AND r.n > 1`);
    await q.query(`
      CREATE UNIQUE INDEX room_bookings_identical_request_key
        ON room_bookings (member_id, room_id, start_date, duration_months) WHERE status IN ('pending', 'accepted')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS room_bookings_identical_request_key`);
  }
}
