'use strict';
/*
 * `node --require ./bench/stall-probe.cjs …`: a diagnostic preloaded into a process under test (a server, or the load
 * generator) by bench/latency.ts (LAT_PROBE=true). It records what can hold a request up inside that process, and on
 * SIGUSR2 appends one JSON line to STALL_PROBE_FILE with what it saw since the last report, then starts over:
 *   loop: the event loop's delay (perf_hooks.monitorEventLoopDelay, 1 ms resolution): p99, max, ms;
 *   gc: V8's pauses (PerformanceObserver 'gc'): count, total, max and how many took > 5 ms, by kind;
 *   cpu: the process's user+system CPU ms (all of its threads, V8's GC helpers included).
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
  if (file) fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  loop.reset();
  gc = {};
  longest = [];
  cpu = process.cpuUsage();
});
