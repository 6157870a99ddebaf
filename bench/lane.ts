import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ROOT_DIR } from '../api/src/core/config';
import { localDay } from '../rules/today';
import { load, median, table } from './load';
import { sessionCookie } from './raw-session';
import { DEFAULT_VOLUME, LARGE_VOLUME, seededDatabase } from './seed-volume';
import { freshDatabase, PASSWORD, startFlags, startProcess, stopProcess, type Running } from './servers';
import { drive, type Op } from './writes';
import { cpuNow } from './cpu';

/*
 * Background work stays in its lane (issue 42 item 2): request throughput with the background jobs on beside the same
 * with them off, on the large volume (BENCH_LANE_VOLUME, default large), where the notification sweep finds ~140,000
 * RSVP nudges due (10,000 members, a day's events) and queues 1,000 a minute, each made by the worker as an inbox item
 * and an email (the dev outbox: nodemailer composes it and it is written to a file of its own, OUTBOX_DIR, a temporary
 * folder of this run) — the reminder job's real work, against local sinks.
 *
 * Two instances of the project as `npm start` runs it, on one database: `off` (JOBS=false) and `on` (the default
 * ROLE=all, jobs on). While `off` is measured, `on` is frozen (SIGSTOP), so nothing runs in the background; while
 * `on` is measured, it runs (SIGCONT) with its sweeps and its worker as they come, and `off` is idle. Each mode is
 * measured for a whole window per round (BENCH_LANE_WINDOW_SECONDS, 55: under the sweep's minute, so each `on` window
 * gets the one sweep that fell due while it was frozen, as a minute of real life gets one), BENCH_LANE_ROUNDS (2)
 * rounds alternating which mode goes first; within a window two kinds of request alternate, starting with the other
 * kind each round:
 *  - a list read: GET /api/events?limit=100 as a member, autocannon's closed loop (BENCH_CONNECTIONS, 10) for
 *    BENCH_LANE_SECONDS (5);
 *  - a booking request: BENCH_LANE_N (400) distinct requests (members, rooms and days of their own), 10 connections.
 * Reported: req/s off and on (medians), the ratio (the median of the rounds' on/off), goal >= 0.9 (within 10 %); and
 * CPU ms per request, the serving process's and the whole PostgreSQL's over the same window (with jobs on, the
 * background's CPU meanwhile is in it), the ratio off/on with the same goal: on a crowded machine the steadier of the
 * two (BENCH_LANE_AA=true runs both instances without jobs: the harness's own spread, ±30 % in req/s at load 20, ±3 %
 * in CPU per request); the
 * sends the background made while `on` was measured (deliveries a minute, and emails written), so a run in which the
 * jobs did nothing cannot pass for one that kept them in their lane; the load average.
 *
 * Alone: `npx tsx bench/lane.ts`; within `npm run bench` after the writes (BENCH_LANE=false skips it).
 */

export const LANE_SECTION = 'jobs in their lane: requests with the background jobs on and off';
const GOAL = 0.9;
const WRITERS = 400;
/**
 * Requests start this many days from today and on, one day each: past the seeded accepted bookings (the large
 * volume's take a room's month each, up to 60 months ahead), so none is refused for an overlap.
 */
const FIRST_FREE_DAY = 7 * 366;

type CaseName = 'list read (GET /api/events?limit=100)' | 'booking request';
const CASES: CaseName[] = ['list read (GET /api/events?limit=100)', 'booking request'];
type Mode = 'off' | 'on';
/** Requests a second, and CPU ms per request of the serving process and the database's backends (the jobs' included when on). */
interface Measured {
  rps: number;
  cpuMs: number;
}

export interface LaneResult {
  volume: string;
  /** The jobs-on instance with no requests: deliveries made, its CPU and its database's, ms per second. */
  idle: { seconds: number; serverMsPerSecond: number; pgMsPerSecond: number; deliveries: number };
  loadavg: { before: number[]; after: number[] };
  rounds: Record<CaseName, Record<Mode, Measured>[]>;
  /** ratio: on/off req/s; cpuRatio: off/on CPU per request (server + PostgreSQL), the steadier view on a shared machine. */
  median: Record<CaseName, Record<Mode, Measured> & { ratio: number; cpuRatio: number }>;
  /** Deliveries made (status sent) and emails written while `on` was measured, and for how long, in seconds. */
  background: { deliveries: number; emails: number; seconds: number };
  failures: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));


export async function laneBench(opts: { rounds: number; out: (line: string) => void }): Promise<LaneResult> {
  // Whole windows per mode (below): BENCH_LANE_ROUNDS (2) of them, not the bench's rounds.
  const laneRounds = Number(process.env.BENCH_LANE_ROUNDS ?? Math.min(opts.rounds, 2));
  const volumeName = (process.env.BENCH_LANE_VOLUME ?? 'large') === 'default' ? 'default' : 'large';
  const seconds = Number(process.env.BENCH_LANE_SECONDS ?? 5);
  const n = Number(process.env.BENCH_LANE_N ?? 400);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const db = await freshDatabase();
  const secret = randomBytes(32).toString('hex');
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'doffice-lane-outbox-'));
  const c = new Client({ connectionString: db.url });
  let servers: Record<Mode, Running> | undefined;
  try {
    const started = Date.now();
    const { ds } = await seededDatabase(db.url, volumeName === 'large' ? LARGE_VOLUME : DEFAULT_VOLUME, PASSWORD);
    await ds.destroy();
    opts.out(`lane: volume ${volumeName} seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await c.connect();
    // Sessions of the writing members made in SQL, their cookies signed as the project signs them (as bench/writes.ts).
    const { rows: writers } = await c.query<{ id: number }>(`SELECT id FROM users WHERE NOT is_admin ORDER BY id LIMIT $1`, [WRITERS]);
    const sids = writers.map(() => randomUUID());
    await c.query(`INSERT INTO sessions (id, user_id, expires_at) SELECT unnest($1::uuid[]), unnest($2::int[]), now() + interval '7 days'`, [
      sids,
      writers.map((w) => w.id),
    ]);
    const cookies = writers.map((w, i) => sessionCookie(secret, sids[i], w.id));
    const rooms = (await c.query<{ id: number }>(`SELECT id FROM meeting_rooms ORDER BY id`)).rows.map((r) => r.id);

    const env = {
      NODE_ENV: 'production', DATABASE_URL: db.url, JWT_SECRET: secret, LOG_LEVEL: 'warn', OUTBOX_DIR: outbox, ADMIN_EMAIL: '', ADMIN_PASSWORD: '',
    };
    const start = (extra: NodeJS.ProcessEnv) => startProcess([...startFlags(), path.join(ROOT_DIR, 'scripts/start.mjs')], { ...env, ...extra }, '/readyz');
    // BENCH_LANE_AA=true: both instances without jobs, the harness's own bias between its two instances (should be ~1).
    const aa = process.env.BENCH_LANE_AA === 'true';
    servers = { off: await start({ JOBS: 'false' }), on: await start({ JOBS: aa ? 'false' : 'true' }) };
    const on = servers.on.child;
    const freeze = (frozen: boolean) => on.kill(frozen ? 'SIGSTOP' : 'SIGCONT');

    const today = localDay();
    let day = 0;
    const bookings = (count: number): Op[] =>
      Array.from({ length: count }, (_, i) => {
        const d = new Date(Date.parse(`${today}T00:00:00Z`) + (FIRST_FREE_DAY + day++) * 86_400_000).toISOString().slice(0, 10);
        return { url: '/api/room-bookings', body: JSON.stringify({ roomId: rooms[i % rooms.length], startDate: d, durationMonths: 1, purpose: 'Bench' }), cookie: cookies[i % cookies.length] };
      });
    const list = (who: Mode) => ({ url: `${servers![who].base}/api/events?limit=100`, headers: { cookie: cookies[0] } });
    const sent = async () =>
      (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM notification_deliveries WHERE status = 'sent'`)).rows[0].n;
    const emails = () => fs.readdirSync(outbox).length;

    // Warm-up of both, then the background's first sweep: the rounds start once `on` is sending.
    for (const who of ['off', 'on'] as const) {
      await load(list(who), { connections, seconds: 1 });
      await drive(servers[who].base, bookings(50), connections);
    }
    const deadline = Date.now() + 60_000;
    while (!aa && (await sent()) === 0 && Date.now() < deadline) await sleep(500);
    if ((await sent()) === 0 && !aa) throw new Error('lane: the jobs-on instance sent nothing within a minute of starting: nothing to measure beside');

    // What the background costs by itself: the jobs-on instance idle (no requests) for BENCH_LANE_IDLE_SECONDS (20).
    const idleSeconds = Number(process.env.BENCH_LANE_IDLE_SECONDS ?? 20);
    const [i0, s0] = [await cpuNow(c, on.pid), await sent()];
    await sleep(idleSeconds * 1000);
    const [i1, s1] = [await cpuNow(c, on.pid), await sent()];
    const idle = { seconds: idleSeconds, serverMsPerSecond: (i1.server - i0.server) / idleSeconds, pgMsPerSecond: (i1.pg - i0.pg) / idleSeconds, deliveries: s1 - s0 };
    opts.out(`  jobs on, no requests, ${idleSeconds} s: ${idle.deliveries} deliveries; server CPU ${idle.serverMsPerSecond.toFixed(0)} ms/s, ` +
      `PostgreSQL backends ${idle.pgMsPerSecond.toFixed(0)} ms/s`);
    const loadBefore = os.loadavg();
    const rounds = Object.fromEntries(CASES.map((k) => [k, [] as Record<Mode, Measured>[]])) as LaneResult['rounds'];
    const background = { deliveries: 0, emails: 0, seconds: 0 };
    let failures = 0;
    // Each mode runs for a whole window (BENCH_LANE_WINDOW_SECONDS, 55) per round, the other frozen: the background's
    // minute-timer sweep falls due while `on` is frozen and runs as it resumes, so a window under the sweep's minute gets
    // one sweep, as a minute of real life does. (Windows of a few seconds each got a sweep of their own: several times
    // real life's share, all in the first request kind measured.) Within a window the two kinds alternate in parts (a
    // list read of BENCH_LANE_SECONDS, a batch of BENCH_LANE_N booking requests), starting with the other kind each round.
    const windowSeconds = Number(process.env.BENCH_LANE_WINDOW_SECONDS ?? 55);
    for (let round = 0; round < laneRounds; round++) {
      const order: Mode[] = round % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
      const sample = Object.fromEntries(CASES.map((k) => [k, {} as Record<Mode, Measured>])) as Record<CaseName, Record<Mode, Measured>>;
      for (const who of order) {
        freeze(who === 'off');
        const pid = servers[who].child.pid;
        const [d0, e0, t0] = [await sent(), emails(), Date.now()];
        const total = Object.fromEntries(CASES.map((k) => [k, { requests: 0, seconds: 0, cpuMs: 0 }])) as Record<CaseName, { requests: number; seconds: number; cpuMs: number }>;
        let c0 = await cpuNow(c, pid);
        for (let part = round % 2; Date.now() - t0 < windowSeconds * 1000; part++) {
          if (part % 2 === 0) {
            const l = await load(list(who), { connections, seconds, pid });
            if (l.failures) opts.out(`  list read, jobs ${who}: ${l.failures} failed requests`);
            failures += l.failures;
            const c1 = await cpuNow(c, pid);
            const k = total['list read (GET /api/events?limit=100)'];
            k.requests += l.requests;
            k.seconds += l.requests / l.rps;
            k.cpuMs += c1.server + c1.pg - c0.server - c0.pg;
            c0 = c1;
          } else {
            const b = await drive(servers[who].base, bookings(n), connections, pid);
            const c1 = await cpuNow(c, pid);
            const refused = Object.entries(b.outcomes).filter(([k]) => k !== '201');
            if (refused.length) opts.out(`  booking request, jobs ${who}: answers ${JSON.stringify(b.outcomes)}`);
            failures += refused.reduce((sum, [, v]) => sum + v, 0);
            const k = total['booking request'];
            k.requests += n;
            k.seconds += n / b.perSecond;
            k.cpuMs += c1.server + c1.pg - c0.server - c0.pg;
            c0 = c1;
          }
        }
        for (const k of CASES) sample[k][who] = { rps: total[k].requests / total[k].seconds, cpuMs: total[k].cpuMs / total[k].requests };
        if (who === 'on') {
          background.deliveries += (await sent()) - d0;
          background.emails += emails() - e0;
          background.seconds += (Date.now() - t0) / 1000;
        }
      }
      freeze(false);
      for (const k of CASES) {
        rounds[k].push(sample[k]);
        const { off, on: with_ } = sample[k];
        opts.out(`  round ${round + 1} ${k}: jobs off ${off.rps.toFixed(0)}/s, on ${with_.rps.toFixed(0)}/s (${(with_.rps / off.rps).toFixed(2)}x); ` +
          `CPU per request (server + PostgreSQL) ${off.cpuMs.toFixed(2)} / ${with_.cpuMs.toFixed(2)} ms`);
      }
    }
    const med = Object.fromEntries(
      CASES.map((k) => {
        const rs = rounds[k];
        const of = (m: Mode) => ({ rps: median(rs.map((r) => r[m].rps)), cpuMs: median(rs.map((r) => r[m].cpuMs)) });
        return [k, { off: of('off'), on: of('on'), ratio: median(rs.map((r) => r.on.rps / r.off.rps)), cpuRatio: median(rs.map((r) => r.off.cpuMs / r.on.cpuMs)) }];
      }),
    ) as LaneResult['median'];
    return { volume: volumeName, idle, loadavg: { before: loadBefore, after: os.loadavg() }, rounds, median: med, background, failures };
  } finally {
    // A frozen instance would not hear SIGTERM.
    servers?.on.child.kill('SIGCONT');
    if (servers) await Promise.all([stopProcess(servers.off), stopProcess(servers.on)]);
    await c.end().catch(() => undefined);
    await db.dispose();
    fs.rmSync(outbox, { recursive: true, force: true });
  }
}

export function laneReport(r: LaneResult): string {
  const perMinute = (x: number) => (r.background.seconds ? (x * 60) / r.background.seconds : 0).toFixed(0);
  return [
    table(
      ['request', 'jobs off /s', 'jobs on /s', 'on / off', `goal >= ${GOAL}`, 'CPU ms/request off (on)', 'off / on CPU', `goal >= ${GOAL}`],
      CASES.map((k) => {
        const m = r.median[k];
        return [k, m.off.rps.toFixed(0), m.on.rps.toFixed(0), m.ratio.toFixed(2), m.ratio >= GOAL ? 'ok' : 'MISS',
          `${m.off.cpuMs.toFixed(2)} (${m.on.cpuMs.toFixed(2)})`, m.cpuRatio.toFixed(2), m.cpuRatio >= GOAL ? 'ok' : 'MISS'];
      }),
    ),
    `Jobs on with no requests (${r.idle.seconds} s): ${r.idle.deliveries} deliveries, the server's CPU ${r.idle.serverMsPerSecond.toFixed(0)} ms/s, ` +
      `PostgreSQL's ${r.idle.pgMsPerSecond.toFixed(0)} ms/s. ` +
      `While jobs were on and measured (${r.background.seconds.toFixed(0)} s): ${r.background.deliveries} deliveries made (${perMinute(r.background.deliveries)} a minute), ` +
      `${r.background.emails} emails written (${perMinute(r.background.emails)} a minute). Failed requests: ${r.failures}. Volume ${r.volume}; ` +
      `ratio = median over ${r.rounds[CASES[0]].length} rounds of on/off. Load average before ${r.loadavg.before.map((l) => l.toFixed(1)).join(' ')}, ` +
      `after ${r.loadavg.after.map((l) => l.toFixed(1)).join(' ')}.`,
  ].join('\n');
}

if (require.main === module) {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  laneBench({ rounds: Number(process.env.BENCH_ROUNDS ?? 3), out })
    .then((r) => out(`\n${LANE_SECTION}\n${laneReport(r)}`))
    .catch((err: unknown) => {
      process.stderr.write(`lane bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
      process.exit(1);
    });
}
