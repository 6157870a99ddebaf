import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { Passwords } from '../../core/auth/passwords';
import type { Config } from '../../core/config';
import { badInput } from '../../core/errors';
import type { Logger } from '../../core/logger';
import type { Mailer } from '../../core/mail';
import { AttemptLimiter, tooManyAttempts } from '../../core/rate-limit';
import { validate } from '../../core/validation';
import { forgotPasswordSchema, resetPasswordSchema } from '../../../../validation/auth';
import type { AuthService } from './auth.service';
import { resetMail } from './reset-mail';
import { languageOf } from '../../core/i18n';

export const FORGOT_SENT = 'If an account exists for that email, we have sent a link to reset the password. It expires in 1 hour.';
export const RESET_DONE = 'Your password has been reset. Please sign in with your new password.';
export const RESET_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

/** Only the digest is stored, so a leaked database row cannot be used as a reset link. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Forgot / reset password. Tokens are 256 random bits, stored as SHA-256 in users.reset_token,
 * valid for one hour, single use; a reset signs the user out everywhere.
 */
export class PasswordResetService {
  private readonly perAccount: AttemptLimiter;
  private readonly perIp: AttemptLimiter;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly ds: DataSource,
    private readonly config: Config,
    private readonly logger: Logger,
    private readonly auth: AuthService,
    private readonly passwords: Passwords,
    private readonly mailer: Mailer,
    pool: Pool,
  ) {
    const { rateLimit } = config;
    this.perAccount = new AttemptLimiter(pool, 'forgot_account', rateLimit.forgotPerAccount, rateLimit.windowSeconds);
    this.perIp = new AttemptLimiter(pool, 'forgot_ip', rateLimit.forgotPerIp, rateLimit.windowSeconds);
  }

  /**
   * Answers the same, equally fast, whether or not the email is known: the lookup and the mail
   * happen after the answer, in the background. Every request counts towards the limits.
   */
  async forgot(input: unknown, ip: string): Promise<{ message: string }> {
    const { email } = await validate(forgotPasswordSchema, input);
    const account = email.toLowerCase();
    const waits = await Promise.all([this.perAccount.hit(account), this.perIp.hit(ip)]);
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyAttempts('password reset requests', wait);
    this.track(this.sendLink(account));
    return { message: FORGOT_SENT };
  }

  /** Sets a new password with a valid token, burns the token and revokes every session. */
  async reset(input: unknown): Promise<{ message: string }> {
    const { token, newPassword } = await validate(resetPasswordSchema, input);
    const hash = digest(token);
    // Cheap check first, so random tokens never cost a bcrypt hash.
    const found: { id: number }[] = await this.ds.query(
      `SELECT id FROM users WHERE reset_token = $1 AND reset_token_expiry > now()`,
      [hash],
    );
    if (!found.length) throw badInput(RESET_INVALID, 'token');
    const passwordHash = await this.passwords.hash(newPassword);
    const userId = await this.ds.transaction(async (m) => {
      // The token condition is re-checked under the row lock: of two concurrent resets, one wins.
      const [rows]: [{ id: number }[], number] = await m.query(
        `UPDATE users SET password_hash = $1, reset_token = NULL, reset_token_expiry = NULL
          WHERE reset_token = $2 AND reset_token_expiry > now() RETURNING id`,
        [passwordHash, hash],
      );
      if (!rows.length) throw badInput(RESET_INVALID, 'token');
      await this.auth.revokeAll(rows[0].id, m);
      return rows[0].id;
    });
    // Whoever holds the mailbox may sign in again at once, even after someone hammered the account.
    await this.auth.clearLoginFailures(userId);
    return { message: RESET_DONE };
  }

  /**
   * Resolves when every background send started so far has finished (tests, shutdown), or
   * after `maxMs`, so a hanging SMTP server cannot hold a shutdown forever.
   */
  async idle(maxMs = Infinity): Promise<void> {
    const drain = (async () => {
      while (this.pending.size) await Promise.all([...this.pending]);
    })();
    if (maxMs === Infinity) return drain;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxMs)));
    await Promise.race([drain, timeout]).finally(() => clearTimeout(timer));
  }

  private track(work: Promise<void>): void {
    const p = work
      .catch((err) => this.logger.error({ err }, 'password reset mail failed'))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  private async sendLink(email: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    // A new request replaces any earlier link: only the newest one works.
    const rows: [{ email: string; full_name: string; language: string | null }[], number] = await this.ds.query(
      `UPDATE users SET reset_token = $1, reset_token_expiry = now() + interval '1 hour'
        WHERE lower(email) = $2 RETURNING email, full_name, language`,
      [digest(token), email],
    );
    const user = rows[0]?.[0];
    if (!user) return;
    const link = `${this.config.publicUrl}/reset-password?token=${token}`;
    // In the account's language, else the office's.
    await this.mailer.send(resetMail(user.email, user.full_name, link, languageOf(user.language, this.config.defaultLanguage)));
  }
}
