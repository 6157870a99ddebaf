import { startE2E, type E2E } from './harness';

let e: E2E;
/** /dashboard's scripts when gzip is asked for (the budget's terms), and when Chromium asks on its own. */
let gzip: Script[];
let browser: Script[];
/** The same on a phone, which shows the bottom bar instead of the side menu. */
let phone: Script[];
beforeAll(async () => {
  e = await startE2E();
  gzip = await dashboardScripts('gzip');
  browser = await dashboardScripts();
  phone = await dashboardScripts('gzip', { mobile: true });
});
afterAll(() => e?.close());

/**
 * Issue 4 set 200 KB for the JavaScript a signed-in member downloads to see /dashboard, gzipped; issue 11
 * lowers it (see the figures in docs/decisions.md; the goal is 180). Screens other than the dashboard load lazily.
 * Since the dashboard is prerendered (web/src/prerender/dashboard.tsx), its page starts with the 0.5 KB start file.
 * Issue 41's spec gaps on the first screen (toast swipe, the dashboard's details dialog, scope tags, dark colours, the
 * parents' Children entry) took 1.1 KB: the budget is issue 11's goal itself now.
 */
const BUDGET_KB = 180;
const BUDGET_BYTES = BUDGET_KB * 1024;

type Script = { url: string; bytes: number; encoding?: string; type?: string; cache?: string };

/** Signs a new member in and opens /dashboard, sending `acceptEncoding` (undefined: Chromium's own). */
async function dashboardScripts(acceptEncoding?: string, opts: { mobile?: boolean } = {}): Promise<Script[]> {
  const user = await e.t.createUser();
  const { context, page } = await e.newPage(opts);
  if (acceptEncoding) await context.setExtraHTTPHeaders({ 'Accept-Encoding': acceptEncoding });
  const login = await context.request.post('/api/auth/login', { data: { username: user.email, password: 'secret123' } });
  expect(login.status()).toBe(200);

  const pending: Promise<Script>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    const headers = res.headers();
    pending.push(
      res.request().sizes().then((s) => ({
        url: res.url(),
        bytes: s.responseBodySize,
        encoding: headers['content-encoding'],
        type: headers['content-type'],
        cache: headers['cache-control'],
      })),
    );
  });
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
  const scripts = await Promise.all(pending);
  await context.close();
  return scripts;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (scripts: Script[]) => scripts.reduce((sum, s) => sum + s.bytes, 0);

it(`/dashboard downloads at most ${BUDGET_KB} KB of gzipped JavaScript, all of it from our own origin and cacheable`, () => {
  // eslint-disable-next-line no-console
  console.log(`/dashboard initial JS: ${kb(total(gzip))} gzip in ${gzip.length} files`);

  expect(gzip.length).toBeGreaterThan(0);
  for (const s of gzip) {
    expect(s.url.startsWith(`${e.baseUrl}/assets/`)).toBe(true);
    expect(s.type).toMatch(/^(text|application)\/javascript/);
    // Hashed file names: a new build has new names, so browsers may keep these for a year.
    expect(s.cache).toContain('immutable');
    // Every file has a precompressed gzip copy unless gzip would not make it smaller (a few dozen bytes).
    if (s.bytes > 1024) expect(s.encoding).toBe('gzip');
  }
  expect(total(gzip)).toBeLessThanOrEqual(BUDGET_BYTES);
});

it(`on a phone (bottom bar instead of the side menu) /dashboard downloads at most ${BUDGET_KB} KB too`, () => {
  // eslint-disable-next-line no-console
  console.log(`/dashboard initial JS on a phone: ${kb(total(phone))} gzip in ${phone.length} files`);
  expect(phone.some((s) => s.url.includes('/assets/bottom-bar-'))).toBe(true);
  expect(phone.some((s) => s.url.includes('/assets/side-menu-'))).toBe(false);
  expect(total(phone)).toBeLessThanOrEqual(BUDGET_BYTES);
});

it('a browser that accepts brotli gets the same files smaller', () => {  // eslint-disable-next-line no-console
  console.log(`/dashboard initial JS: ${kb(total(browser))} brotli (as Chromium asks) vs ${kb(total(gzip))} gzip`);

  expect(browser.map((s) => s.url).sort()).toEqual(gzip.map((s) => s.url).sort());
  expect(browser.filter((s) => s.bytes > 1024).every((s) => s.encoding === 'br')).toBe(true);
  expect(total(browser)).toBeLessThan(total(gzip));
});

it("index.html's one script imports the preloaded files one by one, the entry (which imports the rest) last, each marked for eager compiling", async () => {
  const html = await (await fetch(`${e.baseUrl}/`)).text();
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/start-[\w-]+\.js$/)]);
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  const start = await (await fetch(`${e.baseUrl}${scripts[0]}`)).text();
  const files = JSON.parse(/const files = (\[.*\]);/.exec(start)![1]!) as string[];
  expect(files).toEqual(preloads);
  expect(files.at(-1)).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  // Every other file is one the entry imports, so importing it first changes no module's order, only the tasks.
  const entry = await (await fetch(`${e.baseUrl}${files.at(-1)}`)).text();
  for (const file of files.slice(0, -1)) expect(entry).toContain(`./${file.replace('/assets/', '')}`);
  // V8 compiles every function of these files while they stream in (its compile hint must be the first line), in
  // every encoding the server sends them in; the screens' later files are compiled lazily as before.
  for (const file of files) {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await fetch(`${e.baseUrl}${file}`, { headers: { 'Accept-Encoding': encoding } });
      expect((await res.text()).split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
    }
  }
  const screens = [...entry.matchAll(/"(assets\/[\w-]+\.js)"/g)].map((m) => `/${m[1]}`).filter((f) => !files.includes(f));
  expect(screens.length).toBeGreaterThan(0);
  for (const file of screens) expect(await (await fetch(`${e.baseUrl}${file}`)).text()).not.toMatch(/^\/\/# allFunctionsCalledOnLoad/);
});

it('answers 404 for a script that is not in the build, so a stale tab fails loudly instead of parsing HTML', async () => {
  const res = await fetch(`${e.baseUrl}/assets/index-missing.js`);
  expect(res.status).toBe(404);
  expect(await res.text()).not.toContain('<div id="root">');
});
