import { PUSH_UNREACHABLE } from '../web/src/features/push/browser';
import { startE2E, type E2E } from './harness';
import { signIn } from './steps';

/**
 * Issue 37 item 3 in Chromium with the real Push API: the profile's "Turn on for this browser" asks for permission only
 * on the click, registers the push-only worker, and subscribes through Chromium's PushManager. Chromium's own push
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

it('turns push on from the profile with the real Push API: permission on the click, the push-only worker, a subscription or an honest refusal', async () => {
  const member = await e.t.createUser({ fullName: 'Pat Push' });
  const { page, context } = await e.newPage({ serviceWorker: true });
  await signIn(page, member.email);
  await context.grantPermissions(['notifications'], { origin: new URL(page.url()).origin });
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Push notifications' });
  await card.getByText('No devices get push notifications yet.').waitFor();
  // Nothing registered before the click.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

  await card.getByRole('button', { name: 'Turn on for this browser' }).click();
  const outcome = await Promise.race([
    card.getByRole('list', { name: 'Devices with push notifications' }).waitFor().then(() => 'subscribed' as const),
    card.getByText(PUSH_UNREACHABLE).waitFor().then(() => 'unreachable' as const),
  ]);
  const rows = await e.t.ds.query(`SELECT endpoint FROM push_subscriptions WHERE user_id = $1`, [member.id]);
  if (outcome === 'subscribed') expect(rows).toEqual([{ endpoint: expect.stringMatching(/^https:\/\//) }]);
  else expect(rows).toEqual([]);

  // The push-only worker: its own scope (the built assets' folder), active.
  const reg = await page.evaluate(async () => {
    const [r] = await navigator.serviceWorker.getRegistrations();
    return { scope: r.scope, script: r.active?.scriptURL ?? null };
  });
  expect(reg.scope).toMatch(/\/assets\/$/);
  expect(reg.script).toMatch(/\/assets\/push-worker-[\w-]+\.js$/);
});
