import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 42 item 4: the audit log's `total` without counting the log. `audit_counts` holds how many entries there are
 * per actor, kind and action, kept by a trigger on audit_log in the inserting statement's own transaction, so at any
 * snapshot the committed counts are exactly the committed entries (the list reads both in one statement).
 * - Sharded: each key has up to 16 rows, the inserting backend's pid modulo 16, so concurrent audited writes of one
 *   admin (one key) rarely wait on one row's lock until the other commits. The list sums the shards.
 * - actor_id 0 stands for the system (audit_log.actor_id NULL), so the key can be a primary key; user ids start at 1.
 * - One statement-level trigger with a transition table: a seed's 100,000-entry INSERT or a restore's COPY adds one
 *   row per key, not 100,000 upserts. ENABLE ALWAYS: it also fires under `session_replication_role = replica` (the
 *   restore's COPY and the bench's seed), so the counts are derived from the log whoever writes it; backups leave the
 *   table out (core/db/backup.ts) and a restore rebuilds it as the log's rows are copied in.
 * - The log is append-only (audit_log_no_change, audit_log_no_truncate), so counts only ever grow: nothing removes an
 *   entry, and there is no retention.
 */
export class AuditCounts1768500000000 implements MigrationInterface {
  name = 'AuditCounts1768500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_counts (
        actor_id integer NOT NULL,
        entity_type varchar(32) NOT NULL,
        action varchar(64) NOT NULL,
        shard smallint NOT NULL CHECK (shard BETWEEN 0 AND 15),
        n bigint NOT NULL CHECK (n > 0),
        PRIMARY KEY (actor_id, entity_type, action, shard)
      )`);
    // Keys in a fixed order within a statement: two statements adding the same keys lock their rows in the same order.
    await q.query(`
      CREATE FUNCTION audit_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO audit_counts AS c (actor_id, entity_type, action, shard, n)
        SELECT coalesce(actor_id, 0), entity_type, action, pg_backend_pid() % 16, count(*)
          FROM added GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (actor_id, entity_type, action, shard) DO UPDATE SET n = c.n + excluded.n;
        RETURN NULL;
      END $$`);
    // The trigger first: creating it locks audit_log against inserts until this transaction commits, so no entry
    // falls between the backfill below and the trigger.
    await q.query(
      `CREATE TRIGGER audit_log_counts AFTER INSERT ON audit_log REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION audit_counts_add()`,
    );
    await q.query(`ALTER TABLE audit_log ENABLE ALWAYS TRIGGER audit_log_counts`);
    await q.query(`
      INSERT INTO audit_counts (actor_id, entity_type, action, shard, n)
      SELECT coalesce(actor_id, 0), entity_type, action, 0, count(*) FROM audit_log GROUP BY 1, 2, 3`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS audit_log_counts ON audit_log`);
    await q.query(`DROP FUNCTION IF EXISTS audit_counts_add()`);
    await q.query(`DROP TABLE IF EXISTS audit_counts`);
  }
}
