import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath, expectAccessible, expectSettledAccessible, FLAGS, snap } from './harness';
import { expectDemoBannerInView } from './layout';

jest.setTimeout(120_000);

/**
 * The static demo build (`npm run build:demo`) in Chromium with NO server running: a plain static
 * file server, as any static host would be. Every GraphQL answer comes from the browser.
 */
const DIST = path.resolve(__dirname, '../web/dist-demo');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };

let server: http.Server;
let baseUrl: string;
let browser: Browser;
const graphqlHits: string[] = [];

beforeAll(async () => {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('web/dist-demo is missing: run `npm run build:demo` first (npm test does)');
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/graphql') || url.pathname.startsWith('/api')) graphqlHits.push(url.pathname);
    const file = path.join(DIST, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
    const found = file.startsWith(DIST) && fs.existsSync(file) && fs.statSync(file).isFile();
    // Like a static host's 404.html fallback: unknown paths get the app.
    const target = found ? file : path.join(DIST, '404.html');
    res.writeHead(found ? 200 : 404, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
    fs.createReadStream(target).pipe(res);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: FLAGS, headless: true });
});
afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

it('the sample parent adds a child, meets the duplicate message, claims, and marks availability — no server', async () => {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  context.setDefaultTimeout(20000);
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText('Demo — nothing is saved on a server').waitFor();

  await page.goto('/my-children');
  const maya = page.getByRole('listitem', { name: 'Maya Parent' });
  await maya.waitFor();
  await page.getByText('Demo — nothing is saved on a server').waitFor();

  const add = async (name: string, dob: string) => {
    await page.getByRole('button', { name: 'Add Child' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Child' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Date of birth').fill(dob);
    await dialog.getByRole('button', { name: 'Add Child' }).click();
    return dialog;
  };
  const dialog = await add('Ivy Chen', '2014-06-30');
  await dialog.getByRole('alert').getByText('Child already exists in the system').waitFor();
  await expectSettledAccessible(page);
  await dialog.getByRole('button', { name: 'Claim' }).click();
  await page.getByRole('listitem', { name: 'Ivy Chen' }).waitFor();

  const group = maya.getByRole('group', { name: 'Availability of Maya Parent for Giants vs Lions' });
  await group.getByRole('button', { name: 'Available', exact: true }).click();
  await page.waitForFunction(() =>
    document.querySelector('[aria-label="Availability of Maya Parent for Giants vs Lions"] button[aria-pressed="true"]')?.textContent === 'Available',
  );
  // The answer's toast comes in meanwhile: check once it and the toggle have settled.
  await page.getByText('Availability saved').waitFor();
  // The resting page: the pointer off the button it pressed, the focus back on the page (axe reads a hovered,
  // focus-rippling toggle's text over its ripple).
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expectSettledAccessible(page);
  await snap(page, 'demo-my-children');

  // The data lives in browser storage: a reload keeps the claim and the answer.
  await page.reload();
  await page.getByRole('listitem', { name: 'Ivy Chen' }).waitFor();
  await page.waitForFunction(() =>
    document.querySelector('[aria-label="Availability of Maya Parent for Giants vs Lions"] button[aria-pressed="true"]')?.textContent === 'Available',
  );

  // The sample admin, in the same world: the banner switches accounts; the admin builds a roster.
  await page.getByRole('button', { name: 'Switch to the admin' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/admin/teams');
  const hawks = page.getByRole('listitem', { name: 'Harbour Hawks' });
  await hawks.waitFor();
  await hawks.getByRole('combobox', { name: 'Add a child' }).click();
  await page.getByRole('option', { name: 'Ivy Chen' }).click();
  // Ivy (U12, Garden Giants) joins the U14 side: the screen warns, and "Add anyway" adds her.
  await hawks.getByRole('button', { name: 'Add to Harbour Hawks' }).click();
  await hawks.getByRole('list', { name: 'Roster of Harbour Hawks' }).getByText('Ivy Chen').waitFor();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Back to the parent: Ivy now has the Hawks' training among her events.
  await page.getByRole('button', { name: 'Switch to the parent' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/my-children');
  await page.getByRole('listitem', { name: 'Ivy Chen' }).getByRole('group', { name: 'Availability of Ivy Chen for Hawks Training' }).waitFor();

  // The way out: the banner's button ends demo mode and forgets its data.
  await page.getByRole('button', { name: 'Leave demo' }).click();
  await page.waitForURL('**/auth');
  await page.getByRole('button', { name: 'Try the demo' }).waitFor();
  expect(await page.getByText('Demo — nothing is saved on a server').count()).toBe(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('d-office.demo')))).toEqual([]);
  // Nothing ever reached a server.
  expect(graphqlHits.filter((p) => p.startsWith('/api'))).toEqual([]);
  await context.close();
});

it("keeps the banner's text in view beside the side menu and above the header, on a desktop and a phone", async () => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    const phone = viewport.width < 900;
    const context = await browser.newContext({ baseURL: baseUrl, viewport, isMobile: phone, hasTouch: phone, reducedMotion: 'reduce' });
    context.setDefaultTimeout(20000);
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Try the demo' }).click();
    await page.waitForURL('**/dashboard');
    await expectDemoBannerInView(page);
    await snap(page, `demo-banner-${viewport.width}`);
    await context.close();
  }
});
