import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as hdr from 'hdr-histogram-js';
import { Client } from 'pg';
import { ROOT_DIR } from '../api/src/core/config';
import { freePort } from '../api/test/scratch';
import type { Contender } from './cases';
import { median, table } from './load';
import { freshDatabase, startFlags, startProcess, stopProcess, type Running } from './servers';
import { cloneDatabase, completedEvent, seedPayingBookings, signature, tickedOnce, WEBHOOK_SECRET, type Paying } from './webhook-world';

/*
 * Webhook throughput (issue 35): the provider's signed checkout.session.completed, one per booking, each delivered to
 * BOTH instances of a contender at about the same time (as a provider retrying over a load balancer, or two endpoints,
 * would): 2N deliveries over BENCH_WEBHOOK_CONNECTIONS keep-alive connections (16), closed loop. One delivery of each
 * event ticks the booking's "Deposit received"; the other finds the event id taken and answers "duplicate".
 *
 * Contenders: two instances of the project as `npm start` runs it (production, JOBS=false, online payment on:
 * STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET set, STRIPE_API_URL a closed port: the events carry no payment intent, so
 * nothing calls the provider, and a call out would fail loudly), and two of bench/raw-webhook.ts (node:http + pg, the
 * same rows in one transaction). Each contender has its own database, cloned from one seeded and migrated database
 * (CREATE DATABASE … TEMPLATE), so both start from the same rows. Every round uses N bookings of its own (N × rounds
 * are seeded, plus a warm-up slice), the contenders alternating who goes first; each run starts after VACUUM ANALYZE
 * and CHECKPOINT of both databases, so autovacuum and the checkpointer land in neither. Afterwards every booking of
 * every run is checked ticked exactly once, for each contender; anything else fails the bench.
 *
 * Reported per contender: events/s (N / the run's wall time) and deliveries/s (2N / it), p50 and p99 of every
 * delivery's latency, and CPU ms per event of the two server processes and of their PostgreSQL backends (read from
 * /proc: a steadier figure than events/s on a shared machine; '-' when PostgreSQL is on another host).
 * Goals (printed, not enforced): events/s >= 0.5x raw (issue 42's bar for write paths), p99 <= 1.25x raw.
 *
 * Alone: `npx tsx bench/webhooks.ts`; within `npm run bench` (BENCH_WEBHOOKS=false skips it). Knobs:
 * BENCH_WEBHOOK_EVENTS (1000 per round), BENCH_WEBHOOK_CONNECTIONS (16), BENCH_ROUNDS (3).
 */

export const WEBHOOK_SECTION = 'POST /api/payments/webhook, two instances';
const THROUGHPUT_GOAL = 0.5;
const P99_GOAL = 1.25;

export interface WebhookRun {
  seconds: number;
  eventsPerSecond: number;
  deliveriesPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers per outcome: "ticked DEPOSIT_RECEIVED" and "duplicate", N each. */
  outcomes: Record<string, number>;
  /** CPU ms per event: the two server processes, their PostgreSQL backends (NaN when not readable). */
  serverCpuMsPerEvent: number;
  postgresCpuMsPerEvent: number;
}

export interface WebhookResult {
  events: number;
  deliveries: number;
  warmupEvents: number;
  connections: number;
  rounds: Record<Contender, WebhookRun>[];
  median: Record<Contender, { eventsPerSecond: number; deliveriesPerSecond: number; p50: number; p99: number; serverCpuMsPerEvent: number; postgresCpuMsPerEvent: number }>;
  /** Medians over rounds of project / raw, each round's two runs back to back. */
  ratio: number;
  p99Ratio: number;
  goals: { throughput: { atLeast: number; met: boolean }; p99: { atMost: number; met: boolean } };
  /** Bookings checked ticked exactly once per contender (all rounds and the warm-up). */
  verifiedBookings: number;
  loadavg: number[];
}

const out = (line = '') => process.stdout.write(`${line}\n`);

/** The whole section: data, four servers, warm-up, rounds, checks. */
export async function webhookBench(opts: { events?: number; rounds?: number; connections?: number } = {}): Promise<WebhookResult> {
  const events = opts.events ?? Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000);
  const rounds = opts.rounds ?? Number(process.env.BENCH_ROUNDS ?? 3);
  const connections = opts.connections ?? Number(process.env.BENCH_WEBHOOK_CONNECTIONS ?? 16);
  const warmup = Math.min(100, events);
  const started = Date.now();
  const db = await freshDatabase();
  let clone: Awaited<ReturnType<typeof cloneDatabase>> | undefined;
  const servers: Record<Contender, Running[]> = { project: [], raw: [] };
  try {
    const paying = await seedPayingBookings(db.url, warmup + events * rounds);
    clone = await cloneDatabase(db.url);
    const urls: Record<Contender, string> = { project: db.url, raw: clone.url };
    out(`Webhooks: ${paying.length} accepted bookings with an open deposit link, seeded, migrated and cloned in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const closedPort = await freePort();
    const env = (url: string): NodeJS.ProcessEnv => ({
      NODE_ENV: 'production',
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      OUTBOX_DIR: path.join(os.tmpdir(), 'doffice-bench-outbox'),
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      JOBS: 'false',
      PAYMENTS_FAKE: '',
      STRIPE_SECRET_KEY: 'sk_test_bench_nothing_calls_out',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${closedPort}`,
    });
    // One after the other: the first `npm start` may rebuild the server, which the second then finds done.
    for (let i = 0; i < 2; i++) {
      servers.project.push(await startProcess([...startFlags(), path.join(ROOT_DIR, 'scripts/start.mjs')], env(urls.project), '/readyz'));
      servers.raw.push(await startProcess(['--require', 'tsx/cjs', path.join(ROOT_DIR, 'bench/raw-webhook.ts')], env(urls.raw), '/healthz'));
    }
    const targets: Record<Contender, string[]> = {
      project: servers.project.map((s) => `${s.base}/api/payments/webhook`),
      raw: servers.raw.map((s) => `${s.base}/webhook`),
    };
    out(`${rounds} rounds x ${events} events (${2 * events} deliveries) per contender, ${connections} connections, node ${process.version}, ` +
      `${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

    const slices: Paying[][] = [];
    const sent: Record<Contender, { bookings: number[]; eventIds: string[] }> = { project: { bookings: [], eventIds: [] }, raw: { bookings: [], eventIds: [] } };
    const run = async (who: Contender, slice: Paying[]): Promise<WebhookRun> => {
      await settle(urls);
      const made = slice.map((p) => completedEvent(p));
      sent[who].bookings.push(...slice.map((p) => p.bookingId));
      sent[who].eventIds.push(...made.map((e) => e.id));
      const r = await deliver(targets[who], made.map((e) => ({ body: e.body, signature: signature(e.body) })), connections, {
        pids: servers[who].map((s) => s.child.pid!),
        databaseUrl: urls[who],
      });
      const wrong = Object.entries(r.outcomes).filter(([k]) => k !== 'ticked DEPOSIT_RECEIVED' && k !== 'duplicate');
      if (wrong.length || r.outcomes['ticked DEPOSIT_RECEIVED'] !== slice.length || r.outcomes.duplicate !== slice.length) {
        throw new Error(`webhooks, ${who}: expected ${slice.length} ticks and ${slice.length} duplicates, got ${JSON.stringify(r.outcomes)}`);
      }
      return r;
    };
    for (let i = 0; i < rounds; i++) slices.push(paying.slice(warmup + i * events, warmup + (i + 1) * events));
    // Warm-up: both contenders' code paths compiled and pools open before anything is timed (checked like the rest).
    const warm = paying.slice(0, warmup);
    for (const who of ['project', 'raw'] as const) await run(who, warm);

    const results: Record<Contender, WebhookRun>[] = [];
    for (let round = 0; round < rounds; round++) {
      const order: Contender[] = round % 2 === 0 ? ['project', 'raw'] : ['raw', 'project'];
      const sample = {} as Record<Contender, WebhookRun>;
      for (const who of order) sample[who] = await run(who, slices[round]);
      results.push(sample);
      out(`  round ${round + 1} webhooks: project ${sample.project.eventsPerSecond.toFixed(0)} events/s (p99 ${sample.project.p99.toFixed(1)} ms), ` +
        `raw ${sample.raw.eventsPerSecond.toFixed(0)} events/s (p99 ${sample.raw.p99.toFixed(1)} ms)`);
    }

    // Exactly once, per contender, over every booking either was sent.
    for (const who of ['project', 'raw'] as const) {
      const problems = await tickedOnce(urls[who], sent[who].bookings, sent[who].eventIds);
      if (problems.length) throw new Error(`webhooks, ${who}: not every booking was ticked exactly once:\n  ${problems.join('\n  ')}`);
    }
    const med = (who: Contender) => ({
      eventsPerSecond: median(results.map((r) => r[who].eventsPerSecond)),
      deliveriesPerSecond: median(results.map((r) => r[who].deliveriesPerSecond)),
      p50: median(results.map((r) => r[who].p50)),
      p99: median(results.map((r) => r[who].p99)),
      serverCpuMsPerEvent: median(results.map((r) => r[who].serverCpuMsPerEvent)),
      postgresCpuMsPerEvent: median(results.map((r) => r[who].postgresCpuMsPerEvent)),
    });
    const ratio = median(results.map((r) => r.project.eventsPerSecond / r.raw.eventsPerSecond));
    const p99Ratio = median(results.map((r) => r.project.p99 / r.raw.p99));
    return {
      events,
      deliveries: 2 * events,
      warmupEvents: warmup,
      connections,
      rounds: results,
      median: { project: med('project'), raw: med('raw') },
      ratio,
      p99Ratio,
      goals: { throughput: { atLeast: THROUGHPUT_GOAL, met: ratio >= THROUGHPUT_GOAL }, p99: { atMost: P99_GOAL, met: p99Ratio <= P99_GOAL } },
      verifiedBookings: sent.project.bookings.length,
      loadavg: os.loadavg(),
    };
  } finally {
    await Promise.all([...servers.project, ...servers.raw].map((s) => stopProcess(s)));
    await clone?.dispose().catch(() => undefined);
    await db.dispose();
  }
}

/** The section's table and the line that explains it. */
export function webhookReport(r: WebhookResult): string {
  const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  const { project: p, raw } = r.median;
  return [
    table(
      ['case', 'events/s', 'raw events/s', 'x raw', 'goal', 'p50/p99 ms', 'raw p50/p99', 'p99 x raw', 'goal', 'CPU ms/event server+PG (raw)'],
      [[
        `${WEBHOOK_SECTION}, ${r.events} events x 2`,
        fmt(p.eventsPerSecond),
        fmt(raw.eventsPerSecond),
        fmt(r.ratio, 2),
        `${r.goals.throughput.met ? 'ok' : 'MISS'} >=${THROUGHPUT_GOAL}`,
        `${fmt(p.p50, 1)}/${fmt(p.p99, 1)}`,
        `${fmt(raw.p50, 1)}/${fmt(raw.p99, 1)}`,
        fmt(r.p99Ratio, 2),
        `${r.goals.p99.met ? 'ok' : 'MISS'} <=${P99_GOAL}`,
        `${fmt(p.serverCpuMsPerEvent, 2)}+${fmt(p.postgresCpuMsPerEvent, 2)} (${fmt(raw.serverCpuMsPerEvent, 2)}+${fmt(raw.postgresCpuMsPerEvent, 2)})`,
      ]],
    ),
    `\nWebhooks: each of ${r.events} signed checkout.session.completed per round delivered to both instances of each contender (${r.deliveries} deliveries, ` +
      `${r.connections} connections; deliveries/s project ${fmt(p.deliveriesPerSecond)}, raw ${fmt(raw.deliveriesPerSecond)}); x raw = median over rounds of ` +
      `project / raw events/s measured back to back, p99 over every delivery; ${r.verifiedBookings} bookings per contender checked ticked exactly once.`,
  ].join('\n');
}

/** Stops the clock's neighbours: dead rows vacuumed and dirty pages written before a run, on both databases. */
async function settle(urls: Record<Contender, string>): Promise<void> {
  for (const url of Object.values(urls)) {
    const c = new Client({ connectionString: url });
    await c.connect();
    try {
      await c.query('VACUUM ANALYZE');
      await c.query('CHECKPOINT').catch(() => undefined);
    } finally {
      await c.end();
    }
  }
}

const TICK_MS = 1000 / 100; // USER_HZ

/** utime + stime of a process in ms, or NaN when /proc cannot tell (another host, another OS). */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

/** CPU ms of the database's backends so far, by pid (the servers' pools; the bench's own connection left out). */
async function backendsCpu(c: Client): Promise<Map<number, number>> {
  const { rows } = await c.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
  return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
}

/**
 * Posts each event to both targets (one first, then the other, alternating), the two deliveries next to each other
 * in one queue that `connections` workers drain: a closed loop, each worker sending its next delivery when the last is
 * answered. Latency of every delivery from send to the whole answer.
 */
async function deliver(
  targets: string[],
  events: { body: string; signature: string }[],
  connections: number,
  watch: { pids: number[]; databaseUrl: string },
): Promise<WebhookRun> {
  const queue: { event: number; to: number }[] = [];
  events.forEach((_, i) => queue.push({ event: i, to: i % 2 }, { event: i, to: 1 - (i % 2) }));
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: connections }));
  const histogram = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000, numberOfSignificantValueDigits: 3 });
  const outcomes: Record<string, number> = {};
  const pg = new Client({ connectionString: watch.databaseUrl });
  await pg.connect();
  try {
    const serverBefore = watch.pids.reduce((n, pid) => n + cpuMs(pid), 0);
    const backendsBefore = await backendsCpu(pg);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < queue.length) {
          const d = queue[next++];
          const e = events[d.event];
          const t0 = performance.now();
          const res = await post(targets[d.to], agents[d.to], e.body, e.signature);
          histogram.recordValue(Math.max(1, Math.round((performance.now() - t0) * 1000)));
          const outcome = res.status === 200 ? String((JSON.parse(res.text) as { outcome?: unknown }).outcome) : `HTTP ${res.status} ${res.text.slice(0, 120)}`;
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const serverMs = watch.pids.reduce((n, pid) => n + cpuMs(pid), 0) - serverBefore;
    const backendsAfter = await backendsCpu(pg);
    let postgresMs = 0;
    for (const [pid, ms] of backendsAfter) postgresMs += ms - (backendsBefore.get(pid) ?? 0);
    return {
      seconds,
      eventsPerSecond: events.length / seconds,
      deliveriesPerSecond: queue.length / seconds,
      p50: histogram.getValueAtPercentile(50) / 1000,
      p99: histogram.getValueAtPercentile(99) / 1000,
      max: histogram.maxValue / 1000,
      outcomes,
      serverCpuMsPerEvent: serverMs / events.length,
      postgresCpuMsPerEvent: backendsAfter.size ? postgresMs / events.length : NaN,
    };
  } finally {
    histogram.destroy();
    agents.forEach((a) => a.destroy());
    await pg.end();
  }
}

function post(url: string, agent: http.Agent, body: string, sig: string): Promise<{ status: number; text: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'stripe-signature': sig },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${url}: no answer within 30 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

async function main() {
  const result = await webhookBench();
  out('');
  out(webhookReport(result));
  const json = process.env.BENCH_JSON ?? path.join(ROOT_DIR, '.data/bench', `${new Date().toISOString().replace(/[:.]/g, '-')}-webhooks.json`);
  fs.mkdirSync(path.dirname(json), { recursive: true });
  fs.writeFileSync(json, JSON.stringify({ at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, webhooks: result }, null, 2));
  out(`JSON: ${path.relative(ROOT_DIR, json)}`);
}

if (require.main === module) {
  main().catch((err) => {
    process.stderr.write(`webhook bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}
