import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as hdr from 'hdr-histogram-js';
import { ROOT_DIR } from '../api/src/core/config';
import { createDataSource } from '../api/src/database';
import { benchCases } from './cases';
import { load, median, paced, table } from './load';
import { freshDatabase, parseVariants, PASSWORD, signIn, startFlags, startProcess, stopProcess, type Running } from './servers';
import { benchVolume, seededDatabase } from './seed-volume';
import { formatTail, tailReport, type ServerTrace } from './tail-trace';

/*
 * `npx tsx bench/latency.ts [case words]`: latency at one steady rate for variants of the project's node flags or
 * environment, side by side with the raw server, alternating over rounds (as bench/run.ts's "p99 @ half rate", which
 * this isolates to compare server settings on a shared machine). Each variant is its own server process on one
 * seeded database.
 *
 * LAT_VARIANTS: `name=flags;name=flags` (flags are node flags after package.json's start flags; `ENV=value` words
 * go to the environment; SERVER_START=<another checkout>/scripts/start.mjs runs that checkout's build, to compare two
 * commits), default `start=` (as npm start runs it). LAT_RATE: requests per second (default: half of
 * the first variant's closed-loop rate). BENCH_VOLUME, BENCH_ROUNDS (3), BENCH_LATENCY_SECONDS (5).
 * LAT_CPU=true also prints each variant's CPU ms per request. --trace-gc output goes to .data/bench/latency-<name>.log.
 * LAT_PROBE=true preloads bench/stall-probe.cjs into every server (the raw one too) and prints, per round, each server's
 * longest event-loop delay and GC pauses beside its p99, and the generator's own lateness, loop delay and GC: where a
 * tail comes from. Each round also prints the p99 from when requests actually left (the server's share).
 * LAT_TRACE=true (implies LAT_PROBE) follows every request through the server (bench/tail-trace.ts): per round and
 * server, how many took > 20 ms and what their time went to (generator, kernel/loop before the server read it, pool
 * wait, database by statement, the server's loop, GC pauses, CPU contention of the server's main thread), plus what the
 * database's backends of each server used (CPU and run-queue ms, from /proc) and, with LAT_PG_LOG=<file>, the embedded
 * PostgreSQL's log with every statement over 5 ms, checkpoints and autovacuum runs (timestamps to match the rounds').
 * Several cases on one seeded database: words separated by commas, LAT_RATE a comma-separated list in the same order.
 * The seeded database is vacuumed first, as bench/run.ts does (BENCH_VACUUM=false skips it: see there why).
 */

const VOLUME = benchVolume().volume;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 5);
const TRACE = process.env.LAT_TRACE === 'true';
const PROBE = process.env.LAT_PROBE === 'true' || TRACE;
const PG_LOG = process.env.LAT_PG_LOG;
const out = (line = '') => process.stdout.write(`${line}\n`);
const probeArgs = () => (PROBE ? ['--require', path.join(ROOT_DIR, 'bench/stall-probe.cjs')] : []);
const probeFile = (name: string) => path.join(ROOT_DIR, `.data/bench/probe-${name}.jsonl`);

/** What the server's stall probe saw since it was last asked (SIGUSR2 makes it append one line and start over). */
async function probe(name: string, pid: number): Promise<{ loop: { maxMs: number; p99Ms: number }; gc: Record<string, { count: number; totalMs: number; maxMs: number }>; gcOver5ms: number[]; cpuMs: number; trace?: string } | undefined> {
  if (!PROBE) return undefined;
  const file = probeFile(name);
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').length : 0;
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 20));
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (text.length > before && text.endsWith('\n')) return JSON.parse(text.slice(before).trim().split('\n').pop()!);
  }
  return undefined;
}

function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** CPU and run-queue ms of each server's database backends (by application_name), from /proc: cumulative. */
async function backends(ds: { query(sql: string): Promise<{ pid: number; application_name: string }[]> }): Promise<Record<string, { cpu: number; runq: number }>> {
  const out: Record<string, { cpu: number; runq: number }> = {};
  for (const { pid, application_name: app } of await ds.query(`SELECT pid, application_name FROM pg_stat_activity WHERE application_name LIKE 'd-office%'`)) {
    try {
      const [cpu, runq] = fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
      const o = (out[app] ??= { cpu: 0, runq: 0 });
      o.cpu += cpu / 1e6;
      o.runq += runq / 1e6;
    } catch {
      // gone
    }
  }
  return out;
}

async function main() {
  const allWords = (process.argv.slice(2).join(' ').toLowerCase() || 'graphql events').split(',').map((w) => w.trim()).filter(Boolean);
  const rates = (process.env.LAT_RATE ?? '').split(',').map(Number);
  const variants = parseVariants(process.env.LAT_VARIANTS ?? 'start=');
  const pgLog = PG_LOG ? fs.createWriteStream(PG_LOG) : undefined;
  const db = await freshDatabase({ onLog: pgLog ? (line) => pgLog.write(line.endsWith('\n') ? line : `${line}\n`) : undefined });
  const running: Record<string, Running> = {};
  const dispose: (() => Promise<void>)[] = [];
  try {
    const { ds, adminEmail, memberEmail } = await seededDatabase(db.url, VOLUME, PASSWORD);
    if (PG_LOG) {
      for (const set of [`log_min_duration_statement = 5`, `log_checkpoints = on`, `log_autovacuum_min_duration = 0`, `log_line_prefix = '%m [%p] %a '`])
        await ds.query(`ALTER SYSTEM SET ${set}`);
      await ds.query('SELECT pg_reload_conf()');
      out(`PostgreSQL log: ${PG_LOG} (monotonic ${(Number(process.hrtime.bigint()) / 1e6).toFixed(0)} ms = ${new Date().toISOString()})`);
    }
    await ds.destroy();
    const watch = createDataSource({ url: db.url, poolSize: 1 });
    await watch.initialize();
    dispose.push(() => watch.destroy());
    const secret = randomBytes(32).toString('hex');
    const env = { NODE_ENV: 'production', DATABASE_URL: db.url, JWT_SECRET: secret, LOG_LEVEL: 'warn', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ...(TRACE ? { STALL_PROBE_TRACE: 'true' } : {}) };
    fs.mkdirSync(path.join(ROOT_DIR, '.data/bench'), { recursive: true });
    for (const v of variants) {
      const log = v.flags.includes('--trace-gc') ? path.join(ROOT_DIR, `.data/bench/latency-${v.name}.log`) : undefined;
      // SERVER_START=<path of another checkout's scripts/start.mjs>: that checkout's build (A/B of two commits).
      running[v.name] = await startProcess([...startFlags(), ...v.flags, ...probeArgs(), v.env.SERVER_START ?? path.join(ROOT_DIR, 'scripts/start.mjs')],
        { ...env, ...v.env, STALL_PROBE_FILE: probeFile(v.name) }, '/readyz', log);
    }
    running.raw = await startProcess([...probeArgs(), '--require', 'tsx/cjs', path.join(ROOT_DIR, 'bench/raw-server.ts')], { ...env, STALL_PROBE_FILE: probeFile('raw') }, '/healthz');
    if (PROBE) for (const n of Object.keys(running)) fs.rmSync(probeFile(n), { force: true });
    const first = running[variants[0].name];
    const cases = benchCases({ member: await signIn(first.base, memberEmail), admin: await signIn(first.base, adminEmail) });
    for (const [k, words] of allWords.entries()) {
    const c = cases.find((x) => x.name.toLowerCase().includes(words));
    if (!c) throw new Error(`no case matches "${words}"`);
    // LAT_GENERATOR_NICE=0,-10: each server measured once per generator priority in every round (`name@nice-10`).
    // LAT_GENERATOR=worker,inprocess: the same, per where the generator runs (bench/load.ts BENCH_GENERATOR).
    const nices = (process.env.LAT_GENERATOR_NICE ?? '').split(',').filter(Boolean).map(Number);
    const modes = (process.env.LAT_GENERATOR ?? '').split(',').filter(Boolean);
    const servers = [...variants.map((v) => v.name), 'raw'];
    const names = nices.length
      ? servers.flatMap((n) => nices.map((k) => `${n}@nice${k}`))
      : modes.length
        ? servers.flatMap((n) => modes.map((m) => `${n}@${m}`))
        : servers;
    const serverOf = (n: string) => n.split('@')[0];
    const niceOf = (n: string) => (n.includes('@nice') ? Number(n.split('@nice')[1]) : undefined);
    const target = (name: string) => {
      const t = serverOf(name) === 'raw' ? c.raw : c.project;
      return { ...t, url: `${running[serverOf(name)].base}${t.url}` };
    };
    for (const n of servers) await load(target(n), { connections: 10, seconds: 1 });
    const rate = rates[k] || Math.round((await load(target(variants[0].name), { connections: 10, seconds: 3 })).rps / 2);
    out(`${c.name} at ${rate} req/s, ${ROUNDS} rounds x (1 + ${SECONDS}) s, load average ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
    const pooled = Object.fromEntries(names.map((n) => [n, hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000, numberOfSignificantValueDigits: 3 })]));
    const p99s: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
    const cpu: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
    const rss: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
    const runqSeen: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? [...names].reverse() : names;
      const line: string[] = [];
      for (const n of order) {
        const pid = running[serverOf(n)].child.pid!;
        const before = cpuMs(pid);
        if (niceOf(n) !== undefined) os.setPriority(niceOf(n)!);
        if (modes.length) process.env.BENCH_GENERATOR = n.split('@')[1];
        const before0 = await probe(serverOf(n), pid);
        if (before0?.trace) {
          runqSeen[n] = (JSON.parse(fs.readFileSync(before0.trace, 'utf8')) as ServerTrace).runqMs;
          fs.rmSync(before0.trace);
        }
        const db0 = TRACE ? await backends(watch) : {};
        const began = new Date();
        const s = await paced(target(n), { rate, seconds: SECONDS, warmupSeconds: 1, pid, trace: TRACE });
        const seen = await probe(serverOf(n), pid);
        let traced = '';
        if (TRACE && seen?.trace && s.trace) {
          const t = tailReport(s.trace, JSON.parse(fs.readFileSync(seen.trace, 'utf8')) as ServerTrace, runqSeen[n] ?? 0);
          const db1 = await backends(watch);
          const app = serverOf(n) === 'raw' ? 'd-office-raw' : 'd-office';
          const d = (f: 'cpu' | 'runq') => ((db1[app]?.[f] ?? 0) - (db0[app]?.[f] ?? 0)).toFixed(0);
          traced = `\n${formatTail(`${began.toISOString().slice(11, 19)}-${new Date().toISOString().slice(11, 19)}`, t)}\n        its database backends: CPU ${d('cpu')} ms, runnable-not-running ${d('runq')} ms`;
          if (process.env.LAT_KEEP_TRACE !== 'true') fs.rmSync(seen.trace);
        }
        cpu[n].push((cpuMs(pid) - before) / (s.requests + rate));
        pooled[n].add(s.latencies);
        p99s[n].push(s.p99);
        rss[n] = Math.max(rss[n], s.rssMb);
        const gc = seen ? Object.entries(seen.gc).map(([k, g]) => `${k} ${g.count}x max ${g.maxMs}`).join(' ') : '';
        line.push(`${n} p99 ${s.p99.toFixed(1)} (from send ${s.fromSendP99.toFixed(1)}; generator lag max ${s.sendLagMax.toFixed(0)} loop ${s.generatorLoopMax.toFixed(0)} gc ${s.generatorGcMax.toFixed(0)})` +
          (seen ? ` server loop max ${seen.loop.maxMs} p99 ${seen.loop.p99Ms}, gc ${gc}, gc>5ms [${seen.gcOver5ms.join(',')}]` : '') + traced);
      }
      out(`  round ${round + 1}:\n    ${line.join('\n    ')}`);
    }
    const f = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '-');
    out(
      table(
        ['variant', 'p50', 'p90', 'p99 pooled', 'p99 median of rounds', 'max', 'CPU ms/req', 'RSS MB'],
        names.map((n) => {
          const h = pooled[n];
          return [n, f(h.getValueAtPercentile(50) / 1000), f(h.getValueAtPercentile(90) / 1000), f(h.getValueAtPercentile(99) / 1000), f(median(p99s[n])),
            f(h.maxValue / 1000), f(median(cpu[n]), 2), f(rss[n], 0)];
        }),
      ),
    );
    }
  } finally {
    for (const d of dispose) await d().catch(() => undefined);
    await Promise.all(Object.values(running).map((r) => stopProcess(r)));
    await db.dispose();
  }
}

main().catch((err) => {
  process.stderr.write(`latency failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
