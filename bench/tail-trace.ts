/*
 * Where each slow request's time went (bench/latency.ts LAT_TRACE=true): the generator's record of every request
 * (bench/paced-core.cjs `trace`: due, sent, done) joined by its x-bench-id with the server's (bench/stall-probe.cjs
 * STALL_PROBE_TRACE: arrival, database round trips, finish) and laid over the server's GC pauses and event-loop gaps,
 * all in ms of the system's monotonic clock. A request's time from due to done is cut into disjoint pieces:
 *   gen      due -> sent: the generator was late;
 *   in       sent -> the server's 'request' event: the kernel, and the server's loop busy with other work;
 *   pool     pool.connect -> a client handed out (pool wait);
 *   db       client.query -> its result back (the database, and the answer waiting for the loop), by statement;
 *   loop     the rest of 'request' -> 'finish': this request's own JS, and other work run in between;
 *   out      'finish' -> the generator saw the last byte;
 * and from every piece the time the server's main thread spent in a GC pause (gc) or runnable but not running
 * (cpu: a run queue, /proc schedstat) is moved to those two buckets.
 */

type Interval = [number, number];
export interface ServerTrace {
  requests: { id: string; arrive: number; end: number; db: { what: string; call: number; done: number }[] }[];
  gcs: [number, number, string][];
  gaps: [number, number, number][];
  runqMs: number;
}
/** [index, due, sent, done, ok] per recorded request. */
export type GeneratorTrace = [number, number, number, number, number][];

const BUCKETS = ['gen', 'in', 'pool', 'db', 'loop', 'out', 'gc', 'cpu'] as const;
type Bucket = (typeof BUCKETS)[number];

const overlap = (a: number, b: number, xs: Interval[]) => xs.reduce((s, [x, y]) => s + Math.max(0, Math.min(b, y) - Math.max(a, x)), 0);

function union(xs: Interval[]): Interval[] {
  const s = xs.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const out: Interval[] = [];
  for (const [a, b] of s) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export interface TailReport {
  requests: number;
  slow: number;
  /** Share of the slow requests' summed latency per bucket. */
  timeShare: Record<Bucket, number>;
  /** How many slow requests each bucket was the biggest piece of. */
  dominant: Record<Bucket, number>;
  /** Slow requests' summed db time per statement. */
  statements: Record<string, number>;
  /** Slow requests with a GC pause > 5 ms in their window. */
  withLongGc: number;
  /** The server's main thread: ms runnable but not running over the whole round; the longest loop gap, ms. */
  runqMs: number;
  gapMax: number;
  gcMs: number;
  lines: string[];
}

export function tailReport(gen: GeneratorTrace, server: ServerTrace, runqBefore: number, slowMs = 20): TailReport {
  const byId = new Map(server.requests.map((r) => [r.id, r]));
  const gcs: Interval[] = server.gcs.map(([s, d]) => [s, s + d]);
  // A gap's run-queue time is spread evenly over it.
  const runq = server.gaps.filter((g) => g[2] > 0);
  const runqIn = (a: number, b: number) => runq.reduce((s, [x, y, q]) => s + (q * Math.max(0, Math.min(b, y) - Math.max(a, x))) / (y - x), 0);
  const timeTotals = Object.fromEntries(BUCKETS.map((b) => [b, 0])) as Record<Bucket, number>;
  const dominant = Object.fromEntries(BUCKETS.map((b) => [b, 0])) as Record<Bucket, number>;
  const statements: Record<string, number> = {};
  const seen: { ms: number; text: string }[] = [];
  let slow = 0;
  let total = 0;
  let withLongGc = 0;
  for (const [index, due, sent, done, ok] of gen) {
    if (!ok || done - due <= slowMs) continue;
    const r = byId.get(String(index));
    slow++;
    const pieces = Object.fromEntries(BUCKETS.map((b) => [b, 0])) as Record<Bucket, number>;
    const add = (bucket: Bucket, a: number, b: number) => {
      if (b <= a) return;
      const g = overlap(a, b, gcs);
      const q = Math.min(runqIn(a, b), b - a - g);
      pieces.gc += g;
      pieces.cpu += Math.max(0, q);
      pieces[bucket] += Math.max(0, b - a - g - Math.max(0, q));
    };
    add('gen', due, sent);
    if (!r || !r.end) {
      add('out', sent, done);
    } else {
      add('in', sent, r.arrive);
      const queries: Interval[] = union(r.db.filter((d) => d.what !== 'connect' && d.done).map((d) => [d.call, d.done]));
      const connects: Interval[] = union(r.db.filter((d) => d.what === 'connect' && d.done).map((d) => [d.call, d.done]));
      for (const [a, b] of queries) add('db', a, b);
      for (const d of r.db) if (d.what !== 'connect' && d.done) statements[d.what] = (statements[d.what] ?? 0) + d.done - d.call;
      // Pool wait not inside a query of the same request (DataLoader batches may overlap).
      for (const [a, b] of connects) {
        let from = a;
        for (const [x, y] of queries) {
          if (y <= from || x >= b) continue;
          add('pool', from, Math.min(x, b));
          from = Math.max(from, y);
        }
        add('pool', from, b);
      }
      // The loop: the server's window minus its database time.
      const busy = union([...queries, ...connects]);
      let from = r.arrive;
      for (const [a, b] of busy) {
        add('loop', from, Math.max(from, Math.min(a, r.end)));
        from = Math.max(from, b);
      }
      add('loop', from, r.end);
      add('out', Math.max(r.end, sent), done);
    }
    if (server.gcs.some(([s, d]) => d > 5 && s < done && s + d > due)) withLongGc++;
    total += done - due;
    for (const b of BUCKETS) timeTotals[b] += pieces[b];
    const top = BUCKETS.reduce((best, b) => (pieces[b] > pieces[best] ? b : best), 'gen' as Bucket);
    dominant[top]++;
    seen.push({
      ms: done - due,
      text: `${(done - due).toFixed(1)} ms: ${BUCKETS.filter((b) => pieces[b] >= 0.5)
        .map((b) => `${b} ${pieces[b].toFixed(1)}`)
        .join(', ')}${r ? '' : ' (no server record)'}`,
    });
  }
  // Examples: the slowest, and the three nearest the round's p99.
  const all = gen.map(([, due, , done]) => done - due).sort((a, b) => a - b);
  const p99 = all[Math.min(all.length - 1, Math.floor(all.length * 0.99))] ?? 0;
  seen.sort((a, b) => b.ms - a.ms);
  const near = [...seen].sort((a, b) => Math.abs(a.ms - p99) - Math.abs(b.ms - p99)).slice(0, 3);
  const lines = [...new Set([...seen.slice(0, 1), ...near])].map((x) => x.text);
  const timeShare = Object.fromEntries(BUCKETS.map((b) => [b, total ? timeTotals[b] / total : 0])) as Record<Bucket, number>;
  return {
    requests: gen.length,
    slow,
    timeShare,
    dominant,
    statements,
    withLongGc,
    runqMs: server.runqMs - runqBefore,
    gapMax: Math.max(0, ...server.gaps.map(([a, b]) => b - a)),
    gcMs: server.gcs.reduce((s, g) => s + g[1], 0),
    lines,
  };
}

export function formatTail(name: string, t: TailReport): string {
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const shares = BUCKETS.filter((b) => t.timeShare[b] >= 0.005).map((b) => `${b} ${pct(t.timeShare[b])}`);
  const dom = BUCKETS.filter((b) => t.dominant[b]).map((b) => `${b} ${t.dominant[b]}`);
  const stmts = Object.entries(t.statements)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([k, v]) => `${k} ${v.toFixed(0)} ms`);
  return (
    `      ${name}: ${t.slow}/${t.requests} > 20 ms (${t.withLongGc} with a GC pause > 5 ms); time: ${shares.join(', ')}; biggest piece: ${dom.join(', ')}` +
    `\n        main thread runnable-not-running ${t.runqMs.toFixed(0)} ms, GC ${t.gcMs.toFixed(0)} ms, longest loop gap ${t.gapMax.toFixed(1)} ms` +
    (stmts.length ? `; db time by statement: ${stmts.join(', ')}` : '') +
    (t.lines.length ? `\n        slowest and nearest p99: ${t.lines.join(' | ')}` : '')
  );
}
