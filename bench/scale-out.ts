import 'reflect-metadata';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../api/src/core/config';
import { startHaproxy } from '../api/test/haproxy';
import { findProgram } from '../api/test/services-bin';
import { load, median, table, type Sample } from './load';
import { PASSWORD, freshDatabase, signIn, startFlags, startProcess, stopProcess, type Running } from './servers';
import { DEFAULT_VOLUME, seededDatabase } from './seed-volume';

/*
 * Scaling out (issue 40): a page of the members' events list (GET /api/events?limit=20, signed in) through haproxy in front of two ROLE=web
 * instances, against the same haproxy setup in front of one of them, alternating which goes first over
 * BENCH_ROUNDS rounds of BENCH_SECONDS each, BENCH_CONNECTIONS × 2 keep-alive connections (enough to keep two busy).
 * Reported: medians and the ratio two / one. On a machine with fewer free cores than instances the ratio says how
 * much the machine, not the app, allows: the app shares nothing between instances but PostgreSQL.
 *
 * Alone: `npx tsx bench/scale-out.ts`; within `npm run bench` (BENCH_SCALE_OUT=false skips it). Needs haproxy
 * (apt-get install -y haproxy); without it the section says so and is skipped.
 */

export const SCALE_OUT_SECTION = 'GET /api/events?limit=20, two web instances behind haproxy vs one';

export interface ScaleOutResult {
  connections: number;
  seconds: number;
  cpus: number;
  rounds: { one: Sample; two: Sample }[];
  median: { one: number; two: number };
  ratio: number;
}

export async function scaleOutBench(opts: { databaseUrl: string; memberEmail: string; rounds: number; seconds: number; connections: number }): Promise<ScaleOutResult | string> {
  const bin = findProgram('haproxy');
  if (!bin) return `${SCALE_OUT_SECTION}: skipped, haproxy is not installed (apt-get install -y haproxy).`;
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: opts.databaseUrl,
    JWT_SECRET: 'scale-out-bench-secret-0123456789abcdef0123',
    ROLE: 'web',
    LOG_LEVEL: 'warn',
    OUTBOX_DIR: path.join(os.tmpdir(), 'doffice-bench-outbox'),
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    SHUTDOWN_DRAIN_SECONDS: '0',
  };
  const script = [...startFlags(), path.join(ROOT_DIR, 'scripts/start.mjs')];
  const web: Running[] = [];
  const balancers: Awaited<ReturnType<typeof startHaproxy>>[] = [];
  try {
    web.push(await startProcess(script, env, '/readyz'), await startProcess(script, env, '/readyz'));
    const ports = web.map((w) => Number(new URL(w.base).port));
    const two = await startHaproxy(bin, ports);
    balancers.push(two);
    const one = await startHaproxy(bin, ports.slice(0, 1));
    balancers.push(one);
    const cookie = await signIn(two.url, opts.memberEmail);
    const connections = opts.connections * 2;
    const run = (front: string) => load({ url: `${front}/api/events?limit=20`, headers: { cookie } }, { connections, seconds: opts.seconds });
    // Warm both instances (JIT, pools, prepared statements) before anything counts.
    await run(two.url);
    const rounds: ScaleOutResult['rounds'] = [];
    for (let i = 0; i < opts.rounds; i++) {
      if (i % 2 === 0) {
        const a = await run(one.url);
        rounds.push({ one: a, two: await run(two.url) });
      } else {
        const b = await run(two.url);
        rounds.push({ one: await run(one.url), two: b });
      }
    }
    const m = { one: median(rounds.map((r) => r.one.rps)), two: median(rounds.map((r) => r.two.rps)) };
    return { connections, seconds: opts.seconds, cpus: os.cpus().length, rounds, median: m, ratio: m.two / m.one };
  } finally {
    await Promise.all(balancers.map((b) => b.stop()));
    await Promise.all(web.map((w) => stopProcess(w)));
  }
}

export function scaleOutReport(r: ScaleOutResult | string): string {
  if (typeof r === 'string') return r;
  const failures = r.rounds.reduce((n, x) => n + x.one.failures + x.two.failures, 0);
  return [
    `${SCALE_OUT_SECTION} (${r.connections} connections, ${r.seconds} s a round, ${r.cpus} CPUs)`,
    table(
      ['behind haproxy', 'req/s (median)', 'p50 ms', 'p99 ms'],
      (['one', 'two'] as const).map((k) => [
        `${k} instance${k === 'two' ? 's' : ''}`,
        r.median[k].toFixed(0),
        median(r.rounds.map((x) => x[k].p50)).toFixed(1),
        median(r.rounds.map((x) => x[k].p99)).toFixed(1),
      ]),
    ),
    `two / one: ${r.ratio.toFixed(2)}x${failures ? `; ${failures} failed requests` : ''}`,
  ].join('\n');
}

if (require.main === module) {
  (async () => {
    const db = await freshDatabase();
    try {
      const { ds, memberEmail } = await seededDatabase(db.url, DEFAULT_VOLUME, PASSWORD);
      await ds.destroy();
      const r = await scaleOutBench({
        databaseUrl: db.url,
        memberEmail,
        rounds: Number(process.env.BENCH_ROUNDS ?? 3),
        seconds: Number(process.env.BENCH_SECONDS ?? 3),
        connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
      });
      process.stdout.write(`${scaleOutReport(r)}\n`);
    } finally {
      await db.dispose();
    }
  })().catch((err) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}
