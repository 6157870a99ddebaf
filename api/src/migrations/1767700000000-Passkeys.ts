import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys (WebAuthn, issue 38). `passkeys`: a member's registered credentials — the credential id (base64url, unique
 * across everyone: an authenticator's key belongs to one account), its COSE public key, the signature counter it last
 * reported, transports, the name the member gave it, and when it was made and last used. `users.passkey_user_handle`:
 * the random WebAuthn user handle (never the row id, which would tell an authenticator who the member is in the
 * office). `passkey_challenges`: each ceremony's challenge, stored until used once or expired — a registration's with
 * its member (one open per member), a sign-in's with the address that asked (limited per address).
 */
export class Passkeys1767700000000 implements MigrationInterface {
  name = 'Passkeys1767700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN passkey_user_handle text CONSTRAINT users_passkey_user_handle_key UNIQUE`);
    await q.query(`
      CREATE TABLE passkeys (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        credential_id text NOT NULL CONSTRAINT passkeys_credential_id_key UNIQUE,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
        transports text[] NOT NULL DEFAULT '{}',
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
        backed_up boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await q.query(`CREATE INDEX passkeys_user_id_idx ON passkeys (user_id)`);
    await q.query(`
      CREATE TABLE passkey_challenges (
        challenge text PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('registration', 'sign-in')),
        user_id integer REFERENCES users(id) ON DELETE CASCADE,
        ip text,
        expires_at timestamptz NOT NULL,
        CONSTRAINT passkey_challenges_owner CHECK (CASE purpose WHEN 'registration' THEN user_id IS NOT NULL ELSE user_id IS NULL AND ip IS NOT NULL END)
      )`);
    // One registration open per member: starting another replaces it.
    await q.query(`CREATE UNIQUE INDEX passkey_challenges_one_registration ON passkey_challenges (user_id) WHERE purpose = 'registration'`);
    await q.query(`CREATE INDEX passkey_challenges_ip_idx ON passkey_challenges (ip, expires_at) WHERE purpose = 'sign-in'`);
    await q.query(`CREATE INDEX passkey_challenges_expires_idx ON passkey_challenges (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS passkey_challenges`);
    await q.query(`DROP TABLE IF EXISTS passkeys`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS passkey_user_handle`);
  }
}
