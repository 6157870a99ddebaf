import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { AppError } from './errors';

/**
 * Counts attempts per key in PostgreSQL (table rate_limits), so limits hold across several
 * server instances and restarts.
 */
export class AttemptLimiter {
  private readonly limiter: RateLimiterPostgres;

  constructor(
    pool: Pool,
    prefix: string,
    private readonly points: number,
    durationSeconds: number,
  ) {
    this.limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: prefix,
      points: Math.max(points, 1),
      duration: durationSeconds,
    });
  }

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  async blockedFor(key: string): Promise<number> {
    if (this.points === 0) return 0;
    const res = await this.limiter.get(key);
    return res && res.consumedPoints >= this.points ? Math.ceil(res.msBeforeNext / 1000) : 0;
  }

  /** Counts one attempt; returns seconds to wait when that attempt went over the limit. */
  async hit(key: string): Promise<number> {
    if (this.points === 0) return 0;
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.ceil(err.msBeforeNext / 1000);
      throw err;
    }
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/**
 * Failures in a row per key, answered with a growing wait rather than a lockout: the first `threshold` cost nothing,
 * then each further failure doubles the wait (`baseSeconds`, 2×, 4×…, at most `capSeconds`), counted from the last
 * failure. A success resets the key; a key with no failure for a day starts over. Kept in PostgreSQL
 * (login_throttle), so it holds across instances and restarts.
 */
export class BackoffLimiter {
  constructor(
    private readonly ds: DataSource,
    private readonly prefix: string,
    private readonly threshold: number,
    private readonly baseSeconds: number,
    private readonly capSeconds: number,
  ) {}

  private key(k: string) {
    return `${this.prefix}:${k}`;
  }

  /** The wait a key's failures impose now, in seconds (0: go ahead). */
  waitOf(failures: number, secondsSinceLast: number): number {
    if (this.threshold <= 0 || failures < this.threshold || secondsSinceLast > DAY_SECONDS) return 0;
    const delay = Math.min(this.baseSeconds * 2 ** (failures - this.threshold), this.capSeconds);
    return Math.max(0, Math.ceil(delay - secondsSinceLast));
  }

  /** Seconds the longest-waiting of these keys must still wait (one statement for all). */
  async waitFor(...keys: string[]): Promise<number> {
    if (this.threshold <= 0) return 0;
    const rows: { failures: number; since: number }[] = await this.ds.query(
      `SELECT failures, extract(epoch FROM now() - last_failure_at)::float8 AS since FROM login_throttle WHERE key = ANY($1::text[])`,
      [keys.map((k) => this.key(k))],
    );
    return rows.reduce((wait, r) => Math.max(wait, this.waitOf(r.failures, r.since)), 0);
  }

  /** Counts a failure for each key (starting over after a quiet day). */
  async fail(...keys: string[]): Promise<void> {
    if (this.threshold <= 0) return;
    await this.ds.query(
      `INSERT INTO login_throttle AS t (key, failures) SELECT k, 1 FROM unnest($1::text[]) AS k
       ON CONFLICT (key) DO UPDATE
          SET failures = CASE WHEN t.last_failure_at < now() - interval '1 day' THEN 1 ELSE t.failures + 1 END, last_failure_at = now()`,
      [keys.map((k) => this.key(k))],
    );
  }

  async reset(...keys: string[]): Promise<void> {
    await this.ds.query(`DELETE FROM login_throttle WHERE key = ANY($1::text[])`, [keys.map((k) => this.key(k))]);
  }

  /** Forgets every key that starts with `account@` (that account, from every address). */
  async resetAccount(account: string): Promise<void> {
    await this.ds.query(`DELETE FROM login_throttle WHERE starts_with(key, $1)`, [`${this.key(account)}@`]);
  }
}

const DAY_SECONDS = 24 * 3600;

/** A 429: its message says how long in words, and the wait goes to the client as Retry-After (REST and GraphQL). */
export function tooManyAttempts(what: string, seconds: number): AppError {
  const wait = Math.max(1, Math.ceil(seconds));
  const words = wait < 60 ? `${wait} second${wait === 1 ? '' : 's'}` : `${Math.ceil(wait / 60)} minute${Math.ceil(wait / 60) === 1 ? '' : 's'}`;
  return new AppError('RATE_LIMITED', `Too many ${what}. Please try again in ${words}.`, undefined, { retryAfter: wait });
}
