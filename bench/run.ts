import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcrypt';
import { Client } from 'pg';
import { ROOT_DIR } from '../api/src/core/config';
import { createDataSource } from '../api/src/core/db/data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../api/src/core/db/embedded';
import { freePort, postgresTempDir } from '../api/test/scratch';
import { measure, table, type Case, type Result } from './load';
import { DEFAULT_VOLUME, seedVolume } from './seed-volume';

/*
 * `npm run bench`: a fresh database (embedded in a temp dir, or a new database on the server of
 * DATABASE_URL, dropped afterwards), bulk rows, the real server started as `npm start` starts
 * it (its own process, production mode, info logs off), then a closed loop per case over
 * loopback. Every figure is also shown as a ratio to GET /healthz measured in the same run, so
 * runs on different machines compare by ratio. Not part of `npm test`.
 *
 * Knobs: BENCH_SECONDS (3), BENCH_CONNECTIONS (10), BENCH_WARMUP_SECONDS (0.5).
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 0.5);
const PASSWORD = 'bench-password';

/** A database nobody else uses, and how to get rid of it. */
async function freshDatabase(): Promise<{ url: string; dispose(): Promise<void> }> {
  const name = `doffice_bench_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
  let embedded: EmbeddedDatabase | undefined;
  let dir: string | undefined;
  let adminUrl: URL;
  if (process.env.DATABASE_URL) {
    adminUrl = new URL(process.env.DATABASE_URL);
  } else {
    dir = postgresTempDir('doffice-bench-');
    embedded = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port: await freePort() });
    adminUrl = new URL(embedded.url);
  }
  adminUrl.pathname = '/postgres';
  const admin = new Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async dispose() {
      if (embedded) {
        await embedded.stop();
        fs.rmSync(dir!, { recursive: true, force: true });
        return;
      }
      const a = new Client({ connectionString: adminUrl.toString() });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** The server in its own process, as `npm start` runs it (tsx, production mode). */
async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', path.join(ROOT_DIR, 'api/src/main.ts')], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      // Nothing here sends mail; keep the dev outbox of .data/ untouched.
      OUTBOX_DIR: path.join(os.tmpdir(), 'doffice-bench-outbox'),
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become ready within 60 s');
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookie.length) throw new Error(`sign-in as ${email} set no cookie`);
  return cookie.join('; ');
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The first and last day of next month (it holds accepted bookings and many events). */
function nextMonth(now = new Date()): { from: string; to: string } {
  const first = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const last = new Date(now.getFullYear(), now.getMonth() + 2, 0);
  const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return { from: day(first), to: day(last) };
}

function cases(base: string, member: string, admin: string): Case[] {
  const gql = (cookie: string, query: string, variables?: Record<string, unknown>) => () =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
  const rest = (cookie: string, p: string) => () => fetch(`${base}${p}`, { headers: { cookie } });
  /** A GraphQL success with no errors; counts the items of the first list it finds. */
  const gqlOk = (pick: (data: Record<string, unknown>) => unknown[]) => (body: unknown) => {
    const b = body as { data?: Record<string, unknown>; errors?: { message: string }[] };
    if (b.errors?.length || !b.data) throw new Error(`GraphQL errors: ${JSON.stringify(b.errors)}`);
    return pick(b.data).length;
  };
  const list = (body: unknown) => {
    if (!Array.isArray(body)) throw new Error('expected a JSON array');
    return body.length;
  };
  const month = nextMonth();
  return [
    { name: 'GET /healthz (baseline)', request: rest('', '/healthz') },
    {
      name: 'GraphQL events + attendeeCount + currentUserRsvp (member)',
      request: gql(member, `{ events { id title type date startTime location maxAttendees attendeeCount currentUserRsvp { status respondedAt } } }`),
      check: gqlOk((d) => d.events as unknown[]),
    },
    {
      name: 'GraphQL roomBookings + room, member, invoice (admin)',
      request: gql(
        admin,
        `{ roomBookings { id status startDate durationMonths room { id name pricePerMonth deposit } member { id fullName email }
           invoice { invoiceNumber totalAmount depositPaid paidInFull } } }`,
      ),
      check: gqlOk((d) => d.roomBookings as unknown[]),
    },
    {
      name: `GraphQL calendar ${month.from}..${month.to} (member)`,
      request: gql(
        member,
        `query Cal($from: Date!, $to: Date!) { calendar(from: $from, to: $to) {
           events { id title type date startTime attendeeCount currentUserRsvp { status } }
           bookings { id date status room { name capacity } member { fullName } } } }`,
        month,
      ),
      check: gqlOk((d) => {
        const c = d.calendar as { events: unknown[]; bookings: unknown[] };
        return [...c.events, ...c.bookings];
      }),
    },
    { name: 'REST GET /api/events (member)', request: rest(member, '/api/events'), check: list },
    { name: 'REST GET /api/announcements (member)', request: rest(member, '/api/announcements'), check: list },
  ];
}

async function main() {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const started = Date.now();
  const db = await freshDatabase();
  let server: ChildProcess | undefined;
  try {
    const ds = createDataSource({ url: db.url, poolSize: 2 });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    const { adminEmail, memberEmail } = await seedVolume(ds, DEFAULT_VOLUME, await bcrypt.hash(PASSWORD, 10));
    const [counts] = await ds.query(`SELECT
      (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM event_rsvps)::int AS rsvps,
      (SELECT count(*) FROM room_bookings)::int AS bookings, (SELECT count(*) FROM invoices)::int AS invoices,
      (SELECT count(*) FROM announcements)::int AS announcements, (SELECT count(*) FROM users)::int AS users`);
    await ds.destroy();
    out(`Seeded ${JSON.stringify(counts)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const port = await freePort();
    server = await startServer(db.url, port);
    const base = `http://127.0.0.1:${port}`;
    const [member, admin] = await Promise.all([signIn(base, memberEmail), signIn(base, adminEmail)]);
    out(
      `Server ready; ${CONNECTIONS} connections, ${SECONDS} s per case after ${WARMUP} s warm-up, ` +
        `node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()})\n`,
    );

    const results: Result[] = [];
    for (const c of cases(base, member, admin)) {
      const r = await measure(c, { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP });
      results.push(r);
      out(`  ${r.name}: ${r.rps.toFixed(0)} req/s${r.firstFailure ? `  FAILURES, first: ${r.firstFailure}` : ''}`);
    }
    out('');
    out(table(results, results[0]));
    out('\nitems = rows in one answer (GraphQL lists take their default page of 100; REST keeps the spec\'s full arrays, up to 500).');
    if (results.some((r) => r.failures > 0)) process.exitCode = 1;
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    await db.dispose();
  }
}

main().catch((err) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
