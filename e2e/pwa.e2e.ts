import dayjs from 'dayjs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Agent } from '../api/test/harness';
import { dayFromToday, seedEvents } from './events-seed';
import { startE2E, type E2E } from './harness';
import { seedAcceptedBooking, seedRoom } from './rooms-seed';
import { gqlAs, signIn } from './steps';

jest.setTimeout(120_000);

/**
 * Issue 37 items 1 and 2 in Chromium: the app is installable (manifest, icons, a service worker that controls the page)
 * and a member who was signed in reads the dashboard, calendar and bookings with the network gone.
 */
let e: E2E;
let member: { email: string; agent: Agent };
const eventDay = dayFromToday(2);
beforeAll(async () => {
  e = await startE2E();
  const { admin, ids } = await seedEvents(e.t, [{ title: 'Harbour Picnic', type: 'social', inDays: 2, startTime: '12:00', location: 'Pier 3' }]);
  const { user, agent } = await e.t.signedIn({ fullName: 'Olive Offline' });
  member = { email: user.email, agent };
  await gqlAs(e.t, agent, `mutation PwaRsvp($id: ID!) { rsvpToEvent(eventId: $id, status: attending) { id } }`, { id: ids[0] });
  const roomId = await seedRoom(e.t, admin, { name: 'Lantern Room', pricePerMonth: '900.00', deposit: '100.00' });
  await seedAcceptedBooking(e.t, admin, agent, { roomId, startDate: dayFromToday(1), durationMonths: 1 });
});
afterAll(() => e?.close());

/** Waits until the app's service worker controls `page` (it registers a few seconds after load, then precaches). */
async function controlledBy(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** Waits until the member's answers are saved for offline reading, and answers which user they belong to. */
async function savedFor(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => (localStorage.getItem('d-office.offline-cache') ?? '').includes(t), text, { timeout: 30_000 });
}

it('meets the install criteria: manifest linked, icons served, a service worker controlling the page', async () => {
  const html = await (await fetch(`${e.baseUrl}/auth`)).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');

  const res = await fetch(`${e.baseUrl}/manifest.webmanifest`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  const manifest = (await res.json()) as { name: string; display: string; start_url: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: 'D.Office', display: 'standalone', start_url: '/dashboard' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await fetch(`${e.baseUrl}/${icon.src}`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    // The PNG's own header says its size: width and height at bytes 16 and 20.
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }

  const sw = await fetch(`${e.baseUrl}/sw.js`);
  expect(sw.status).toBe(200);
  expect(sw.headers.get('content-type')).toMatch(/javascript/);
  expect(sw.headers.get('cache-control')).toBe('no-cache');

  const { context, page } = await e.newPage({ serviceWorker: true });
  await signIn(page, member.email);
  expect(await controlledBy(page)).toBe(`${e.baseUrl}/sw.js`);
  // Chromium's own verdict, as its install button uses it.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
  expect(installabilityErrors).toEqual([]);
  await context.close();
});

it('offers "Install app" in the profile menu when the browser offers it', async () => {
  const { context, page } = await e.newPage({ serviceWorker: true, mobile: true });
  await signIn(page, member.email);
  await controlledBy(page);
  expect(await page.getByRole('button', { name: 'Install app' }).count()).toBe(0);
  // Headless Chromium never decides to offer by itself; the event is what a browser sends when it does.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as { prompted?: boolean }).prompted = true),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    dispatchEvent(offer);
  });
  const profile = page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('button', { name: 'Profile' });
  await profile.click();
  await page.waitForURL('**/profile');
  // On the profile page beside Sign Out, and in the user menu the Profile button opens there.
  await page.getByRole('button', { name: 'Install app' }).waitFor();
  await profile.click();
  await page.getByRole('menuitem', { name: 'Install app' }).click();
  await page.waitForFunction(() => (window as { prompted?: boolean }).prompted === true);
  // The offer is spent: neither shows it any more.
  await profile.click();
  await page.getByRole('menuitem', { name: 'View Profile' }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'Install app' }).count()).toBe(0);
  await page.keyboard.press('Escape');
  expect(await page.getByRole('button', { name: 'Install app' }).count()).toBe(0);
  await context.close();
});

/** The text a screen reader reads after the element's name (its aria-describedby targets). */
const accessibleDescription = (locator: Locator) =>
  locator.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

async function goOnline(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await page.evaluate(() => dispatchEvent(new Event('online')));
}

it('with the network gone after sign-in, the dashboard, calendar and bookings still show, with the offline bar', async () => {
  const { context, page } = await e.newPage({ serviceWorker: true });
  await signIn(page, member.email);
  await page.getByRole('article', { name: 'Harbour Picnic' }).getByText('Your RSVP: Attending').waitFor();
  await controlledBy(page);
  // The screens the member opened while online are the ones there is something to show of.
  await page.getByRole('navigation').getByRole('link', { name: 'Calendar' }).first().click();
  await page.getByTestId(`month-day-${dayFromToday(1)}`).getByText('Lantern Room').waitFor({ timeout: 15_000 }).catch(async () => {
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByTestId(`month-day-${dayFromToday(1)}`).getByText('Lantern Room').waitFor();
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).first().click();
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
  await page.goto('/dashboard');
  await page.getByRole('article', { name: 'Harbour Picnic' }).waitFor();
  await savedFor(page, 'Lantern Room');
  const loadedAt = dayjs().format('HH:mm');

  await context.setOffline(true);
  page.on('pageerror', (err) => console.log('PAGEERROR', err));
  await page.reload();
  await page.getByText(/^Offline — showing what was loaded at \d\d:\d\d$/).waitFor();
  expect(await page.getByText(/^Offline — showing what was loaded at/).textContent()).toMatch(
    new RegExp(`(${loadedAt}|${dayjs().subtract(1, 'minute').format('HH:mm')}|${dayjs().format('HH:mm')})$`),
  );
  const picnic = page.getByRole('article', { name: 'Harbour Picnic' });
  await picnic.getByText('Your RSVP: Attending').waitFor();
  // Actions that need the server are disabled, saying why, instead of failing.
  const maybe = picnic.getByRole('button', { name: 'Maybe' });
  expect(await maybe.isDisabled()).toBe(true);
  await expect(accessibleDescription(maybe)).resolves.toBe('You are offline');
  expect(await picnic.getByText('You are offline').isVisible()).toBe(true);

  await page.getByRole('navigation').getByRole('link', { name: 'Calendar' }).first().click();
  await page.waitForURL('**/calendar');
  await page.getByRole('heading', { name: dayjs().format('MMMM YYYY') }).waitFor();
  if (dayjs(dayFromToday(1)).month() !== dayjs().month()) await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByTestId(`month-day-${dayFromToday(1)}`).getByText('Lantern Room').waitFor();
  await page.getByTestId(`month-day-${eventDay}`).getByRole('button', { name: 'Attending Harbour Picnic' }).waitFor();

  // A form opened offline opens and keeps what the member typed; its submit waits for the network, saying why.
  await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).first().click();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Full Name').fill('Olive Underground');
  const save = form.getByRole('button', { name: 'Save Changes' });
  expect(await save.isDisabled()).toBe(true);
  await expect(accessibleDescription(save)).resolves.toBe('You are offline');
  await form.getByLabel('Full Name').press('Enter');
  expect(await form.getByLabel('Full Name').inputValue()).toBe('Olive Underground');

  // Back online: the bar goes, the screen's queries are asked again, and the actions work.
  const asked = page.waitForRequest((req) => req.url().endsWith('/graphql'));
  await goOnline(context, page);
  await asked;
  await page.getByText(/^Offline — showing/).waitFor({ state: 'detached' });
  await save.click();
  await page.getByText('Profile updated').waitFor();
  expect((await e.t.ds.query(`SELECT full_name FROM users WHERE email = $1`, [member.email]))[0].full_name).toBe('Olive Underground');

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await maybe.click();
  await page.getByText('RSVP updated').waitFor();
  await picnic.getByText('Your RSVP: Maybe').waitFor();
  await context.close();
});

it('a sign-out forgets the saved answers', async () => {
  const { context, page } = await e.newPage({ serviceWorker: true });
  await signIn(page, member.email);
  await savedFor(page, 'Harbour Picnic');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/auth');
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => localStorage.getItem('d-office.offline-cache'))).toBeNull();
  await context.close();
});

/** The script URLs of this origin's service worker registrations (one scope, one registration). */
const workers = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL));

it("demo mode's MSW worker takes the root scope over from the app's worker, and gives it back on leaving", async () => {
  const { context, page } = await e.newPage({ serviceWorker: true });
  await signIn(page, member.email);
  await controlledBy(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/auth');

  await page.getByRole('button', { name: 'Try the demo' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText('Demo — nothing is saved on a server').waitFor();
  // The demo's answers come from MSW's worker: the demo's sample events show, no request reaches the server.
  const graphqlSeen: string[] = [];
  e.server.on('request', (req) => req.url?.startsWith('/graphql') && graphqlSeen.push(req.url));
  await page.reload();
  await page.getByText('Demo — nothing is saved on a server').waitFor();
  await page.getByRole('article').first().waitFor();
  expect(await controlledBy(page)).toBe(`${e.baseUrl}/mockServiceWorker.js`);
  // Long enough for the app's worker to have registered, were it going to: it must not while the demo runs.
  await page.waitForTimeout(4000);
  expect(await workers(page)).toEqual([`${e.baseUrl}/mockServiceWorker.js`]);
  expect(graphqlSeen).toEqual([]);

  await page.getByRole('button', { name: 'Leave demo' }).click();
  await page.waitForURL('**/auth');
  await signIn(page, member.email);
  // The demo's registration is gone; the app's worker registers again and takes the page.
  expect(await controlledBy(page)).toBe(`${e.baseUrl}/sw.js`);
  expect(await workers(page)).toEqual([`${e.baseUrl}/sw.js`]);
  await context.close();
});
