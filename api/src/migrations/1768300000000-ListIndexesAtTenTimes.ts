import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 42 item 4 (ten times the data): indexes for the lists that read their table whole.
 * - The admin users list, ordered by (full_name, id) among accounts not deleted, had no index in that order: every
 *   page read and sorted all users (api/test/explain-indexes.test.ts found the sequential scan).
 * - The audit log's filtered lists (one actor, one kind) now page by (at, id) after a cursor: their indexes hold the
 *   id too, so a page starts where the cursor points and ends after `limit` entries, without a sort of the equal `at`s.
 */
export class ListIndexesAtTenTimes1768300000000 implements MigrationInterface {
  name = 'ListIndexesAtTenTimes1768300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_list_idx ON users (full_name, id) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX audit_log_actor_at_id_idx ON audit_log (actor_id, at DESC, id DESC)`);
    await q.query(`DROP INDEX audit_log_actor_idx`);
    await q.query(`CREATE INDEX audit_log_entity_at_id_idx ON audit_log (entity_type, at DESC, id DESC)`);
    await q.query(`DROP INDEX audit_log_entity_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, at DESC)`);
    await q.query(`DROP INDEX audit_log_entity_at_id_idx`);
    await q.query(`CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC)`);
    await q.query(`DROP INDEX audit_log_actor_at_id_idx`);
    await q.query(`DROP INDEX users_list_idx`);
  }
}
