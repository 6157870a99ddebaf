import { startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

/**
 * The JavaScript a signed-in member downloads to see /dashboard, gzipped. Issue 4 sets a 200 KB
 * budget that we do not meet yet (about 215 KB: react-dom, Apollo Client, react-router and MUI's
 * styling core are ~185 KB of it; see the closing note). This ceiling stops it growing meanwhile.
 */
const CEILING_BYTES = 220 * 1024;

it('/dashboard downloads at most 220 KB of gzipped JavaScript, all of it from our own origin', async () => {
  const user = await e.t.createUser();
  const { context, page } = await e.newPage();
  // Measure gzip, as the budget is stated (Chromium would otherwise negotiate brotli, which is smaller).
  await context.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip' });
  const login = await context.request.post('/api/auth/login', { data: { username: user.email, password: 'secret123' } });
  expect(login.status()).toBe(200);

  const scripts: { url: string; encoding: string | undefined; bytes: Promise<number> }[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push({
      url: res.url(),
      encoding: res.headers()['content-encoding'],
      bytes: res.request().sizes().then((s) => s.responseBodySize),
    });
  });
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor();

  const sizes = await Promise.all(scripts.map((s) => s.bytes));
  const total = sizes.reduce((a, b) => a + b, 0);
  // eslint-disable-next-line no-console
  console.log(`/dashboard initial JS: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((s) => s.url.startsWith(e.baseUrl))).toBe(true);
  // Files under compression's 1 KB threshold go as they are; everything larger is gzipped.
  expect(scripts.filter((s, i) => sizes[i] > 1024).every((s) => s.encoding === 'gzip')).toBe(true);
  expect(total).toBeLessThan(CEILING_BYTES);
  await context.close();
});
