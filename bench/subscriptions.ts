import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import bcrypt from 'bcrypt';
import WebSocket from 'ws';
import { ROOT_DIR } from '../api/src/core/config';
import { freshDatabase } from './servers';

/*
 * GraphQL subscriptions (issue 39): BENCH_LIVE_SOCKETS (1,000) sockets open on one instance, each subscribed to
 * eventSeatsChanged of one event, and an RSVP changing it BENCH_LIVE_CHANGES times (10). For each change: every
 * socket's delay from the mutation's commit (the moment its HTTP answer arrives, which follows the commit) to its
 * message, pooled p50 and p99, and the last socket's (the fan-out's whole time: the NOTIFY, 1,000 re-reads of the
 * event as each subscriber may see it, 1,000 sends). RSS cost per open socket: the server's RSS (its own process)
 * with every socket open and subscribed, less its RSS before the first one, over the count. Figures only; nothing is
 * asserted. Alone: `npx tsx bench/subscriptions.ts`; within `npm run bench` (BENCH_LIVE=false skips it).
 */

export const LIVE_SECTION = 'Subscriptions: 1,000 sockets, an RSVP change';
const SOCKETS = Number(process.env.BENCH_LIVE_SOCKETS ?? 1000);
const CHANGES = Number(process.env.BENCH_LIVE_CHANGES ?? 10);

export interface LiveResult {
  sockets: number;
  changes: number;
  p50Ms: number;
  p99Ms: number;
  lastMedianMs: number;
  lastMaxMs: number;
  rssPerSocketKb: number;
}

const out = (line = '') => process.stdout.write(`${line}\n`);
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function startServer(url: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT_DIR, 'bench/live-server.ts')], {
    env: { ...process.env, DATABASE_URL: url, LIVE_CONNECTIONS_PER_USER: String(SOCKETS + 10), LIVE_IDLE_SECONDS: '600' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      const m = /READY (\d+)/.exec(String(d));
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`bench live server exited (${code})`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'bench-password' }) });
  const token = /doffice_session=([^;]+)/.exec(res.headers.getSetCookie()[0] ?? '')?.[1];
  if (!token) throw new Error(`bench sign-in failed: ${res.status}`);
  return token;
}

/** One subscribed socket; `onNext` at each message. */
function subscribed(base: string, token: string, eventId: number, onNext: () => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { authorization: `Bearer ${token}` } });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type: string };
      if (m.type === 'connection_ack') {
        ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription ($e: ID!) { eventSeatsChanged(eventId: $e) { id attendeeCount } }', variables: { e: String(eventId) } } }));
        setTimeout(() => resolve(ws), 20);
      } else if (m.type === 'next') onNext();
    });
    ws.on('close', (code) => reject(new Error(`socket closed ${code}`)));
    ws.on('error', reject);
  });
}

export async function liveBench(): Promise<LiveResult> {
  const db = await freshDatabase();
  let server: { child: ChildProcess; base: string } | undefined;
  const sockets: WebSocket[] = [];
  try {
    server = await startServer(db.url);
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    const hash = await bcrypt.hash('bench-password', 4);
    await pg.query(`INSERT INTO users (username, email, password_hash, full_name) VALUES ('watcher', 'watcher@bench.local', $1, 'Watcher'), ('rsvp', 'rsvp@bench.local', $1, 'Answerer')`, [hash]);
    const [{ id: eventId }] = (await pg.query(`INSERT INTO events (title, date, start_time, location) VALUES ('Bench night', current_date + 7, '18:00', 'Hall') RETURNING id`)).rows;
    await pg.end();
    const watcher = await signIn(server.base, 'watcher');
    const answerer = await signIn(server.base, 'rsvp');
    await fetch(`${server.base}/healthz`);
    await sleep(500);
    const before = rssKb(server.child.pid!);

    let arrivals: number[] = [];
    for (let i = 0; i < SOCKETS; i += 50) {
      const batch = Array.from({ length: Math.min(50, SOCKETS - i) }, () => subscribed(server!.base, watcher, eventId, () => arrivals.push(performance.now())));
      sockets.push(...(await Promise.all(batch)));
    }
    await sleep(1000);
    const after = rssKb(server.child.pid!);

    const delays: number[] = [];
    const lasts: number[] = [];
    for (let c = 0; c < CHANGES; c++) {
      arrivals = [];
      const res = await fetch(`${server.base}/api/events/${eventId}/rsvp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${answerer}` },
        body: JSON.stringify({ status: c % 2 ? 'not_attending' : 'attending' }),
      });
      const committed = performance.now();
      if (res.status >= 300) throw new Error(`RSVP answered ${res.status}`);
      for (let w = 0; w < 1200 && arrivals.length < SOCKETS; w++) await sleep(25);
      if (arrivals.length < SOCKETS) throw new Error(`only ${arrivals.length} of ${SOCKETS} sockets were told within 30 s`);
      const ds = arrivals.map((a) => Math.max(0, a - committed));
      delays.push(...ds);
      lasts.push(Math.max(...ds));
      await sleep(200);
    }
    delays.sort((a, b) => a - b);
    lasts.sort((a, b) => a - b);
    return {
      sockets: SOCKETS,
      changes: CHANGES,
      p50Ms: pct(delays, 50),
      p99Ms: pct(delays, 99),
      lastMedianMs: pct(lasts, 50),
      lastMaxMs: lasts[lasts.length - 1],
      rssPerSocketKb: (after - before) / SOCKETS,
    };
  } finally {
    for (const s of sockets) s.terminate();
    server?.child.kill('SIGTERM');
    await sleep(300);
    await db.dispose();
  }
}

export function liveReport(r: LiveResult): string {
  const f = (n: number) => n.toFixed(1);
  return [
    `${LIVE_SECTION} (${r.sockets} sockets on one instance, ${r.changes} RSVP changes)`,
    `  commit -> message, every socket: p50 ${f(r.p50Ms)} ms, p99 ${f(r.p99Ms)} ms`,
    `  commit -> last socket's message: median ${f(r.lastMedianMs)} ms, worst ${f(r.lastMaxMs)} ms`,
    `  RSS per open socket (subscribed): ${f(r.rssPerSocketKb)} KB`,
  ].join('\n');
}

if (require.main === module) {
  liveBench()
    .then((r) => out(liveReport(r)))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
