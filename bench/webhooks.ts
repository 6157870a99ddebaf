import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ROOT_DIR } from '../api/src/core/config';
import { freePort } from '../api/test/scratch';
import type { Contender } from './cases';
import { median, table } from './load';
import { countingProxy } from './pg-count-proxy';
import { freshDatabase, startFlags, startProcess, stopProcess, type Running } from './servers';
import { deliver, post, type WebhookRun } from './webhook-load';
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
 * are seeded, plus a warm-up slice and a few for counting statements), the contenders alternating who goes first; each
 * run starts after VACUUM ANALYZE and CHECKPOINT of both databases, so autovacuum and the checkpointer land in neither.
 * Afterwards every booking either contender was sent is checked ticked exactly once; anything else fails the bench.
 *
 * Reported per contender: events/s (N / the run's wall time) and deliveries/s (2N / it), p50 and p99 of every
 * delivery's latency, CPU ms per event of the two server processes and of their PostgreSQL backends (read from /proc:
 * a steadier figure than events/s on a shared machine; '-' when PostgreSQL is on another host), and SQL statements per
 * event (the tick and the duplicate), counted first on an instance of each behind bench/pg-count-proxy.ts.
 * Goals (printed, not enforced): events/s >= 0.5x raw (issue 42's bar for write paths), p99 <= 1.25x raw.
 *
 * Alone: `npx tsx bench/webhooks.ts`; within `npm run bench` (BENCH_WEBHOOKS=false skips it). Knobs:
 * BENCH_WEBHOOK_EVENTS (1000 per round), BENCH_WEBHOOK_CONNECTIONS (16), BENCH_ROUNDS (3).
 */

export const WEBHOOK_SECTION = 'POST /api/payments/webhook, two instances';
const THROUGHPUT_GOAL = 0.5;
const P99_GOAL = 1.25;
const TICK = 'ticked DEPOSIT_RECEIVED';
/** Events whose statements are counted (one more goes first, uncounted: first-request costs). */
const COUNTED = 10;

export interface WebhookResult {
  events: number;
  deliveries: number;
  warmupEvents: number;
  connections: number;
  /** Statements per event, through the counting proxy: the delivery that ticks, and the other instance's duplicate. */
  statements: Record<Contender, { tick: number; duplicate: number }>;
  rounds: Record<Contender, WebhookRun>[];
  median: Record<Contender, { eventsPerSecond: number; deliveriesPerSecond: number; p50: number; p99: number; serverCpuMsPerEvent: number; postgresCpuMsPerEvent: number }>;
  /** Medians over rounds of project / raw, each round's two runs back to back. */
  ratio: number;
  p99Ratio: number;
  goals: { throughput: { atLeast: number; met: boolean }; p99: { atMost: number; met: boolean } };
  /** Bookings checked ticked exactly once per contender (every one it was sent). */
  verifiedBookings: number;
  loadavg: number[];
}

const out = (line = '') => process.stdout.write(`${line}\n`);
const CONTENDERS = ['project', 'raw'] as const;
const WEBHOOK_PATH: Record<Contender, string> = { project: '/api/payments/webhook', raw: '/webhook' };

/** The whole section: data, statements counted, four servers, warm-up, rounds, checks. */
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
    const paying = await seedPayingBookings(db.url, 1 + COUNTED + warmup + events * rounds);
    clone = await cloneDatabase(db.url);
    const urls: Record<Contender, string> = { project: db.url, raw: clone.url };
    out(`Webhooks: ${paying.length} accepted bookings with an open deposit link, seeded, migrated and cloned in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const start = await starter();
    const sent: Record<Contender, { bookings: number[]; eventIds: string[] }> = { project: { bookings: [], eventIds: [] }, raw: { bookings: [], eventIds: [] } };
    const signedEvents = (who: Contender, slice: Paying[]) => {
      const made = slice.map((p) => completedEvent(p));
      sent[who].bookings.push(...slice.map((p) => p.bookingId));
      sent[who].eventIds.push(...made.map((e) => e.id));
      return made.map((e) => ({ body: e.body, signature: signature(e.body) }));
    };
    let next = 0;
    const take = (n: number) => paying.slice(next, (next += n));

    // Pass 1: statements per event, one instance of each behind a counting proxy (the measured ones never pay the hop).
    const countSlice = take(1 + COUNTED);
    const statements = {} as WebhookResult['statements'];
    for (const who of CONTENDERS) statements[who] = await countStatements(urls[who], (url) => start(who, url), WEBHOOK_PATH[who], signedEvents(who, countSlice));

    // Pass 2: two instances of each, straight on their databases.
    for (let i = 0; i < 2; i++) for (const who of CONTENDERS) servers[who].push(await start(who, urls[who]));
    const targets = (who: Contender) => servers[who].map((s) => `${s.base}${WEBHOOK_PATH[who]}`);
    out(`${rounds} rounds x ${events} events (${2 * events} deliveries) per contender, ${connections} connections, node ${process.version}, ` +
      `${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const run = async (who: Contender, slice: Paying[]): Promise<WebhookRun> => {
      await settle(urls);
      const r = await deliver(targets(who), signedEvents(who, slice), connections, { pids: servers[who].map((s) => s.child.pid!), databaseUrl: urls[who] });
      const others = Object.keys(r.outcomes).filter((k) => k !== TICK && k !== 'duplicate');
      if (others.length || r.outcomes[TICK] !== slice.length || r.outcomes.duplicate !== slice.length) {
        throw new Error(`webhooks, ${who}: expected ${slice.length} ticks and ${slice.length} duplicates, got ${JSON.stringify(r.outcomes)}`);
      }
      return r;
    };
    // Warm-up: both contenders' code paths compiled and pools open before anything is timed (checked like the rest).
    const warm = take(warmup);
    for (const who of CONTENDERS) await run(who, warm);

    const results: Record<Contender, WebhookRun>[] = [];
    for (let round = 0; round < rounds; round++) {
      const slice = take(events);
      const order: Contender[] = round % 2 === 0 ? ['project', 'raw'] : ['raw', 'project'];
      const sample = {} as Record<Contender, WebhookRun>;
      for (const who of order) sample[who] = await run(who, slice);
      results.push(sample);
      out(`  round ${round + 1} webhooks: project ${sample.project.eventsPerSecond.toFixed(0)} events/s (p99 ${sample.project.p99.toFixed(1)} ms), ` +
        `raw ${sample.raw.eventsPerSecond.toFixed(0)} events/s (p99 ${sample.raw.p99.toFixed(1)} ms)`);
    }

    // Exactly once, per contender, over every booking it was sent.
    for (const who of CONTENDERS) {
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
      statements,
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

/** Starts a contender's instance on a database: the project as `npm start` runs it, or the raw webhook server. */
async function starter(): Promise<(who: Contender, databaseUrl: string) => Promise<Running>> {
  const closedPort = await freePort();
  const jwtSecret = randomBytes(32).toString('hex');
  return (who, databaseUrl) => {
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      OUTBOX_DIR: path.join(os.tmpdir(), 'doffice-bench-outbox'),
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      JOBS: 'false',
      PAYMENTS_FAKE: '',
      STRIPE_SECRET_KEY: 'sk_test_bench_nothing_calls_out',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // Nothing listens there: the events carry no payment intent, so no instance asks the provider anything.
      STRIPE_API_URL: `http://127.0.0.1:${closedPort}`,
    };
    // One at a time (callers await each): the first `npm start` may rebuild the server, which the next finds done.
    return who === 'project'
      ? startProcess([...startFlags(), path.join(ROOT_DIR, 'scripts/start.mjs')], env, '/readyz')
      : startProcess(['--require', 'tsx/cjs', path.join(ROOT_DIR, 'bench/raw-webhook.ts')], env, '/healthz');
  };
}

/**
 * Statements per event on one instance behind a counting proxy: each event posted, then posted again (the duplicate),
 * one at a time; the first event uncounted (first-request costs), then the rest averaged.
 */
async function countStatements(
  databaseUrl: string,
  start: (url: string) => Promise<Running>,
  webhookPath: string,
  events: { body: string; signature: string }[],
): Promise<{ tick: number; duplicate: number }> {
  const proxy = await countingProxy(databaseUrl, ['d-office', 'd-office-raw']);
  let server: Running | undefined;
  try {
    server = await start(proxy.url);
    const url = `${server.base}${webhookPath}`;
    const agent = new http.Agent({ keepAlive: true });
    const send = async (e: { body: string; signature: string }, want: string) => {
      const res = await post(url, agent, e.body, e.signature);
      const outcome = res.status === 200 ? (JSON.parse(res.text) as { outcome?: string }).outcome : `HTTP ${res.status} ${res.text.slice(0, 120)}`;
      if (outcome !== want) throw new Error(`counting statements: expected "${want}", got "${outcome}"`);
      await new Promise((r) => setTimeout(r, 20));
    };
    const counted = async (list: typeof events, want: string) => {
      const before = proxy.count();
      for (const e of list) await send(e, want);
      return (proxy.count() - before) / list.length;
    };
    await send(events[0], TICK);
    await send(events[0], 'duplicate');
    const tick = await counted(events.slice(1), TICK);
    const duplicate = await counted(events.slice(1), 'duplicate');
    agent.destroy();
    return { tick, duplicate };
  } finally {
    await stopProcess(server);
    await proxy.close();
  }
}

/** The section's table and the line that explains it. */
export function webhookReport(r: WebhookResult): string {
  const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  const { project: p, raw } = r.median;
  const sql = (who: Contender) => `${fmt(r.statements[who].tick, 1)}+${fmt(r.statements[who].duplicate, 1)}`;
  return [
    table(
      ['case', 'events/s', 'raw events/s', 'x raw', 'goal', 'p50/p99 ms', 'raw p50/p99', 'p99 x raw', 'goal', 'CPU ms/event server+PG (raw)', 'SQL tick+dup (raw)'],
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
        `${sql('project')} (${sql('raw')})`,
      ]],
    ),
    `\nWebhooks: each of ${r.events} signed checkout.session.completed per round delivered to both instances of each contender (${r.deliveries} deliveries, ` +
      `${r.connections} connections; deliveries/s project ${fmt(p.deliveriesPerSecond)}, raw ${fmt(raw.deliveriesPerSecond)}); x raw and p99 x raw = ` +
      `medians over rounds of the project's figure / the raw one's, measured back to back (not the ratio of the medians shown); p50/p99 over ` +
      `every delivery of a run, median over rounds; SQL: statements of the delivery that ticks + ` +
      `of the duplicate; ${r.verifiedBookings} bookings per contender checked ticked exactly once.`,
  ].join('\n');
}

/** Dead rows vacuumed and dirty pages written before a run, on both databases: autovacuum and the checkpointer stay out of it. */
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
