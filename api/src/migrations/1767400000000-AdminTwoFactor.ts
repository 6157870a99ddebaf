import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (TOTP, RFC 6238) for admins (issue 38). The office's setting: `office_settings
 * .admins_require_two_factor`. A user's authenticator: `two_factor_secret` (base32, set once confirmed) and when it was
 * turned on; `two_factor_pending_secret` while they are setting it up (confirmed by a first code); `two_factor_last_step`,
 * the last time step a code was accepted at, so a code is used once. Recovery codes: sha-256 hashes, each used once.
 */
export class AdminTwoFactor1767400000000 implements MigrationInterface {
  name = 'AdminTwoFactor1767400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE office_settings ADD COLUMN admins_require_two_factor boolean NOT NULL DEFAULT false`);
    await q.query(`
      ALTER TABLE users
        ADD COLUMN two_factor_secret text,
        ADD COLUMN two_factor_enabled_at timestamptz,
        ADD COLUMN two_factor_pending_secret text,
        ADD COLUMN two_factor_last_step bigint,
        ADD CONSTRAINT users_two_factor_enabled CHECK ((two_factor_secret IS NULL) = (two_factor_enabled_at IS NULL))`);
    await q.query(`
      CREATE TABLE two_factor_recovery_codes (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        CONSTRAINT two_factor_recovery_codes_hash_key UNIQUE (user_id, code_hash)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS two_factor_recovery_codes`);
    await q.query(`
      ALTER TABLE users
        DROP CONSTRAINT IF EXISTS users_two_factor_enabled,
        DROP COLUMN IF EXISTS two_factor_secret,
        DROP COLUMN IF EXISTS two_factor_enabled_at,
        DROP COLUMN IF EXISTS two_factor_pending_secret,
        DROP COLUMN IF EXISTS two_factor_last_step`);
    await q.query(`ALTER TABLE office_settings DROP COLUMN IF EXISTS admins_require_two_factor`);
  }
}
