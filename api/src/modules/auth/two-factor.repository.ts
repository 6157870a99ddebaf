import type { DataSource } from 'typeorm';

export interface TwoFactorRow {
  isAdmin: boolean;
  email: string;
  secret: string | null;
  pendingSecret: string | null;
  officeRequires: boolean;
  recoveryCodesLeft: number;
}

/** The only place that touches the two-factor columns of users, the recovery codes and the office's requirement. */
export class TwoFactorRepository {
  constructor(private readonly ds: DataSource) {}

  async forUser(userId: number): Promise<TwoFactorRow | null> {
    const [row] = await this.ds.query(
      `SELECT u.is_admin, u.email, u.two_factor_secret, u.two_factor_pending_secret,
              coalesce((SELECT admins_require_two_factor FROM office_settings), false) AS office_requires,
              (SELECT count(*)::int FROM two_factor_recovery_codes c WHERE c.user_id = u.id AND c.used_at IS NULL) AS left
         FROM users u WHERE u.id = $1`,
      [userId],
    );
    return row
      ? {
          isAdmin: row.is_admin,
          email: row.email,
          secret: row.two_factor_secret,
          pendingSecret: row.two_factor_pending_secret,
          officeRequires: row.office_requires,
          recoveryCodesLeft: row.left,
        }
      : null;
  }

  async setPending(userId: number, secret: string): Promise<void> {
    await this.ds.query(`UPDATE users SET two_factor_pending_secret = $2 WHERE id = $1`, [userId, secret]);
  }

  /**
   * Turns on the pending secret (still the one confirmed: a second enrolment started meanwhile wins, this one does
   * nothing) with its recovery codes, replacing any earlier ones. False when the pending secret changed.
   */
  async enable(userId: number, secret: string, step: number, codeHashes: string[]): Promise<boolean> {
    return this.ds.transaction(async (m) => {
      const done = await m.query(
        `UPDATE users SET two_factor_secret = two_factor_pending_secret, two_factor_enabled_at = now(), two_factor_pending_secret = NULL,
                two_factor_last_step = $3
          WHERE id = $1 AND two_factor_pending_secret = $2 RETURNING id`,
        [userId, secret, step],
      );
      if (!updatedAny(done)) return false;
      await m.query(`DELETE FROM two_factor_recovery_codes WHERE user_id = $1`, [userId]);
      await m.query(`INSERT INTO two_factor_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [userId, codeHashes]);
      return true;
    });
  }

  async disable(userId: number): Promise<void> {
    await this.ds.transaction(async (m) => {
      await m.query(
        `UPDATE users SET two_factor_secret = NULL, two_factor_enabled_at = NULL, two_factor_pending_secret = NULL, two_factor_last_step = NULL WHERE id = $1`,
        [userId],
      );
      await m.query(`DELETE FROM two_factor_recovery_codes WHERE user_id = $1`, [userId]);
    });
  }

  /** Records that a code of time step `step` was accepted; false when that step (or a later one) already was: a code works once. */
  async useStep(userId: number, step: number): Promise<boolean> {
    const rows = await this.ds.query(
      `UPDATE users SET two_factor_last_step = $2 WHERE id = $1 AND two_factor_secret IS NOT NULL
          AND (two_factor_last_step IS NULL OR two_factor_last_step < $2) RETURNING id`,
      [userId, step],
    );
    return updatedAny(rows);
  }

  /** Uses up a recovery code by its hash; false when there is no such unused code. */
  async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
    const rows = await this.ds.query(
      `UPDATE two_factor_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
      [userId, codeHash],
    );
    return updatedAny(rows);
  }

  /** Whether sign-in asks this user for a code. */
  async enabledFor(userId: number): Promise<boolean> {
    const [row] = await this.ds.query(`SELECT two_factor_secret IS NOT NULL AS on FROM users WHERE id = $1`, [userId]);
    return !!row?.on;
  }

  async officeRequires(): Promise<boolean> {
    const [row] = await this.ds.query(`SELECT admins_require_two_factor AS on FROM office_settings`);
    return !!row?.on;
  }

  /** Both of the office's sign-in settings (the SSO one is written by modules/sso). */
  async officeSecurity(): Promise<{ adminsRequireTwoFactor: boolean; ssoCreatesAccounts: boolean }> {
    const [row] = await this.ds.query(`SELECT admins_require_two_factor AS two_factor, sso_creates_accounts AS sso FROM office_settings`);
    return { adminsRequireTwoFactor: !!row?.two_factor, ssoCreatesAccounts: !!row?.sso };
  }

  async setOfficeRequires(on: boolean): Promise<void> {
    await this.ds.query(`UPDATE office_settings SET admins_require_two_factor = $1`, [on]);
  }
}

/** TypeORM's query() answers an UPDATE … RETURNING as [rows, count]. */
const updatedAny = (result: unknown): boolean => ((result as [unknown[], number])[0] ?? []).length > 0;
