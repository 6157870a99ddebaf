import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchCases } from './cases';
import { load } from './load';
import { freshDatabase, PASSWORD, signIn, startBoth, stopProcess } from './servers';
import { benchVolume, seededDatabase } from './seed-volume';

/*
 * `npx tsx bench/profile.ts [case words]`: the project under `node --cpu-prof` while one bench
 * case (the first whose name contains the words; default the GraphQL events list) runs for
 * BENCH_SECONDS (8), then where the CPU went: self time by function and by package.
 * The .cpuprofile is kept for Chrome DevTools. BENCH_VOLUME=large as for the bench. PROFILE_RAW=true profiles the
 * raw server the same way instead, to compare where each spends.
 */

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

function packageOf(url: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (!url) return '(native/gc/idle)';
  if (url.startsWith('node:')) return 'node core';
  return url.includes('/api/src/') ? 'api/src' : url.replace(/^file:\/\//, '');
}

function summarize(profile: Profile, top = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fn = new Map<string, number>();
  const pkg = new Map<string, number>();
  for (const [id, t] of self) {
    const n = byId.get(id)!;
    const name = n.callFrame.functionName || '(anonymous)';
    if (name === '(idle)' || name === '(program)') continue;
    const key = `${name}  ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*\/api\/src\//, 'api/src/')}:${n.callFrame.lineNumber + 1}`;
    fn.set(key, (fn.get(key) ?? 0) + t);
    const p = packageOf(n.callFrame.url);
    pkg.set(p, (pkg.get(p) ?? 0) + t);
  }
  const idle = [...self].filter(([id]) => ['(idle)', '(program)'].includes(byId.get(id)!.callFrame.functionName)).reduce((a, [, t]) => a + t, 0);
  const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
  const rows = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, t]) => `  ${pct(t)}  ${k}`)
      .join('\n');
  return `idle/program ${pct(idle)}\n\nBy package (self time):\n${rows(pkg)}\n\nBy function (self time):\n${rows(fn)}`;
}

export { summarize };

async function main() {
  const words = process.argv.slice(2).join(' ').toLowerCase() || 'graphql events';
  const volume = benchVolume().volume;
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const db = await freshDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doffice-prof-'));
  let servers: Awaited<ReturnType<typeof startBoth>> | undefined;
  try {
    const { ds, adminEmail, memberEmail } = await seededDatabase(db.url, volume, PASSWORD);
    await ds.destroy();
    // Background jobs off: the profile is of the request path, and --cpu-prof needs a clean exit.
    const prof = ['--cpu-prof', `--cpu-prof-dir=${dir}`];
    const raw = process.env.PROFILE_RAW === 'true';
    servers = await startBoth(db.url, randomBytes(32).toString('hex'), { nodeFlags: raw ? [] : prof, env: { JOBS: 'false' } }, { nodeFlags: raw ? prof : [] });
    const who = raw ? servers.raw : servers.project;
    const cases = benchCases({ member: await signIn(servers.project.base, memberEmail), admin: await signIn(servers.project.base, adminEmail) });
    const c = cases.find((x) => x.name.toLowerCase().includes(words));
    if (!c) throw new Error(`no case matches "${words}": ${cases.map((x) => x.name).join('; ')}`);
    const target = raw ? c.raw : c.project;
    const r = await load({ ...target, url: `${who.base}${target.url}` }, { connections: 10, seconds, pid: who.child.pid });
    process.stdout.write(`${c.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, RSS ${r.rssMb.toFixed(0)} MB\n`);
    await stopProcess(who);
    let file: string | undefined;
    for (let i = 0; i < 100 && !file; i++) {
      file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
      if (!file) await new Promise((r) => setTimeout(r, 200));
    }
    if (!file) throw new Error('the server wrote no profile');
    process.stdout.write(`${summarize(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile)}\n\nProfile: ${path.join(dir, file)}\n`);
  } finally {
    if (servers) await Promise.all([stopProcess(servers.project), stopProcess(servers.raw)]);
    await db.dispose();
  }
}

if (require.main !== module) {
  // Imported for summarize (bench/profile-mix.ts): nothing runs.
} else if (process.argv[2] === '--summarize') {
  process.stdout.write(`${summarize(JSON.parse(fs.readFileSync(process.argv[3], 'utf8')) as Profile)}\n`);
} else main().catch((err) => {
  process.stderr.write(`profile failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
