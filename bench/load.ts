import { performance } from 'node:perf_hooks';

/** One benchmarked request: what to send, and a check that the answer is a real success. */
export interface Case {
  name: string;
  request: () => Promise<Response>;
  /** Throws when the body is not the expected success (e.g. GraphQL errors); returns the item count. */
  check?: (body: unknown) => number | undefined;
}

export interface Result {
  name: string;
  requests: number;
  failures: number;
  rps: number;
  p50: number;
  p95: number;
  /** Items in one answer (rows returned), when the check reports it. */
  items?: number;
  firstFailure?: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * A closed loop like autocannon's: `connections` callers each send the next request as soon as
 * the previous answer is read, for `seconds`, after a short warm-up that is not counted.
 */
export async function measure(c: Case, opts: { connections: number; seconds: number; warmupSeconds: number }): Promise<Result> {
  let items: number | undefined;
  let firstFailure: string | undefined;
  const once = async (): Promise<boolean> => {
    try {
      const res = await c.request();
      const text = await res.text();
      if (!res.ok) throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
      if (c.check) items = c.check(text ? JSON.parse(text) : null);
      return true;
    } catch (err) {
      firstFailure ??= err instanceof Error ? err.message : String(err);
      return false;
    }
  };

  const run = async (seconds: number, record: boolean) => {
    const latencies: number[] = [];
    let failures = 0;
    const end = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const ok = await once();
        if (!record) continue;
        latencies.push(performance.now() - t0);
        if (!ok) failures++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: opts.connections }, worker));
    return { latencies, failures, elapsed: (performance.now() - started) / 1000 };
  };

  await run(opts.warmupSeconds, false);
  firstFailure = undefined;
  const { latencies, failures, elapsed } = await run(opts.seconds, true);
  latencies.sort((a, b) => a - b);
  return {
    name: c.name,
    requests: latencies.length,
    failures,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    items,
    firstFailure,
  };
}

/** The results as a table, each figure also as a ratio to the baseline measured in the same run. */
export function table(results: Result[], baseline: Result): string {
  const head = ['case', 'items', 'req/s', 'x base', 'p50 ms', 'x base', 'p95 ms', 'x base', 'failed'];
  const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
  const rows = results.map((r) => [
    r.name,
    r.items === undefined ? '' : String(r.items),
    fmt(r.rps, 0),
    fmt(r.rps / baseline.rps, 3),
    fmt(r.p50, 2),
    fmt(r.p50 / baseline.p50, 1),
    fmt(r.p95, 2),
    fmt(r.p95 / baseline.p95, 1),
    `${r.failures}/${r.requests}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [line(head), `|${widths.map((w, i) => (i === 0 ? ':' : '-') + '-'.repeat(w) + (i === 0 ? '-' : ':')).join('|')}|`, ...rows.map(line)].join('\n');
}
