import type { Page } from 'playwright-core';
import { seedDemo } from '../api/src/cli/seed-demo';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../sample/world';
import { startE2E, type E2E } from './harness';
import { sessionCookieFor } from './steps';

/*
 * A signed-in member's /dashboard comes with the dashboard's frame and loading state in the HTML
 * (web/src/prerender/dashboard.tsx, chosen by the server: api/src/speed/first-page/), painted before any
 * script has run, and replaced by the app's own first commit, which draws the same.
 */
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

async function memberCookie(): Promise<string> {
  return sessionCookieFor(e.baseUrl, (await e.t.createUser({ fullName: 'Prerendered Member' })).email);
}

async function signedInPage(mobile: boolean): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await e.newPage({ mobile });
  const [name, ...value] = (await memberCookie()).split('=');
  await context.addCookies([{ name: name!, value: value.join('='), url: e.baseUrl }]);
  return { page, close: () => context.close() };
}

const html = async (path: string, cookie?: string) => (await fetch(`${e.baseUrl}${path}`, { headers: cookie ? { cookie } : {} })).text();

it("sends a signed-in member's /dashboard (and /) with the dashboard in the HTML and the session's answers; other pages and visitors get index.html", async () => {
  const cookie = await memberCookie();
  for (const path of ['/dashboard', '/dashboard/', '/']) {
    const page = await html(path, cookie);
    expect(page).toContain('<div id="prerendered" data-screen="/dashboard" inert aria-hidden="true">');
    expect(page).toContain('<title>Dashboard · D.Office</title>');
    expect(page).toContain('id="upcoming-events-heading">Upcoming Events</h2>');
    expect(page).toContain('id="announcements-heading">Recent Announcements</h2>');
    expect(page).toMatch(/<script type="application\/json" id="session-answer">\{"me":\{[^<]*"fullName":"Prerendered Member"/);
    expect(page).toMatch(/<script type="application\/json" id="page-answers">\{[^<]*"DashboardUpcomingEvents"/);
    // The one script is the start file, which fetches the app's scripts once the page has painted.
    const scripts = [...page.matchAll(/<script[^>]*>/g)].map(([s]) => s).filter((s) => !s.includes('application/json'));
    expect(scripts).toEqual([expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/page-start-[\w-]+\.js">$/)]);
  }
  // Another screen starts from the spinner; so does a visitor without a session, and one whose session ended.
  expect(await html('/calendar', cookie)).not.toContain('id="prerendered"');
  expect(await html('/calendar', cookie)).toContain('<div class="boot" role="progressbar" aria-label="Loading">');
  expect(await html('/dashboard')).not.toContain('id="prerendered"');
  expect(await html('/dashboard', `${cookie}x`)).not.toContain('id="prerendered"');
});

/**
 * Where the page's landmarks are: the header's title, the first panel's heading, the navigation's frame (what
 * follows the first panel moves with its content once the answers are drawn).
 */
function landmarks(page: Page, scope: string) {
  return page.evaluate((sel) => {
    const box = (q: string) => {
      const r = document.querySelector(`${sel} ${q}`)?.getBoundingClientRect();
      return r && r.width > 0 ? [r.x, r.y, r.width, r.height].map(Math.round) : null;
    };
    return {
      // Its width gives way to the date, which the app adds on wide screens.
      title: box('header h1')?.filter((_, i) => i !== 2),
      events: box('#upcoming-events-heading'),
      sideMenu: box('.side-menu'),
      bottomBar: box('nav[aria-label="Mobile navigation"]'),
    };
  }, scope);
}

for (const mobile of [true, false]) {
  it(`paints the dashboard's frame before any script has run, where the app then draws its own (${mobile ? 'phone' : 'desktop'})`, async () => {
    const before = await signedInPage(mobile);
    await before.page.route('**/assets/*.js', (route) => route.abort());
    await before.page.goto('/dashboard');
    await before.page.evaluate(() => document.fonts.ready);
    expect(await before.page.locator('#prerendered').getAttribute('inert')).toBe('');
    const painted = await landmarks(before.page, '#prerendered');
    expect(await before.page.locator('#prerendered #announcements-heading').isVisible()).toBe(true);
    await before.close();
    // Phones get the bottom bar's frame, wider screens the side menu's: by media query, before any script.
    expect(painted.title).not.toBeNull();
    expect(painted.events).not.toBeNull();
    expect(painted.sideMenu === null).toBe(mobile);
    expect(painted.bottomBar === null).toBe(!mobile);

    const after = await signedInPage(mobile);
    await after.page.goto('/dashboard');
    await after.page.getByRole('heading', { level: 2, name: 'Upcoming Events' }).waitFor();
    // The app's navigation is a chunk of its own, which may arrive after the screen.
    await after.page.getByRole('navigation', { name: mobile ? 'Mobile navigation' : 'Main navigation' }).waitFor();
    expect(await after.page.locator('#prerendered').count()).toBe(0);
    await after.page.evaluate(() => document.fonts.ready);
    // Nothing jumps as the app takes over: its title, headings and navigation sit where the HTML's did.
    expect(await landmarks(after.page, '#root')).toEqual(painted);
    expect(await after.page.title()).toBe('Dashboard · D.Office');
    await after.close();
  });
}

it("fetches the app's scripts only once the page has painted, and replaces the HTML's dashboard in the same frame as the app shows its own", async () => {
  const { page, close } = await signedInPage(true);
  await page.addInitScript(() => {
    const w = window as unknown as { states: string[]; firstScript: number };
    w.states = [];
    new MutationObserver(() => {
      const html = document.getElementById('prerendered') !== null;
      const app = document.querySelector('#root header h1') !== null;
      if (document.getElementById('root')) w.states.push(`${html ? 'html' : ''}${app ? 'app' : ''}`);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 2, name: 'Upcoming Events' }).waitFor();
  const { states, fcp, scripts } = await page.evaluate(() => ({
    states: (window as unknown as { states: string[] }).states,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.js') && !r.name.includes('/page-start-'))
      .map((r) => r.startTime),
  }));
  expect([...new Set(states)]).toEqual(['html', 'app']);
  expect(scripts.length).toBeGreaterThan(0);
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(fcp);
  await close();
});

it("carries the styles of what the app draws next on a phone's dashboard: the items, the bottom bar and the welcome toast make no rules of their own", async () => {
  // Last in this file: the demo's events (RSVPs in each state, full ones with waiting lists) and announcements.
  await seedDemo(e.t.ds, e.t.services);
  // With motion, as the samples are made (less motion makes a theme without transitions, whose classes differ).
  const { page, context } = await e.newPage({ mobile: true, motion: true });
  const [name, ...value] = (await sessionCookieFor(e.baseUrl, DEMO_MEMBERS[0]!.email, DEMO_MEMBER_PASSWORD)).split('=');
  await context.addCookies([{ name: name!, value: value.join('='), url: e.baseUrl }]);
  // The emotion classes whose rules the HTML carries, read before the app's scripts run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { fromPage: string[] }).fromPage = [...document.querySelectorAll('style[data-emotion]')].flatMap((s) =>
        (s.getAttribute('data-emotion') ?? '').split(' ').slice(1),
      );
    });
  });
  await page.goto('/dashboard');
  await page.locator('#root #upcoming-events article').first().waitFor();
  await page.locator('#root #announcements article').first().waitFor();
  await page.getByRole('navigation', { name: 'Mobile navigation' }).waitFor();
  await page.locator('.Toast-root').getByText(/^Welcome back/).waitFor();
  const { used, fromPage } = await page.evaluate(() => {
    const drawn = document.querySelectorAll('#root article, #root article *, nav[aria-label="Mobile navigation"] *, .Toast-root, .Toast-root *');
    const classes = [...drawn].flatMap((el) => [...el.classList].filter((c) => c.startsWith('css-')).map((c) => c.slice(4)));
    return { used: [...new Set(classes)], fromPage: (window as unknown as { fromPage: string[] }).fromPage };
  });
  expect(used.length).toBeGreaterThan(20);
  expect(used.filter((id) => !fromPage.includes(id))).toEqual([]);
  await context.close();
});
