import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { sessionCookieFor, signIn } from './steps';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

/** A member's session cookie, from a real sign-in. */
async function sessionCookie(): Promise<string> {
  return sessionCookieFor(e.baseUrl, (await e.t.createUser()).email);
}

/**
 * The sign-in screen above and below the username field: the app focuses that field (its label floats up
 * into the outline), the HTML's copy cannot be focused.
 */
async function shot(page: Page): Promise<Buffer[]> {
  const field = (await page.locator('.MuiFormControl-root').first().boundingBox())!;
  const { width, height } = page.viewportSize()!;
  const top = Math.floor(field.y) - 12;
  const bottom = Math.ceil(field.y + field.height);
  return [
    await page.screenshot({ clip: { x: 0, y: 0, width, height: top } }),
    await page.screenshot({ clip: { x: 0, y: bottom, width, height: height - bottom } }),
  ];
}

/**
 * Pixels that differ between two sets of screenshots, per pair, decoded in the page. A channel may differ by a
 * step or two: Chromium's anti-aliasing of the same rounded corner is not always bit-identical.
 */
function differentPixels(page: Page, a: Buffer[], b: Buffer[]): Promise<number[]> {
  return Promise.all(
    a.map((png, i) =>
      page.evaluate(
        async ([x, y]) => {
          const pixels = async (base64: string) => {
            const image = new Image();
            image.src = `data:image/png;base64,${base64}`;
            await image.decode();
            const canvas = document.createElement('canvas');
            canvas.width = image.width;
            canvas.height = image.height;
            const g = canvas.getContext('2d')!;
            g.drawImage(image, 0, 0);
            return g.getImageData(0, 0, image.width, image.height).data;
          };
          const [p, q] = await Promise.all([pixels(x!), pixels(y!)]);
          if (p.length !== q.length) return -1;
          let n = 0;
          for (let k = 0; k < p.length; k += 4) {
            if (Math.max(Math.abs(p[k]! - q[k]!), Math.abs(p[k + 1]! - q[k + 1]!), Math.abs(p[k + 2]! - q[k + 2]!)) > 2) n++;
          }
          return n;
        },
        [png.toString('base64'), b[i]!.toString('base64')],
      ),
    ),
  );
}

it('sends /auth with the sign-in screen in the HTML to a visitor without a session cookie, and index.html to one with', async () => {
  const res = await fetch(`${e.baseUrl}/auth`);
  expect(res.status).toBe(200);
  expect(res.headers.get('vary')).toMatch(/cookie/i);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  // helmet's CSP as on every page: scripts only from our origin, so the page has no inline script.
  expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
  const html = await res.text();
  expect(html).toContain('<div id="prerendered" data-screen="/auth" inert aria-hidden="true">');
  expect(html).toContain('Welcome to D.Office</h1>');
  expect(html).toContain('id="auth-tab-signin"');
  // One script (the data block with the session answer is not run).
  for (const [script] of html.matchAll(/<script[^>]*>/g)) {
    expect(script).toMatch(/ src="\/assets\/page-start-[\w-]+\.js"|^<script type="application\/json" id="session-answer">$/);
  }
  expect(html).toContain('<script type="application/json" id="session-answer">{"me":null}</script>');

  const signedIn = await fetch(`${e.baseUrl}/auth`, { headers: { cookie: await sessionCookie() } });
  expect(signedIn.headers.get('vary')).toMatch(/cookie/i);
  const index = await signedIn.text();
  expect(index).not.toContain('id="prerendered"');
  expect(index).toContain('<div class="boot" role="progressbar" aria-label="Loading">');
});

for (const [colorScheme, mobile] of [['light', true], ['dark', true], ['light', false]] as const) {
  it(`paints the same sign-in screen before any script has run as the app then shows (${colorScheme} system, ${mobile ? 'phone' : 'desktop'})`, async () => {
    const before = await e.newPage({ mobile, colorScheme });
    await before.page.route('**/assets/*.js', (route) => route.abort());
    await before.page.goto('/auth');
    await before.page.evaluate(() => document.fonts.ready);
    const background = await before.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(colorScheme === 'dark' ? 'rgb(11, 18, 32)' : 'rgb(246, 247, 251)');
    // Inert and hidden from assistive technology until the app replaces it: nothing typed into it is lost.
    expect(await before.page.getByRole('tab', { name: 'Sign In' }).count()).toBe(0);
    expect(await before.page.locator('#prerendered').getAttribute('inert')).toBe('');
    const painted = await shot(before.page);
    await before.context.close();

    const after = await e.newPage({ mobile, colorScheme });
    await after.page.goto('/auth');
    await after.page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect(await after.page.locator('#prerendered').count()).toBe(0);
    expect(await after.page.locator('#auth-tab-signin').count()).toBe(1);
    await expect(after.page.evaluate(() => document.activeElement?.id)).resolves.toBe('signin-username');
    await after.page.evaluate(() => document.fonts.ready);
    const shown = await shot(after.page);
    expect(await differentPixels(after.page, painted, shown)).toEqual([0, 0]);
    await after.context.close();
  });
}

for (const mobile of [true, false]) {
  it(`preloads exactly the font files the sign-in screen draws with (${mobile ? 'phone' : 'desktop'})`, async () => {
    const html = await (await fetch(`${e.baseUrl}/auth`)).text();
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin>/g)].map((m) => m[1]);
    expect(preloaded).toHaveLength(2);
    const { page, context } = await e.newPage({ mobile });
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.woff2')) fetched.push(new URL(r.url()).pathname);
    });
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    // Each preloaded file is used (no wasted bytes, no console warning), and no weight is left to be found late.
    expect([...new Set(fetched)].sort()).toEqual([...preloaded].sort());
    await context.close();
  });
}

/** A proxy to the app that sends /auth's HTML in two pieces, the cut inside the card, `pauseMs` apart. */
async function splitDelivery(pauseMs: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(e.baseUrl + req.url!, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
      if (req.url !== '/auth') return res.end(body);
      const cut = body.indexOf('id="auth-panel-signin"'); // not found: all but the last byte, then the pause
      res.write(body.subarray(0, cut));
      setTimeout(() => res.end(body.subarray(cut)), pauseMs);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

it('paints the sign-in screen whole even when its HTML arrives in pieces: the card does not jump as the rest comes', async () => {
  const proxy = await splitDelivery(600);
  const { page, context } = await e.newPage({ mobile: true });
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        for (const s of entry.sources) shifts.push(`${(s.node as Element | undefined)?.className ?? '?'}: ${entry.value}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${proxy.url}/auth`);
  await page.getByRole('tab', { name: 'Sign In' }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
  // Painted from the first piece, the card (centred on the screen) grew and moved up when the rest arrived.
  expect(shifts.filter((s) => s.includes('MuiPaper-root'))).toEqual([]);
  // Nothing else above a hair either (the fallback font is not pixel-exact; its swap may nudge a link).
  expect(shifts.map((s) => Number(s.split(': ')[1])).reduce((a, b) => a + b, 0)).toBeLessThan(0.001);
  // The first paint came after the pause: the page waited for its whole screen.
  expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0)).toBeGreaterThan(600);
  await context.close();
  await proxy.close();
});

it('replaces the HTML sign-in screen in the same frame as the app shows its own', async () => {
  const { page, context } = await e.newPage();
  // Every DOM change is recorded: at no point may the page hold neither screen, or both.
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { states: string[] }).states = states;
    new MutationObserver(() => {
      const html = document.getElementById('prerendered') !== null;
      const app = document.querySelector('#root #auth-tab-signin') !== null;
      if (document.getElementById('root')) states.push(`${html ? 'html' : ''}${app ? 'app' : ''}`);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign In' }).waitFor();
  const states = await page.evaluate(() => (window as unknown as { states: string[] }).states);
  expect([...new Set(states)]).toEqual(['html', 'app']);
  await context.close();
});

it('starts from the page\'s "nobody signed in" instead of asking the server, and signing in still shows the member', async () => {
  const user = await e.t.createUser({ fullName: 'Prerendered Visitor' });
  const { page, context } = await e.newPage();
  const ops: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.method() === 'POST') ops.push((r.postDataJSON() as { operationName?: string }).operationName ?? '');
  });
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign In' }).waitFor();
  expect(await page.locator('#session-answer').count()).toBe(0);
  expect(ops).not.toContain('Me');
  await signIn(page, user.email);
  await page.getByText('Prerendered Visitor').first().waitFor();
  await context.close();
});

it('sends a signed-in member who opens /auth on to the dashboard', async () => {
  const { page, context } = await e.newPage();
  const [name, value] = (await sessionCookie()).split('=');
  await context.addCookies([{ name: name!, value: value!, url: e.baseUrl }]);
  await page.goto('/auth');
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await context.close();
});
