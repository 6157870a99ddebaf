import type { DataSource } from 'typeorm';
import { wallClockIn } from '../../../rules/today';
import { StartupError } from './errors';

/**
 * The office's "now", in its one time zone (OFFICE_TIME_ZONE, see the README): every service that compares with
 * today takes this clock, so Node has one definition of the day. PostgreSQL's twin is `office_today()`, which reads
 * the zone this process stores at start (`storeOfficeTimeZone`): both say the same day.
 */
export interface Clock {
  readonly timeZone: string;
  /** yyyy-MM-dd in the office's zone. */
  today(): string;
  /** HH:mm in the office's zone. */
  minute(): string;
  /** 'yyyy-MM-dd HH:mm:ss' in the office's zone: the wall clock event dates and times are written in. */
  wallClock(at?: Date): string;
}

/**
 * A clock of the office's zone. Every list asks for today, so the wall clock is kept until the next minute
 * begins (a zone's offset changes only on a whole minute); `now` is injectable for tests.
 */
export function officeClock(timeZone: string, now: () => Date = () => new Date()): Clock {
  let kept = '';
  let until = 0;
  const current = () => {
    const at = now();
    const ms = at.getTime();
    if (ms >= until || ms < until - 60_000) {
      kept = wallClockIn(timeZone, at);
      until = Math.floor(ms / 60_000) * 60_000 + 60_000;
    }
    return kept;
  };
  return {
    timeZone,
    today: () => current().slice(0, 10),
    minute: () => current().slice(11, 16),
    wallClock: (at) => (at ? wallClockIn(timeZone, at) : current()),
  };
}

/**
 * Writes the office's zone where `office_today()` reads it (one row). A zone PostgreSQL does not know stops the start
 * with a clear message. Stored, not set per connection: PgBouncer in transaction mode shares connections.
 */
export async function storeOfficeTimeZone(ds: DataSource, timeZone: string): Promise<void> {
  try {
    await ds.query(
      `INSERT INTO office_settings (id, time_zone) SELECT true, $1::text WHERE (now() AT TIME ZONE $1::text) IS NOT NULL
       ON CONFLICT (id) DO UPDATE SET time_zone = EXCLUDED.time_zone WHERE office_settings.time_zone IS DISTINCT FROM EXCLUDED.time_zone`,
      [timeZone],
    );
  } catch (err) {
    if ((err as { code?: string }).code === '22023') {
      throw new StartupError(`OFFICE_TIME_ZONE "${timeZone}" is not a time zone PostgreSQL knows. Use an IANA name such as Europe/Zurich.`, { cause: err });
    }
    throw err;
  }
}
