import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asClientSends } from '../api/src/speed/first-page/operations';
import type { DocumentNode } from 'graphql';
import { AdminBookingRequestsDocument, CalendarRangeDocument, EventsPageListDocument } from '../web/src/gql/graphql';
import { nextMonth } from './cases';
import { load, type Target } from './load';
import { summarize } from './profile';
import { freshDatabase, PASSWORD, signIn, startBoth, stopProcess } from './servers';
import { benchVolume, seededDatabase } from './seed-volume';

/*
 * `npx tsx bench/profile-mix.ts dashboard|admin-bookings|calendar|events`: the project under `node --cpu-prof` while one of the mix's
 * heavy kinds (bench/mix.ts) runs for BENCH_SECONDS (8) on 4 connections: the dashboard page (GET /dashboard with a
 * member's session), the admin booking list (AdminBookingRequests, 500 rows), the calendar month (CalendarRange, next
 * month) or the events list (EventsPageList), as bench/mix.ts sends them. PROFILE=false: the CPU figure alone. Prints the self time by package and
 * function (bench/profile.ts) and the server's CPU ms per request. BENCH_VOLUME=large as for the bench.
 */
async function main() {
  const kind = process.argv[2] ?? 'dashboard';
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const db = await freshDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doffice-prof-'));
  let servers: Awaited<ReturnType<typeof startBoth>> | undefined;
  try {
    const { ds, adminEmail, memberEmail } = await seededDatabase(db.url, benchVolume().volume, PASSWORD);
    await ds.destroy();
    const profile = process.env.PROFILE !== 'false';
    servers = await startBoth(db.url, randomBytes(32).toString('hex'), { nodeFlags: profile ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [], env: { JOBS: 'false' } });
    const base = servers.project.base;
    const gql = async (document: DocumentNode, email: string, variables?: Record<string, unknown>): Promise<Target> => ({
      url: `${base}/graphql`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', cookie: await signIn(base, email) },
      body: JSON.stringify({ operationName: (document.definitions[0] as { name?: { value: string } }).name?.value, query: asClientSends(document), variables }),
    });
    const targets: Record<string, () => Promise<Target>> = {
      dashboard: async () => ({ url: `${base}/dashboard`, headers: { cookie: await signIn(base, memberEmail), accept: 'text/html' } }),
      'admin-bookings': () => gql(AdminBookingRequestsDocument, adminEmail),
      calendar: () => gql(CalendarRangeDocument, memberEmail, nextMonth()),
      events: () => gql(EventsPageListDocument, memberEmail),
    };
    if (!targets[kind]) throw new Error(`no kind ${kind}: ${Object.keys(targets).join(', ')}`);
    const target = await targets[kind]();
    const first = await fetch(target.url, { method: target.method ?? 'GET', headers: target.headers, body: target.body });
    const text = await first.text();
    if (!first.ok || !text.includes(kind === 'dashboard' ? 'page-answers' : '"data"')) throw new Error(`${kind}: HTTP ${first.status} ${text.slice(0, 200)}`);
    await load(target, { connections: 4, seconds: 2 });
    const pid = servers.project.child.pid!;
    const cpu = () => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').slice(11, 13).reduce((s, x) => s + Number(x) * 10, 0);
    const before = cpu();
    const r = await load(target, { connections: 4, seconds, pid });
    const ms = cpu() - before;
    process.stdout.write(`${kind}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.failures} failed, ${text.length} bytes, server CPU ${(ms / (r.rps * seconds)).toFixed(2)} ms/request (load ${os.loadavg()[0].toFixed(1)})\n`);
    await stopProcess(servers.project);
    if (!profile) return;
    let file: string | undefined;
    for (let i = 0; i < 100 && !file; i++) {
      file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
      if (!file) await new Promise((res) => setTimeout(res, 200));
    }
    if (!file) throw new Error('the server wrote no profile');
    process.stdout.write(`${summarize(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), 40)}\n\nProfile: ${path.join(dir, file)}\n`);
  } finally {
    if (servers) await Promise.all([stopProcess(servers.project), stopProcess(servers.raw)]);
    await db.dispose();
  }
}

main().catch((err) => {
  process.stderr.write(`profile-mix failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
