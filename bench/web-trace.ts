import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumPath, FLAGS } from '../e2e/chromium';

/*
 * Where the main thread's time goes while a page starts, for a server already running (e.g. one that
 * `LH_AB_HOLD=true npx tsx bench/lighthouse-ab.ts` serves, which prints the session cookie).
 *
 * `TRACE_URL=http://127.0.0.1:4820/dashboard TRACE_COOKIE='a=b' npx tsx bench/web-trace.ts`: one load at
 * TRACE_CPU times CPU throttling (default 4, what Lighthouse's simulation multiplies by); prints every
 * renderer main-thread task of TRACE_MIN ms and more (default 12), what it ran (trace events) and its heaviest
 * JS functions by self time (CPU profile samples in its window). TRACE_MAPS=<a dist built with
 * WEB_SOURCEMAP-style source maps> names their modules; TRACE_OUT / TRACE_PROFILE_OUT keep the trace / profile.
 *
 * `TRACE_AB=A=url,B=url TRACE_RUNS=7`: alternating unthrottled loads of each, with the main thread's CPU
 * (thread time, which a busy shared box inflates far less than wall time) before the LCP candidate and in
 * all, and Σ max(0, 4 x task CPU - 50 ms) over the tasks after FCP (a blocking-time estimate; also by wall time,
 * as Lighthouse's simulation counts it); medians. TRACE_SCREENSHOTS=true records screenshots as Lighthouse does.
 */
const url = process.env.TRACE_URL!;
const cookie = process.env.TRACE_COOKIE ?? '';
const minMs = Number(process.env.TRACE_MIN ?? 12);
const rate = Number(process.env.TRACE_CPU ?? 4);

const maps = new Map<string, SourceMapConsumer | null>();
/** The source module and name of a profile call frame, from the build's source maps in TRACE_MAPS (a dist dir). */
function where(cf: { url: string; lineNumber: number; columnNumber: number; functionName: string }): { module: string; name: string } | undefined {
  if (!process.env.TRACE_MAPS || !cf.url) return undefined;
  const file = cf.url.replace(/^.*\/assets\//, '');
  if (!maps.has(file)) {
    const p = path.join(process.env.TRACE_MAPS, 'assets', `${file}.map`);
    maps.set(file, fs.existsSync(p) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(p, 'utf8'))) : null);
  }
  const c = maps.get(file);
  if (!c) return undefined;
  const o = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
  if (!o.source) return undefined;
  const module = o.source.replace(/^.*node_modules\//, '').replace(/^.*\/web\/src\//, 'src/');
  return { module: module.replace(/\/(esm|dist|lib|build|cjs)\//, '/'), name: `${o.name ?? cf.functionName}@${o.line}` };
}

interface Ev { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: any; cat: string }

/** A phone-sized page signed in with `cookie` (when given), its cache off, and its DevTools session. */
async function mobilePage(browser: Browser, url: string, cookie: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  if (cookie) {
    const u = new URL(url);
    await context.addCookies(cookie.split('; ').map((c) => { const i = c.indexOf('='); return { name: c.slice(0, i), value: c.slice(i + 1), domain: u.hostname, path: '/' }; }));
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { page, cdp };
}

/** One unthrottled load of `url`: main-thread CPU (thread time, robust on a busy box) per top-level task. */
async function cpuRun(url: string, cookie: string): Promise<{ fcp: number; lcp: number; cpuTotal: number; cpuToLcp: number; tbt4: number; tbt4Wall: number; top: number[] }> {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: FLAGS });
  try {
    const { page, cdp } = await mobilePage(browser, url, cookie);
    const events: Ev[] = [];
    cdp.on('Tracing.dataCollected', (e: any) => events.push(...e.value));
    const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
    // TRACE_SCREENSHOTS=true also takes the filmstrip's screenshots, as Lighthouse does: every frame drawn is then
    // read back and encoded, work that competes with the page's main thread on a small box.
    const screenshots = process.env.TRACE_SCREENSHOTS === 'true' ? ',disabled-by-default-devtools.screenshot' : '';
    await cdp.send('Tracing.start', { categories: `devtools.timeline,disabled-by-default-devtools.timeline,loading,toplevel${screenshots}`, transferMode: 'ReportEvents' } as any);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(Number(process.env.TRACE_WAIT ?? 4000));
    await cdp.send('Tracing.end');
    await done;
    const renderers = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
    const score = new Map<string, number>();
    for (const e of events) if (e.name === 'ParseHTML' && renderers.has(`${e.pid}:${e.tid}`)) score.set(`${e.pid}:${e.tid}`, (score.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
    const key = [...score.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    const mine = events.filter((e) => `${e.pid}:${e.tid}` === key);
    const nav = mine.find((e) => e.name === 'navigationStart') ?? mine.find((e) => e.name === 'ParseHTML')!;
    const t0 = nav.ts;
    const fcpEv = mine.find((e) => e.name === 'firstContentfulPaint');
    const lcps = mine.filter((e) => e.name === 'largestContentfulPaint::Candidate');
    const fcp = fcpEv ? (fcpEv.ts - t0) / 1000 : NaN;
    const lcpTs = lcps.length ? lcps[lcps.length - 1]!.ts : NaN;
    const tasks = mine.filter((e) => (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') && e.ph === 'X' && e.ts >= t0).sort((a, b) => a.ts - b.ts);
    const top: Ev[] = [];
    for (const t of tasks) if (!top.length || t.ts >= top[top.length - 1]!.ts + top[top.length - 1]!.dur!) top.push(t);
    const cpu = (t: Ev) => ((t as any).tdur ?? t.dur!) / 1000;
    let cpuTotal = 0;
    let cpuToLcp = 0;
    let tbt4 = 0;
    let tbt4Wall = 0;
    for (const t of top) {
      cpuTotal += cpu(t);
      if (t.ts < lcpTs) cpuToLcp += cpu(t);
      if (fcpEv && t.ts >= fcpEv.ts) {
        tbt4 += Math.max(0, 4 * cpu(t) - 50);
        tbt4Wall += Math.max(0, (4 * t.dur!) / 1000 - 50);
      }
    }
    return { fcp, lcp: (lcpTs - t0) / 1000, cpuTotal, cpuToLcp, tbt4, tbt4Wall, top: top.map(cpu).sort((a, b) => b - a).slice(0, 4) };
  } finally {
    await browser.close();
  }
}

/** TRACE_AB=A=url,B=url [TRACE_RUNS=7]: alternating unthrottled loads, main-thread CPU per build, medians. */
async function ab() {
  const targets = process.env.TRACE_AB!.split(',').map((s) => { const i = s.indexOf('='); return { label: s.slice(0, i), url: s.slice(i + 1) }; });
  const runs = Number(process.env.TRACE_RUNS ?? 7);
  const all = new Map<string, Awaited<ReturnType<typeof cpuRun>>[]>(targets.map((t) => [t.label, []]));
  for (let r = 0; r < runs; r++) {
    for (const t of r % 2 ? [...targets].reverse() : targets) {
      const res = await cpuRun(t.url, cookie);
      all.get(t.label)!.push(res);
      console.log(`${t.label} r${r + 1} load ${(await import('node:os')).loadavg()[0]!.toFixed(2)} FCP ${res.fcp.toFixed(0)} LCP ${res.lcp.toFixed(0)} cpu->LCP ${res.cpuToLcp.toFixed(1)} cpu ${res.cpuTotal.toFixed(1)} tbt4 ${res.tbt4.toFixed(0)} wall ${res.tbt4Wall.toFixed(0)} top ${res.top.map((x) => x.toFixed(1)).join(' ')}`);
    }
  }
  const med = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2; };
  for (const t of targets) {
    const rs = all.get(t.label)!;
    console.log(`median ${t.label}: cpu->LCP ${med(rs.map((r) => r.cpuToLcp)).toFixed(1)} ms, cpu ${med(rs.map((r) => r.cpuTotal)).toFixed(1)} ms, tbt4 ${med(rs.map((r) => r.tbt4)).toFixed(0)} ms (by wall time ${med(rs.map((r) => r.tbt4Wall)).toFixed(0)} ms), longest x4 ${(4 * med(rs.map((r) => r.top[0]!))).toFixed(0)} ms, LCP ${med(rs.map((r) => r.lcp)).toFixed(0)} ms`);
  }
}

async function main() {
  if (process.env.TRACE_AB) return ab();
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: FLAGS });
  const { page, cdp } = await mobilePage(browser, url, cookie);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const events: Ev[] = [];
  cdp.on('Tracing.dataCollected', (e: any) => events.push(...e.value));
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8,blink.user_timing,loading,toplevel',
    transferMode: 'ReportEvents',
  } as any);
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(Number(process.env.TRACE_WAIT ?? 6000));
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  if (process.env.TRACE_PROFILE_OUT) fs.writeFileSync(process.env.TRACE_PROFILE_OUT, JSON.stringify(profile));
  await cdp.send('Tracing.end');
  await done;
  await browser.close();
  if (process.env.TRACE_OUT) fs.writeFileSync(process.env.TRACE_OUT, JSON.stringify({ traceEvents: events }));

  // The renderer's main thread: the thread of the navigation's ParseHTML / first EvaluateScript.
  const crRenderer = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const rendererKeys = new Set(crRenderer.map((e) => `${e.pid}:${e.tid}`));
  // Several renderers can exist; pick the one with the most ParseHTML/EvaluateScript.
  const score = new Map<string, number>();
  for (const e of events) if ((e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' || e.name === 'ParseHTML') && rendererKeys.has(`${e.pid}:${e.tid}`)) score.set(`${e.pid}:${e.tid}`, (score.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const key = [...score.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === key && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const nav = events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === key) ?? onMain[0]!;
  const t0 = nav.ts;
  const marks = events.filter((e) => `${e.pid}:${e.tid}` === key && ['firstContentfulPaint', 'largestContentfulPaint::Candidate', 'firstPaint'].includes(e.name));
  for (const m of marks) console.log(`mark ${m.name} at ${((m.ts - t0) / 1000).toFixed(1)} ms ${m.args?.data?.nodeName ?? ''} ${m.args?.data?.size ?? ''}`);
  const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');
  // Top-level tasks only.
  const top: Ev[] = [];
  for (const t of tasks) if (!top.length || t.ts >= top[top.length - 1]!.ts + top[top.length - 1]!.dur!) top.push(t);
  // Profile samples with absolute timestamps.
  const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const samples: { ts: number; node: any }[] = [];
  let ts = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) { ts += profile.timeDeltas[i]; samples.push({ ts, node: nodes.get(profile.samples[i]) }); }
  let total = 0;
  for (const t of top) {
    const ms = t.dur! / 1000;
    if (ms < minMs) continue;
    total += ms;
    const inside = onMain.filter((e) => e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur! && e !== t);
    const self = new Map<string, number>();
    for (const e of inside) {
      if (['RunTask', 'ThreadControllerImpl::RunTask', 'RunMicrotasks'].includes(e.name)) continue;
      const label = e.name + (e.args?.data?.url ? ` ${String(e.args.data.url).replace(/^.*\//, '')}` : '') + (e.args?.data?.functionName ? ` ${e.args.data.functionName}` : '');
      self.set(label, Math.max(self.get(label) ?? 0, 0) + e.dur! / 1000);
    }
    const fn = new Map<string, number>();
    const mod = new Map<string, number>();
    let n = 0;
    for (const s of samples) {
      if (s.ts < t.ts || s.ts > t.ts + t.dur!) continue;
      n++;
      const cf = s.node.callFrame;
      const label = `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*\//, '')}:${cf.lineNumber + 1}:${cf.columnNumber + 1}`;
      fn.set(label, (fn.get(label) ?? 0) + 1);
      const m = where(cf);
      if (m) {
        fn.set(label, (fn.get(label) ?? 0) - 1);
        fn.set(`${m.name} ${m.module}`, (fn.get(`${m.name} ${m.module}`) ?? 0) + 1);
      }
      const mk = m ? m.module : cf.url ? cf.url.replace(/^.*\//, '') : cf.functionName;
      mod.set(mk, (mod.get(mk) ?? 0) + 1);
    }
    console.log(`\nTASK at ${((t.ts - t0) / 1000).toFixed(1)} ms: ${ms.toFixed(1)} ms`);
    console.log('  events (inclusive ms): ' + [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}=${v.toFixed(1)}`).join(' | '));
    console.log('  by module: ' + [...mod.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k} ${(100 * v / n).toFixed(0)}%`).join(' | '));
    console.log('  self samples: ' + [...fn.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${(100 * v / n).toFixed(0)}%`).join(' | '));
  }
  console.log(`\ntotal in tasks >= ${minMs} ms: ${total.toFixed(0)} ms`);
}
main().catch((e) => { console.error(e); process.exit(1); });
