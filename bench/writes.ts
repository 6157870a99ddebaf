import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as hdr from 'hdr-histogram-js';
import { Client } from 'pg';
import { ROOT_DIR } from '../api/src/core/config';
import { localDay } from '../rules/today';
import type { Contender } from './cases';
import { median, table } from './load';
import { sessionCookie } from './raw-session';
import { DEFAULT_VOLUME, seededDatabase } from './seed-volume';
import { freshDatabase, PASSWORD, startFlags, startProcess, stopProcess, type Running } from './servers';

/*
 * Writes (issue 42 item 1): the project as `npm start` runs it (production, JOBS=false) beside bench/raw-writes.ts
 * (node:http + pg, the same rows in one transaction with the same guarantees), on one database seeded with the
 * default volume plus 1,000 writing members (sessions made in SQL, cookies signed as the project signs them), 50 rooms
 * of their own and one enabled webhook endpoint that wants every event written here (so each write also writes its
 * outbox row and delivery, as an office with an integration does; JOBS=false: nothing is sent meanwhile).
 *
 * Cases, each on rows of its own per contender and round (nothing one contender did is in the other's way):
 *  - RSVP storm: one event with 100 seats, its own per run; all 1,000 members answer "attending" at once (1,000
 *    connections). Exactly 100 attending, the other 900 refused with 409 "This event is full", 0 other answers.
 *  - RSVPs spread over 20 events (no cap), BENCH_WRITES_N (400) distinct members, 10 connections, closed loop.
 *  - A booking request (pending; 50 rooms, distinct days), N, 10 connections.
 *  - An accept of a pending booking (seeded: each room's in distinct months, so none overlaps), N, 10 connections.
 *  - A payment-step tick ("Deposit requested") of the bookings just accepted, N, 10 connections.
 * First, untimed, both contenders do each write once on twin rows, and the rows they made (booking, invoice, audit entry,
 * outbox event and delivery, RSVP) are compared column by column, ids and clock times aside; then BENCH_ROUNDS rounds, the
 * contenders alternating who goes first. Reported: writes/s, p50/p99, the ratio (median of the rounds' ratios), load
 * average; goals each write >= 0.5x raw, storm p99 <= 1.25x raw's, the storm's outcome exact, 0 errors.
 *
 * Alone: `npx tsx bench/writes.ts`; within `npm run bench` after the lists (BENCH_WRITES=false skips it).
 */

export const WRITES_SECTION = 'writes: RSVP storm, RSVPs, booking request, accept, payment-step tick';
const RATIO_GOAL = 0.5;
const STORM_P99_GOAL = 1.25;
const MEMBERS = 1000;
const SEATS = 100;
const ROOMS = 50;
const SPREAD_EVENTS = 20;
const CONNECTIONS = 10;

type CaseName = 'RSVP storm (1,000 members, 100 seats)' | 'RSVP, spread over 20 events' | 'booking request' | 'accept' | 'payment-step tick';
const ALL_CASES: CaseName[] = ['RSVP storm (1,000 members, 100 seats)', 'RSVP, spread over 20 events', 'booking request', 'accept', 'payment-step tick'];
/** BENCH_WRITES_CASES: a comma-separated choice of cases by words of their names (for profiling one path); default all. */
const CASES = ((only) => (only ? ALL_CASES.filter((k) => only.some((w) => k.toLowerCase().includes(w))) : ALL_CASES))(
  process.env.BENCH_WRITES_CASES?.toLowerCase().split(',').map((w) => w.trim()).filter(Boolean),
);
const runs = (k: CaseName) => CASES.includes(k);

export interface Run {
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers by status code (and message for refusals). */
  outcomes: Record<string, number>;
  /** CPU ms per write of the server process (NaN where /proc cannot tell): steadier than writes/s on a shared machine. */
  cpuMs: number;
}

/** utime + stime of a process in ms, or NaN when /proc cannot tell. */
export function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

export interface WritesResult {
  loadavg: { before: number[]; after: number[] };
  n: number;
  rounds: Record<CaseName, Record<Contender, Run>[]>;
  median: Record<CaseName, Record<Contender, { perSecond: number; p50: number; p99: number; cpuMs: number }> & { ratio: number; p99Ratio: number }>;
  stormExact: boolean;
  errors: number;
  verified: string[];
}

export interface Op {
  url: string;
  body: string;
  cookie: string;
}

/** `ops` over `connections` keep-alive connections, each sending its next when the last is answered. */
export async function drive(base: string, ops: Op[], connections: number, pid?: number): Promise<Run> {
  const cpuBefore = cpuMsOf(pid);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const histogram = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000, numberOfSignificantValueDigits: 3 });
  const outcomes: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: Math.min(connections, ops.length) }, async () => {
        while (next < ops.length) {
          const op = ops[next++];
          const t0 = performance.now();
          const res = await post(`${base}${op.url}`, agent, op.body, op.cookie);
          histogram.recordValue(Math.max(1, Math.round((performance.now() - t0) * 1000)));
          const key = res.status < 300 ? String(res.status) : `${res.status} ${messageOf(res.text)}`;
          outcomes[key] = (outcomes[key] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return { perSecond: ops.length / seconds, p50: histogram.getValueAtPercentile(50) / 1000, p99: histogram.getValueAtPercentile(99) / 1000, outcomes,
      cpuMs: (cpuMsOf(pid) - cpuBefore) / ops.length };
  } finally {
    histogram.destroy();
    agent.destroy();
  }
}

function messageOf(text: string): string {
  try {
    const b = JSON.parse(text) as { error?: unknown; message?: unknown };
    return String(b.error ?? b.message ?? text.slice(0, 80));
  } catch {
    return text.slice(0, 80);
  }
}

export function post(url: string, agent: http.Agent, body: string, cookie: string): Promise<{ status: number; text: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: u.hostname, port: u.port, path: u.pathname, method: 'POST', agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`${url}: no answer within 60 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** The requests of one case for one contender: the project's REST paths, the raw server's. */
const request = {
  rsvp: (who: Contender, eventId: number, cookie: string): Op =>
    who === 'project'
      ? { url: `/api/events/${eventId}/rsvp`, body: '{"status":"attending"}', cookie }
      : { url: '/rsvp', body: JSON.stringify({ eventId, status: 'attending' }), cookie },
  booking: (who: Contender, roomId: number, startDate: string, cookie: string): Op => ({
    url: who === 'project' ? '/api/room-bookings' : '/bookings',
    body: JSON.stringify({ roomId, startDate, durationMonths: 1, purpose: 'Bench' }),
    cookie,
  }),
  accept: (who: Contender, id: number, cookie: string): Op => ({ url: `${who === 'project' ? '/api/room-bookings' : '/bookings'}/${id}/accept`, body: '', cookie }),
  tick: (who: Contender, id: number, cookie: string): Op => ({ url: `${who === 'project' ? '/api/room-bookings' : '/bookings'}/${id}/request-deposit`, body: '', cookie }),
};

/** The writing world: members with their cookies, the admin's, the rooms, and how to make events and pending bookings. */
async function world(c: Client, secret: string) {
  const today = localDay();
  const members: { id: number; cookie: string }[] = [];
  const { rows: users } = await c.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, full_name)
     SELECT 'writer' || i || '@bench.local', 'writer' || i || '@bench.local', 'x', 'Writer ' || i FROM generate_series(1, $1) i RETURNING id`,
    [MEMBERS],
  );
  const sids = users.map(() => randomUUID());
  await c.query(`INSERT INTO sessions (id, user_id, expires_at) SELECT unnest($1::uuid[]), unnest($2::int[]), now() + interval '7 days'`, [
    sids,
    users.map((u) => u.id),
  ]);
  users.forEach((u, i) => members.push({ id: u.id, cookie: sessionCookie(secret, sids[i], u.id) }));
  const { rows: [admin] } = await c.query<{ id: number }>(`SELECT id FROM users WHERE is_admin ORDER BY id LIMIT 1`);
  const adminSid = randomUUID();
  await c.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '7 days')`, [adminSid, admin.id]);
  const { rows: rooms } = await c.query<{ id: number }>(
    `INSERT INTO meeting_rooms (name, price_per_month, deposit) SELECT 'Writes room ' || lpad(i::text, 2, '0'), 400, 80 FROM generate_series(1, $1) i RETURNING id`,
    [ROOMS],
  );
  await c.query(
    `INSERT INTO webhook_endpoints (url, description, events, secret, created_by)
     VALUES ('http://127.0.0.1:9/bench', 'bench', ARRAY['rsvp.changed', 'booking.requested', 'booking.accepted', 'booking.payment_step'], $1, $2)`,
    [`whsec_${randomBytes(24).toString('base64')}`, admin.id],
  );
  let eventNo = 0;
  /** `count` confirmed office events `days` from today with `seats` places (null: no cap). */
  const events = async (count: number, seats: number | null): Promise<number[]> =>
    (
      await c.query<{ id: number }>(
        `INSERT INTO events (title, type, date, start_time, location, max_attendees, status, created_by)
         SELECT 'Writes event ' || ($1::int + i), 'social', $2::date + 3, '18:00', 'Main hall', $3, 'confirmed', $4 FROM generate_series(1, $5) i RETURNING id`,
        [eventNo, today, seats, admin.id, count],
      ).then((r) => ((eventNo += count), r))
    ).rows.map((r) => r.id);
  let slot = 0;
  /** `count` pending bookings of the rooms in round robin, each room's in months of their own (none overlaps another). */
  const pending = async (count: number): Promise<number[]> => {
    const s = slot++;
    const { rows } = await c.query<{ id: number }>(
      `INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, purpose, status)
       SELECT ($1::int[])[1 + i % $2], ($3::int[])[1 + i % $4], (date '2040-01-01' + make_interval(months => $5 * 100 + i / $2))::date, 1, 'Bench', 'pending'
         FROM generate_series(0, $6 - 1) i ORDER BY i RETURNING id`,
      [rooms.map((r) => r.id), rooms.length, members.map((m) => m.id), members.length, s, count],
    );
    return rows.map((r) => r.id);
  };
  let day = 0;
  /** Distinct start days from next week on, for requests. */
  const days = (count: number) => Array.from({ length: count }, () => addDays(today, 7 + day++));
  return { members, admin: { id: admin.id, cookie: sessionCookie(secret, adminSid, admin.id) }, rooms: rooms.map((r) => r.id), events, pending, days };
}

const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The rows a write made, with what differs between two twin writes blanked out (ids, clock times, the member and room
 * where the twins differ by design), for comparing the contenders' rows column by column.
 */
async function rowsOf(c: Client, kind: 'rsvp' | 'booking', id: number): Promise<unknown> {
  const blank = (o: Record<string, unknown>) =>
    JSON.parse(
      JSON.stringify(o, (k, v: unknown) =>
        /(^id$|^at$|_id$|At$|_at$|^timestamp$|^startDate$|^endDate$|^start_date$|date$|^invoice_number$|^memberId$|^roomId$|^eventId$|^entity_id$|^actor_id$|^reviewedBy$|^reviewed_by$)/.test(k) && v !== null
          ? '*'
          : typeof v === 'string'
            ? v.replace(/#\d+/g, '#*').replace(/Writes room \d+/g, 'Writes room *').replace(/\w{3} \d+, \d{4}/g, '<day>')
            : v,
      ),
    ) as unknown;
  const events = (await c.query(
    `SELECT e.type, e.payload, (SELECT count(*)::int FROM webhook_deliveries d WHERE d.event_id = e.id) AS deliveries FROM webhook_events e
      WHERE (e.payload->'data'->'${kind}'->>'id')::int = $1 ORDER BY e.id`,
    [id],
  )).rows.map(blank);
  if (kind === 'rsvp') {
    const rsvp = (await c.query(`SELECT * FROM event_rsvps WHERE id = $1`, [id])).rows.map(blank);
    return { rsvp, events };
  }
  const booking = (await c.query(`SELECT * FROM room_bookings WHERE id = $1`, [id])).rows.map(blank);
  const invoice = (await c.query(`SELECT * FROM invoices WHERE booking_id = $1`, [id])).rows.map(blank);
  const audit = (await c.query(`SELECT * FROM audit_log WHERE entity_type = 'booking' AND entity_id = $1 ORDER BY id`, [id])).rows.map(blank);
  return { booking, invoice, audit, events };
}

export async function writesBench(opts: { rounds: number; out: (line: string) => void }): Promise<WritesResult> {
  const n = Number(process.env.BENCH_WRITES_N ?? 400);
  const db = await freshDatabase();
  const secret = randomBytes(32).toString('hex');
  let servers: Record<Contender, Running> | undefined;
  const c = new Client({ connectionString: db.url });
  try {
    const { ds } = await seededDatabase(db.url, DEFAULT_VOLUME, PASSWORD);
    await ds.destroy();
    await c.connect();
    const w = await world(c, secret);
    const env = {
      NODE_ENV: 'production', DATABASE_URL: db.url, JWT_SECRET: secret, LOG_LEVEL: 'warn', JOBS: 'false',
      OUTBOX_DIR: path.join(os.tmpdir(), 'doffice-bench-outbox'), ADMIN_EMAIL: '', ADMIN_PASSWORD: '',
    };
    servers = {
      // BENCH_WRITES_NODE_FLAGS: more node flags for the project, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p` (where its CPU goes).
      project: await startProcess([...startFlags(), ...(process.env.BENCH_WRITES_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
        path.join(ROOT_DIR, 'scripts/start.mjs')], env, '/readyz'),
      raw: await startProcess(['--require', 'tsx/cjs', path.join(ROOT_DIR, 'bench/raw-writes.ts')], env, '/healthz'),
    };
    const base = (who: Contender) => servers![who].base;
    const pid = (who: Contender) => servers![who].child.pid;
    const member = (i: number) => w.members[i % w.members.length];

    // Twin writes, untimed: the same write by each contender on twin rows; the rows compared.
    const verified: string[] = [];
    const twin = async (what: string, kind: 'rsvp' | 'booking', make: (who: Contender) => Promise<Op>, idOf: (who: Contender, answer: string) => number) => {
      const rows = {} as Record<Contender, unknown>;
      for (const who of ['project', 'raw'] as const) {
        const op = await make(who);
        const agent = new http.Agent({ keepAlive: false });
        const res = await post(`${base(who)}${op.url}`, agent, op.body, op.cookie);
        if (res.status >= 300) throw new Error(`${what}, ${who}: HTTP ${res.status} ${res.text.slice(0, 200)}`);
        rows[who] = await rowsOf(c, kind, idOf(who, res.text));
      }
      if (JSON.stringify(rows.project) !== JSON.stringify(rows.raw)) {
        throw new Error(`${what}: the rows differ\nproject ${JSON.stringify(rows.project)}\nraw     ${JSON.stringify(rows.raw)}`);
      }
      verified.push(what);
    };
    const idFromAnswer = (_who: Contender, text: string) => (JSON.parse(text) as { id: number }).id;
    const twinEvents = await w.events(2, SEATS);
    await twin('RSVP', 'rsvp', async (who) => request.rsvp(who, twinEvents[who === 'project' ? 0 : 1], member(0).cookie), idFromAnswer);
    const twinDays = w.days(1);
    await twin('booking request', 'booking', async (who) => request.booking(who, w.rooms[who === 'project' ? 0 : 1], twinDays[0], member(1).cookie), idFromAnswer);
    const twinPending = await w.pending(2);
    await twin('accept', 'booking', async (who) => request.accept(who, twinPending[who === 'project' ? 0 : 1], w.admin.cookie), (who) => twinPending[who === 'project' ? 0 : 1]);
    await twin('payment-step tick', 'booking', async (who) => request.tick(who, twinPending[who === 'project' ? 0 : 1], w.admin.cookie), (who) => twinPending[who === 'project' ? 0 : 1]);
    opts.out(`writes: the rows of ${verified.join(', ')} are the same from both, column by column (ids and clock times aside)`);

    const loadBefore = os.loadavg();
    const rounds = Object.fromEntries(CASES.map((k) => [k, [] as Record<Contender, Run>[]])) as WritesResult['rounds'];
    let stormExact = true;
    let errors = 0;
    const expect = (name: CaseName, who: Contender, run: Run, wanted: Record<string, number>) => {
      const bad = Object.entries(run.outcomes).filter(([k]) => !(k in wanted)).reduce((s, [, v]) => s + v, 0);
      errors += bad;
      const exact = Object.entries(wanted).every(([k, v]) => run.outcomes[k] === v);
      if (!exact) opts.out(`  ${name}, ${who}: answers ${JSON.stringify(run.outcomes)}, expected ${JSON.stringify(wanted)}`);
      return exact;
    };
    for (let round = 0; round < opts.rounds; round++) {
      const order: Contender[] = round % 2 === 0 ? ['project', 'raw'] : ['raw', 'project'];
      const sample = Object.fromEntries(CASES.map((k) => [k, {} as Record<Contender, Run>])) as Record<CaseName, Record<Contender, Run>>;
      for (const who of order) {
        // The storm: every member at once on one event of 100 seats.
        if (runs('RSVP storm (1,000 members, 100 seats)')) {
          const [storm] = await w.events(1, SEATS);
          const s = await drive(base(who), w.members.map((m) => request.rsvp(who, storm, m.cookie)), MEMBERS, pid(who));
          sample['RSVP storm (1,000 members, 100 seats)'][who] = s;
          const [{ attending, count }] = (await c.query(
            `SELECT count(*) FILTER (WHERE status = 'attending')::int AS attending, (SELECT attending_count FROM events WHERE id = $1) AS count
               FROM event_rsvps WHERE event_id = $1`, [storm])).rows;
          stormExact = expect('RSVP storm (1,000 members, 100 seats)', who, s, { 201: SEATS, '409 This event is full': MEMBERS - SEATS }) && attending === SEATS &&
            count === SEATS && stormExact;
        }

        if (runs('RSVP, spread over 20 events')) {
          const spread = await w.events(SPREAD_EVENTS, null);
          const r = await drive(base(who), Array.from({ length: Math.min(n, MEMBERS) }, (_, i) => request.rsvp(who, spread[i % SPREAD_EVENTS], member(i).cookie)),
            CONNECTIONS, pid(who));
          sample['RSVP, spread over 20 events'][who] = r;
          expect('RSVP, spread over 20 events', who, r, { 201: Math.min(n, MEMBERS) });
        }

        if (runs('booking request')) {
          const starts = w.days(n);
          const b = await drive(base(who), starts.map((d, i) => request.booking(who, w.rooms[i % ROOMS], d, member(i).cookie)), CONNECTIONS, pid(who));
          sample['booking request'][who] = b;
          expect('booking request', who, b, { 201: n });
        }

        // The tick needs the bookings accepted: it accepts them (untimed when only the tick was chosen).
        if (runs('accept') || runs('payment-step tick')) {
          const ids = await w.pending(n);
          await c.query('VACUUM ANALYZE room_bookings');
          const a = await drive(base(who), ids.map((id) => request.accept(who, id, w.admin.cookie)), CONNECTIONS, pid(who));
          if (runs('accept')) sample.accept[who] = a;
          expect('accept', who, a, { 200: n });
          if (runs('payment-step tick')) {
            const t = await drive(base(who), ids.map((id) => request.tick(who, id, w.admin.cookie)), CONNECTIONS, pid(who));
            sample['payment-step tick'][who] = t;
            expect('payment-step tick', who, t, { 200: n });
          }
        }
      }
      for (const k of CASES) {
        rounds[k].push(sample[k]);
        opts.out(`  round ${round + 1} ${k}: project ${sample[k].project.perSecond.toFixed(0)}/s p99 ${sample[k].project.p99.toFixed(0)} ms, ` +
          `raw ${sample[k].raw.perSecond.toFixed(0)}/s p99 ${sample[k].raw.p99.toFixed(0)} ms; server CPU per write ${sample[k].project.cpuMs.toFixed(2)} / ${sample[k].raw.cpuMs.toFixed(2)} ms`);
      }
    }
    const med = Object.fromEntries(
      CASES.map((k) => {
        const rs = rounds[k];
        const of = (who: Contender) => ({ perSecond: median(rs.map((r) => r[who].perSecond)), p50: median(rs.map((r) => r[who].p50)), p99: median(rs.map((r) => r[who].p99)),
          cpuMs: median(rs.map((r) => r[who].cpuMs)) });
        return [k, { project: of('project'), raw: of('raw'), ratio: median(rs.map((r) => r.project.perSecond / r.raw.perSecond)), p99Ratio: median(rs.map((r) => r.project.p99 / r.raw.p99)) }];
      }),
    ) as WritesResult['median'];
    return { loadavg: { before: loadBefore, after: os.loadavg() }, n, rounds, median: med, stormExact, errors, verified };
  } finally {
    if (servers) await Promise.all([stopProcess(servers.project), stopProcess(servers.raw)]);
    await c.end().catch(() => undefined);
    await db.dispose();
  }
}

export function writesReport(r: WritesResult): string {
  const storm = r.median['RSVP storm (1,000 members, 100 seats)'];
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISS');
  const lines = [
    table(
      ['write', 'project /s', 'raw /s', 'x raw', `goal >= ${RATIO_GOAL}`, 'p50/p99 ms', 'raw p50/p99 ms', 'server CPU ms/write (raw)'],
      CASES.map((k) => {
        const m = r.median[k];
        return [k, m.project.perSecond.toFixed(0), m.raw.perSecond.toFixed(0), m.ratio.toFixed(2), verdict(m.ratio >= RATIO_GOAL),
          `${m.project.p50.toFixed(1)}/${m.project.p99.toFixed(1)}`, `${m.raw.p50.toFixed(1)}/${m.raw.p99.toFixed(1)}`,
          `${m.project.cpuMs.toFixed(2)} (${m.raw.cpuMs.toFixed(2)})`];
      }),
    ),
    !storm ? 'storm not run' : `storm p99 ${storm.project.p99.toFixed(0)} ms vs raw ${storm.raw.p99.toFixed(0)} ms: ${storm.p99Ratio.toFixed(2)}x (${verdict(storm.p99Ratio <= STORM_P99_GOAL)} <= ${STORM_P99_GOAL}x); ` +
      `exactly ${SEATS} attending and ${MEMBERS - SEATS} refused "This event is full" every run: ${verdict(r.stormExact)}; other answers (errors): ${r.errors} (${verdict(r.errors === 0)} = 0)`,
    `ratio = median over ${r.rounds[CASES[0]].length} rounds of project/raw writes per second, run back to back (N = ${r.n} per write and run, ` +
      `${CONNECTIONS} connections; the storm ${MEMBERS} at once). Load average before ${r.loadavg.before.map((l) => l.toFixed(1)).join(' ')}, after ${r.loadavg.after.map((l) => l.toFixed(1)).join(' ')}.`,
  ];
  return lines.join('\n');
}

if (require.main === module) {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  writesBench({ rounds: Number(process.env.BENCH_ROUNDS ?? 3), out })
    .then((r) => out(`\n${WRITES_SECTION}\n${writesReport(r)}`))
    .catch((err: unknown) => {
      process.stderr.write(`writes bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
      process.exit(1);
    });
}
