import 'reflect-metadata';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
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
 * BENCH_ROUNDS rounds of BENCH_SECONDS; cost = 1 - the median of the rounds' on/off throughput ratios. Alone:
 * `npx tsx bench/metrics-cost.ts` (its own database, default volume); within `npm run bench` (BENCH_METRICS=false
 * skips it).
 */

export const METRICS_SECTION = 'Metrics instrumentation cost on the events list';
/** The goal: at most this share of throughput. */
export const METRICS_COST_GOAL = 0.03;

export interface MetricsCostResult {
  cases: { name: string; rounds: { on: Sample; off: Sample }[]; median: { on: number; off: number }; cost: number }[];
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
  const servers: { on?: Running; off?: Running } = {};
  try {
    servers.on = await start(true);
    servers.off = await start(false);
    const cases = eventCases(o.member);
    const run = (who: 'on' | 'off', r: Request, seconds: number) =>
      load({ ...r, url: `${servers[who]!.base}${r.url}` }, { connections: o.connections, seconds, pid: servers[who]!.child.pid });
    // Warm both (JIT, statement caches) before anything counts.
    for (const c of cases) for (const who of ['on', 'off'] as const) await run(who, c.request, 1);
    const result: MetricsCostResult = { cases: [] };
    for (const c of cases) {
      const rounds: { on: Sample; off: Sample }[] = [];
      for (let round = 0; round < o.rounds; round++) {
        const order = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
        const sample = {} as { on: Sample; off: Sample };
        for (const who of order) sample[who] = await run(who, c.request, o.seconds);
        if (sample.on.failures || sample.off.failures) throw new Error(`${c.name}: ${sample.on.failures} + ${sample.off.failures} failed requests`);
        rounds.push(sample);
      }
      const ratio = median(rounds.map((r) => r.on.rps / r.off.rps));
      result.cases.push({ name: c.name, rounds, median: { on: median(rounds.map((r) => r.on.rps)), off: median(rounds.map((r) => r.off.rps)) }, cost: 1 - ratio });
    }
    return result;
  } finally {
    await Promise.all([stopProcess(servers.on), stopProcess(servers.off)]);
  }
}

export function metricsCostReport(r: MetricsCostResult): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  return [
    `${METRICS_SECTION} (METRICS on vs METRICS=false, side by side):`,
    table(
      ['case', 'req/s on', 'req/s off', 'cost', `goal <= ${pct(METRICS_COST_GOAL)}`],
      r.cases.map((c) => [c.name, c.median.on.toFixed(0), c.median.off.toFixed(0), pct(c.cost), c.cost <= METRICS_COST_GOAL ? 'ok' : 'MISS']),
    ),
    'cost = 1 - median over rounds of (req/s with metrics / req/s without), measured back to back; negative: within noise.',
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
