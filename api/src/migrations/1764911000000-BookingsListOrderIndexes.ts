import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin bookings list is ordered by (created_at DESC, id DESC); its indexes now hold both keys.
 * With created_at alone PostgreSQL could not stop after a page: on 2,400 bookings it joined every
 * booking to its room, member and invoice and sorted them all for each page (8.5 ms per first page);
 * with both keys it walks the index and joins only the page's rows (0.4 ms). The same for the list
 * filtered by status. The new indexes serve every read the old ones served (same leading keys).
 */
export class BookingsListOrderIndexes1764911000000 implements MigrationInterface {
  name = 'BookingsListOrderIndexes1764911000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX room_bookings_created_at_id_idx ON room_bookings (created_at DESC, id DESC)`);
    await q.query(`DROP INDEX room_bookings_created_at_idx`);
    await q.query(`CREATE INDEX room_bookings_status_created_at_id_idx ON room_bookings (status, created_at DESC, id DESC)`);
    await q.query(`DROP INDEX room_bookings_status_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX room_bookings_status_idx ON room_bookings (status, created_at DESC)`);
    await q.query(`DROP INDEX room_bookings_status_created_at_id_idx`);
    await q.query(`CREATE INDEX room_bookings_created_at_idx ON room_bookings (created_at DESC)`);
    await q.query(`DROP INDEX room_bookings_created_at_id_idx`);
  }
}
