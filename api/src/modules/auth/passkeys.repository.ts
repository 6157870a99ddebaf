import type { DataSource } from 'typeorm';

export interface PasskeyRow {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  backedUp: boolean;
}

/** What sign-in needs of a credential: its key and counter, and whose it is. */
export interface StoredCredential {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  userHandle: string | null;
}

export type ChallengePurpose = 'registration' | 'sign-in';

const LIST_COLUMNS = `id, name, created_at AS "createdAt", last_used_at AS "lastUsedAt", backed_up AS "backedUp"`;

/** The only place that touches passkeys, their challenges and the users' WebAuthn handles. */
export class PasskeysRepository {
  constructor(private readonly ds: DataSource) {}

  list(userId: number): Promise<PasskeyRow[]> {
    return this.ds.query(`SELECT ${LIST_COLUMNS} FROM passkeys WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  }

  /** The member's WebAuthn user handle (made once, random), name and display name, and their credential ids. */
  async registrant(userId: number, newHandle: string): Promise<{ handle: string; email: string; fullName: string; credentialIds: string[] } | null> {
    // TypeORM's query() answers an UPDATE … RETURNING as [rows, count].
    const [[row]] = await this.ds.query(
      `UPDATE users SET passkey_user_handle = coalesce(passkey_user_handle, $2) WHERE id = $1 AND deleted_at IS NULL
       RETURNING passkey_user_handle AS handle, email, full_name AS "fullName",
                 array(SELECT credential_id FROM passkeys WHERE user_id = $1) AS "credentialIds"`,
      [userId, newHandle],
    );
    return row ?? null;
  }

  async count(userId: number): Promise<number> {
    const [row] = await this.ds.query(`SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1`, [userId]);
    return row.n;
  }

  /** The member's registration challenge, replacing one still open (one at a time per member). */
  async openRegistration(userId: number, challenge: string, seconds: number): Promise<void> {
    await this.ds.query(
      `INSERT INTO passkey_challenges (challenge, purpose, user_id, expires_at) VALUES ($1, 'registration', $2, now() + $3 * interval '1 second')
       ON CONFLICT (user_id) WHERE purpose = 'registration' DO UPDATE SET challenge = EXCLUDED.challenge, expires_at = EXCLUDED.expires_at`,
      [challenge, userId, seconds],
    );
  }

  /**
   * A sign-in challenge for `ip`, unless that address already has `limit` open: then null and the seconds until its
   * oldest expires. Expired challenges of anyone are swept out once a new one is stored.
   */
  async openSignIn(ip: string, challenge: string, seconds: number, limit: number): Promise<{ waitSeconds: number } | null> {
    const inserted = await this.ds.query(
      `INSERT INTO passkey_challenges (challenge, purpose, ip, expires_at)
       SELECT $1, 'sign-in', $2, now() + $3 * interval '1 second'
        WHERE $4 = 0 OR (SELECT count(*) FROM passkey_challenges WHERE purpose = 'sign-in' AND ip = $2 AND expires_at > now()) < $4
       RETURNING challenge`,
      [challenge, ip, seconds, limit],
    );
    if (inserted.length) {
      await this.ds.query(`DELETE FROM passkey_challenges WHERE expires_at < now()`);
      return null;
    }
    const [row] = await this.ds.query(
      `SELECT extract(epoch FROM min(expires_at) - now())::float8 AS wait FROM passkey_challenges WHERE purpose = 'sign-in' AND ip = $1 AND expires_at > now()`,
      [ip],
    );
    return { waitSeconds: Math.max(1, Math.ceil(row?.wait ?? 1)) };
  }

  /**
   * Uses a challenge up: true when it was open for this purpose (and member, for a registration) and not expired. One
   * DELETE, so two answers to one challenge cannot both pass; an expired one goes too.
   */
  async consume(challenge: string, purpose: ChallengePurpose, userId: number | null): Promise<boolean> {
    const [rows] = (await this.ds.query(
      `DELETE FROM passkey_challenges WHERE challenge = $1 AND purpose = $2 AND user_id IS NOT DISTINCT FROM $3::int RETURNING expires_at > now() AS live`,
      [challenge, purpose, userId],
    )) as [{ live: boolean }[], number];
    return rows.some((r) => r.live);
  }

  /**
   * Stores a verified credential, under the member's row lock so that the limit holds when two registrations finish
   * at once. False when the member already has `max`.
   */
  async insert(
    userId: number,
    c: { credentialId: string; publicKey: Uint8Array; counter: number; transports: string[]; name: string; backedUp: boolean },
    max: number,
  ): Promise<PasskeyRow | false> {
    return this.ds.transaction(async (m) => {
      await m.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const [{ n }] = await m.query(`SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1`, [userId]);
      if (n >= max) return false;
      const [row] = await m.query(
        `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, backed_up)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${LIST_COLUMNS}`,
        [userId, c.credentialId, Buffer.from(c.publicKey), c.counter, c.transports, c.name, c.backedUp],
      );
      return row as PasskeyRow;
    });
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const rows = await this.ds.query(`DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId]);
    return (rows as [unknown[], number])[0].length > 0;
  }

  /** A credential by its id, of an account not deleted. */
  async byCredentialId(credentialId: string): Promise<StoredCredential | null> {
    const [row] = await this.ds.query(
      `SELECT p.id, p.user_id AS "userId", p.credential_id AS "credentialId", p.public_key AS "publicKey", p.counter::float8 AS counter,
              p.transports, u.passkey_user_handle AS "userHandle"
         FROM passkeys p JOIN users u ON u.id = p.user_id
        WHERE p.credential_id = $1 AND u.deleted_at IS NULL`,
      [credentialId],
    );
    return row ?? null;
  }

  /**
   * Records a sign-in: the counter the authenticator reported, if it moved forward (or both are 0: authenticators that
   * keep no counter, as synced passkeys do). False when another sign-in got there first with this counter or a
   * later one — a cloned authenticator, or a replay racing the original.
   */
  async used(id: number, counter: number, backedUp: boolean): Promise<boolean> {
    const rows = await this.ds.query(
      `UPDATE passkeys SET counter = $2, last_used_at = now(), backed_up = $3 WHERE id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0)) RETURNING id`,
      [id, counter, backedUp],
    );
    return (rows as [unknown[], number])[0].length > 0;
  }
}
