import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../api/src/core/config';
import { benchCases, type BenchCase, type Contender } from './cases';
import { freshDatabase, PASSWORD, send, sendText, signIn, startBoth, stopProcess, type Running } from './servers';
import * as hdr from 'hdr-histogram-js';
import { load, median, paced, table, type PacedSample, type Sample } from './load';
import { countingProxy } from './pg-count-proxy';
import { benchVolume, seededDatabase } from './seed-volume';
import { lighthouseReport } from './lighthouse';
import { inpReport } from './inp';
import { startTimes } from './start-time';
import { WEBHOOK_SECTION, webhookBench, webhookReport, type WebhookResult } from './webhooks';
import { WEBHOOK_OUT_SECTION, webhookOutBench, webhookOutReport, type WebhookOutResult } from './webhooks-out';
import { METRICS_SECTION, metricsCostBench, metricsCostReport, type MetricsCostResult } from './metrics-cost';
import { SCALE_OUT_SECTION, scaleOutBench, scaleOutReport, type ScaleOutResult } from './scale-out';
import { LIVE_SECTION, liveBench, liveReport, type LiveResult } from './subscriptions';
import { WRITES_SECTION, writesBench, writesReport, type WritesResult } from './writes';
import { LANE_SECTION, laneBench, laneReport, type LaneResult } from './lane';
import { MIX_SECTION, mixBench, mixReport, type MixResult } from './mix';

/*
 * `npm run bench` (not part of `npm test`): a fresh database (embedded in a temp dir, or a new
 * database on the server of DATABASE_URL, dropped afterwards) with bulk rows, then the project
 * started as `npm start` starts it (production mode, info logs off) beside a raw node:http + pg
 * server doing the same work for the same viewer (bench/raw-server.ts). Each case is measured
 * against both in the same run, alternating which goes first over several short rounds, and
 * reported as medians and as a ratio to the raw server, next to the goal of issue 11.
 *
 * Other processes on a shared machine move absolute figures a lot; ratios measured a few
 * seconds apart move much less. Compare runs by ratio.
 *
 * Latency at half of the project's top rate (issue 11's p99 goal): after the throughput rounds, an
 * open loop with evenly spaced arrivals at half the project's median req/s of the case, the same
 * rate for the raw server, BENCH_ROUNDS alternating rounds of 1 s warm-up + BENCH_LATENCY_SECONDS;
 * latency counts from when each request was due (bench/load.ts `paced`, whose generator runs in a worker thread of its
 * own), pooled over the rounds.
 *
 * Knobs: BENCH_VOLUME (default | large | huge), BENCH_ROUNDS (3), BENCH_SECONDS (3 per case, contender
 * and round), BENCH_LATENCY_SECONDS (4), BENCH_CONNECTIONS (10), BENCH_CASES (comma-separated
 * parts of case names; only those cases run), BENCH_JSON (where the JSON goes; default
 * .data/bench/<time>-<volume>.json), BENCH_LIGHTHOUSE (false skips it), BENCH_START (false skips the
 * first/second npm start timing), BENCH_VACUUM (false skips the VACUUM ANALYZE after seeding).
 *
 * INP on a throttled phone (issue 42 item 6), after Lighthouse on the same server and member (bench/inp.ts, which also
 * runs alone): switching the calendar's month, opening the booking dialog and an RSVP on the dashboard in Chromium at
 * 4x CPU throttling, each the median of INP_RUNS (5) fresh visits by the browser's Event Timing, goal <= 200 ms:
 * BENCH_INP=false skips it; INP_CPU (4) sets the throttling.
 *
 * Webhook throughput (issue 35), last, on a database of its own with two instances of each contender
 * (bench/webhooks.ts, which also runs alone): BENCH_WEBHOOKS=false skips it, as does a BENCH_CASES that does not
 * name it (e.g. `webhook`); BENCH_WEBHOOK_EVENTS (1000 per round), BENCH_WEBHOOK_CONNECTIONS (16), BENCH_ROUNDS.
 * Outgoing webhook deliveries per second to a local receiver (issue 39), after it, beside a bare sign-and-POST loop
 * (bench/webhooks-out.ts, which also runs alone): BENCH_WEBHOOKS_OUT=false skips it, as does a BENCH_CASES that does
 * not name it (e.g. `outgoing`); BENCH_WEBHOOK_OUT_EVENTS (500 per endpoint), BENCH_WEBHOOK_OUT_ENDPOINTS (4).
 * The Prometheus instrumentation's cost on the events list (issue 40, goal <= 3 %), after the cases' table: the project
 * with metrics on and off side by side on the same database (bench/metrics-cost.ts, which also runs alone):
 * BENCH_METRICS=false skips it, as does a BENCH_CASES that does not name it (e.g. `metrics`).
 * Scaling out (issue 40), last: a page of the events list through haproxy in front of two ROLE=web instances vs one,
 * the ratio two / one (bench/scale-out.ts, which also runs alone; needs haproxy): BENCH_SCALE_OUT=false skips it, as
 * does a BENCH_CASES that does not name it (e.g. `haproxy`).
 * GraphQL subscriptions (issue 39), last: 1,000 sockets on one instance told of an RSVP change, p99 from the commit and
 * RSS per socket (bench/subscriptions.ts, which also runs alone): BENCH_LIVE=false skips it, as does a BENCH_CASES that
 * does not name it (e.g. `subscriptions`); BENCH_LIVE_SOCKETS (1000), BENCH_LIVE_CHANGES (10).
 * Writes (issue 42 item 1), last (bench/writes.ts, which also runs alone): BENCH_WRITES=false skips it, as does a
 * BENCH_CASES that does not name it (e.g. `writes`); BENCH_WRITES_N (400 per write, contender and round).
 * Jobs in their lane (issue 42 item 2), after the writes (bench/lane.ts, which also runs alone): a list read and a booking
 * request with the background jobs on beside off, on a large-volume database of its own: BENCH_LANE=false skips it, as
 * does a BENCH_CASES that does not name it (e.g. `lane`); BENCH_LANE_VOLUME (large), BENCH_LANE_SECONDS (5 per list
 * read), BENCH_LANE_N (400 booking requests), BENCH_LANE_IDLE_SECONDS (20: the background alone), BENCH_LANE_AA (true:
 * both instances without jobs, the harness's own spread).
 * A morning's mix (issue 42 item 3), last (bench/mix.ts, which also runs alone): the office's requests in their
 * proportions as an open loop, stepped up until p99 passes 50 ms, beside the raw server's read parts: BENCH_MIX=false
 * skips it, as does a BENCH_CASES that does not name it (e.g. `morning`); BENCH_MIX_VOLUME (large), BENCH_MIX_START
 * (5/s), BENCH_MIX_FACTOR (1.25), BENCH_MIX_SECONDS (5 per step), BENCH_MIX_MAX_STEPS (30).
 *
 * The seeded database is vacuumed before anything is measured (both servers get the same one): otherwise
 * PostgreSQL's autovacuum finds the freshly inserted tables about a minute in and vacuums them while a case is being
 * measured (on the large volume users, events, event_rsvps and room_bookings at once, ~1 s of a worker), and the
 * index-only scans of the attendee counts read the heap for every row until it has (2,614 heap fetches per calendar
 * month, 3,334 per REST list of 500): rounds before and after it measure two different databases.
 */

const { name: VOLUME_NAME, volume: VOLUME } = benchVolume();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LATENCY_SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 4);
const ONLY = (process.env.BENCH_CASES ?? '').split(',').map((x) => x.trim().toLowerCase()).filter(Boolean);
const STATEMENT_SAMPLES = 10;

const out = (line = '') => process.stdout.write(`${line}\n`);

interface CaseResult {
  name: string;
  goal: number | null;
  latencyGoal: boolean;
  items: number;
  statements: Record<Contender, number>;
  statementsSmall: Record<Contender, number> | null;
  rounds: Record<Contender, Sample>[];
  median: Record<Contender, { rps: number; p50: number; p99: number; rssMb: number }>;
  ratio: number;
  /** The open loop at half the project's median rate: p50/p90/p99/max over all rounds, per contender. */
  halfRate: {
    rate: number;
    pooled: Record<Contender, { p50: number; p90: number; p99: number; max: number; requests: number; failures: number }>;
    rounds: Record<Contender, Omit<PacedSample, 'latencies'>>[];
  };
}

async function main() {
  const started = Date.now();
  const db = await freshDatabase();
  const secret = randomBytes(32).toString('hex');
  let servers: Record<Contender, Running> | undefined;
  try {
    const { ds, adminEmail, memberEmail } = await seededDatabase(db.url, VOLUME, PASSWORD);
    const [counts] = await ds.query(`SELECT
      (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM events)::int AS events,
      (SELECT count(*) FROM event_rsvps)::int AS rsvps, (SELECT count(*) FROM room_bookings)::int AS bookings,
      (SELECT count(*) FROM invoices)::int AS invoices, (SELECT count(*) FROM announcements)::int AS announcements`);
    await ds.destroy();
    out(`Volume ${VOLUME_NAME}: ${JSON.stringify(counts)}, seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // Pass 1: statements per request, through a counting proxy (its own instances of both servers).
    // The two servers' own pools only (application_name), not the project's job queue.
    const proxy = await countingProxy(db.url, ['d-office', 'd-office-raw']);
    // Jobs off here only: their timer sweeps run on the app's own pool and are not statements of any request.
    const counted = await startBoth(proxy.url, secret, { env: { JOBS: 'false' } });
    // A failed sign-in (e.g. the project's server died) must not leave either server running.
    const [member, admin] = await Promise.all([signIn(counted.project.base, memberEmail), signIn(counted.project.base, adminEmail)]).catch(
      async (err: unknown) => {
        await Promise.all([stopProcess(counted.project), stopProcess(counted.raw)]);
        await proxy.close();
        throw err;
      },
    );
    const cases = benchCases({ member, admin }).filter((c) => !ONLY.length || ONLY.some((w) => c.name.toLowerCase().includes(w)));
    const statements = new Map<string, { normal: Record<Contender, number>; small: Record<Contender, number> | null }>();
    const items = new Map<string, number>();
    try {
      for (const c of cases) {
        // Same answer from both, byte for byte (issue 42 item 7), before anything is timed; where not, the first item that differs.
        const [pText, rText] = [await sendText(counted.project.base, c.project), await sendText(counted.raw.base, c.raw)];
        const [p, r] = [c.normalize.project(JSON.parse(pText)), c.normalize.raw(JSON.parse(rText))];
        if (pText !== rText && JSON.stringify(p) === JSON.stringify(r)) {
          let at = 0;
          while (pText[at] === rText[at]) at++;
          throw new Error(`${c.name}: the same items, other bytes from byte ${at}:\n${pText.slice(Math.max(0, at - 150), at + 150)}\n${rText.slice(Math.max(0, at - 150), at + 150)}`);
        }
        if (JSON.stringify(p) !== JSON.stringify(r)) {
          const at = p.findIndex((x, i) => JSON.stringify(x) !== JSON.stringify(r[i]));
          throw new Error(`${c.name}: the answers differ (${p.length} vs ${r.length} items; first difference at ${at}: ` +
            `${JSON.stringify(p[at])} vs ${JSON.stringify(r[at])})`);
        }
        items.set(c.name, p.length);
        const per = async (who: Contender, t: BenchCase['project'] | undefined) => {
          if (!t) return NaN;
          const before = proxy.count();
          for (let i = 0; i < STATEMENT_SAMPLES; i++) await send(counted[who].base, t);
          await new Promise((res) => setTimeout(res, 50));
          return (proxy.count() - before) / STATEMENT_SAMPLES;
        };
        statements.set(c.name, {
          normal: { project: await per('project', c.project), raw: await per('raw', c.raw) },
          small: c.small ? { project: await per('project', c.small.project), raw: await per('raw', c.small.raw) } : null,
        });
      }
    } finally {
      await Promise.all([stopProcess(counted.project), stopProcess(counted.raw)]);
      await proxy.close();
    }

    // Pass 2: load, both servers straight on the database.
    servers = await startBoth(db.url, secret);
    out(
      `npm start to ready (database migrated, web built): ${servers.project.readySeconds.toFixed(2)} s ` +
        `(first of this run, through the proxy: ${counted.project.readySeconds.toFixed(2)} s); raw server ${servers.raw.readySeconds.toFixed(2)} s`,
    );
    out(
      `${ROUNDS} rounds x ${SECONDS} s per case and contender, ${CONNECTIONS} connections, node ${process.version}, ` +
        `${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`,
    );
    const opts = (who: Contender) => ({ connections: CONNECTIONS, pid: servers![who].child.pid });
    const target = (who: Contender, c: BenchCase) => ({ ...c[who], url: `${servers![who].base}${c[who].url}` });
    for (const c of cases) for (const who of ['project', 'raw'] as const) await load(target(who, c), { ...opts(who), seconds: 1 });

    // Latency at half of the project's top rate, as a user sees it under steady load: evenly paced
    // arrivals (an open loop), both contenders at the same rate, alternating, pooled over the rounds.
    const halfRateLatency = async (c: BenchCase, rate: number): Promise<CaseResult['halfRate']> => {
      const pooled = {
        project: hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000, numberOfSignificantValueDigits: 3 }),
        raw: hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000, numberOfSignificantValueDigits: 3 }),
      };
      const failures = { project: 0, raw: 0 };
      const rounds: CaseResult['halfRate']['rounds'] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const order: Contender[] = round % 2 === 0 ? ['project', 'raw'] : ['raw', 'project'];
        const sample = {} as Record<Contender, Omit<PacedSample, 'latencies'>>;
        for (const who of order) {
          const { latencies, ...rest } = await paced(target(who, c), { rate, seconds: LATENCY_SECONDS, warmupSeconds: 1, pid: servers![who].child.pid });
          pooled[who].add(latencies);
          failures[who] += rest.failures;
          sample[who] = rest;
        }
        rounds.push(sample);
        // From send: the same requests timed from when they actually left (the servers' share when the generator was late).
        out(`  half rate ${rate}/s round ${round + 1} ${c.name}: p99 project ${sample.project.p99.toFixed(1)} ms, raw ${sample.raw.p99.toFixed(1)} ms` +
          ` (from send ${sample.project.fromSendP99.toFixed(1)}, ${sample.raw.fromSendP99.toFixed(1)}; generator late by up to ` +
          `${Math.max(sample.project.sendLagMax, sample.raw.sendLagMax).toFixed(1)} ms, its longest GC ` +
          `${Math.max(sample.project.generatorGcMax, sample.raw.generatorGcMax).toFixed(1)} ms)`);
      }
      const summary = (who: Contender) => {
        const h = pooled[who];
        return { p50: h.getValueAtPercentile(50) / 1000, p90: h.getValueAtPercentile(90) / 1000, p99: h.getValueAtPercentile(99) / 1000,
          max: h.maxValue / 1000, requests: h.totalCount + failures[who], failures: failures[who] };
      };
      return { rate, pooled: { project: summary('project'), raw: summary('raw') }, rounds };
    };

    const rounds = new Map<string, Record<Contender, Sample>[]>(cases.map((c) => [c.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of cases) {
        const order: Contender[] = round % 2 === 0 ? ['project', 'raw'] : ['raw', 'project'];
        const sample = {} as Record<Contender, Sample>;
        for (const who of order) sample[who] = await load(target(who, c), { ...opts(who), seconds: SECONDS });
        rounds.get(c.name)!.push(sample);
        out(`  round ${round + 1} ${c.name}: project ${sample.project.rps.toFixed(0)} req/s, raw ${sample.raw.rps.toFixed(0)} req/s`);
      }
    }

    const results: CaseResult[] = [];
    for (const c of cases) {
      const rs = rounds.get(c.name)!;
      const med = (who: Contender) => ({
        rps: median(rs.map((r) => r[who].rps)),
        p50: median(rs.map((r) => r[who].p50)),
        p99: median(rs.map((r) => r[who].p99)),
        rssMb: Math.max(...rs.map((r) => r[who].rssMb)),
      });
      const m = { project: med('project'), raw: med('raw') };
      const failures = rs.reduce((n, r) => n + r.project.failures + r.raw.failures, 0);
      if (failures) {
        process.exitCode = 1;
        out(`  ${c.name}: ${failures} failed requests`);
      }
      const halfRate = await halfRateLatency(c, Math.max(1, Math.round(m.project.rps / 2)));
      for (const who of ['project', 'raw'] as const) m[who].rssMb = Math.max(m[who].rssMb, ...halfRate.rounds.map((r) => r[who].rssMb));
      const halfFailures = halfRate.pooled.project.failures + halfRate.pooled.raw.failures;
      if (halfFailures) {
        process.exitCode = 1;
        out(`  ${c.name}: ${halfFailures} failed requests at half rate`);
      }
      const st = statements.get(c.name)!;
      results.push({
        name: c.name,
        goal: c.goal,
        latencyGoal: c.latencyGoal !== false,
        items: items.get(c.name)!,
        statements: st.normal,
        statementsSmall: st.small,
        rounds: rs,
        median: m,
        ratio: median(rs.map((r) => r.project.rps / r.raw.rps)),
        halfRate,
      });
    }

    const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');
    // Issue 11's latency goal, kept by issue 42 item 8, is the large volume's: p99 at half rate <= 25 ms and <= raw + 5.
    const large = VOLUME_NAME === 'large';
    const halfRateVerdict = (r: CaseResult) => {
      const { project, raw } = r.halfRate.pooled;
      if (!large) return project.p99 <= 25 ? '' : ' (>25)';
      return project.p99 <= 25 && project.p99 <= raw.p99 + 5 ? ' ok' : ' MISS';
    };
    out('');
    out(
      table(
        ['case', 'items', 'req/s', 'raw req/s', 'x raw', 'goal', 'p50/p99 ms', 'raw p50/p99', 'half rate', 'p99 @ half (raw)', 'SQL/req (raw)', 'SQL small', 'RSS MB'],
        results.map((r) => [
          r.name,
          String(r.items),
          fmt(r.median.project.rps),
          fmt(r.median.raw.rps),
          fmt(r.ratio, 2),
          r.goal === null ? '' : `${r.ratio >= r.goal ? 'ok' : 'MISS'} >=${r.goal}`,
          `${fmt(r.median.project.p50)}/${fmt(r.median.project.p99)}`,
          `${fmt(r.median.raw.p50)}/${fmt(r.median.raw.p99)}`,
          `${r.halfRate.rate}/s`,
          `${fmt(r.halfRate.pooled.project.p99, 1)}${!r.latencyGoal ? ' (generator-bound)' : halfRateVerdict(r)} (${fmt(r.halfRate.pooled.raw.p99, 1)})`,
          `${fmt(r.statements.project, 1)} (${fmt(r.statements.raw, 1)})`,
          r.statementsSmall ? `${fmt(r.statementsSmall.project, 1)}${r.statementsSmall.project === r.statements.project ? ' =' : ' DIFFERS'}` : '',
          fmt(r.median.project.rssMb),
        ]),
      ),
    );
    const peakRss = Math.max(...results.map((r) => r.median.project.rssMb));
    // Issue 42 item 8 keeps "RSS <= 200 MB under the large calendar": the calendar case's own peak (RSS falls back after
    // the /healthz case's tens of thousands of requests a second).
    const calendarRss = results.find((r) => r.name.startsWith('GraphQL calendar'))?.median.project.rssMb;
    out(`\nratio = median over rounds of project req/s / raw req/s measured back to back. SQL small = the same request for 10 rows ` +
      `(one day for the calendar); '=' when it costs the same statements. p99 @ half: latency from when each request was due, ` +
      `evenly paced at the half rate, all rounds pooled; the raw server at the same rate in brackets; goal <= 25 ms and <= raw + 5 ms on the large volume, judged there (generator-bound: more than the generator can send on time, not a goal). ` +
      `Project RSS peak ${fmt(peakRss)} MB over these cases; ${calendarRss === undefined || !large ? 'the goal, <= 200 MB under the large calendar, is judged by BENCH_VOLUME=large npm run bench' : `under the calendar month ${fmt(calendarRss)} MB (${calendarRss <= 200 ? 'ok' : 'MISS'} <= 200)`}.`);
    // The metrics' cost (issue 40): two more instances of the project, side by side on this database.
    let metricsCost: MetricsCostResult | null = null;
    if (process.env.BENCH_METRICS !== 'false' && (!ONLY.length || ONLY.some((w) => METRICS_SECTION.toLowerCase().includes(w)))) {
      metricsCost = await metricsCostBench({ databaseUrl: db.url, secret, member, rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS });
      out(`\n${metricsCostReport(metricsCost)}`);
    }
    // Start (issue 11 item 5): npm start as a new checkout meets it (fresh data dir, web client to build), then again.
    const startTime = process.env.BENCH_START === 'false' ? null : await startTimes();
    if (startTime) {
      const goal = (s: number, max: number) => `${s.toFixed(2)} s (${s <= max ? 'ok' : 'MISS'} <= ${max})`;
      out(`npm start to ready: first ${goal(startTime.firstSeconds, 15)}: embedded PostgreSQL initialised and migrated ` +
        `(${startTime.firstDatabaseSeconds.toFixed(1)} s, after the server's build, ${startTime.firstServerBuildSeconds.toFixed(1)} s) ` +
        `while the web client was built (${startTime.firstBuildSeconds.toFixed(1)} s; its compressed copies were made after ready, ` +
        `${startTime.firstCompressedSeconds.toFixed(1)} s from the build's start); ` +
        `second ${goal(startTime.secondSeconds, 3)}`);
    }
    // Front end (issue 11 item 4): Lighthouse on this server's production build, the member signed in on /dashboard.
    out(`\n${(await lighthouseReport(servers.project.base, member)).join('\n')}`);
    // The phone (issue 42 item 6): INP of three interactions at 4x CPU throttling, the same member signed in.
    out(`\n${(await inpReport(servers.project.base, member)).join('\n')}`);

    // Webhook throughput (issue 35): its own data and servers; these two are done with.
    let webhooks: WebhookResult | null = null;
    if (process.env.BENCH_WEBHOOKS !== 'false' && (!ONLY.length || ONLY.some((w) => WEBHOOK_SECTION.toLowerCase().includes(w)))) {
      await Promise.all([stopProcess(servers.project), stopProcess(servers.raw)]);
      out('');
      webhooks = await webhookBench({ rounds: ROUNDS });
      out(`\n${webhookReport(webhooks)}`);
    }
    let webhooksOut: WebhookOutResult | null = null;
    if (process.env.BENCH_WEBHOOKS_OUT !== 'false' && (!ONLY.length || ONLY.some((w) => WEBHOOK_OUT_SECTION.toLowerCase().includes(w)))) {
      await Promise.all([stopProcess(servers.project), stopProcess(servers.raw)]);
      out('');
      webhooksOut = await webhookOutBench({ rounds: ROUNDS });
      out(`\n${webhookOutReport(webhooksOut)}`);
    }
    let live: LiveResult | null = null;
    if (process.env.BENCH_LIVE !== 'false' && (!ONLY.length || ONLY.some((w) => LIVE_SECTION.toLowerCase().includes(w)))) {
      await Promise.all([stopProcess(servers.project), stopProcess(servers.raw)]);
      out('');
      live = await liveBench();
      out(`\n${liveReport(live)}`);
    }

    let scaleOut: ScaleOutResult | string | null = null;
    if (process.env.BENCH_SCALE_OUT !== 'false' && (!ONLY.length || ONLY.some((w) => SCALE_OUT_SECTION.toLowerCase().includes(w)))) {
      await Promise.all([stopProcess(servers.project), stopProcess(servers.raw)]);
      out('');
      scaleOut = await scaleOutBench({ databaseUrl: db.url, memberEmail, rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS });
      out(`\n${scaleOutReport(scaleOut)}`);
    }

    // Writes (issue 42 item 1): their own database and servers (bench/writes.ts, which also runs alone).
    let writes: WritesResult | null = null;
    if (process.env.BENCH_WRITES !== 'false' && (!ONLY.length || ONLY.some((w) => WRITES_SECTION.toLowerCase().includes(w)))) {
      await Promise.all([stopProcess(servers.project), stopProcess(servers.raw)]);
      out(`\n${WRITES_SECTION}`);
      writes = await writesBench({ rounds: ROUNDS, out });
      out(`\n${writesReport(writes)}`);
    }

    // Jobs in their lane (issue 42 item 2): their own database and servers (bench/lane.ts, which also runs alone).
    let lane: LaneResult | null = null;
    if (process.env.BENCH_LANE !== 'false' && (!ONLY.length || ONLY.some((w) => LANE_SECTION.toLowerCase().includes(w)))) {
      await Promise.all([stopProcess(servers.project), stopProcess(servers.raw)]);
      out(`\n${LANE_SECTION}`);
      lane = await laneBench({ rounds: ROUNDS, out });
      out(`\n${laneReport(lane)}`);
    }

    // A morning's mix (issue 42 item 3): its own database and servers (bench/mix.ts, which also runs alone).
    let mix: MixResult | null = null;
    if (process.env.BENCH_MIX !== 'false' && (!ONLY.length || ONLY.some((w) => MIX_SECTION.toLowerCase().includes(w)))) {
      await Promise.all([stopProcess(servers.project), stopProcess(servers.raw)]);
      out(`\n${MIX_SECTION}`);
      mix = await mixBench({ out });
      out(`\n${mixReport(mix)}`);
    }

    const json = process.env.BENCH_JSON ?? path.join(ROOT_DIR, '.data/bench', `${new Date().toISOString().replace(/[:.]/g, '-')}-${VOLUME_NAME}.json`);
    fs.mkdirSync(path.dirname(json), { recursive: true });
    fs.writeFileSync(
      json,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          volume: { name: VOLUME_NAME, ...VOLUME, counts },
          settings: { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, node: process.version, cpus: os.cpus().length, loadavg: os.loadavg() },
          live,
          start: { projectSeconds: servers.project.readySeconds, projectThroughProxySeconds: counted.project.readySeconds, ...startTime },
          peakRssMb: peakRss,
          cases: results,
          webhooks,
          webhooksOut,
          metricsCost,
          scaleOut,
          writes,
          lane,
          mix,
        },
        null,
        2,
      ),
    );
    out(`JSON: ${path.relative(ROOT_DIR, json)}`);
  } finally {
    if (servers) await Promise.all([stopProcess(servers.project), stopProcess(servers.raw)]);
    await db.dispose();
  }
}

main().catch((err) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
