import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT_DIR } from '../api/src/core/config';
import { freePort } from '../api/test/scratch';
import { benchCases, type Request } from './cases';
import { median, table } from './load';
import { freshDatabase, parseVariants, PASSWORD, signIn, startFlags, startProcess, stopProcess, type Running } from './servers';
import { benchVolume, seededDatabase } from './seed-volume';

/*
 * `npx tsx bench/alloc.ts [case words …]`: what one request costs the server's garbage collector, per bench case (default:
 * the GraphQL events list, calendar month and admin bookings), for variants of the project side by side with the raw
 * server, alternating over rounds. Each round sends ALLOC_REQUESTS (1000) requests over 10 connections (closed loop, as
 * fast as the server answers) after a warm-up, and bench/alloc-probe.cjs in each server reports: KB allocated on V8's
 * heap per request, scavenges per 1000 requests and their pauses, KB promoted to the old generation per request, KB a
 * scavenge leaves alive in the young generation, full GCs; plus the server's CPU per request (/proc). Allocation
 * figures hardly depend on the machine's load; pauses and CPU do.
 *
 * ALLOC_VARIANTS: `name=words;name=words` (default `project=`): node flags after package.json's start flags, `ENV=value`
 * words for the environment, and `@file` to run another server build (e.g. a copy of dist/server/main.js made before a
 * change) instead of scripts/start.mjs. BENCH_VOLUME, BENCH_ROUNDS (2), ALLOC_REQUESTS (1000), ALLOC_RAW=false (no raw
 * server). ALLOC_SAMPLE=true (or =promoted) also takes a sampling heap profile of each variant's last round and prints
 * where the bytes were allocated (with =promoted: only bytes that left the young generation); the .heapprofile files
 * stay in .data/bench/ for Chrome DevTools.
 */

const VOLUME = benchVolume().volume;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const REQUESTS = Number(process.env.ALLOC_REQUESTS ?? 1000);
const SAMPLE = process.env.ALLOC_SAMPLE;
const out = (line = '') => process.stdout.write(`${line}\n`);

interface Server {
  name: string;
  running: Running;
  probe: string;
}

interface Marks {
  allocated: number;
  scavenges: number;
  scavengeMs: number;
  scavengeMaxMs: number;
  promoted: number;
  survived: number;
  fullGcs: number;
  fullGcMs: number;
}

function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function send(base: string, t: Request, amount: number): Promise<void> {
  const r = await autocannon({ url: `${base}${t.url}`, method: t.method ?? 'GET', headers: t.headers, body: t.body, connections: 10, amount });
  if (r.non2xx || r.errors) throw new Error(`${t.url}: ${r.non2xx} answers not 2xx, ${r.errors} errors`);
}

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

/** The allocation sites of a sampling heap profile with the most bytes, and its bytes by package. */
function summarize(file: string, top = 15): string {
  const head = (JSON.parse(fs.readFileSync(file, 'utf8')) as { head: HeapNode }).head;
  const sites = new Map<string, number>();
  const packages = new Map<string, number>();
  let total = 0;
  const walk = (n: HeapNode) => {
    const url = n.callFrame.url;
    const where = url.includes('node_modules/') ? url.replace(/^.*node_modules\//, '') : url.replace(ROOT_DIR, '').replace(/^file:\/\//, '');
    const site = `${n.callFrame.functionName || '(anonymous)'}  ${where || '(native or generated)'}:${n.callFrame.lineNumber + 1}`;
    const ours = url.includes(`${ROOT_DIR}/dist/`) || url.includes(`${ROOT_DIR}/api/`);
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (ours ? 'the project' : url || '(native or generated)');
    sites.set(site, (sites.get(site) ?? 0) + n.selfSize);
    packages.set(pkg, (packages.get(pkg) ?? 0) + n.selfSize);
    total += n.selfSize;
    for (const c of n.children) walk(c);
  };
  walk(head);
  const rows = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  return `  sites:\n${rows(sites, top)}\n  packages:\n${rows(packages, 8)}`;
}

async function main() {
  const words = process.argv.slice(2).join(' ').toLowerCase();
  const wanted = words ? [words] : ['graphql events', 'graphql calendar', 'graphql roombookings'];
  const variants = parseVariants(process.env.ALLOC_VARIANTS ?? 'project=');
  const db = await freshDatabase();
  const servers: Server[] = [];
  try {
    const { ds, adminEmail, memberEmail } = await seededDatabase(db.url, VOLUME, PASSWORD);
    await ds.destroy();
    const env = { NODE_ENV: 'production', DATABASE_URL: db.url, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SKIP_WEB_BUILD: 'true' };
    const probeArgs = ['--require', path.join(ROOT_DIR, 'bench/alloc-probe.cjs')];
    for (const v of variants) {
      const port = await freePort();
      const main = v.file ? path.resolve(ROOT_DIR, v.file) : path.join(ROOT_DIR, 'scripts/start.mjs');
      const running = await startProcess([...startFlags(), ...v.flags, ...probeArgs, main], { ...env, ...v.env, ALLOC_PROBE_PORT: String(port) }, '/readyz');
      servers.push({ name: v.name, running, probe: `http://127.0.0.1:${port}` });
    }
    if (process.env.ALLOC_RAW !== 'false') {
      const port = await freePort();
      const running = await startProcess([...probeArgs, '--require', 'tsx/cjs', path.join(ROOT_DIR, 'bench/raw-server.ts')], { ...env, ALLOC_PROBE_PORT: String(port) }, '/healthz');
      servers.push({ name: 'raw', running, probe: `http://127.0.0.1:${port}` });
    }
    const first = servers[0].running.base;
    const cases = benchCases({ member: await signIn(first, memberEmail), admin: await signIn(first, adminEmail) });
    out(`${REQUESTS} requests x ${ROUNDS} rounds per server, volume ${process.env.BENCH_VOLUME ?? 'default'}, load average ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
    for (const w of wanted) {
      const c = cases.find((x) => x.name.toLowerCase().includes(w));
      if (!c) throw new Error(`no case matches "${w}"`);
      const target = (s: Server) => (s.name === 'raw' ? c.raw : c.project);
      for (const s of servers) await send(s.running.base, target(s), Math.max(500, REQUESTS / 2));
      const seen: Record<string, (Marks & { cpu: number })[]> = Object.fromEntries(servers.map((s) => [s.name, []]));
      out(c.name);
      for (let round = 0; round < ROUNDS; round++) {
        for (const s of round % 2 ? [...servers].reverse() : servers) {
          const profile = SAMPLE && round === ROUNDS - 1 ? path.join(ROOT_DIR, `.data/bench/alloc-${s.name}-${w.replace(/\W+/g, '-')}.heapprofile`) : undefined;
          if (profile) await fetch(`${s.probe}/sample-start${SAMPLE === 'promoted' ? '?promoted' : ''}`);
          await fetch(`${s.probe}/begin`);
          const cpuBefore = cpuMs(s.running.child.pid!);
          await send(s.running.base, target(s), REQUESTS);
          const cpu = (cpuMs(s.running.child.pid!) - cpuBefore) / REQUESTS;
          const m = (await (await fetch(`${s.probe}/end`)).json()) as Marks;
          seen[s.name].push({ ...m, cpu });
          if (profile) {
            fs.mkdirSync(path.dirname(profile), { recursive: true });
            await fetch(`${s.probe}/sample-stop?${encodeURIComponent(profile)}`);
            out(`  ${s.name}, where the bytes were allocated${SAMPLE === 'promoted' ? ' (only those that left the young generation)' : ''}:\n${summarize(profile)}`);
          }
        }
      }
      const per = (name: string, f: (m: Marks & { cpu: number }) => number, d = 1) => median(seen[name].map(f)).toFixed(d);
      out(
        table(
          ['server', 'KB alloc/req', 'scavenges/1000 req', 'pause avg ms', 'pause max ms', 'KB promoted/req', 'KB alive/scavenge', 'full GCs/1000 req', 'CPU us/req'],
          servers.map((s) => [
            s.name,
            per(s.name, (m) => m.allocated / REQUESTS / 1024),
            per(s.name, (m) => (1000 * m.scavenges) / REQUESTS),
            per(s.name, (m) => m.scavengeMs / Math.max(1, m.scavenges), 2),
            per(s.name, (m) => m.scavengeMaxMs),
            per(s.name, (m) => m.promoted / REQUESTS / 1024),
            per(s.name, (m) => m.survived / Math.max(1, m.scavenges) / 1024, 0),
            per(s.name, (m) => (1000 * m.fullGcs) / REQUESTS),
            per(s.name, (m) => m.cpu * 1000, 0),
          ]),
        ),
      );
    }
  } finally {
    await Promise.all(servers.map((s) => stopProcess(s.running)));
    await db.dispose();
  }
}

main().catch((err) => {
  process.stderr.write(`alloc failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
