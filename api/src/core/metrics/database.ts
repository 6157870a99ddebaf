import type { Pool } from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

/*
 * The database side, read when scraped: the app's pg pool (free: counters the pool keeps) and pg-boss's job queues
 * (one cheap query, cached briefly so that several scrapers, or a scrape and a dashboard, share one read).
 */

/** How long one read of the job queues answers scrapes. */
export const QUEUE_CACHE_MS = 5_000;

/** The pool's connections by state, how many queries wait for one, and its size. */
export function poolGauges(register: Registry, pool: Pool): void {
  new Gauge({
    name: 'doffice_db_pool_connections',
    help: "Connections of the app's PostgreSQL pool, by state (in_use: lent to a query or transaction; idle: open, free).",
    labelNames: ['state'],
    registers: [register],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'doffice_db_pool_waiting',
    help: "Queries waiting for a connection of the app's PostgreSQL pool.",
    registers: [register],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'doffice_db_pool_max',
    help: "The app's PostgreSQL pool's largest size.",
    registers: [register],
    collect() {
      this.set((pool.options as { max?: number }).max ?? 10);
    },
  });
}

interface QueueRow {
  name: string;
  queued: number;
  active: number;
  failed: number;
  oldest: number;
}

/*
 * Per queue: jobs waiting (created, or to retry), running, failed (until pg-boss archives them), and how long the
 * oldest job that could run now has waited for a worker. `queued` is served by pg-boss's own fetch index; the rest
 * read the queue's partition, which pg-boss keeps short by archiving. A LEFT JOIN lists idle queues as zeros.
 */
const QUEUES_SQL = `
  SELECT q.name,
         count(*) FILTER (WHERE j.state IN ('created', 'retry'))::int AS queued,
         count(*) FILTER (WHERE j.state = 'active')::int AS active,
         count(*) FILTER (WHERE j.state = 'failed')::int AS failed,
         COALESCE(EXTRACT(EPOCH FROM now() - min(j.start_after) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now())), 0)::float8 AS oldest
    FROM pgboss.queue q
    LEFT JOIN pgboss.job j ON j.name = q.name AND j.state IN ('created', 'retry', 'active', 'failed')
   GROUP BY q.name`;

/** pg-boss's queues, read on scrape at most once per QUEUE_CACHE_MS. None until a jobs instance has made pg-boss's schema. */
export function queueGauges(register: Registry, ds: DataSource, cacheMs = QUEUE_CACHE_MS): void {
  let read: { at: number; rows: Promise<QueueRow[]> } | undefined;
  const rows = (): Promise<QueueRow[]> => {
    const now = Date.now();
    if (!read || now - read.at >= cacheMs) {
      const reading = (async () => {
        const [{ exists }] = (await ds.query(`SELECT to_regclass('pgboss.job') IS NOT NULL AND to_regclass('pgboss.queue') IS NOT NULL AS exists`)) as { exists: boolean }[];
        return exists ? ((await ds.query(QUEUES_SQL)) as QueueRow[]) : [];
      })();
      read = { at: now, rows: reading };
      // A failed read (the database away) is not kept: the next scrape tries again.
      reading.catch(() => {
        if (read?.rows === reading) read = undefined;
      });
    }
    return read.rows;
  };
  // Scraped together: each gauge's collect asks for the same (cached) read, so one query serves both.
  const gauge = (name: string, help: string, labelNames: string[], set: (g: Gauge, r: QueueRow) => void) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [register],
      async collect() {
        this.reset();
        // The database away: no figures rather than stale ones, and no failed scrape (the pool and process still say something).
        const list = await rows().catch(() => [] as QueueRow[]);
        for (const r of list) set(this, r);
      },
    });
  gauge('doffice_job_queue_jobs', 'Jobs of each pg-boss queue by state (queued: waiting or to retry; active: running; failed: not yet archived).', ['queue', 'state'], (g, r) => {
    g.set({ queue: r.name, state: 'queued' }, r.queued);
    g.set({ queue: r.name, state: 'active' }, r.active);
    g.set({ queue: r.name, state: 'failed' }, r.failed);
  });
  gauge('doffice_job_queue_oldest_age_seconds', 'How long the oldest job of each queue that could run now has waited for a worker (0: none waiting).', ['queue'], (g, r) => {
    g.set({ queue: r.name }, r.oldest);
  });
}
