import { expectSettledAccessible, startE2E, type E2E } from './harness';

/**
 * Issue 38 in Chromium: "Sign in with Local test provider" on /auth, the provider's own sign-in page (oidc-provider on
 * loopback), back to /auth/sso/local and on to the dashboard, signed in as the account with the verified email.
 */
jest.setTimeout(120_000);

let e: E2E;
beforeAll(async () => {
  e = await startE2E({ sso: true });
});
afterAll(() => e?.close());

it('a member signs in through the OpenID provider from /auth, and signs out again', async () => {
  const max = await e.t.createUser({ email: 'max@example.org', fullName: 'Max Member' });
  const { page, context } = await e.newPage();
  await page.goto('/auth');
  const button = page.getByRole('button', { name: 'Sign in with Local test provider' });
  await button.waitFor();
  await expectSettledAccessible(page);
  await button.click();

  // The provider's page, on its own origin.
  await page.waitForURL(`${e.oidc!.issuer}/**`);
  await page.getByLabel('Username').fill('max');
  await page.getByLabel('Password').fill('secret');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.waitForURL('**/dashboard');
  await page.getByText('Login successful').waitFor();
  const me = await page.evaluate(() => fetch('/api/auth/me').then((r) => r.json()));
  expect(me).toMatchObject({ id: max.id, email: 'max@example.org' });
  // The code and state are not left in the history.
  expect(await page.evaluate(() => location.search)).toBe('');
  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name)).not.toContain('doffice_sso_flow');

  await page.evaluate(() => fetch('/api/auth/logout', { method: 'POST' }));
  expect(await page.evaluate(() => fetch('/api/auth/me').then((r) => r.status))).toBe(401);
  await context.close();
});

it('an account the provider has not verified the email of is refused, with the way back', async () => {
  await e.t.createUser({ email: 'una@example.org' });
  const { page, context } = await e.newPage();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with Local test provider' }).click();
  await page.waitForURL(`${e.oidc!.issuer}/**`);
  await page.getByLabel('Username').fill('una');
  await page.getByLabel('Password').fill('secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Your account at this provider has no verified email address, so it cannot be linked to a D.Office account').waitFor();
  await expectSettledAccessible(page);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.getByRole('form', { name: 'Sign In' }).waitFor();
  await context.close();
});
