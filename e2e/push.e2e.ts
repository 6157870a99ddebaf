import { PUSH_UNREACHABLE } from '../web/src/features/push/browser';
import { startE2E, type E2E } from './harness';
import { signIn } from './steps';

/**
 * Issue 37 item 3 in Chromium with the real Push API: the profile's "Turn on for this browser" asks for permission only
 * on the click, and subscribes through Chromium's PushManager with the app's own service worker (web/src/sw.ts). Chromium's own push
 * service (FCM) cannot be reached offline, so a subscription either comes back (then the server stores it) or the
 * section says so and stores nothing. Showing a pushed notification cannot be seen here: the headless Chromium refuses
 * showNotification whatever permission is granted (tried with ServiceWorker.deliverPushMessage); the handler's reading
 * of the payload is tested in web/src/push/sw-push.test.ts. Sending, encryption and 404/410 are covered against the
 * local push service in api/src/modules/push.
 */
jest.setTimeout(180_000);

let e: E2E;
beforeAll(async () => {
  e = await startE2E({ localhost: true });
});
afterAll(() => e?.close());

it("turns push on from the profile with the real Push API: permission on the click, the app's worker, a subscription or an honest refusal", async () => {
  const member = await e.t.createUser({ fullName: 'Pat Push' });
  const { page, context } = await e.newPage({ serviceWorker: true });
  await signIn(page, member.email);
  await context.grantPermissions(['notifications'], { origin: new URL(page.url()).origin });
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Push notifications' });
  await card.getByText('No devices get push notifications yet.').waitFor();
  // Before the click: the app's worker (registered a few seconds after the load), with no push subscription.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription())).toBeNull();

  await card.getByRole('button', { name: 'Turn on for this browser' }).click();
  const outcome = await Promise.race([
    card.getByRole('list', { name: 'Devices with push notifications' }).waitFor().then(() => 'subscribed' as const),
    card.getByText(PUSH_UNREACHABLE).waitFor().then(() => 'unreachable' as const),
  ]);
  const rows = await e.t.ds.query(`SELECT endpoint FROM push_subscriptions WHERE user_id = $1`, [member.id]);
  if (outcome === 'subscribed') expect(rows).toEqual([{ endpoint: expect.stringMatching(/^https:\/\//) }]);
  else expect(rows).toEqual([]);

  // One worker for the origin: the app's, at the root scope, holding the subscription when there is one.
  const regs = await page.evaluate(async () =>
    Promise.all(
      (await navigator.serviceWorker.getRegistrations()).map(async (r) => ({
        scope: r.scope,
        script: r.active?.scriptURL ?? null,
        endpoint: (await r.pushManager.getSubscription())?.endpoint ?? null,
      })),
    ),
  );
  const origin = new URL(page.url()).origin;
  expect(regs).toEqual([{ scope: `${origin}/`, script: `${origin}/sw.js`, endpoint: outcome === 'subscribed' ? rows[0].endpoint : null }]);
});
