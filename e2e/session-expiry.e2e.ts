import type { Request } from 'playwright-core';
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
  // GraphQL requests in flight, and the operations answered.
  let inFlight = 0;
  const answered = new Set<string>();
  const graphql = (r: Request) => r.url().endsWith('/graphql') && r.method() === 'POST';
  page.on('request', (r) => {
    if (graphql(r)) inFlight++;
  });
  const settled = (r: Request) => {
    if (!graphql(r)) return;
    inFlight--;
    answered.add((r.postDataJSON() as { operationName?: string }).operationName ?? '');
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  const user = await signInNewUser(e.t, page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  if (from !== 'Dashboard') await nav.getByRole('link', { name: from }).click();
  await page.getByRole('heading', { level: 1, name: from }).waitFor();
  // The side menu loads on its own (lazily, after the screen) and asks for data of its own: wait for it too.
  await nav.getByRole('link', { name: to }).waitFor();
  // The screen and the shell (the bell's unread count) have had every answer they asked for: the next request is the
  // click's. (Network quiet alone was not enough on a loaded machine: a request sent after it met the revoked session,
  // and the app went to sign-in before the click.)
  await page.waitForLoadState('networkidle');
  for (const deadline = Date.now() + 15_000; inFlight > 0 || !answered.has('InboxUnreadCount'); ) {
    if (Date.now() > deadline) throw new Error(`still waiting for answers: ${inFlight} in flight, answered ${[...answered].join(', ')}`);
    await page.waitForTimeout(50);
  }
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
