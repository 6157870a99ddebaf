import autocannon from 'autocannon';
import * as hdr from 'hdr-histogram-js';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const pacedCore = require('./paced-core.cjs') as {
  run(t: Target | MixTarget, opts: { rate: number; seconds: number; warmupSeconds?: number; maxConnections?: number; timeoutSeconds?: number; trace?: boolean }): Promise<Omit<PacedSample, 'rssMb'>>;
};

/** One HTTP request the load generator repeats. */
export interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Requests in turn (request i is mix[i % length]), each counted under its name too (bench/mix.ts). */
export interface MixTarget {
  mix: (Target & { name: string })[];
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
  /**
   * Diagnostics, not the figure judged: p99 from when each request actually left (the server's share once the
   * generator was late), the generator's own event-loop delay max and its longest GC pause, ms.
   */
  fromSendP99: number;
  generatorLoopMax: number;
  generatorGcMax: number;
  rssMb: number;
  /** Every recorded latency, µs (to pool rounds). */
  latencies: hdr.Histogram;
  /** With opts.trace: each recorded request's [index, due, sent, done, ok], ms of the monotonic clock (bench/tail-trace.ts). */
  trace?: [number, number, number, number, number][];
  /** With a MixTarget: each name's requests, failures, p50 and p99 (ms, from when due). */
  classes?: Record<string, { requests: number; failures: number; p50: number; p99: number }>;
}

let pacedWorker: { run(t: Target | MixTarget, opts: object): Promise<Record<string, unknown>> } | undefined;

/** The generator's worker thread, started on first use and kept (unref'd) for the bench's life; runs one at a time. */
function generator(): NonNullable<typeof pacedWorker> {
  if (pacedWorker) return pacedWorker;
  const worker = new Worker(path.join(__dirname, 'paced-core.cjs'), { workerData: { pacedGenerator: true } });
  const waiting = new Map<number, { resolve(m: Record<string, unknown>): void; reject(e: Error): void }>();
  const failAll = (err: Error) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
    pacedWorker = undefined;
  };
  worker.on('message', (m: Record<string, unknown> & { id: number }) => {
    waiting.get(m.id)?.resolve(m);
    waiting.delete(m.id);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the load generator's worker exited (${code})`)));
  // After the listeners (a 'message' listener refs the thread again): the worker alone does not keep the bench running.
  worker.unref();
  let next = 0;
  pacedWorker = {
    run: (target, opts) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, target, opts });
      }),
  };
  return pacedWorker;
}

/**
 * An open loop: requests at `rate` per second, evenly spaced (request i is due at start + i/rate),
 * each sent when it is due whether or not earlier answers are in (a new keep-alive connection is
 * opened when every open one is busy, up to `maxConnections`; past that requests wait for one).
 * Each latency is measured from when the request was due, not from when it actually left, so a
 * late generator or a full connection pool shows up in the figures instead of being hidden
 * (coordinated omission). The first `warmupSeconds` are sent but not recorded (connections open).
 *
 * The generator (bench/paced-core.cjs) runs in a worker thread of its own (one, kept for the bench's life): its own small V8 heap and event loop, so
 * the bench process's garbage (seeding, the closed-loop runs) does not pause it. BENCH_GENERATOR=inprocess runs it on
 * the bench's own event loop instead (as before), to compare.
 */
export async function paced(
  t: Target | MixTarget,
  opts: { rate: number; seconds: number; warmupSeconds?: number; maxConnections?: number; pid?: number; timeoutSeconds?: number; trace?: boolean },
): Promise<PacedSample> {
  const { pid, ...rest } = opts;
  const { result, peak } = await withPeakRss(pid, async (): Promise<PacedSample> => {
    if (process.env.BENCH_GENERATOR === 'inprocess') return { ...(await pacedCore.run(t, rest)), rssMb: NaN };
    // A worker that never answers must not hang the bench: every request has its own timeout within this.
    const limit = ((rest.warmupSeconds ?? 1) + rest.seconds + (rest.timeoutSeconds ?? 30) + 30) * 1000;
    let timer: NodeJS.Timeout | undefined;
    const message = await Promise.race([
      generator().run(t, rest),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`the load generator did not answer within ${limit / 1000} s`)), limit))),
    ]).finally(() => clearTimeout(timer));
    if (typeof message.error === 'string') throw new Error(message.error);
    return { ...(message as unknown as PacedSample), latencies: hdr.decodeFromCompressedBase64(message.latencies as string), rssMb: NaN };
  });
  return { ...result, rssMb: peak };
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
