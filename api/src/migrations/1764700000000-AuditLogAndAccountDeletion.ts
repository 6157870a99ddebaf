import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 14: the audit log of admin actions and members deleting their own account.
 * Invariants:
 *  - audit_log is append-only: a trigger refuses every UPDATE, DELETE and TRUNCATE, whoever sends
 *    it (the API has no such call either). actor_id has no foreign key on purpose: the log outlives
 *    accounts, and ON DELETE SET NULL would itself be an UPDATE of the log.
 *  - a deleted (anonymised) account is neither admin nor parent.
 */
export class AuditLogAndAccountDeletion1764700000000 implements MigrationInterface {
  name = 'AuditLogAndAccountDeletion1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id integer,
        actor_name varchar(255),
        action varchar(64) NOT NULL CHECK (action ~ '^[a-z_]+\\.[a-z_]+$'),
        entity_type varchar(32) NOT NULL CHECK (entity_type ~ '^[a-z_]+$'),
        entity_id integer,
        summary text NOT NULL CHECK (length(summary) > 0),
        before jsonb,
        after jsonb
      )`);
    await q.query(`CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC)`);
    await q.query(`CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, at DESC)`);
    await q.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(
      `CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,
    );
    await q.query(
      `CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`,
    );

    await q.query(`ALTER TABLE users ADD COLUMN deleted_at timestamptz`);
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_deleted_has_no_role CHECK (deleted_at IS NULL OR (NOT is_admin AND NOT is_parent))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_deleted_has_no_role`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS deleted_at`);
    await q.query(`DROP TABLE IF EXISTS audit_log`);
    await q.query(`DROP FUNCTION IF EXISTS audit_log_append_only()`);
  }
}
