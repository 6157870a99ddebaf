'use strict';
/*
 * `node --require ./bench/alloc-probe.cjs …`: preloaded into a server by bench/alloc.ts. It listens on loopback port
 * ALLOC_PROBE_PORT for the bench's marks (nothing else changes in the process; not loaded by npm start or npm test):
 *   GET /begin   start counting (v8.GCProfiler: the heap before and after every GC from now on);
 *   GET /end     what happened since /begin, as JSON: bytes allocated on V8's heap (the growth of the used heap between
 *                GCs, summed, plus since the last one), scavenges (count, total and longest pause), bytes they promoted
 *                to the old generation, what they left alive in the young one, and the full GCs;
 *   GET /sample-start[?promoted]  the inspector's sampling heap profiler, every 1 KB on average, with the objects GCs
 *                collected too (with ?promoted only those a full GC collected or still alive: what left the young generation);
 *   GET /sample-stop?<file>  writes the .heapprofile (Chrome DevTools opens it; bench/alloc.ts summarises it).
 */
const http = require('node:http');
const v8 = require('node:v8');
const fs = require('node:fs');
const inspector = require('node:inspector');

const session = new inspector.Session();
session.connect();
const post = (method, params = {}) => new Promise((resolve, reject) => session.post(method, params, (e, r) => (e ? reject(e) : resolve(r))));
const spaceUsed = (stats, name) => stats.heapSpaceStatistics.find((s) => s.spaceName === name)?.spaceUsedSize ?? 0;

let profiler;
let usedAtBegin = 0;

function report() {
  const usedNow = v8.getHeapStatistics().used_heap_size;
  const { statistics } = profiler.stop();
  profiler = undefined;
  const r = { allocated: 0, scavenges: 0, scavengeMs: 0, scavengeMaxMs: 0, promoted: 0, survived: 0, fullGcs: 0, fullGcMs: 0 };
  let previous = usedAtBegin;
  for (const gc of statistics) {
    r.allocated += gc.beforeGC.heapStatistics.usedHeapSize - previous;
    previous = gc.afterGC.heapStatistics.usedHeapSize;
    const ms = gc.cost / 1000;
    if (gc.gcType === 'Scavenge' || gc.gcType === 'MinorMarkCompact') {
      r.scavenges++;
      r.scavengeMs += ms;
      r.scavengeMaxMs = Math.max(r.scavengeMaxMs, ms);
      r.promoted += spaceUsed(gc.afterGC, 'old_space') - spaceUsed(gc.beforeGC, 'old_space');
      r.survived += spaceUsed(gc.afterGC, 'new_space');
    } else {
      r.fullGcs++;
      r.fullGcMs += ms;
    }
  }
  r.allocated += usedNow - previous;
  return r;
}

http
  .createServer(async (req, res) => {
    try {
      const [route, query = ''] = (req.url ?? '').split('?');
      if (route === '/begin') {
        profiler?.stop();
        profiler = new v8.GCProfiler();
        profiler.start();
        usedAtBegin = v8.getHeapStatistics().used_heap_size;
        return res.end('{}');
      }
      if (route === '/end') return res.end(JSON.stringify(report()));
      if (route === '/sample-start') {
        await post('HeapProfiler.enable');
        await post('HeapProfiler.startSampling', {
          samplingInterval: 1024,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: query !== 'promoted',
        });
        return res.end('{}');
      }
      if (route === '/sample-stop') {
        const { profile } = await post('HeapProfiler.stopSampling');
        fs.writeFileSync(decodeURIComponent(query), JSON.stringify(profile));
        return res.end('{}');
      }
      res.statusCode = 404;
      res.end();
    } catch (err) {
      res.statusCode = 500;
      res.end(String(err?.stack ?? err));
    }
  })
  .listen(Number(process.env.ALLOC_PROBE_PORT), '127.0.0.1');
