import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { seedDemo } from '../api/src/cli/seed-demo';
import { DEMO_ADMIN } from '../sample/world';
import { expectAccessible, snap, startE2E, type E2E } from './harness';
import { signIn } from './steps';

/*
 * The Insights admin screen in Chromium over the demo data: the charts' chunk loads on that route
 * only, the tables carry the server's figures, the period and the table toggles work from the
 * keyboard, and the screen passes axe at 1280 and 390 px in both colour schemes.
 */

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
  await seedDemo(e.t.ds, e.t.services);
});
afterAll(() => e?.close());

interface Insights {
  from: string;
  pipeline: { stage: string; count: number }[];
  occupancy: { month: string; bookedRoomMonths: number }[];
  revenue: { month: string; invoiced: string; paid: string }[];
}

/** The figures as the REST shim answers them to this signed-in page. */
async function serverFigures(page: Page, months: number): Promise<Insights> {
  const res = await page.request.get(`/api/admin/insights?months=${months}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Insights;
}

const tableRows = (page: Page, name: string) =>
  page.getByRole('table', { name }).evaluate((t) => [...t.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent)));

/** Waits for the figures of every card (no skeleton left). */
async function settled(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
  await page.getByRole('table', { name: 'Room occupancy' }).waitFor({ state: 'attached' });
  await page.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached' });
}

it('loads the charts only on /admin/insights, and shows the server figures as tables', async () => {
  const { page, context } = await e.newPage();
  // Lazy chunks are named by their hash alone, so the charts' code is told by what it holds: MUI X
  // Charts' class names (MuiChartsSurface-root on every chart's SVG).
  const scripts: Promise<boolean>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text().then((js) => js.includes('MuiChartsSurface'), () => false));
  });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(await Promise.all(scripts)).not.toContain(true);
  const beforeInsights = scripts.length;

  await page.getByRole('link', { name: 'Insights' }).click();
  await settled(page);
  expect((await Promise.all(scripts.slice(beforeInsights))).includes(true)).toBe(true);
  // The charts draw (an SVG per chart); their tables carry the figures.
  expect(await page.locator('.insight-chart svg').count()).toBeGreaterThanOrEqual(4);

  const figures = await serverFigures(page, 12);
  const pipeline = await tableRows(page, 'Booking pipeline');
  expect(pipeline.map((r) => Number(r[1]))).toEqual(figures.pipeline.map((p) => p.count));
  expect(figures.pipeline.reduce((n, p) => n + p.count, 0)).toBeGreaterThan(0);
  const occupancy = await tableRows(page, 'Room occupancy');
  expect(occupancy.map((r) => r[1])).toEqual(figures.occupancy.map((o) => o.bookedRoomMonths.toFixed(2)));
  expect(occupancy).toHaveLength(12);
  await context.close();
});

it('changes the period and shows a table in place of a chart from the keyboard', async () => {
  const { page, context } = await e.newPage();
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/admin/insights');
  await settled(page);

  const period = page.getByRole('combobox', { name: 'Period' });
  await period.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Last 6 months' }).waitFor();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  const six = await serverFigures(page, 6);
  await page.getByText(`From ${dayjs(six.from).format('MMM D, YYYY')} to `, { exact: false }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Room occupancy"] tbody tr').length === 6);

  const revenueCard = page.locator('section', { has: page.getByRole('heading', { name: 'Revenue: invoiced and paid' }) });
  const toggle = revenueCard.getByRole('button', { name: 'Show table' });
  await toggle.focus();
  await page.keyboard.press('Space');
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  await revenueCard.getByRole('table').waitFor({ state: 'visible' });
  expect(await revenueCard.locator('.insight-chart').count()).toBe(0);
  const rows = await tableRows(page, 'Revenue: invoiced and paid');
  expect(rows).toHaveLength(6);
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  it(`passes axe at 1280 and 390 px in the ${colorScheme} scheme`, async () => {
    const wide = await e.newPage({ colorScheme });
    await wide.page.setViewportSize({ width: 1280, height: 900 });
    await signIn(wide.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await wide.page.goto('/admin/insights');
    await settled(wide.page);
    expect(await wide.page.evaluate(() => document.documentElement.className)).toContain(colorScheme);
    await snap(wide.page, `insights-${colorScheme}-1280`);
    await expectAccessible(wide.page);
    // With every table shown as well.
    for (const b of await wide.page.getByRole('button', { name: 'Show table' }).all()) await b.click();
    await expectAccessible(wide.page);
    await wide.context.close();

    const phone = await e.newPage({ colorScheme, mobile: true });
    await signIn(phone.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await phone.page.goto('/admin/insights');
    await settled(phone.page);
    await snap(phone.page, `insights-${colorScheme}-390`);
    await expectAccessible(phone.page);
    // Nothing wider than the phone's screen.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.context.close();
  });
}
