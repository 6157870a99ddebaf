import autocannon from 'autocannon';
import * as hdr from 'hdr-histogram-js';
import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One HTTP request the load generator repeats. */
export interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** One timed run against one server. */
export interface Sample {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, plus connection errors and timeouts. */
  failures: number;
  /** Peak resident memory of the server process while it ran, MB. */
  rssMb: number;
}

/** Resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Peak RSS of `pid` sampled every 200 ms while `run` runs. */
async function withPeakRss<T>(pid: number | undefined, run: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = pid ? rssMb(pid) : NaN;
  const timer = pid ? setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200) : undefined;
  try {
    const result = await run();
    return { result, peak: pid ? Math.max(peak, rssMb(pid)) : NaN };
  } finally {
    if (timer) clearInterval(timer);
  }
}

/**
 * Throughput: autocannon's closed loop (`connections` keep-alive connections, each sending the
 * next request when the answer is in) for `seconds`. For latency at a given rate use `paced`:
 * autocannon's own `overallRate` sends each connection's per-second quota back to back at the
 * start of every second and then waits, a burst rather than a steady arrival rate.
 */
export async function load(t: Target, opts: { connections: number; seconds: number; pid?: number }): Promise<Sample> {
  const { result: r, peak } = await withPeakRss(opts.pid, () =>
    autocannon({
      url: t.url,
      method: t.method ?? 'GET',
      headers: t.headers,
      body: t.body,
      connections: opts.connections,
      duration: opts.seconds,
      timeout: 30,
    }),
  );
  return {
    rps: r.requests.total / opts.seconds,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    failures: r.non2xx + r.errors + r.timeouts,
    rssMb: peak,
  };
}

/** One open-loop run (see `paced`). Latencies in ms. */
export interface PacedSample {
  /** The rate asked for and the rate of answers that came back, per second. */
  rate: number;
  achievedRps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  /** Answers that were not 2xx, plus connection errors and timeouts. */
  failures: number;
  /** How late the generator itself sent, p99 and max, ms: when this is not small the figures above are suspect. */
  sendLagP99: number;
  sendLagMax: number;
  /** Most requests in flight at once. */
  maxInFlight: number;
  rssMb: number;
  /** Every recorded latency, µs (to pool rounds). */
  latencies: hdr.Histogram;
}

/**
 * An open loop: requests at `rate` per second, evenly spaced (request i is due at start + i/rate),
 * each sent when it is due whether or not earlier answers are in (a new keep-alive connection is
 * opened when every open one is busy, up to `maxConnections`; past that requests wait for one).
 * Each latency is measured from when the request was due, not from when it actually left, so a
 * late generator or a full connection pool shows up in the figures instead of being hidden
 * (coordinated omission). The first `warmupSeconds` are sent but not recorded (connections open).
 */
export async function paced(
  t: Target,
  opts: { rate: number; seconds: number; warmupSeconds?: number; maxConnections?: number; pid?: number; timeoutSeconds?: number },
): Promise<PacedSample> {
  const url = new URL(t.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxConnections ?? 256 });
  const body = t.body === undefined ? undefined : Buffer.from(t.body);
  const headers = { ...t.headers, ...(body ? { 'content-length': String(body.length) } : {}) };
  const latency = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000, numberOfSignificantValueDigits: 3 });
  const lag = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000, numberOfSignificantValueDigits: 3 });
  const interval = 1000 / opts.rate;
  const warmup = (opts.warmupSeconds ?? 1) * 1000;
  const timeout = (opts.timeoutSeconds ?? 30) * 1000;
  let failures = 0;
  let requests = 0;
  let open = 0;
  let maxInFlight = 0;

  const send = (due: number, recorded: boolean) =>
    new Promise<void>((resolve) => {
      open++;
      const done = (ok: boolean) => {
        open--;
        if (recorded) {
          requests++;
          if (ok) latency.recordValue(Math.max(1, Math.round((performance.now() - due) * 1000)));
          else failures++;
        }
        resolve();
      };
      const req = http.request(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, method: t.method ?? 'GET', headers, agent, timeout },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => done(res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300));
          res.on('error', () => done(false));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => done(false));
      req.end(body);
    });

  const { result, peak } = await withPeakRss(opts.pid, async () => {
    const pending = new Set<Promise<void>>();
    const start = performance.now();
    const end = start + warmup + opts.seconds * 1000;
    let i = 0;
    await new Promise<void>((finished) => {
      const tick = () => {
        const now = performance.now();
        for (let due = start + i * interval; due <= now && due < end; due = start + ++i * interval) {
          const recorded = due >= start + warmup;
          if (recorded) lag.recordValue(Math.max(1, Math.round((now - due) * 1000)));
          const p = send(due, recorded);
          pending.add(p);
          void p.then(() => pending.delete(p));
        }
        maxInFlight = Math.max(maxInFlight, open);
        const next = start + i * interval;
        if (next >= end) return finished();
        setTimeout(tick, Math.max(0, next - performance.now()));
      };
      tick();
    });
    await Promise.all(pending);
    return (end - start - warmup) / 1000;
  });
  agent.destroy();
  const ms = (us: number) => us / 1000;
  return {
    rate: opts.rate,
    achievedRps: (requests - failures) / result,
    p50: ms(latency.getValueAtPercentile(50)),
    p90: ms(latency.getValueAtPercentile(90)),
    p99: ms(latency.getValueAtPercentile(99)),
    max: ms(latency.maxValue),
    requests,
    failures,
    sendLagP99: ms(lag.getValueAtPercentile(99)),
    sendLagMax: ms(lag.maxValue),
    maxInFlight,
    rssMb: peak,
    latencies: latency,
  };
}

export const median = (xs: number[]): number => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** A markdown table, first column left-aligned. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [line(head), `|${widths.map((w, i) => (i === 0 ? ':' : '-') + '-'.repeat(w) + (i === 0 ? '-' : ':')).join('|')}|`, ...rows.map(line)].join(
    '\n',
  );
}
