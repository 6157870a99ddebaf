import type { DataSource, EntityManager } from 'typeorm';
import { UsersRepository } from '../users/users.repository';
import type { UserEntity } from '../users/user.entity';

/** The only place that touches user_identities and the office's "SSO creates accounts" setting. */
export class SsoRepository {
  private readonly users: UsersRepository;

  constructor(private readonly ds: DataSource) {
    this.users = new UsersRepository(ds);
  }

  /** The account this provider's subject is linked to (not a deleted one). */
  async linked(provider: string, subject: string): Promise<{ id: number; isAdmin: boolean } | null> {
    const [row] = await this.ds.query(
      `SELECT u.id, u.is_admin FROM user_identities i JOIN users u ON u.id = i.user_id
        WHERE i.provider = $1 AND i.subject = $2 AND u.deleted_at IS NULL`,
      [provider, subject],
    );
    return row ? { id: row.id, isAdmin: row.is_admin } : null;
  }

  /** The account holding this email (case-insensitive, not deleted), and whether it is linked to this provider already. */
  async byEmail(provider: string, email: string): Promise<{ id: number; isAdmin: boolean; linkedToOther: boolean } | null> {
    const [row] = await this.ds.query(
      `SELECT u.id, u.is_admin, EXISTS (SELECT 1 FROM user_identities i WHERE i.user_id = u.id AND i.provider = $1) AS linked
         FROM users u WHERE lower(u.email) = lower($2) AND u.deleted_at IS NULL`,
      [provider, email],
    );
    return row ? { id: row.id, isAdmin: row.is_admin, linkedToOther: row.linked } : null;
  }

  async adminsOtherThan(userId: number | null): Promise<number> {
    const [row] = await this.ds.query(`SELECT count(*)::int AS n FROM users WHERE is_admin AND id IS DISTINCT FROM $1`, [userId]);
    return row.n;
  }

  async link(m: EntityManager, userId: number, provider: string, subject: string): Promise<void> {
    await m.query(`INSERT INTO user_identities (user_id, provider, subject) VALUES ($1, $2, $3)`, [userId, provider, subject]);
  }

  insertUser(m: EntityManager, values: Partial<UserEntity>): Promise<UserEntity> {
    return this.users.insert(values, m);
  }

  /**
   * Sets the admin flag as the provider's group says. A demotion locks the admins first and is skipped when it would
   * leave none (two last admins demoted at once cannot both go).
   */
  async setAdmin(m: EntityManager, userId: number, isAdmin: boolean): Promise<void> {
    if (!isAdmin) {
      const admins = await this.users.lockAdminIds(m);
      if (admins.filter((id) => id !== userId).length === 0) return;
    }
    await m.query(`UPDATE users SET is_admin = $2 WHERE id = $1`, [userId, isAdmin]);
  }

  async officeCreatesAccounts(): Promise<boolean> {
    const [row] = await this.ds.query(`SELECT sso_creates_accounts AS on FROM office_settings`);
    return !!row?.on;
  }

  async officeSecurity(): Promise<{ adminsRequireTwoFactor: boolean; ssoCreatesAccounts: boolean }> {
    const [row] = await this.ds.query(`SELECT admins_require_two_factor AS two_factor, sso_creates_accounts AS sso FROM office_settings`);
    return { adminsRequireTwoFactor: !!row?.two_factor, ssoCreatesAccounts: !!row?.sso };
  }

  async setOfficeCreatesAccounts(on: boolean): Promise<void> {
    await this.ds.query(`UPDATE office_settings SET sso_creates_accounts = $1`, [on]);
  }
}
