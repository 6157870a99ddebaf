import fs from 'node:fs';
import net from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createTestContext, type TestContext } from '../api/test/harness';
import { FakeStripe, type FakeStripeOptions } from '../api/src/modules/payments/fake/fake-stripe';
import type { FakeOidcProvider } from '../api/src/modules/sso/fake/fake-provider';
import { chromiumPath, FLAGS } from './chromium';

/**
 * Browser tests: the real server (GraphQL, REST and the built web client) on a fresh database,
 * driven by a real Chromium. Run `npm run build` first (npm test does).
 */

export { chromiumPath, FLAGS } from './chromium';

export interface E2E {
  t: TestContext;
  baseUrl: string;
  browser: Browser;
  /** The HTTP server the browser talks to (e.g. to watch which requests reach it). */
  server: Server;
  /** The local fake Stripe the server pays through, with `payments` on (its hosted page is what members pay on). */
  stripe?: FakeStripe;
  /** The fake OpenID provider offered as "Local test provider", with `sso` on. */
  oidc?: FakeOidcProvider;
  /**
   * A fresh browser context (own cookies); mobile = 390 × 844; colorScheme = the system setting (light unless told);
   * motion = true leaves the system's motion setting alone (the default asks for reduced motion); serviceWorker = true
   * lets the app's service worker register (issue 37). Other tests go without it, so each page's requests reach the
   * server (and the tests' routes) as they always did, and no worker downloads the whole build beside them.
   */
  newPage(opts?: { mobile?: boolean; colorScheme?: 'light' | 'dark'; motion?: boolean; serviceWorker?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** A port nobody listens on now (the server takes it a moment later), for settings that must name it before it listens. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * `env` overrides server settings for this run (e.g. OUTBOX_DIR for a test's own dev outbox). `payments` turns online
 * payment on against the local fake Stripe, in-process as `PAYMENTS_FAKE=true npm start` runs it (api/src/main.ts):
 * its webhooks come to this server, whose address (PUBLIC_URL) the provider sends members back to after paying.
 */
export async function startE2E(
  opts: { env?: Record<string, string>; payments?: Partial<FakeStripeOptions> | true; localhost?: boolean; sso?: true } = {},
): Promise<E2E> {
  let env = opts.env;
  let port = 0;
  // WebAuthn refuses IP addresses: passkey tests browse http://localhost:port, which is then PUBLIC_URL (the relying party).
  if (opts.localhost) {
    port = await freePort();
    env = { PUBLIC_URL: `http://localhost:${port}`, ...env };
  }
  let stripe: FakeStripe | undefined;
  let oidc: FakeOidcProvider | undefined;
  if (opts.sso) {
    // As `OIDC_FAKE=true npm start` offers it (api/src/modules/sso/fake/start-local.ts); the provider sends the browser back here.
    // Loaded only here: oidc-provider warns on import (Node 20 is not its supported runtime), in every file that loads it.
    const { FakeOidcProvider, FAKE_OIDC_USERS } = await import('../api/src/modules/sso/fake/fake-provider');
    port = await freePort();
    const redirect = `http://127.0.0.1:${port}/auth/sso/local`;
    oidc = new FakeOidcProvider({ users: FAKE_OIDC_USERS, clients: [{ clientId: 'd-office-e2e', clientSecret: 'e2e-secret', redirectUris: [redirect] }] });
    env = {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      OIDC_PROVIDERS: 'local',
      OIDC_LOCAL_ISSUER: await oidc.start(),
      OIDC_LOCAL_CLIENT_ID: 'd-office-e2e',
      OIDC_LOCAL_CLIENT_SECRET: 'e2e-secret',
      OIDC_LOCAL_NAME: 'Local test provider',
      OIDC_LOCAL_ADMIN_GROUP: 'office-admins',
      ...env,
    };
  }
  if (opts.payments) {
    port ||= await freePort();
    const keys = { secretKey: 'sk_test_e2e', webhookSecret: `whsec_e2e_${port}` };
    stripe = new FakeStripe({
      ...keys,
      webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook`,
      webhookDelayMs: 100,
      retryDelaysMs: [200, 500, 1000, 2000],
      refundDelayMs: 300,
      asyncSettle: null,
      seed: 35,
      ...(opts.payments === true ? {} : opts.payments),
    });
    await stripe.start();
    env = {
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_API_URL: stripe.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENTS_RETRY_SECONDS: '1',
      ...env,
    };
  }
  const t = await createTestContext({ env });
  if (!fs.existsSync(path.join(t.config.webDist, 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` before the browser tests');
  }
  const server = t.app.listen(port, '127.0.0.1');
  t.live.attach(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://${opts.localhost ? 'localhost' : '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: FLAGS, headless: true });
  return {
    t,
    baseUrl,
    browser,
    server,
    stripe,
    oidc,
    async newPage(opts = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: opts.mobile ? { width: 390, height: 844 } : { width: 1366, height: 900 },
        isMobile: !!opts.mobile,
        hasTouch: !!opts.mobile,
        colorScheme: opts.colorScheme ?? 'light',
        // The app turns its transitions off for reduced motion, so axe and screenshots never
        // catch a dialog or toast half faded in.
        reducedMotion: opts.motion ? 'no-preference' : 'reduce',
        serviceWorkers: opts.serviceWorker ? 'allow' : 'block',
      });
      context.setDefaultTimeout(15000);
      return { context, page: await context.newPage() };
    },
    async close() {
      await browser.close();
      // Subscription sockets first: the HTTP server's close waits for upgraded sockets too.
      await t.live.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await t.services.payments.idle();
      await stripe?.stop();
      await oidc?.stop();
      await t.close();
    },
  };
}

/** axe-core's browser script, read once per test file. */
let axeSource: string | undefined;

/**
 * axe-core with its default rules on the page's document, as it is now; only the violations are collected.
 * The script goes into a document once and stays for the page's later checks. (@axe-core/playwright's
 * AxeBuilder injected it again on every check and put the results together in a new blank page: ~2 s a check
 * here against ~0.5 s. The app has no frames for it to walk.)
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  return page.evaluate(() => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { resultTypes: ['violations'] }));
}

/** Fails with the list of serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Let any running animation settle first: a half-faded element has a contrast it never keeps.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await runAxe(page);
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * axe on a settled page: mid-fade dialogs and toasts are semi-transparent, which axe reports as
 * low contrast, so wait for MUI's enter transitions (225 ms) to end first.
 */
export async function expectSettledAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('.MuiDialog-container, .MuiBackdrop-root, .Toast-root > *')].every(
      (el) => getComputedStyle(el).opacity === '1' || el.classList.contains('MuiBackdrop-invisible'),
    ),
  );
  await page.waitForTimeout(100);
  await expectAccessible(page);
}

/** Screenshots are for a person to look at: taken unless E2E_SCREENSHOTS=false, which CI (CI set) defaults to. */
const SCREENSHOTS = (process.env.E2E_SCREENSHOTS ?? (process.env.CI ? 'false' : 'true')) !== 'false';

/** Saves a screenshot under test-results/ for a person to look at (see SCREENSHOTS). */
export async function snap(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  fs.mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: path.join('test-results', `${name}.png`), fullPage: true });
}
