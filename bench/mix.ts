import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import type { DocumentNode } from 'graphql';
import { Client } from 'pg';
import { asClientSends } from '../api/src/speed/first-page/operations';
import {
  AdminBookingRequestsDocument,
  AdminInsightsDocument,
  AdminUsersListDocument,
  CalendarRangeDocument,
  EventsPageListDocument,
  EventsRsvpToEventDocument,
  RoomsMyBookingRequestsDocument,
  RoomsRequestBookingDocument,
} from '../web/src/gql/graphql';
import { DEFAULT_INSIGHT_MONTHS } from '../validation/insights';
import { localDay } from '../rules/today';
import { nextMonth, type Contender } from './cases';
import { cpuNow } from './cpu';
import { paced, table, type MixTarget, type PacedSample, type Target } from './load';
import { sessionCookie } from './raw-session';
import { DEFAULT_VOLUME, LARGE_VOLUME, seededDatabase } from './seed-volume';
import { freshDatabase, PASSWORD, sendText, startBoth, stopProcess, type Running } from './servers';

/*
 * A morning's mix (issue 42 item 3): an open loop (bench/load.ts `paced`: evenly spaced arrivals, latency from when each
 * request was due) of the office's requests in their proportions, on the large volume (BENCH_MIX_VOLUME), the same mix
 * on the project and on its raw twin (bench/raw-server.ts with bench/raw-mix.ts and bench/raw-writes.ts's paths).
 *
 * Out of every 100 requests, as the web client sends them (the documents codegen made from web/src, with Apollo's
 * __typename added, api/src/speed/first-page/operations.ts `asClientSends`), 200 members in turn:
 *   60 dashboard page loads: GET /dashboard, which the server answers with the page and its first answers in it (Me, the
 *      unread count, the next events, the newest announcements: api/src/speed/first-page);
 *   15 calendar months (CalendarRange, next month's first to last day); 10 events lists (EventsPageList);
 *    8 RSVPs (EventsRsvpToEvent, attending or maybe, on upcoming events without a cap);
 *    2 booking requests (RoomsRequestBooking, each a day of its own past the seeded bookings), 2 my bookings
 *      (RoomsMyBookingRequests); 1 admin booking list (AdminBookingRequests, 500), 1 admin members list (AdminUsersList),
 *      1 insights (AdminInsights, 12 months).
 * The raw side runs the same kinds in the same proportions: its dashboard page (the same reads into the same
 * prerendered file), the twins of each client document (bench/raw-mix.ts) and the writes of bench/raw-writes.ts (the
 * RSVP and the booking request: one statement each, the same rule checks, triggers, constraints and outbox rows).
 * Before anything is timed every read's answer is compared byte for byte with the project's, each write's row with the
 * project's, and each kind is sent 20 times on each side (statements prepared, plans and code warm).
 *
 * The steps: from BENCH_MIX_START (40/s, after 5 s untimed at that rate) up by BENCH_MIX_FACTOR (1.25), each step
 * lasting until BENCH_MIX_REQUESTS (1,000) requests were due, at least BENCH_MIX_SECONDS (4) and at most
 * BENCH_MIX_MAX_SECONDS (20) seconds, after 1 s of warm-up: a p99 of 1,000 answers is the 10th slowest, not the
 * slowest. Both sides climb together, rate by rate, which goes first alternating by step. A step holds when its p99
 * from when due is <= 50 ms, nothing failed and 95 % of the rate came back; a side whose first rate does not hold steps
 * down until one does, and from its first rate that held climbs until a step does not hold twice in a row (a step that
 * does not hold is run once more at the same rate: one transient on the shared machine does not end a climb). The figure: the highest
 * rate that held, with the CPU per request there (the server's and the whole PostgreSQL's, /proc).
 * Goal: the project's mix holds >= 0.5x the raw mix's rate.
 *
 * Alone: `npx tsx bench/mix.ts`; within `npm run bench` after the lane part (BENCH_MIX=false skips it).
 */

export const MIX_SECTION = "a morning's mix: dashboards, calendar months, events, RSVPs, bookings, admin lists, stepped up to p99 50 ms";
const P99_GOAL_MS = 50;
const RATE_GOAL = 0.5;
const MEMBERS = 200;
/** Booking requests start this many days from today, one day each: past the seeded accepted bookings (bench/lane.ts). */
const FIRST_FREE_DAY = 7 * 366;

type Named = Target & { name: string };

export interface MixStep {
  rate: number;
  /** How long it was timed, and how many answers were recorded. */
  seconds: number;
  requests: number;
  held: boolean;
  p99: number;
  achievedRps: number;
  failures: number;
  cpuMsPerRequest: number;
  classes: PacedSample['classes'];
}

export interface MixResult {
  volume: string;
  loadavg: { before: number[]; after: number[] };
  steps: Record<Contender, MixStep[]>;
  held: Record<Contender, MixStep | null>;
  ratio: number;
}

/** `weights` spread evenly over `n` slots (smooth weighted round robin): no class comes in a burst. */
function schedule(weights: [string, number][], n: number): string[] {
  const total = weights.reduce((s, [, w]) => s + w, 0);
  const current = new Map(weights.map(([k]) => [k, 0]));
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let best = weights[0][0];
    for (const [k, w] of weights) {
      current.set(k, current.get(k)! + w);
      if (current.get(k)! > current.get(best)!) best = k;
    }
    current.set(best, current.get(best)! - total);
    out.push(best);
  }
  return out;
}

/** The kinds of the mix and their share of every 100 requests: the same on both sides. */
const WEIGHTS: [string, number][] = [
  ['dashboard', 60], ['calendar month', 15], ['events list', 10], ['RSVP', 8], ['booking request', 2], ['my bookings', 2],
  ['admin booking list', 1], ['admin members list', 1], ['insights', 1],
];
/** The read kinds, whose answers are compared byte for byte before anything is timed. */
const READS = ['dashboard', 'calendar month', 'events list', 'my bookings', 'admin booking list', 'admin members list', 'insights'];

/** How long a step at `rate` lasts: until `requests` requests, at least `floor` and at most `cap` seconds. */
export function stepSeconds(rate: number, o: { requests: number; floor: number; cap: number }): number {
  return Math.min(o.cap, Math.max(o.floor, o.requests / rate));
}

export async function mixBench(opts: { out: (line: string) => void }): Promise<MixResult> {
  const volumeName = (process.env.BENCH_MIX_VOLUME ?? 'large') === 'default' ? 'default' : 'large';
  const stepRequests = Number(process.env.BENCH_MIX_REQUESTS ?? 1000);
  const floorSeconds = Number(process.env.BENCH_MIX_SECONDS ?? 4);
  const capSeconds = Number(process.env.BENCH_MIX_MAX_SECONDS ?? 20);
  const startRate = Number(process.env.BENCH_MIX_START ?? 40);
  const factor = Number(process.env.BENCH_MIX_FACTOR ?? 1.25);
  const maxSteps = Number(process.env.BENCH_MIX_MAX_STEPS ?? 30);
  const db = await freshDatabase();
  const secret = randomBytes(32).toString('hex');
  const c = new Client({ connectionString: db.url });
  let servers: Record<Contender, Running> | undefined;
  try {
    const { ds } = await seededDatabase(db.url, volumeName === 'large' ? LARGE_VOLUME : DEFAULT_VOLUME, PASSWORD);
    await ds.destroy();
    await c.connect();
    const { rows: users } = await c.query<{ id: number }>(`SELECT id FROM users WHERE NOT is_admin ORDER BY id LIMIT $1`, [MEMBERS]);
    const { rows: [admin] } = await c.query<{ id: number }>(`SELECT id FROM users WHERE is_admin ORDER BY id LIMIT 1`);
    const people = [...users, admin];
    const sids = people.map(() => randomUUID());
    await c.query(`INSERT INTO sessions (id, user_id, expires_at) SELECT unnest($1::uuid[]), unnest($2::int[]), now() + interval '7 days'`, [
      sids,
      people.map((u) => u.id),
    ]);
    const members = users.map((u, i) => sessionCookie(secret, sids[i], u.id));
    const adminCookie = sessionCookie(secret, sids[people.length - 1], admin.id);
    const rsvpEvents = (await c.query<{ id: number }>(
      `SELECT id FROM events WHERE status = 'confirmed' AND max_attendees IS NULL AND date > current_date + 1 ORDER BY date, id LIMIT 200`,
    )).rows.map((r) => r.id);
    const rooms = (await c.query<{ id: number }>(`SELECT id FROM meeting_rooms ORDER BY id`)).rows.map((r) => r.id);
    servers = await startBoth(db.url, secret, { env: { JOBS: 'false' } });
    const base = (who: Contender) => servers![who].base;

    const month = nextMonth();
    const gql = (document: DocumentNode, cookie: string, variables?: Record<string, unknown>) => ({
      url: '/graphql',
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ operationName: (document.definitions[0] as { name?: { value: string } }).name?.value, query: asClientSends(document), variables }),
    });
    const post = (url: string, cookie: string, body: unknown) => ({ url, method: 'POST' as const, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    const today = localDay();
    let day = 0;
    /** The booking request's variables: each a day of its own (both sides share the counter, so none is refused). */
    const nextBooking = (i: number) => ({
      roomId: rooms[i % rooms.length],
      startDate: new Date(Date.parse(`${today}T00:00:00Z`) + (FIRST_FREE_DAY + day++) * 86_400_000).toISOString().slice(0, 10),
      durationMonths: 1,
      purpose: 'Bench',
    });
    const rsvpOf = (i: number) => ({ eventId: rsvpEvents[i % rsvpEvents.length], status: i % 2 ? 'attending' : 'maybe' });
    /** Request `kind` of `who`'s mix for the `i`th request (member i in turn). */
    const request = (who: Contender, kind: string, i: number, memberIndex = i): Named => {
      const member = members[memberIndex % members.length];
      const page = { name: kind, url: '/dashboard', headers: { cookie: member, accept: 'text/html' } };
      if (who === 'project') {
        switch (kind) {
          case 'dashboard': return page;
          case 'calendar month': return { name: kind, ...gql(CalendarRangeDocument, member, month) };
          case 'events list': return { name: kind, ...gql(EventsPageListDocument, member) };
          case 'RSVP': { const r = rsvpOf(i); return { name: kind, ...gql(EventsRsvpToEventDocument, member, { eventId: String(r.eventId), status: r.status }) }; }
          case 'booking request': { const b = nextBooking(i); return { name: kind, ...gql(RoomsRequestBookingDocument, member, { input: { ...b, roomId: String(b.roomId) } }) }; }
          case 'my bookings': return { name: kind, ...gql(RoomsMyBookingRequestsDocument, member) };
          case 'admin booking list': return { name: kind, ...gql(AdminBookingRequestsDocument, adminCookie) };
          case 'admin members list': return { name: kind, ...gql(AdminUsersListDocument, adminCookie) };
          case 'insights': return { name: kind, ...gql(AdminInsightsDocument, adminCookie, { months: DEFAULT_INSIGHT_MONTHS }) };
        }
      } else {
        switch (kind) {
          case 'dashboard': return page;
          case 'calendar month': return { name: kind, url: `/mix/calendar?from=${month.from}&to=${month.to}`, headers: { cookie: member } };
          case 'events list': return { name: kind, url: '/mix/events', headers: { cookie: member } };
          case 'RSVP': return { name: kind, ...post('/rsvp', member, rsvpOf(i)) };
          case 'booking request': return { name: kind, ...post('/bookings', member, nextBooking(i)) };
          case 'my bookings': return { name: kind, url: '/mix/my-bookings', headers: { cookie: member } };
          case 'admin booking list': return { name: kind, url: '/mix/admin-bookings', headers: { cookie: adminCookie } };
          case 'admin members list': return { name: kind, url: '/mix/users', headers: { cookie: adminCookie } };
          case 'insights': return { name: kind, url: `/mix/insights?months=${DEFAULT_INSIGHT_MONTHS}`, headers: { cookie: adminCookie } };
        }
      }
      throw new Error(kind);
    };

    // Before anything is timed: every read answers the same bytes on both sides (the same member), every write makes
    // its row on both, and each kind is warmed on both (its statements prepared on every pooled connection, its code
    // compiled), so no first request of a kind on a cold plan decides a step.
    await verifyTwins(c, base, request, users.map((u) => u.id));
    opts.out(`mix: the raw twins answer the project's bytes (${READS.join(', ')}) and write the same rows (RSVP, booking request)`);
    let n = members.length * 2;
    for (const who of ['project', 'raw'] as const) {
      for (const [kind] of WEIGHTS) {
        await Promise.all(Array.from({ length: 4 }, async () => {
          for (let k = 0; k < 5; k++) await sendText(base(who), request(who, kind, n++));
        }));
      }
    }

    const loadBefore = os.loadavg();
    const steps: Record<Contender, MixStep[]> = { project: [], raw: [] };
    const held: Record<Contender, MixStep | null> = { project: null, raw: null };
    const mixOf = (who: Contender, count: number): MixTarget => ({
      mix: schedule(WEIGHTS, count).map((k) => {
        const r = request(who, k, n++);
        return { ...r, url: `${base(who)}${r.url}` };
      }),
    });
    /** One step of `who` at `rate`: enough requests for a p99 that is not the maximum. */
    const step = async (who: Contender, rate: number): Promise<MixStep> => {
      const seconds = stepSeconds(rate, { requests: stepRequests, floor: floorSeconds, cap: capSeconds });
      const warmupSeconds = 1;
      const mix = mixOf(who, Math.ceil(rate * (seconds + warmupSeconds)) + 10);
      const pid = servers![who].child.pid;
      const before = await cpuNow(c, pid);
      const s = await paced(mix, { rate, seconds, warmupSeconds, pid, timeoutSeconds: 10 });
      const after = await cpuNow(c, pid);
      // The CPU of the whole step (warm-up included) over every request of it.
      const sent = Math.round(rate * (seconds + warmupSeconds));
      const result: MixStep = {
        rate, seconds, requests: s.requests, p99: s.p99, achievedRps: s.achievedRps, failures: s.failures, classes: s.classes,
        cpuMsPerRequest: (after.server + after.pg - before.server - before.pg) / sent,
        held: s.p99 <= P99_GOAL_MS && s.failures === 0 && s.achievedRps >= rate * 0.95,
      };
      const byKind = Object.entries(s.classes ?? {}).sort((a, b) => b[1].p99 - a[1].p99).map(([k, v]) => `${k} ${v.p99.toFixed(0)}`).join(', ');
      opts.out(`  ${who} ${rate.toFixed(1)}/s for ${seconds.toFixed(1)} s (${s.requests} requests): p99 ${s.p99.toFixed(1)} ms, ${s.achievedRps.toFixed(1)} answers/s, ` +
        `${s.failures} failed, CPU ${result.cpuMsPerRequest.toFixed(2)} ms/request${result.held ? '' : ' (does not hold)'}; p99 ms by request: ${byKind}`);
      return result;
    };
    // Untimed: each side's pool of connections opened and its paths hot at the first rate.
    for (const who of ['project', 'raw'] as const) await paced(mixOf(who, startRate * 6 + 10), { rate: startRate, seconds: 5, warmupSeconds: 1, timeoutSeconds: 10 });

    // Both sides climb together, one rate at a time, which goes first alternating by step. A side whose first rate
    // does not hold steps down instead, until one holds.
    const rate: Record<Contender, number> = { project: startRate, raw: startRate };
    const climbing: Record<Contender, boolean> = { project: true, raw: true };
    // The rate at which each side's climb already had its second try.
    const retried: Record<Contender, number | null> = { project: null, raw: null };
    for (let k = 0; k < maxSteps && (climbing.project || climbing.raw); k++) {
      const order: Contender[] = k % 2 === 0 ? ['project', 'raw'] : ['raw', 'project'];
      for (const who of order) {
        if (!climbing[who]) continue;
        const r = await step(who, rate[who]);
        steps[who].push(r);
        const goingDown = held[who] === null && steps[who].every((x) => !x.held);
        if (r.held) {
          held[who] = r;
          rate[who] = Math.round(rate[who] * factor * 10) / 10;
        } else if (goingDown && rate[who] > 1) {
          rate[who] = Math.round((rate[who] / factor) * 10) / 10;
        } else if (held[who] !== null && retried[who] !== rate[who]) {
          // A climbing side's first step that does not hold is run once more at the same rate before the climb ends:
          // on two shared cores a checkpoint, an autovacuum or the other side's exit can cost one step its p99 (the
          // verdict moved 0.51x-0.80x between runs on that). Both sides get the same second try.
          retried[who] = rate[who];
        } else {
          climbing[who] = false;
        }
      }
    }
    const ratio = held.project && held.raw ? held.project.rate / held.raw.rate : NaN;
    return { volume: volumeName, loadavg: { before: loadBefore, after: os.loadavg() }, steps, held, ratio };
  } finally {
    if (servers) await Promise.all([stopProcess(servers.project), stopProcess(servers.raw)]);
    await c.end().catch(() => undefined);
    await db.dispose();
  }
}

/**
 * The raw twins checked before they are timed (issue 42 item 7): each read's body equal to the project's byte for byte,
 * for the same member (or admin); each write making the same row on both sides (the RSVP's status and event, the
 * booking request's room, dates, purpose and status). Throws on the first difference.
 */
async function verifyTwins(
  c: Client,
  base: (who: Contender) => string,
  request: (who: Contender, kind: string, i: number, memberIndex?: number) => Named,
  memberIds: number[],
): Promise<void> {
  for (const kind of READS) {
    const [p, r] = await Promise.all([sendText(base('project'), request('project', kind, 0)), sendText(base('raw'), request('raw', kind, 0))]);
    if (p !== r) {
      let at = 0;
      while (at < p.length && p[at] === r[at]) at++;
      throw new Error(`the raw ${kind} differs from the project's at byte ${at}:\n  project …${p.slice(Math.max(0, at - 80), at + 120)}\n  raw     …${r.slice(Math.max(0, at - 80), at + 120)}`);
    }
  }
  // The same write by two members, the project's for the first and the raw's for the second: the rows must agree but
  // for whose they are (and the booking's day, each request having its own).
  const rowOf: Record<string, string> = {
    RSVP: `SELECT event_id, status, notes FROM event_rsvps WHERE member_id = $1 ORDER BY responded_at DESC, id DESC LIMIT 1`,
    'booking request': `SELECT room_id, duration_months, purpose, status, extends_booking_id, deposit_carried_over FROM room_bookings WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
  };
  for (const [kind, sql] of Object.entries(rowOf)) {
    const rows: string[] = [];
    for (const [who, m] of [['project', 1], ['raw', 2]] as const) {
      await sendText(base(who), request(who, kind, 1, m));
      rows.push(JSON.stringify((await c.query(sql, [memberIds[m]])).rows[0] ?? null));
    }
    if (rows[0] !== rows[1] || rows[0] === 'null') throw new Error(`the raw ${kind} wrote ${rows[1]}, the project ${rows[0]}`);
  }
}

export function mixReport(r: MixResult): string {
  const row = (who: Contender, label: string) => {
    const h = r.held[who];
    return [label, h ? h.rate.toFixed(0) : '-', h ? h.p99.toFixed(1) : '-', h ? String(h.requests) : '-', h ? h.cpuMsPerRequest.toFixed(2) : '-'];
  };
  return [
    table(['mix', 'highest rate that held /s', 'p99 there ms', 'requests in that step', 'CPU ms/request (server + PostgreSQL)'], [row('project', "project: the whole morning's mix"), row('raw', 'raw: the same mix (twins)')]),
    `project / raw: ${Number.isFinite(r.ratio) ? r.ratio.toFixed(2) : '-'}x (${r.ratio >= RATE_GOAL ? 'ok' : 'MISS'} >= ${RATE_GOAL}); "held" = p99 <= ${P99_GOAL_MS} ms from ` +
      `when each request was due, no failure, 95 % of the rate answered. Volume ${r.volume}. Load average before ` +
      `${r.loadavg.before.map((l) => l.toFixed(1)).join(' ')}, after ${r.loadavg.after.map((l) => l.toFixed(1)).join(' ')}.`,
    ...(['project', 'raw'] as const).map((who) => {
      const h = r.held[who];
      return h?.classes ? `${who} at ${h.rate.toFixed(0)}/s, p99 by request: ${Object.entries(h.classes).map(([k, v]) => `${k} ${v.p99.toFixed(1)} ms (${v.requests})`).join(', ')}` : '';
    }),
  ].filter(Boolean).join('\n');
}

if (require.main === module) {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  mixBench({ out })
    .then((r) => out(`\n${MIX_SECTION}\n${mixReport(r)}`))
    .catch((err: unknown) => {
      process.stderr.write(`mix bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
      process.exit(1);
    });
}
