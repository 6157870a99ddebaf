import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
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

export function tooManyAttempts(what: string, seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    'RATE_LIMITED',
    `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
