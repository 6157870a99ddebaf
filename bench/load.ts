import autocannon from 'autocannon';
import fs from 'node:fs';

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

/**
 * autocannon's closed loop (`connections` keep-alive connections, each sending the next
 * request when the answer is in) for `seconds`; with `rate`, an open loop at that many
 * requests per second overall instead, for latency at a given load.
 */
export async function load(t: Target, opts: { connections: number; seconds: number; rate?: number; pid?: number }): Promise<Sample> {
  let peak = opts.pid ? rssMb(opts.pid) : NaN;
  const timer = opts.pid ? setInterval(() => (peak = Math.max(peak, rssMb(opts.pid!))), 200) : undefined;
  try {
    const r = await autocannon({
      url: t.url,
      method: t.method ?? 'GET',
      headers: t.headers,
      body: t.body,
      connections: opts.connections,
      duration: opts.seconds,
      ...(opts.rate ? { overallRate: opts.rate } : {}),
      timeout: 30,
    });
    return {
      rps: r.requests.total / opts.seconds,
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r.requests.total,
      failures: r.non2xx + r.errors + r.timeouts,
      rssMb: peak,
    };
  } finally {
    if (timer) clearInterval(timer);
  }
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
