import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ROOT_DIR, loadConfig } from '../api/src/core/config';
import { createDataSource } from '../api/src/database';
import { createLogger } from '../api/src/core/logger';
import { createServices } from '../api/src/services';
import { benchCases, type Request } from './cases';
import { load, median, table } from './load';
import { countingProxy } from './pg-count-proxy';
import { HUGE_VOLUME, LARGE_VOLUME, seedHistory, seededDatabase } from './seed-volume';
import { freshDatabase, PASSWORD, send, signIn, startFlags, startProcess, stopProcess, type Running } from './servers';

/*
 * Issue 42 item 4, ten times the data: `npx tsx bench/huge.ts` (`npm run bench:huge`; not part of `npm test`, and
 * `npm run bench` does not seed it). One embedded PostgreSQL holds two databases, the large volume and the huge one
 * (bench/seed-volume.ts HUGE_VOLUME), each with the project started as `npm start` starts it (JOBS off: the sweep is
 * measured on its own, below). Then:
 * - every list and the calendar month on both, alternating which goes first, BENCH_ROUNDS rounds of BENCH_SECONDS;
 *   the ratio huge / large per round, its median against the goal (>= 0.8: within 20 %);
 * - statements per request on the huge volume, for the page and for 10 rows (a counting proxy in front of a third
 *   instance), which must be equal, and equal to the large volume's;
 * - insights for 12 months on the huge volume (goal <= 1 s), the median of 5;
 * - the notification sweep's query over 100,000 members (NotificationsService.due, as the job runner calls it each
 *   sweepSeconds): this process's CPU (process.cpuUsage) and the database backend's CPU (/proc/<pid>/stat) per sweep,
 *   goal <= 2 s of CPU per minute.
 * Knobs: BENCH_ROUNDS (3), BENCH_SECONDS (3), BENCH_CONNECTIONS (10), BENCH_CASES (parts of case names).
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ONLY = (process.env.BENCH_CASES ?? '').split(',').map((x) => x.trim().toLowerCase()).filter(Boolean);
export const HUGE_GOALS = { ratio: 0.8, insightsMs: 1000, sweepCpuSecondsPerMinute: 2 } as const;

const out = (line = '') => process.stdout.write(`${line}\n`);
const loadavg = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
const ok = (met: boolean) => (met ? 'ok' : 'MISS');

interface ListCase {
  name: string;
  request: Request;
  small?: Request;
}

/** The lists of issue 42 item 4: the bench's four (project side) and every other list a screen pages through. */
function listCases(member: string, admin: string): ListCase[] {
  const gql = (cookie: string, query: string, variables?: Record<string, unknown>): Request => ({
    url: '/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const get = (cookie: string, url: string): Request => ({ url, headers: { cookie } });
  const base = benchCases({ member, admin })
    .filter((c) => c.goal !== null || c.name.includes('(all'))
    .filter((c) => !c.name.includes('healthz'))
    .map((c) => ({ name: c.name, request: c.project, small: c.small?.project }));
  const paged = (name: string, cookie: string, query: string, limit: number): ListCase => ({
    name,
    request: gql(cookie, query, { limit }),
    small: gql(cookie, query, { limit: 10 }),
  });
  return [
    ...base,
    paged('GraphQL myRoomBookings (100), member', member, `query($limit: Int) { myRoomBookings(limit: $limit) { id status startDate room { name } invoice { totalAmount } } }`, 100),
    paged('GraphQL users (100), admin', admin, `query($limit: Int) { users(limit: $limit) { id fullName email } }`, 100),
    paged('GraphQL announcements (100), member', member, `query($limit: Int) { announcements(limit: $limit) { id title createdAt author { fullName } } }`, 100),
    paged('GraphQL myNotifications (20), member', member, `query($limit: Int) { myNotifications(limit: $limit) { id title body readAt } }`, 20),
    paged('GraphQL auditLog (50), admin', admin, `query($limit: Int) { auditLog(limit: $limit) { total nextCursor items { id at action summary } } }`, 50),
    paged('GraphQL payments (100), admin', admin, `query($limit: Int) { payments(limit: $limit) { id status amount } }`, 100),
    paged('GraphQL invoices (100), admin', admin, `query($limit: Int) { invoices(limit: $limit) { id invoiceNumber totalAmount } }`, 100),
  ].filter((c) => !ONLY.length || ONLY.some((w) => c.name.toLowerCase().includes(w)));
}

/** A second database on the server of `url` (the same PostgreSQL, so both volumes share its memory and CPU). */
async function siblingDatabase(url: string): Promise<string> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const name = `doffice_huge_${randomBytes(3).toString('hex')}`;
  const c = new Client({ connectionString: admin.toString() });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function startProject(databaseUrl: string, secret: string): Promise<Running> {
  return startProcess([...startFlags(), path.join(ROOT_DIR, 'scripts/start.mjs')], {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secret,
    LOG_LEVEL: 'warn',
    JOBS: 'false',
    OUTBOX_DIR: path.join(os.tmpdir(), 'doffice-bench-outbox'),
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  }, '/readyz');
}

/** CPU seconds (user + system) a process has used, from /proc (the database backend's share of a sweep). */
function procCpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The sweep's query, as the job runner calls it, over the huge volume: CPU of this process and of the backend. */
async function sweepCost(databaseUrl: string): Promise<{ sweepSeconds: number; runs: { due: number; nodeCpuMs: number; dbCpuMs: number; wallMs: number }[] }> {
  const ds = createDataSource({ url: databaseUrl, poolSize: 1 });
  await ds.initialize();
  try {
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, JWT_SECRET: 'huge-bench', JOBS: 'false' });
    const services = createServices({ ds, config, logger: createLogger('silent'), secret: 'huge-bench' });
    const [{ pid }] = await ds.query('SELECT pg_backend_pid() AS pid');
    const runs = [];
    for (let i = 0; i < 4; i++) {
      const [cpu, db, wall] = [process.cpuUsage(), procCpuSeconds(pid), performance.now()];
      const due = await services.notifications.due(new Date());
      const used = process.cpuUsage(cpu);
      runs.push({ due: due.length, nodeCpuMs: (used.user + used.system) / 1000, dbCpuMs: (procCpuSeconds(pid) - db) * 1000, wallMs: performance.now() - wall });
    }
    return { sweepSeconds: config.notifySweepSeconds, runs: runs.slice(1) }; // the first plans its statements and reads cold pages
  } finally {
    await ds.destroy();
  }
}

async function main() {
  const db = await freshDatabase();
  const secret = randomBytes(32).toString('hex');
  const running: Running[] = [];
  try {
    const hugeUrl = await siblingDatabase(db.url);
    let t = Date.now();
    const large = await seededDatabase(db.url, LARGE_VOLUME, PASSWORD);
    // The large volume's share of what only the huge one has a year of: a tenth of its audit entries (the large
    // volume's events are all ahead, so it has no reminders to have sent), so the audit log compares 10,000 with 100,000.
    const [{ id: largeAdmin }] = await large.ds.query(`SELECT id FROM users WHERE email = $1`, [large.adminEmail]);
    await seedHistory(large.ds.manager, { ...LARGE_VOLUME, auditEntries: (HUGE_VOLUME.auditEntries ?? 0) / 10 }, largeAdmin);
    await large.ds.query('VACUUM ANALYZE');
    await large.ds.destroy();
    const largeSeconds = (Date.now() - t) / 1000;
    t = Date.now();
    const huge = await seededDatabase(hugeUrl, HUGE_VOLUME, PASSWORD);
    const [counts] = await huge.ds.query(`SELECT
      (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM events)::int AS events,
      (SELECT count(*) FROM event_rsvps)::int AS rsvps, (SELECT count(*) FROM room_bookings)::int AS bookings,
      (SELECT count(*) FROM announcements)::int AS announcements, (SELECT count(*) FROM notification_deliveries)::int AS notifications,
      (SELECT count(*) FROM audit_log)::int AS audit_entries`);
    await huge.ds.destroy();
    out(`Volume huge: ${JSON.stringify(counts)}, seeded (and vacuumed) in ${((Date.now() - t) / 1000).toFixed(1)} s; large in ${largeSeconds.toFixed(1)} s`);

    // Statements per request: a proxy in front of an instance of each volume.
    const counting: Record<'large' | 'huge', { count(): number; base: string; cookies: { member: string; admin: string } }> = {} as never;
    const proxies = [];
    for (const [name, url] of [['large', db.url], ['huge', hugeUrl]] as const) {
      const proxy = await countingProxy(url, ['d-office']);
      proxies.push(proxy);
      const server = await startProject(proxy.url, secret);
      running.push(server);
      const cookies = { member: await signIn(server.base, huge.memberEmail), admin: await signIn(server.base, huge.adminEmail) };
      counting[name] = { count: () => proxy.count(), base: server.base, cookies };
    }
    const statements = async (name: 'large' | 'huge', r: Request) => {
      const before = counting[name].count();
      for (let i = 0; i < 5; i++) await send(counting[name].base, r);
      await new Promise((res) => setTimeout(res, 50));
      return (counting[name].count() - before) / 5;
    };
    const sql = new Map<string, { large: number; huge: number; hugeSmall: number }>();
    for (const [i, c] of listCases(counting.huge.cookies.member, counting.huge.cookies.admin).entries()) {
      const l = listCases(counting.large.cookies.member, counting.large.cookies.admin)[i]!;
      sql.set(c.name, { large: await statements('large', l.request), huge: await statements('huge', c.request), hugeSmall: c.small ? await statements('huge', c.small) : NaN });
    }
    for (const s of running.splice(0)) await stopProcess(s);
    for (const p of proxies) await p.close();

    // Throughput: both volumes' servers, alternating.
    const servers = { large: await startProject(db.url, secret), huge: await startProject(hugeUrl, secret) };
    running.push(servers.large, servers.huge);
    const cookies = {
      large: { member: await signIn(servers.large.base, huge.memberEmail), admin: await signIn(servers.large.base, huge.adminEmail) },
      huge: { member: await signIn(servers.huge.base, huge.memberEmail), admin: await signIn(servers.huge.base, huge.adminEmail) },
    };
    const cases = { large: listCases(cookies.large.member, cookies.large.admin), huge: listCases(cookies.huge.member, cookies.huge.admin) };
    out(`${ROUNDS} rounds x ${SECONDS} s per case and volume, ${CONNECTIONS} connections, ${os.cpus().length} CPUs, load average ${loadavg()}`);
    const target = (v: 'large' | 'huge', r: Request) => ({ ...r, url: `${servers[v].base}${r.url}` });
    for (const v of ['large', 'huge'] as const) for (const c of cases[v]) await load(target(v, c.request), { connections: CONNECTIONS, seconds: 1 });
    const rows: string[][] = [];
    const results = [];
    for (const [i, c] of cases.huge.entries()) {
      const rounds: { large: number; huge: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? (['large', 'huge'] as const) : (['huge', 'large'] as const);
        const sample = {} as { large: number; huge: number };
        for (const v of order) {
          const s = await load(target(v, (v === 'huge' ? c : cases.large[i]!).request), { connections: CONNECTIONS, seconds: SECONDS, pid: servers[v].child.pid });
          if (s.failures) throw new Error(`${c.name} on ${v}: ${s.failures} failed requests`);
          sample[v] = s.rps;
        }
        rounds.push(sample);
      }
      const ratio = median(rounds.map((r) => r.huge / r.large));
      const st = sql.get(c.name)!;
      const sameSql = st.huge === st.large && (Number.isNaN(st.hugeSmall) || st.hugeSmall === st.huge);
      results.push({ name: c.name, rounds, ratio, statements: st });
      rows.push([
        c.name,
        median(rounds.map((r) => r.large)).toFixed(0),
        median(rounds.map((r) => r.huge)).toFixed(0),
        ratio.toFixed(2),
        `${ok(ratio >= HUGE_GOALS.ratio)} >=${HUGE_GOALS.ratio}`,
        `${st.huge} (small ${Number.isNaN(st.hugeSmall) ? '-' : st.hugeSmall}, large ${st.large}) ${sameSql ? '=' : 'DIFFERS'}`,
      ]);
      out(`  ${c.name}: ${rounds.map((r) => `${r.large.toFixed(0)}/${r.huge.toFixed(0)}`).join(', ')} req/s (large/huge), load average ${loadavg()}`);
    }
    out('');
    out(table(['list', 'large req/s', 'huge req/s', 'x large', 'goal', 'SQL/req huge (10 rows, large)'], rows));

    // Insights for 12 months, the median of 5 after one warm-up.
    const insights = async (v: 'large' | 'huge') => {
      const q: Request = {
        url: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies[v].admin },
        body: JSON.stringify({ query: `{ adminInsights(months: 12) { from to occupancy { month rate } pipeline { stage count } revenue { month invoiced paid } rsvpRates { eventType events attending noAnswer } } }` }),
      };
      await send(servers[v].base, q);
      const ms = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        await send(servers[v].base, q);
        ms.push(performance.now() - t0);
      }
      return median(ms);
    };
    const [insightsLarge, insightsHuge] = [await insights('large'), await insights('huge')];
    out(`\nInsights, 12 months: huge ${insightsHuge.toFixed(0)} ms (goal <= ${HUGE_GOALS.insightsMs}) ${ok(insightsHuge <= HUGE_GOALS.insightsMs)}; large ${insightsLarge.toFixed(0)} ms`);
    for (const s of running.splice(0)) await stopProcess(s);

    const { sweepSeconds, runs: sweep } = await sweepCost(hugeUrl);
    const perSweep = median(sweep.map((s) => s.nodeCpuMs + s.dbCpuMs));
    const perMinute = (perSweep * (60 / sweepSeconds)) / 1000;
    out(
      `Notification sweep over ${counts.users.toLocaleString('en')} accounts (due(), every ${sweepSeconds} s): ` +
        sweep.map((s) => `${s.due} due, node ${s.nodeCpuMs.toFixed(0)} ms + database ${s.dbCpuMs.toFixed(0)} ms CPU, ${s.wallMs.toFixed(0)} ms wall`).join('; ') +
        `; ${perMinute.toFixed(2)} s of CPU per minute (goal <= ${HUGE_GOALS.sweepCpuSecondsPerMinute}) ${ok(perMinute <= HUGE_GOALS.sweepCpuSecondsPerMinute)}`,
    );
    out(`load average at the end ${loadavg()}`);

    const json = path.join(ROOT_DIR, '.data/bench', `${new Date().toISOString().replace(/[:.]/g, '-')}-huge.json`);
    fs.mkdirSync(path.dirname(json), { recursive: true });
    fs.writeFileSync(json, JSON.stringify({ at: new Date().toISOString(), counts, settings: { ROUNDS, SECONDS, CONNECTIONS, loadavg: os.loadavg() }, results, insights: { large: insightsLarge, huge: insightsHuge }, sweep }, null, 2));
    out(`JSON: ${path.relative(ROOT_DIR, json)}`);
  } finally {
    for (const s of running) await stopProcess(s);
    await db.dispose();
  }
}

main().catch((err) => {
  process.stderr.write(`huge bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
