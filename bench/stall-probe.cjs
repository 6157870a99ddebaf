'use strict';
/*
 * `node --require ./bench/stall-probe.cjs …`: a diagnostic preloaded into a process under test (a server, or the load
 * generator) by bench/latency.ts (LAT_PROBE=true). It records what can hold a request up inside that process, and on
 * SIGUSR2 appends one JSON line to STALL_PROBE_FILE with what it saw since the last report, then starts over:
 *   loop: the event loop's delay (perf_hooks.monitorEventLoopDelay, 1 ms resolution): p99, max, ms;
 *   gc: V8's pauses (PerformanceObserver 'gc'): count, total, max and how many took > 5 ms, by kind;
 *   cpu: the process's user+system CPU ms (all of its threads, V8's GC helpers included).
 * STALL_PROBE_TRACE=true (bench/latency.ts LAT_TRACE=true) also records every request and what it waited for, all
 * timestamps in ms of the system's monotonic clock (process.hrtime, the same in every process on the box):
 *   requests: the http 'request' event (headers parsed), the generator's x-bench-id header, the 'finish' event (the
 *     last byte handed to the kernel), and each database round trip made on the request's behalf (AsyncLocalStorage):
 *     pool.connect called -> client handed out (pool wait), client.query called -> its result back (query: the
 *     database's time, the wire, and the time the answer waited for this event loop);
 *   gc: every V8 pause (start, duration, kind);
 *   gaps: the event loop's gaps longer than 2 ms (a 1 ms timer's late ticks), with how long the main thread sat on a
 *     run queue meanwhile (/proc/self/task/<tid>/schedstat: runnable but not running, i.e. CPU contention).
 * On SIGUSR2 they are written to `<STALL_PROBE_FILE>.trace-<time>.json` (named in the report line) and reset.
 * Nothing else changes in the process; not loaded by npm start or npm test.
 */
const fs = require('node:fs');
const { monitorEventLoopDelay, PerformanceObserver, constants } = require('node:perf_hooks');

const file = process.env.STALL_PROBE_FILE;
const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
let gc = {};
let longest = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const kind = KINDS[e.detail?.kind ?? e.kind] ?? 'other';
    const g = (gc[kind] ??= { count: 0, totalMs: 0, maxMs: 0, over5ms: 0 });
    g.count++;
    g.totalMs += e.duration;
    g.maxMs = Math.max(g.maxMs, e.duration);
    if (e.duration > 5) g.over5ms++;
    if (e.duration > 5) longest.push(Math.round(e.duration * 10) / 10);
  }
}).observe({ entryTypes: ['gc'] });

let cpu = process.cpuUsage();
const trace = process.env.STALL_PROBE_TRACE === 'true' ? startTrace() : undefined;
process.on('SIGUSR2', () => {
  const used = process.cpuUsage(cpu);
  const round = (x) => Math.round(x * 10) / 10;
  const line = {
    pid: process.pid,
    loop: { p99Ms: round(loop.percentile(99) / 1e6), maxMs: round(loop.max / 1e6), meanMs: round(loop.mean / 1e6) },
    gc: Object.fromEntries(Object.entries(gc).map(([k, g]) => [k, { ...g, totalMs: round(g.totalMs), maxMs: round(g.maxMs) }])),
    gcOver5ms: longest.sort((a, b) => b - a).slice(0, 20),
    cpuMs: round((used.user + used.system) / 1000),
    heapMb: round(process.memoryUsage().heapUsed / 1048576),
  };
  if (trace && file) line.trace = trace.dump(`${file}.trace-${Date.now()}.json`);
  if (file) fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  loop.reset();
  gc = {};
  longest = [];
  cpu = process.cpuUsage();
});

/** The per-request trace (STALL_PROBE_TRACE=true): see the header. */
function startTrace() {
  const { AsyncLocalStorage } = require('node:async_hooks');
  const http = require('node:http');
  const { performance } = require('node:perf_hooks');
  const now = () => Number(process.hrtime.bigint()) / 1e6;
  // performance.now() and process.hrtime are the same clock from different origins.
  const perfOffset = now() - performance.now();
  const als = new AsyncLocalStorage();
  let requests = [];
  let gcs = [];
  let gaps = [];
  let seq = 0;

  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, req, res) {
    if (event !== 'request') return emit.apply(this, arguments);
    const r = { id: req.headers['x-bench-id'] ?? `s${seq++}`, arrive: now(), end: 0, db: [] };
    requests.push(r);
    res.once('finish', () => (r.end = now()));
    return als.run(r, () => emit.apply(this, arguments));
  };

  // Pool wait: pg-pool hands a queued client out in the releasing request's async context, so the caller's is kept.
  const Pool = require('pg-pool');
  const connect = Pool.prototype.connect;
  Pool.prototype.connect = function (cb) {
    const r = als.getStore();
    if (!r || typeof cb !== 'function') return connect.apply(this, arguments);
    const d = { what: 'connect', call: now(), done: 0 };
    r.db.push(d);
    return connect.call(this, function () {
      d.done = now();
      return als.run(r, () => cb.apply(this, arguments));
    });
  };
  const { Client } = require('pg');
  const query = Client.prototype.query;
  Client.prototype.query = function (config, values, callback) {
    const r = als.getStore();
    if (!r) return query.apply(this, arguments);
    const text = typeof config === 'string' ? config : (config?.name ?? config?.text ?? '?');
    const d = { what: String(text).replace(/\s+/g, ' ').slice(0, 60), call: now(), done: 0 };
    r.db.push(d);
    const args = [...arguments];
    const at = args.findIndex((a) => typeof a === 'function');
    if (at >= 0) {
      const cb = args[at];
      args[at] = function () {
        d.done = now();
        return cb.apply(this, arguments);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result && typeof result.then === 'function') result.then(() => (d.done = now()), () => (d.done = now()));
    return result;
  };

  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcs.push([e.startTime + perfOffset, e.duration, KINDS[e.detail?.kind ?? e.kind] ?? 'other']);
  }).observe({ entryTypes: ['gc'] });

  let fd;
  try {
    fd = fs.openSync(`/proc/self/task/${process.pid}/schedstat`, 'r');
  } catch {
    fd = undefined;
  }
  const buf = Buffer.alloc(128);
  const runq = () => {
    if (fd === undefined) return NaN;
    const n = fs.readSync(fd, buf, 0, 128, 0);
    return Number(buf.toString('latin1', 0, n).split(' ')[1]) / 1e6;
  };
  let last = now();
  let lastRunq = runq();
  setInterval(() => {
    const t = now();
    const q = runq();
    if (t - last > 2) gaps.push([last, t, q - lastRunq]);
    last = t;
    lastRunq = q;
  }, 1).unref();

  return {
    dump(path) {
      fs.writeFileSync(path, JSON.stringify({ pid: process.pid, requests, gcs, gaps, runqMs: runq() }));
      requests = [];
      gcs = [];
      gaps = [];
      return path;
    },
  };
}
