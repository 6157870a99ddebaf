import type { BrowserContext, Page } from 'playwright-core';
import { seedEvents } from './events-seed';
import { startE2E, type E2E } from './harness';
import { sessionCookieFor } from './steps';

/*
 * The web font (Roboto, bundled) is shown with font-display: swap: until it arrives the text is drawn in a local
 * fallback sized to Roboto's metrics (web/index.html), so the swap moves next to nothing. Checked as a user would
 * feel it: the page is shown with the font files held back, and the layout shifts the browser reports when they
 * are let through are added up (Cumulative Layout Shift; web.dev calls up to 0.1 good). Sized to the system
 * fallback instead, the dashboard on a phone shifted by ~0.15 and the calendar by ~0.19 at the swap. No fallback
 * matches every string: the widths agree within ~1.5 %, so a line that fills its box to the pixel may still re-wrap.
 */

let e: E2E;
let cookie: { name: string; value: string };
beforeAll(async () => {
  e = await startE2E();
  await seedEvents(e.t, [
    { title: 'Quarterly members’ town hall on the new building and the garden works', inDays: 2, startTime: '18:30', endTime: '20:00', location: 'Main Hall, ground floor' },
    { title: 'Bookkeeping for freelancers: invoices, VAT returns and the end of the year', type: 'workshop', inDays: 3, location: 'Library' },
    { title: 'Networking breakfast', type: 'networking', inDays: 5, startTime: '08:00', endTime: '09:30', location: 'Garden Room' },
    { title: 'Autumn social with music, food and the members’ photography exhibition', type: 'social', inDays: 8, location: 'Terrace' },
  ]);
  const user = await e.t.createUser({ fullName: 'Constance Fallback-Metrics' });
  const [name, value] = (await sessionCookieFor(e.baseUrl, user.email)).split('=');
  cookie = { name: name!, value: value! };
});
afterAll(() => e?.close());

/** Which of the page's fonts loaded: the fallback faces are local, Roboto's come from the server. */
async function loadedFamilies(page: Page): Promise<string[]> {
  return page.evaluate(() => [...new Set([...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')))].sort());
}

const pages = [
  { path: '/auth', ready: 'Welcome to D.Office', signedIn: false },
  { path: '/dashboard', ready: 'Bookkeeping for freelancers', signedIn: true },
  { path: '/events', ready: 'Autumn social with music', signedIn: true },
  { path: '/calendar', ready: 'Subscribe in your calendar', signedIn: true },
] as const;

for (const p of pages) {
  for (const mobile of [true, false]) {
    it(`barely moves ${p.path} when the web font arrives (${mobile ? 'phone' : 'desktop'})`, async () => {
      const { page, context } = await e.newPage({ mobile });
      if (p.signedIn) await (context as BrowserContext).addCookies([{ ...cookie, url: e.baseUrl }]);
      let letFontsThrough!: () => void;
      const fontsHeld = new Promise<void>((resolve) => (letFontsThrough = resolve));
      await page.route('**/*.woff2', async (route) => {
        await fontsHeld;
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: { at: number; value: number }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { startTime: number; value: number }[]) shifts.push({ at: entry.startTime, value: entry.value });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      try {
        await page.goto(p.path, { waitUntil: 'domcontentloaded' }); // the load event waits for the fonts
        await page.getByText(p.ready).first().waitFor();
        await page.waitForTimeout(500);
        // Drawn in the fallback: Roboto is not there yet, and one of the fallback's local faces was found here.
        const before = await loadedFamilies(page);
        expect(before).not.toContain('Roboto');
        expect(before.some((f) => f.startsWith('Roboto fallback'))).toBe(true);
        const swapStart = await page.evaluate(() => performance.now());

        letFontsThrough();
        await page.waitForFunction(() => [...document.fonts].some((f) => f.family === 'Roboto' && f.status === 'loaded'));
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(500);
        expect(await loadedFamilies(page)).toContain('Roboto');
        const atSwap = await page.evaluate(
          (since) => (window as unknown as { shifts: { at: number; value: number }[] }).shifts.filter((s) => s.at >= since).reduce((sum, s) => sum + s.value, 0),
          swapStart,
        );
        // A title that fills its line to the pixel in one font and not the other re-wraps (~0.02 on /events here).
        expect(atSwap).toBeLessThan(0.05);
      } finally {
        letFontsThrough(); // a failed check must not leave the fonts' requests held (closing would wait on them)
        await context.close();
      }
    });
  }
}

/*
 * A signed-in page asks for the shell's faces of Roboto as the app starts, not when its first layout finds text in
 * them: laid out in the fallback, the dashboard's first layout on a phone took twice as long (its local faces looked
 * up), and each face's arrival laid the page out again (lib/fonts.ts).
 */
for (const mobile of [true, false]) {
  it(`asks for the shell's fonts before it draws the shell (${mobile ? 'phone' : 'desktop'})`, async () => {
    const { page, context } = await e.newPage({ mobile });
    await (context as BrowserContext).addCookies([{ ...cookie, url: e.baseUrl }]);
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        // The app's shell: on /dashboard the HTML's prerendered frame has a header from the start.
        if (!document.querySelector('#root header')) return;
        (window as unknown as { shellAt: number }).shellAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    try {
      await page.goto('/dashboard');
      await page.getByText('Bookkeeping for freelancers').first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      const { shellAt, fonts } = await page.evaluate(() => ({
        shellAt: (window as unknown as { shellAt: number }).shellAt,
        fonts: performance
          .getEntriesByType('resource')
          .filter((r) => r.name.endsWith('.woff2'))
          .map((r) => ({ weight: /roboto-latin-(\d+)-normal/.exec(r.name)?.[1], startTime: r.startTime })),
      }));
      expect(fonts.map((f) => f.weight).sort()).toEqual(['400', '500', '700']);
      expect(shellAt).toBeGreaterThan(0);
      for (const f of fonts) expect(f.startTime).toBeLessThan(shellAt);
    } finally {
      await context.close();
    }
  });
}
