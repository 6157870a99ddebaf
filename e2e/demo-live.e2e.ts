import dayjs from 'dayjs';
import { expectAccessible, startE2E, type E2E } from './harness';
import { expectDemoBannerInView } from './layout';

jest.setTimeout(120_000);

/**
 * "Try the demo" on /auth of the normal production build, served by the real server: the demo's code loads
 * only when chosen, and from then on every answer comes from the browser — no request reaches the server.
 */
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

it('the normal build offers the demo on /auth without loading it; once chosen, nothing reaches the server until Leave demo', async () => {
  // The worker script is part of the build, served as itself (never the app's HTML) and never cached stale.
  const worker = await fetch(`${e.baseUrl}/mockServiceWorker.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toMatch(/javascript/);
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  expect(await worker.text()).toContain('Mock Service Worker');

  const { context, page } = await e.newPage({ serviceWorker: true });
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.url());
  });
  await page.goto('/auth');
  const tryDemo = page.getByRole('button', { name: 'Try the demo' });
  await tryDemo.waitFor();
  await page.waitForLoadState('networkidle');
  // /auth's first download holds no demo code: no MSW, no demo backend (their chunks load on the click).
  const bodies = await Promise.all(scripts.map(async (url) => (await context.request.get(url)).text()));
  expect(bodies.filter((js) => js.includes('MOCK_UNKNOWN_OPERATION') || js.includes('mockServiceWorker'))).toEqual([]);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await expectAccessible(page);

  // From here on, watch what reaches the server.
  const reached: string[] = [];
  const watch = (req: { url?: string }) => {
    if (/^\/(graphql|api)(\/|\?|$)/.test(req.url ?? '')) reached.push(req.url!);
  };
  // First in line: express rewrites req.url for mounted routers (/graphql → /) when its own listener runs.
  e.server.prependListener('request', watch);
  // Nor a subscription socket (the live screens poll the demo's worker instead).
  const upgrades: string[] = [];
  const watchUpgrades = (req: { url?: string }) => upgrades.push(req.url ?? '');
  e.server.prependListener('upgrade', watchUpgrades);

  await tryDemo.click();
  await page.waitForURL('**/dashboard');
  await page.getByText('Demo — nothing is saved on a server').waitFor();
  await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
  // The banner is beside the side menu, not under it, and above the header.
  await expectDemoBannerInView(page);

  // The sample parent's children and their team events, answered in the browser.
  await page.goto('/my-children');
  const maya = page.getByRole('listitem', { name: 'Maya Parent' });
  await maya.waitFor();
  const group = maya.getByRole('group', { name: 'Availability of Maya Parent for Giants vs Lions' });
  await group.getByRole('button', { name: 'Not available', exact: true }).click();
  await page.waitForFunction(() =>
    document.querySelector('[aria-label="Availability of Maya Parent for Giants vs Lions"] button[aria-pressed="true"]')?.textContent === 'Not available',
  );

  // The team event is in the calendar, in the match colour.
  await page.goto('/calendar');
  if (dayjs().add(4, 'day').month() !== dayjs().month()) await page.getByRole('button', { name: 'Next month' }).click();
  const match = page.getByTestId('calendar-event').filter({ hasText: 'Giants vs Lions' });
  await match.waitFor();
  expect(await match.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(254, 226, 226)');

  expect(reached).toEqual([]);
  expect(upgrades).toEqual([]);

  // Leave demo: the demo's service worker goes, and the app talks to the server again.
  await page.getByRole('button', { name: 'Leave demo' }).click();
  await page.waitForURL('**/auth');
  await page.getByRole('button', { name: 'Try the demo' }).waitFor();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await page.getByText('Demo — nothing is saved on a server').count()).toBe(0);
  const user = await e.t.createUser();
  const signIn = page.getByRole('tabpanel');
  await signIn.getByLabel('Email or username', { exact: true }).fill(user.email);
  await signIn.getByLabel('Password', { exact: true }).fill('secret123');
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
  expect(reached.some((url) => url.startsWith('/graphql'))).toBe(true);
  e.server.off('request', watch);
  e.server.off('upgrade', watchUpgrades);
  await context.close();
});
