import fs from 'node:fs';
import http from 'node:http';
import * as hdr from 'hdr-histogram-js';
import { Client } from 'pg';

/** One contender's run of the webhook benchmark (bench/webhooks.ts). */
export interface WebhookRun {
  seconds: number;
  eventsPerSecond: number;
  deliveriesPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers per outcome: "ticked DEPOSIT_RECEIVED" and "duplicate", N each. */
  outcomes: Record<string, number>;
  /** CPU ms per event: the two server processes, their PostgreSQL backends (NaN when not readable). */
  serverCpuMsPerEvent: number;
  postgresCpuMsPerEvent: number;
}

const TICK_MS = 1000 / 100; // USER_HZ

/** utime + stime of a process in ms, or NaN when /proc cannot tell (another host, another OS). */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

/** CPU ms of the database's backends so far, by pid (the servers' pools; the bench's own connection left out). */
async function backendsCpu(c: Client): Promise<Map<number, number>> {
  const { rows } = await c.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
  return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
}

/**
 * Posts each event to both targets (one first, then the other, alternating), the two deliveries next to each other
 * in one queue that `connections` workers drain: a closed loop, each worker sending its next delivery when the last is
 * answered. Latency of every delivery from send to the whole answer.
 */
export async function deliver(
  targets: string[],
  events: { body: string; signature: string }[],
  connections: number,
  watch: { pids: number[]; databaseUrl: string },
): Promise<WebhookRun> {
  const queue: { event: number; to: number }[] = [];
  events.forEach((_, i) => queue.push({ event: i, to: i % 2 }, { event: i, to: 1 - (i % 2) }));
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: connections }));
  const histogram = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000, numberOfSignificantValueDigits: 3 });
  const outcomes: Record<string, number> = {};
  const pg = new Client({ connectionString: watch.databaseUrl });
  await pg.connect();
  try {
    const serverBefore = watch.pids.reduce((n, pid) => n + cpuMs(pid), 0);
    const backendsBefore = await backendsCpu(pg);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < queue.length) {
          const d = queue[next++];
          const e = events[d.event];
          const t0 = performance.now();
          const res = await post(targets[d.to], agents[d.to], e.body, e.signature);
          histogram.recordValue(Math.max(1, Math.round((performance.now() - t0) * 1000)));
          const outcome = res.status === 200 ? String((JSON.parse(res.text) as { outcome?: unknown }).outcome) : `HTTP ${res.status} ${res.text.slice(0, 120)}`;
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const serverMs = watch.pids.reduce((n, pid) => n + cpuMs(pid), 0) - serverBefore;
    const backendsAfter = await backendsCpu(pg);
    let postgresMs = 0;
    for (const [pid, ms] of backendsAfter) postgresMs += ms - (backendsBefore.get(pid) ?? 0);
    return {
      seconds,
      eventsPerSecond: events.length / seconds,
      deliveriesPerSecond: queue.length / seconds,
      p50: histogram.getValueAtPercentile(50) / 1000,
      p99: histogram.getValueAtPercentile(99) / 1000,
      max: histogram.maxValue / 1000,
      outcomes,
      serverCpuMsPerEvent: serverMs / events.length,
      postgresCpuMsPerEvent: backendsAfter.size ? postgresMs / events.length : NaN,
    };
  } finally {
    histogram.destroy();
    agents.forEach((a) => a.destroy());
    await pg.end();
  }
}

export function post(url: string, agent: http.Agent, body: string, sig: string): Promise<{ status: number; text: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'stripe-signature': sig },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${url}: no answer within 30 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

