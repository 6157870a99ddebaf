import { startE2E, type E2E } from './harness';
import { signInNewUser } from './steps';

/** Spec §8 session error, in a real browser: the session is revoked on the server while the app is open. */
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

it.each([
  // Each target asks the server for data the screen before did not load (cached data shows without a request).
  ['Dashboard', 'Meeting Rooms'],
  ['Events', 'Calendar'],
])('revoked while on %s: the next screen (%s) says Session expired and the app goes to sign-in', async (from, to) => {
  const { page, context } = await e.newPage();
  const user = await signInNewUser(e.t, page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  if (from !== 'Dashboard') await nav.getByRole('link', { name: from }).click();
  await page.getByRole('heading', { level: 1, name: from }).waitFor();
  // The side menu loads on its own (lazily, after the screen) and asks for data of its own: wait for it too.
  await nav.getByRole('link', { name: to }).waitFor();
  // The screen has loaded everything it asks for: the next request is the click's.
  await page.waitForLoadState('networkidle');
  // Signed out elsewhere (every session of the user, as a password reset does).
  await e.t.services.auth.revokeAll(Number(user.id));
  await nav.getByRole('link', { name: to }).click();
  await page.getByText('Session expired').waitFor();
  await page.getByText('Please log in again').waitFor();
  await page.waitForURL('**/auth');
  await page.getByRole('tab', { name: 'Sign In' }).waitFor();
  // The cached user is gone: a signed-in page sends the visitor back to sign-in.
  await page.goto('/dashboard');
  await page.waitForURL('**/auth');
  await context.close();
});
