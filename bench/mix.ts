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
 * request was due) of the office's requests in their proportions, on the large volume (BENCH_MIX_VOLUME), the rate
 * stepped up by BENCH_MIX_FACTOR (1.25) from BENCH_MIX_START (5/s; after 5 s of untimed warm-up at that rate) until the p99 passes 50 ms (or a request fails, or
 * fewer answers come back than were asked); the highest rate that held is the figure, with the CPU per request
 * (the server's and the whole PostgreSQL's, /proc) at that rate. Each step BENCH_MIX_SECONDS (5) after 1 s of warm-up.
 *
 * The project's mix, out of every 100 requests, as the web client sends them (the documents codegen made from web/src,
 * with Apollo's __typename added, api/src/speed/first-page/operations.ts `asClientSends`), 200 members in turn:
 *   60 dashboard page loads: GET /dashboard, which the server answers with the page and its first answers in it (Me, the
 *      unread count, the next events, the newest announcements: api/src/speed/first-page);
 *   15 calendar months (CalendarRange, next month's first to last day); 10 events lists (EventsPageList);
 *    8 RSVPs (EventsRsvpToEvent, attending or maybe, on upcoming events without a cap);
 *    2 booking requests (RoomsRequestBooking, each a day of its own past the seeded bookings), 2 my bookings
 *      (RoomsMyBookingRequests); 1 admin booking list (AdminBookingRequests), 1 admin members list (AdminUsersList),
 *      1 insights (AdminInsights, 12 months).
 * The raw mix: the read parts on the raw server (bench/raw-server.ts) in the same proportions (60 : 15 : 10 : 1 of 86):
 * its dashboard page (the same reads into the same prerendered file; its bytes are not compared with the project's),
 * its calendar month and events list (the bench's cases' twins: fewer fields than the client's documents, compared
 * byte for byte there) and its admin booking list (100). Without a raw twin, and so only in the project's mix: the
 * writes, my bookings, the members list and insights.
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

export async function mixBench(opts: { out: (line: string) => void }): Promise<MixResult> {
  const volumeName = (process.env.BENCH_MIX_VOLUME ?? 'large') === 'default' ? 'default' : 'large';
  const seconds = Number(process.env.BENCH_MIX_SECONDS ?? 5);
  const startRate = Number(process.env.BENCH_MIX_START ?? 5);
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
    const today = localDay();
    let day = 0;
    let n = 0;
    /** Request `kind` of the project's mix, the next member in turn. */
    const project = (kind: string): Omit<Named, 'url'> & { url: string } => {
      const i = n++;
      const member = members[i % members.length];
      switch (kind) {
        case 'dashboard': return { name: kind, url: '/dashboard', headers: { cookie: member, accept: 'text/html' } };
        case 'calendar month': return { name: kind, ...gql(CalendarRangeDocument, member, month) };
        case 'events list': return { name: kind, ...gql(EventsPageListDocument, member) };
        case 'RSVP': return { name: kind, ...gql(EventsRsvpToEventDocument, member, { eventId: String(rsvpEvents[i % rsvpEvents.length]), status: i % 2 ? 'attending' : 'maybe' }) };
        case 'booking request': {
          const d = new Date(Date.parse(`${today}T00:00:00Z`) + (FIRST_FREE_DAY + day++) * 86_400_000).toISOString().slice(0, 10);
          return { name: kind, ...gql(RoomsRequestBookingDocument, member, { input: { roomId: String(rooms[i % rooms.length]), startDate: d, durationMonths: 1, purpose: 'Bench' } }) };
        }
        case 'my bookings': return { name: kind, ...gql(RoomsMyBookingRequestsDocument, member) };
        case 'admin booking list': return { name: kind, ...gql(AdminBookingRequestsDocument, adminCookie) };
        case 'admin members list': return { name: kind, ...gql(AdminUsersListDocument, adminCookie) };
        case 'insights': return { name: kind, ...gql(AdminInsightsDocument, adminCookie, { months: DEFAULT_INSIGHT_MONTHS }) };
        default: throw new Error(kind);
      }
    };
    const PROJECT_WEIGHTS: [string, number][] = [
      ['dashboard', 60], ['calendar month', 15], ['events list', 10], ['RSVP', 8], ['booking request', 2], ['my bookings', 2],
      ['admin booking list', 1], ['admin members list', 1], ['insights', 1],
    ];
    // The events list's length as the project answers it, for the raw twin's limit.
    const listed = (JSON.parse(await sendText(base('project'), project('events list'))) as { data: { events: unknown[] } }).data.events.length;
    const raw = (kind: string): Named => {
      const member = members[n++ % members.length];
      switch (kind) {
        case 'dashboard': return { name: kind, url: '/dashboard', headers: { cookie: member, accept: 'text/html' } };
        case 'calendar month': return { name: kind, url: `/calendar?from=${month.from}&to=${month.to}`, headers: { cookie: member } };
        case 'events list': return { name: kind, url: `/events?limit=${Math.min(1000, listed)}`, headers: { cookie: member } };
        case 'admin booking list': return { name: kind, url: '/admin/bookings?limit=100', headers: { cookie: adminCookie } };
        default: throw new Error(kind);
      }
    };
    const RAW_WEIGHTS: [string, number][] = [['dashboard', 60], ['calendar month', 15], ['events list', 10], ['admin booking list', 1]];

    // Every kind answers 2xx on both before anything is timed.
    for (const [kind] of PROJECT_WEIGHTS) await sendText(base('project'), project(kind));
    for (const [kind] of RAW_WEIGHTS) await sendText(base('raw'), raw(kind));
    opts.out(`mix: every request of both mixes answers 2xx (the events list: ${listed} events)`);

    const loadBefore = os.loadavg();
    const steps: Record<Contender, MixStep[]> = { project: [], raw: [] };
    const held: Record<Contender, MixStep | null> = { project: null, raw: null };
    const mixOf = (who: Contender, count: number): MixTarget => ({
      mix: schedule(who === 'project' ? PROJECT_WEIGHTS : RAW_WEIGHTS, count).map((k) => {
        const r = who === 'project' ? project(k) : raw(k);
        return { ...r, url: `${base(who)}${r.url}` };
      }),
    });
    for (const who of ['project', 'raw'] as const) {
      // Warm-up, untimed: every kind's code paths compiled and each pool's connections open before the first step.
      await paced(mixOf(who, startRate * 6 + 10), { rate: startRate, seconds: 5, warmupSeconds: 1, timeoutSeconds: 10 });
      let rate = startRate;
      for (let step = 0; step < maxSteps; step++) {
        const count = Math.ceil(rate * (seconds + 1)) + 10;
        const mix = mixOf(who, count);
        const pid = servers[who].child.pid;
        const before = await cpuNow(c, pid);
        const s = await paced(mix, { rate, seconds, warmupSeconds: 1, pid, timeoutSeconds: 10 });
        const after = await cpuNow(c, pid);
        // The CPU of the whole step (warm-up included) over every request of it.
        const sent = Math.round(rate * (seconds + 1));
        const result: MixStep = {
          rate, p99: s.p99, achievedRps: s.achievedRps, failures: s.failures, classes: s.classes,
          cpuMsPerRequest: (after.server + after.pg - before.server - before.pg) / sent,
          held: s.p99 <= P99_GOAL_MS && s.failures === 0 && s.achievedRps >= rate * 0.95,
        };
        steps[who].push(result);
        const byKind = Object.entries(s.classes ?? {}).sort((a, b) => b[1].p99 - a[1].p99).map(([k, v]) => `${k} ${v.p99.toFixed(0)}`).join(', ');
        opts.out(`  ${who} ${rate.toFixed(1)}/s: p99 ${s.p99.toFixed(1)} ms, ${s.achievedRps.toFixed(1)} answers/s, ${s.failures} failed, ` +
          `CPU ${result.cpuMsPerRequest.toFixed(2)} ms/request${result.held ? '' : ' (does not hold)'}; p99 ms by request: ${byKind}`);
        if (!result.held) break;
        held[who] = result;
        rate = Math.round(rate * factor * 10) / 10;
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

export function mixReport(r: MixResult): string {
  const row = (who: Contender, label: string) => {
    const h = r.held[who];
    return [label, h ? h.rate.toFixed(0) : '-', h ? h.p99.toFixed(1) : '-', h ? h.cpuMsPerRequest.toFixed(2) : '-'];
  };
  return [
    table(['mix', 'highest rate that held /s', 'p99 there ms', 'CPU ms/request (server + PostgreSQL)'], [row('project', "project: the whole morning's mix"), row('raw', 'raw: its read parts')]),
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
