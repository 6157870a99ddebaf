import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcrypt';
import * as hdr from 'hdr-histogram-js';
import { ROOT_DIR } from '../api/src/core/config';
import { createDataSource } from '../api/src/database';
import { benchCases } from './cases';
import { load, median, paced, table } from './load';
import { freshDatabase, PASSWORD, signIn, startFlags, startProcess, stopProcess, type Running } from './servers';
import { DEFAULT_VOLUME, LARGE_VOLUME, seedVolume } from './seed-volume';

/*
 * `npx tsx bench/latency.ts [case words]`: latency at one steady rate for variants of the project's node flags or
 * environment, side by side with the raw server, alternating over rounds (as bench/run.ts's "p99 @ half rate", which
 * this isolates to compare server settings on a shared machine). Each variant is its own server process on one
 * seeded database.
 *
 * LAT_VARIANTS: `name=flags;name=flags` (flags are node flags after package.json's start flags; `ENV=value` words
 * go to the environment), default `start=` (as npm start runs it). LAT_RATE: requests per second (default: half of
 * the first variant's closed-loop rate). BENCH_VOLUME, BENCH_ROUNDS (3), BENCH_LATENCY_SECONDS (5).
 * LAT_CPU=true also prints each variant's CPU ms per request. --trace-gc output goes to .data/bench/latency-<name>.log.
 * LAT_PROBE=true preloads bench/stall-probe.cjs into every server (the raw one too) and prints, per round, each server's
 * longest event-loop delay and GC pauses beside its p99, and the generator's own lateness, loop delay and GC: where a
 * tail comes from. Each round also prints the p99 from when requests actually left (the server's share).
 */

const VOLUME = process.env.BENCH_VOLUME === 'large' ? LARGE_VOLUME : DEFAULT_VOLUME;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 5);
const PROBE = process.env.LAT_PROBE === 'true';
const out = (line = '') => process.stdout.write(`${line}\n`);
const probeArgs = () => (PROBE ? ['--require', path.join(ROOT_DIR, 'bench/stall-probe.cjs')] : []);
const probeFile = (name: string) => path.join(ROOT_DIR, `.data/bench/probe-${name}.jsonl`);

/** What the server's stall probe saw since it was last asked (SIGUSR2 makes it append one line and start over). */
async function probe(name: string, pid: number): Promise<{ loop: { maxMs: number; p99Ms: number }; gc: Record<string, { count: number; totalMs: number; maxMs: number }>; gcOver5ms: number[]; cpuMs: number } | undefined> {
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

async function main() {
  const words = process.argv.slice(2).join(' ').toLowerCase() || 'graphql events';
  const variants = (process.env.LAT_VARIANTS ?? 'start=')
    .split(';')
    .filter(Boolean)
    .map((v) => {
      const [name, spec = ''] = v.split(/=(.*)/s);
      const parts = spec.split(/\s+/).filter(Boolean);
      const env = Object.fromEntries(parts.filter((p) => /^[A-Z_]+=/.test(p)).map((p) => p.split(/=(.*)/s).slice(0, 2)));
      return { name: name.trim(), flags: parts.filter((p) => !/^[A-Z_]+=/.test(p)), env };
    });
  const db = await freshDatabase();
  const running: Record<string, Running> = {};
  try {
    const ds = createDataSource({ url: db.url, poolSize: 2 });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    const { adminEmail, memberEmail } = await seedVolume(ds, VOLUME, await bcrypt.hash(PASSWORD, 10));
    await ds.destroy();
    const secret = randomBytes(32).toString('hex');
    const env = { NODE_ENV: 'production', DATABASE_URL: db.url, JWT_SECRET: secret, LOG_LEVEL: 'warn', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' };
    fs.mkdirSync(path.join(ROOT_DIR, '.data/bench'), { recursive: true });
    for (const v of variants) {
      const log = v.flags.includes('--trace-gc') ? path.join(ROOT_DIR, `.data/bench/latency-${v.name}.log`) : undefined;
      running[v.name] = await startProcess([...startFlags(), ...v.flags, ...probeArgs(), path.join(ROOT_DIR, 'scripts/start.mjs')],
        { ...env, ...v.env, STALL_PROBE_FILE: probeFile(v.name) }, '/readyz', log);
    }
    running.raw = await startProcess([...probeArgs(), '--require', 'tsx/cjs', path.join(ROOT_DIR, 'bench/raw-server.ts')], { ...env, STALL_PROBE_FILE: probeFile('raw') }, '/healthz');
    if (PROBE) for (const n of Object.keys(running)) fs.rmSync(probeFile(n), { force: true });
    const first = running[variants[0].name];
    const [c] = benchCases({ member: await signIn(first.base, memberEmail), admin: await signIn(first.base, adminEmail) }).filter((x) =>
      x.name.toLowerCase().includes(words),
    );
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
    const rate = Number(process.env.LAT_RATE) || Math.round((await load(target(variants[0].name), { connections: 10, seconds: 3 })).rps / 2);
    out(`${c.name} at ${rate} req/s, ${ROUNDS} rounds x (1 + ${SECONDS}) s, load average ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
    const pooled = Object.fromEntries(names.map((n) => [n, hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000, numberOfSignificantValueDigits: 3 })]));
    const p99s: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
    const cpu: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
    const rss: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? [...names].reverse() : names;
      const line: string[] = [];
      for (const n of order) {
        const pid = running[serverOf(n)].child.pid!;
        const before = cpuMs(pid);
        if (niceOf(n) !== undefined) os.setPriority(niceOf(n)!);
        if (modes.length) process.env.BENCH_GENERATOR = n.split('@')[1];
        await probe(serverOf(n), pid);
        const s = await paced(target(n), { rate, seconds: SECONDS, warmupSeconds: 1, pid });
        const seen = await probe(serverOf(n), pid);
        cpu[n].push((cpuMs(pid) - before) / (s.requests + rate));
        pooled[n].add(s.latencies);
        p99s[n].push(s.p99);
        rss[n] = Math.max(rss[n], s.rssMb);
        const gc = seen ? Object.entries(seen.gc).map(([k, g]) => `${k} ${g.count}x max ${g.maxMs}`).join(' ') : '';
        line.push(`${n} p99 ${s.p99.toFixed(1)} (from send ${s.fromSendP99.toFixed(1)}; generator lag max ${s.sendLagMax.toFixed(0)} loop ${s.generatorLoopMax.toFixed(0)} gc ${s.generatorGcMax.toFixed(0)})` +
          (seen ? ` server loop max ${seen.loop.maxMs} p99 ${seen.loop.p99Ms}, gc ${gc}, gc>5ms [${seen.gcOver5ms.join(',')}]` : ''));
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
  } finally {
    await Promise.all(Object.values(running).map((r) => stopProcess(r)));
    await db.dispose();
  }
}

main().catch((err) => {
  process.stderr.write(`latency failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
