import type { CDPSession, Page } from 'playwright-core';
import { PASSKEY_UNKNOWN } from '../rules/passkeys';
import { expectSettledAccessible, snap, startE2E, type E2E } from './harness';
import { signIn } from './steps';

/**
 * Issue 38 item 2 in Chromium: a member adds a passkey on the profile and signs in with it on /auth, with the DevTools
 * virtual authenticator (a platform authenticator holding discoverable credentials, the person verified), then
 * removes it. The site is http://localhost:port (WebAuthn refuses IP addresses), which is the server's PUBLIC_URL.
 */
jest.setTimeout(180_000);

let e: E2E;
beforeAll(async () => {
  e = await startE2E({ localhost: true });
});
afterAll(() => e?.close());

/** A virtual authenticator for the page's target: CTAP2, built in, resident keys, user verification done. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/** /auth, signed out; presses "Sign in with a passkey" unless the username field's autofill request already signed in. */
async function passkeySignIn(page: Page) {
  await page.goto('/auth');
  const button = page.getByRole('button', { name: 'Sign in with a passkey' });
  await button.waitFor();
  if (new URL(page.url()).pathname === '/auth') await button.click().catch(() => undefined);
}

it('a member adds a passkey on the profile, signs in with it on /auth, and removes it', async () => {
  const member = await e.t.createUser({ fullName: 'Pia Passkey' });
  const { page, context } = await e.newPage();
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await signIn(page, member.email);

  // Add one on the profile, named.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await card.getByText('No passkeys yet.').waitFor();
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await card.getByLabel('Passkey name').fill('Chromium on this desk');
  await expectSettledAccessible(page);
  await card.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Passkey added').waitFor();
  const list = card.getByRole('list', { name: 'Your passkeys' });
  await list.getByText('Chromium on this desk').waitFor();
  await list.getByText(/Not used yet/).waitFor();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  expect(await e.t.ds.query(`SELECT name, counter::int FROM passkeys WHERE user_id = $1`, [member.id])).toEqual([{ name: 'Chromium on this desk', counter: credentials[0]!.signCount }]);
  await snap(page, 'passkeys-profile-1366');

  // Signed out, sign in with it: no username, no password.
  await context.clearCookies();
  await passkeySignIn(page);
  await page.waitForURL('**/dashboard');
  const me = await page.evaluate(async () => (await fetch('/api/auth/me')).json());
  expect(me.id).toBe(member.id);
  await page.goto('/profile');
  await list.getByText(/Last used/).waitFor();
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0]!.signCount).toBeGreaterThan(0);

  // Remove it: the authenticator still holds it, the office no longer knows it.
  await card.getByRole('button', { name: 'Remove passkey Chromium on this desk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove passkey?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await card.getByText('No passkeys yet.').waitFor();
  await context.clearCookies();
  await passkeySignIn(page);
  await page.getByText(PASSKEY_UNKNOWN).waitFor();
  expect(new URL(page.url()).pathname).toBe('/auth');
  await expectSettledAccessible(page);
  await context.close();
});
