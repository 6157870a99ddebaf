'use strict';
/*
 * The open-loop generator of bench/load.ts `paced` (see there for what it measures), in plain CommonJS so that it runs
 * in a worker thread of its own: a fresh V8 heap holding nothing but the generator, so its pauses are not the bench
 * process's (seeding, autocannon's closed-loop runs and their garbage), and nothing else runs on its event loop. Run
 * as a worker (one for the whole bench) it posts each result (histograms as compressed base64) to the parent; `run`
 * can also be called in-process.
 */
const http = require('node:http');
const { monitorEventLoopDelay, performance, PerformanceObserver } = require('node:perf_hooks');
const hdr = require('hdr-histogram-js');

const histogram = () => hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000, numberOfSignificantValueDigits: 3 });

/**
 * t: { url, method, headers, body }, or { mix: [{ name, url, method, headers, body }, …] }: request i is mix[i % length]
 * (bench/mix.ts: a morning's requests in their proportions), its latency also counted under its name (`classes`).
 * opts: { rate, seconds, warmupSeconds, maxConnections, timeoutSeconds }.
 */
async function run(t, opts) {
  const prepare = (r) => {
    const body = r.body === undefined ? undefined : Buffer.from(r.body);
    return { name: r.name, url: new URL(r.url), method: r.method ?? 'GET', body, headers: { ...r.headers, ...(body ? { 'content-length': String(body.length) } : {}) } };
  };
  const prepared = (t.mix ?? [t]).map(prepare);
  const classes = new Map();
  for (const r of prepared) if (r.name !== undefined && !classes.has(r.name)) classes.set(r.name, { latency: histogram(), failures: 0 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxConnections ?? 256 });
  const latency = histogram();
  const lag = histogram();
  const fromSend = histogram();
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  let gcMax = 0;
  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcMax = Math.max(gcMax, e.duration);
  });
  const interval = 1000 / opts.rate;
  const warmup = (opts.warmupSeconds ?? 1) * 1000;
  const timeout = (opts.timeoutSeconds ?? 30) * 1000;
  let failures = 0;
  let requests = 0;
  let open = 0;
  let maxInFlight = 0;
  // opts.trace: each recorded request's [index, due, sent, done, ok] in ms of the system's monotonic clock (the
  // server's bench/stall-probe.cjs trace uses the same), sent with an x-bench-id header naming its index.
  const traced = opts.trace ? [] : undefined;
  const mono = performance.now() - Number(process.hrtime.bigint()) / 1e6;

  const send = (due, recorded, index) =>
    new Promise((resolve) => {
      const r = prepared[index % prepared.length];
      const { url, headers, body } = r;
      const kind = classes.get(r.name);
      open++;
      const sent = performance.now();
      const done = (ok) => {
        open--;
        if (recorded) {
          requests++;
          const now = performance.now();
          if (ok) {
            // From when the request was due, not when it left: a late generator or a queue counts (no coordinated omission).
            latency.recordValue(Math.max(1, Math.round((now - due) * 1000)));
            fromSend.recordValue(Math.max(1, Math.round((now - sent) * 1000)));
            kind?.latency.recordValue(Math.max(1, Math.round((now - due) * 1000)));
          } else {
            failures++;
            if (kind) kind.failures++;
          }
          if (traced) traced.push([index, due - mono, sent - mono, now - mono, ok ? 1 : 0]);
        }
        resolve();
      };
      const req = http.request(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, method: r.method, headers: traced ? { ...headers, 'x-bench-id': String(index) } : headers, agent, timeout },
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

  loopDelay.enable();
  gcObserver.observe({ entryTypes: ['gc'] });
  const pending = new Set();
  const start = performance.now();
  const end = start + warmup + opts.seconds * 1000;
  let i = 0;
  await new Promise((finished) => {
    const tick = () => {
      const now = performance.now();
      for (let due = start + i * interval; due <= now && due < end; due = start + ++i * interval) {
        const recorded = due >= start + warmup;
        if (recorded) lag.recordValue(Math.max(1, Math.round((now - due) * 1000)));
        const p = send(due, recorded, i);
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
  agent.destroy();
  loopDelay.disable();
  gcObserver.disconnect();
  const seconds = (end - start - warmup) / 1000;
  const ms = (us) => us / 1000;
  return {
    rate: opts.rate,
    achievedRps: (requests - failures) / seconds,
    p50: ms(latency.getValueAtPercentile(50)),
    p90: ms(latency.getValueAtPercentile(90)),
    p99: ms(latency.getValueAtPercentile(99)),
    max: ms(latency.maxValue),
    requests,
    failures,
    sendLagP99: ms(lag.getValueAtPercentile(99)),
    sendLagMax: ms(lag.maxValue),
    maxInFlight,
    fromSendP99: ms(fromSend.getValueAtPercentile(99)),
    generatorLoopMax: loopDelay.max / 1e6,
    generatorGcMax: gcMax,
    latencies: latency,
    trace: traced,
    classes: Object.fromEntries([...classes].map(([name, c]) => [name, { requests: c.latency.totalCount + c.failures, failures: c.failures,
      p50: ms(c.latency.getValueAtPercentile(50)), p99: ms(c.latency.getValueAtPercentile(99)) }])),
  };
}

module.exports = { run };

const { isMainThread, parentPort, workerData } = require('node:worker_threads');
if (!isMainThread && workerData?.pacedGenerator) {
  // One long-lived worker serves every run of the bench in turn (JIT-warm, heap already grown): { id, target, opts } in,
  // { id, ...result } out.
  parentPort.on('message', ({ id, target, opts }) =>
    run(target, opts).then(
      (r) => parentPort.postMessage({ id, ...r, latencies: hdr.encodeIntoCompressedBase64(r.latencies) }),
      (err) => parentPort.postMessage({ id, error: String(err?.stack ?? err) }),
    ),
  );
}
