import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * OpenID Connect sign-in (issue 38). `user_identities`: which account at which provider (its `sub`, stable, unlike an
 * email) signs in as which user; one account per provider per user. `office_settings.sso_creates_accounts`: whether a
 * first sign-in with no matching account creates one (off: an admin creates the account first).
 */
export class SingleSignOn1767600000000 implements MigrationInterface {
  name = 'SingleSignOn1767600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE office_settings ADD COLUMN sso_creates_accounts boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE user_identities (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        provider text NOT NULL,
        subject text NOT NULL,
        linked_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT user_identities_subject_key UNIQUE (provider, subject),
        CONSTRAINT user_identities_user_key UNIQUE (user_id, provider)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS user_identities`);
    await q.query(`ALTER TABLE office_settings DROP COLUMN IF EXISTS sso_creates_accounts`);
  }
}
