import type { DataSource, EntityManager } from 'typeorm';
import { preparedRows } from '../../speed/db/prepared';

/** The only place that touches the sessions table. */
export class SessionsRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * The user of a live session (not revoked, not expired), with their admin and parent flags as the database has them
   * now. An admin whose office requires two-factor and who has not set it up is no admin until they have.
   */
  async liveUser(sessionId: string): Promise<{ id: number; isAdmin: boolean; isParent: boolean; language: string | null; twoFactorSetupRequired?: true } | null> {
    // Every signed-in request runs this: a named prepared statement is parsed and planned once per connection.
    const rows = await preparedRows<{ id: number; is_admin: boolean; is_parent: boolean; language: string | null; setup_required: boolean }>(
      this.ds,
      'sessions-live-user-lang',
      `SELECT u.id, u.is_admin, u.is_parent, u.language,
              u.is_admin AND u.two_factor_secret IS NULL AND coalesce((SELECT o.admins_require_two_factor FROM office_settings o), false) AS setup_required
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [sessionId],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.setup_required) return { id: row.id, isAdmin: false, isParent: row.is_parent, language: row.language, twoFactorSetupRequired: true };
    return { id: row.id, isAdmin: row.is_admin, isParent: row.is_parent, language: row.language };
  }

  async insert(id: string, userId: number, expires: Date): Promise<void> {
    await this.ds.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)`, [id, userId, expires]);
  }

  async revoke(id: string): Promise<void> {
    await this.ds.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [id]);
  }

  /** Every live session of a user, inside the caller's transaction when given. */
  async revokeAllOf(userId: number, m?: EntityManager): Promise<void> {
    await (m ?? this.ds.manager).query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
  }
}
