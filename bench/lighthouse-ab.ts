import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../api/src/core/config';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../sample/world';
import { demoDatabase, lighthouseLines, median, runLighthouse, type LighthouseRun } from './lighthouse';
import { startProcess, stopProcess, type Running } from './servers';

/*
 * Lighthouse A/B of web builds: `LH_AB=A:/tmp/a,B:/tmp/b npx tsx bench/lighthouse-ab.ts` serves each build
 * (`vite build --outDir <dir>`) from its own server (same server code, one demo database, one secret, one
 * session cookie) and runs Lighthouse on them in alternating rounds (A, B, A, B, ...), so a busy shared box
 * weighs on every build alike. LIGHTHOUSE_RUNS rounds (default 3), LIGHTHOUSE_PAGES as in lighthouse.ts,
 * LIGHTHOUSE_JSON=dir keeps each report as dir/<label>-<round>/<page>-1.json. Prints every run, then the
 * median of each metric per build and page. LH_AB_HOLD=true only serves the builds (prints their addresses and
 * the cookie) until SIGINT/SIGTERM.
 */

const builds = (process.env.LH_AB ?? '')
  .split(',')
  .filter(Boolean)
  .map((s) => {
    const i = s.indexOf(':');
    return { label: s.slice(0, i), dir: path.resolve(s.slice(i + 1)) };
  });


async function main() {
  if (builds.length < 1) throw new Error('LH_AB=label:dir[,label:dir...] names the builds to compare');
  const rounds = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const jsonDir = process.env.LIGHTHOUSE_JSON;
  const db = await demoDatabase();
  const servers: Running[] = [];
  try {
    const secret = randomBytes(32).toString('hex');
    for (const b of builds) {
      servers.push(
        await startProcess(
          [path.join(ROOT_DIR, 'scripts/start.mjs')],
          {
            NODE_ENV: 'production',
            DATABASE_URL: db.url,
            JWT_SECRET: secret,
            LOG_LEVEL: 'warn',
            OUTBOX_DIR: path.join(os.tmpdir(), 'doffice-bench-outbox'),
            ADMIN_EMAIL: '',
            ADMIN_PASSWORD: '',
            WEB_DIST: b.dir,
            SKIP_WEB_BUILD: 'true',
            JOBS: 'false',
          },
          '/readyz',
        ),
      );
    }
    const res = await fetch(`${servers[0]!.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_MEMBERS[0]!.email, password: DEMO_MEMBER_PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (process.env.LH_AB_HOLD === 'true') {
      // Serve only (for bench/web-trace.ts and the like) until SIGINT/SIGTERM.
      for (const [i, b] of builds.entries()) process.stdout.write(`${b.label} ${servers[i]!.base}\n`);
      process.stdout.write(`cookie ${cookie}\n`);
      await new Promise<void>((r) => {
        process.once('SIGINT', r);
        process.once('SIGTERM', r);
      });
      return;
    }
    const all = new Map<string, LighthouseRun[]>(builds.map((b) => [b.label, []]));
    for (let round = 0; round < rounds; round++) {
      // Alternate which build goes first, so neither always follows the other.
      const order = round % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
      for (const i of order) {
        const b = builds[i]!;
        if (jsonDir) process.env.LIGHTHOUSE_JSON = path.join(jsonDir, `${b.label}-${round + 1}`);
        const load = os.loadavg()[0]!.toFixed(2);
        const runs = await runLighthouse(servers[i]!.base, cookie, 1);
        all.get(b.label)!.push(...runs);
        for (const line of lighthouseLines(runs).filter((l) => !l.includes('below full marks'))) {
          process.stdout.write(`${b.label} r${round + 1} load ${load} ${line.trim()}\n`);
        }
      }
    }
    process.stdout.write('\nmedians:\n');
    for (const b of builds) {
      const runs = all.get(b.label)!;
      for (const page of [...new Set(runs.map((r) => r.page))]) {
        const rs = runs.filter((r) => r.page === page);
        const m = (f: (r: LighthouseRun) => number) => Math.round(median(rs.map(f)));
        process.stdout.write(
          `${b.label} ${page.padEnd(11)} perf ${m((r) => r.performance)} [${rs.map((r) => r.performance).join(' ')}] ` +
            `FCP ${m((r) => r.metrics.fcp)} LCP ${m((r) => r.metrics.lcp)} [${rs.map((r) => Math.round(r.metrics.lcp)).join(' ')}] ` +
            `TBT ${m((r) => r.metrics.tbt)} [${rs.map((r) => Math.round(r.metrics.tbt)).join(' ')}] SI ${m((r) => r.metrics.si)} ` +
            `bench ${m((r) => r.benchmarkIndex)} a11y ${rs.map((r) => r.accessibility).join(' ')}\n`,
        );
      }
    }
  } finally {
    for (const s of servers) await stopProcess(s);
    await db.dispose();
  }
}

main().catch((err) => {
  process.stderr.write(`lighthouse A/B failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
