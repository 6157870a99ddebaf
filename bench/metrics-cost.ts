import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { DataSource } from 'typeorm';
import { createMetrics } from '../api/src/core/metrics/metrics';
import { ROOT_DIR } from '../api/src/core/config';
import { benchCases, type Request } from './cases';
import { load, median, table, type Sample } from './load';
import { DEFAULT_VOLUME, seededDatabase } from './seed-volume';
import { freshDatabase, PASSWORD, signIn, startFlags, startProcess, stopProcess, type Running } from './servers';

/*
 * What the Prometheus instrumentation (api/src/core/metrics: a middleware per request, an Apollo plugin per operation)
 * costs on the events list, the benchmarked hot read (issue 40, goal <= 3 % of throughput): the project as `npm start`
 * runs it twice on one database, METRICS on and METRICS=false, both with jobs off (their sweeps are no request's
 * work), the REST and GraphQL events lists (100 events) measured side by side in alternating order over
 * BENCH_ROUNDS rounds of BENCH_SECONDS, in two passes (each instance started first once), the rounds pooled. Two
 * figures: the throughput cost (1 - the median of the rounds' on/off req/s ratios), and the server's CPU ms per request (utime + stime from /proc) with and without. The goal is judged on the
 * CPU: on a quiet machine throughput is bounded by it, and on a shared one (other processes on the same cores)
 * req/s measured seconds apart swings by tens of percent while CPU per request stays within a few. Alone:
 * `npx tsx bench/metrics-cost.ts` (its own database, default volume); within `npm run bench` (BENCH_METRICS=false
 * skips it).
 */

export const METRICS_SECTION = 'Metrics instrumentation cost on the events list';
/** The issue's goal: at most this share of throughput. */
export const METRICS_COST_GOAL = 0.03;

type Measured = Sample & { cpuMsPerRequest: number };

export interface MetricsCostResult {
  cases: {
    name: string;
    rounds: { on: Measured; off: Measured }[];
    /** Median req/s and CPU ms per request of each. */
    median: { on: { rps: number; cpuMs: number }; off: { rps: number; cpuMs: number } };
    /** 1 - median(on/off req/s). */
    throughputCost: number;
    /** median(on/off CPU ms per request) - 1: what the goal is judged on. */
    cpuCost: number;
  }[];
  /** The instrumentation's own µs per request, measured in process (instrumentationMicros). */
  micros: { rest: number; graphql: number };
}

/** The kernel's clock ticks (USER_HZ) in ms: /proc reports CPU time in them. */
const TICK_MS = 10;

/** User plus kernel CPU ms a process has used so far (Linux /proc), or NaN elsewhere. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

/** The two cases measured: the events list by REST and by GraphQL, as the main bench sends them. */
function eventCases(member: string): { name: string; request: Request }[] {
  const all = benchCases({ member, admin: member });
  const pick = (start: string) => {
    const c = all.find((x) => x.name.startsWith(start));
    if (!c) throw new Error(`no bench case starting "${start}"`);
    return { name: c.name, request: c.project };
  };
  return [pick('REST GET /api/events?limit=100'), pick('GraphQL events (100)')];
}

export async function metricsCostBench(o: { databaseUrl: string; secret: string; member: string; rounds: number; seconds: number; connections: number }): Promise<MetricsCostResult> {
  const env = (metrics: boolean): NodeJS.ProcessEnv => ({
    NODE_ENV: 'production',
    DATABASE_URL: o.databaseUrl,
    JWT_SECRET: o.secret,
    LOG_LEVEL: 'warn',
    OUTBOX_DIR: path.join(os.tmpdir(), 'doffice-bench-outbox'),
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    JOBS: 'false',
    METRICS: metrics ? 'true' : 'false',
  });
  const start = (metrics: boolean) => startProcess([...startFlags(), path.join(ROOT_DIR, 'scripts/start.mjs')], env(metrics), '/readyz');
  const cases = eventCases(o.member);
  const rounds = new Map<string, { on: Measured; off: Measured }[]>(cases.map((c) => [c.name, []]));
  // Two passes with fresh servers, the instrumented one started first and then second: an A/A run (both off) showed
  // the first-started instance ~4 % dearer per request on REST, whichever it was; pooling both orders cancels that.
  for (const first of ['on', 'off'] as const) {
    const servers: { on?: Running; off?: Running } = {};
    try {
      for (const who of first === 'on' ? (['on', 'off'] as const) : (['off', 'on'] as const)) servers[who] = await start(who === 'on');
      const run = async (who: 'on' | 'off', r: Request, seconds: number): Promise<Measured> => {
        const pid = servers[who]!.child.pid;
        const before = cpuMs(pid);
        const sample = await load({ ...r, url: `${servers[who]!.base}${r.url}` }, { connections: o.connections, seconds, pid });
        return { ...sample, cpuMsPerRequest: (cpuMs(pid) - before) / sample.requests };
      };
      // Warm both (JIT, statement caches) before anything counts.
      for (const c of cases) for (const who of ['on', 'off'] as const) await run(who, c.request, 1);
      for (const c of cases) {
        for (let round = 0; round < o.rounds; round++) {
          const order = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
          const sample = {} as { on: Measured; off: Measured };
          for (const who of order) sample[who] = await run(who, c.request, o.seconds);
          if (sample.on.failures || sample.off.failures) throw new Error(`${c.name}: ${sample.on.failures} + ${sample.off.failures} failed requests`);
          rounds.get(c.name)!.push(sample);
        }
      }
    } finally {
      await Promise.all([stopProcess(servers.on), stopProcess(servers.off)]);
    }
  }
  const result: MetricsCostResult = { cases: [], micros: await instrumentationMicros() };
  for (const c of cases) {
    const rs = rounds.get(c.name)!;
    const of = (who: 'on' | 'off') => ({ rps: median(rs.map((r) => r[who].rps)), cpuMs: median(rs.map((r) => r[who].cpuMsPerRequest)) });
    result.cases.push({
      name: c.name,
      rounds: rs,
      median: { on: of('on'), off: of('off') },
      throughputCost: 1 - median(rs.map((r) => r.on.rps / r.off.rps)),
      cpuCost: median(rs.map((r) => r.on.cpuMsPerRequest / r.off.cpuMsPerRequest)) - 1,
    });
  }
  return result;
}

/**
 * The instrumentation's own CPU per request, in process and free of other processes' noise: the middleware's start
 * and close (a REST route's pattern, a histogram observation) and the Apollo plugin's hooks, run `n` times on
 * plain node request and response objects. Microseconds per request, for a REST request and for a GraphQL one
 * (middleware plus plugin).
 */
export async function instrumentationMicros(n = 200_000): Promise<{ rest: number; graphql: number }> {
  const ds = { driver: { master: { totalCount: 0, idleCount: 0, waitingCount: 0, options: {} } }, query: async () => [] } as unknown as DataSource;
  const metrics = createMetrics({ ds, restMount: '/api', token: undefined, production: true });
  const plugin = metrics.graphql as Required<Pick<ApolloServerPlugin, 'requestDidStart'>>;
  const socket = new Socket();
  const message = (method: string, url: string) => {
    const req = new IncomingMessage(socket);
    req.method = method;
    req.url = url;
    const res = new ServerResponse(req) as ServerResponse & { locals: Record<string, unknown>; req: IncomingMessage };
    res.locals = Object.create(null) as Record<string, unknown>;
    return [req, res] as const;
  };
  const done = { operation: { operation: 'query' }, operationName: 'Events', response: { body: { kind: 'single', singleResult: { data: {} } } } };
  const next = () => undefined;
  const time = async (graphql: boolean) => {
    // Made outside the timing: what node and express make for every request anyway.
    const pairs = Array.from({ length: 1000 }, () => message(graphql ? 'POST' : 'GET', graphql ? '/graphql' : '/api/events?limit=100'));
    let spent = 0n;
    for (let i = 0; i < n; i++) {
      const [req, res] = pairs[i % pairs.length];
      res.removeAllListeners('close');
      const t0 = process.hrtime.bigint();
      metrics.http(req as ExpressRequest, res as unknown as ExpressResponse, next);
      if (graphql) {
        const listener = await plugin.requestDidStart(undefined as never);
        await listener!.willSendResponse!(done as never);
      } else {
        res.locals.route = '/events';
      }
      res.emit('close');
      spent += process.hrtime.bigint() - t0;
    }
    return Number(spent) / n / 1000;
  };
  await time(false);
  await time(true);
  return { rest: await time(false), graphql: await time(true) };
}

export function metricsCostReport(r: MetricsCostResult): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  return [
    `${METRICS_SECTION} (METRICS on vs METRICS=false, side by side):`,
    table(
      ['case', 'req/s on', 'req/s off', 'throughput cost', 'CPU ms/req on', 'off', 'CPU cost', `goal <= ${pct(METRICS_COST_GOAL)}`],
      r.cases.map((c) => [
        c.name,
        c.median.on.rps.toFixed(0),
        c.median.off.rps.toFixed(0),
        pct(c.throughputCost),
        c.median.on.cpuMs.toFixed(3),
        c.median.off.cpuMs.toFixed(3),
        pct(c.cpuCost),
        c.cpuCost <= METRICS_COST_GOAL ? 'ok' : 'MISS',
      ]),
    ),
    'throughput cost = 1 - median over rounds of (req/s with metrics / req/s without), measured back to back; CPU cost = median of ' +
      "(the server's CPU ms per request with / without) - 1, what the goal is judged on (steadier on a shared machine than req/s). Negative: within noise.",
    `In process, free of other processes: the instrumentation's own ${r.micros.rest.toFixed(1)} µs per REST request and ` +
      `${r.micros.graphql.toFixed(1)} µs per GraphQL request (${r.cases
        .map((c) => `${pct((c.name.startsWith('GraphQL') ? r.micros.graphql : r.micros.rest) / 1000 / c.median.off.cpuMs)} of ${c.name.split(' ')[0]}'s CPU per request without`)
        .join(', ')}).`,
  ].join('\n');
}

if (require.main === module) {
  (async () => {
    const db = await freshDatabase();
    try {
      const { ds, memberEmail } = await seededDatabase(db.url, DEFAULT_VOLUME, PASSWORD);
      await ds.destroy();
      const secret = randomBytes(32).toString('hex');
      // A session made by one server is good on the other: same database, same secret.
      const signer = await startProcess([...startFlags(), path.join(ROOT_DIR, 'scripts/start.mjs')], { NODE_ENV: 'production', DATABASE_URL: db.url, JWT_SECRET: secret, LOG_LEVEL: 'warn', JOBS: 'false', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }, '/readyz');
      let member: string;
      try {
        member = await signIn(signer.base, memberEmail);
      } finally {
        await stopProcess(signer);
      }
      const result = await metricsCostBench({
        databaseUrl: db.url,
        secret,
        member,
        rounds: Number(process.env.BENCH_ROUNDS ?? 3),
        seconds: Number(process.env.BENCH_SECONDS ?? 3),
        connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
      });
      process.stdout.write(`${metricsCostReport(result)}\n`);
    } finally {
      await db.dispose();
    }
  })().catch((err) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}
