import type { Page } from 'playwright-core';
import { latestResetToken, tempOutbox } from '../api/test/outbox';
import { expectAccessible, snap, startE2E, type E2E } from './harness';

let e: E2E;
const outbox = tempOutbox();
beforeAll(async () => {
  e = await startE2E({ env: { OUTBOX_DIR: outbox } });
});
afterAll(() => e?.close());

const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;

/** The visible tab panel of /auth (the other one is hidden but mounted). */
const panel = (page: Page) => page.getByRole('tabpanel');

async function signIn(page: Page, username: string, password: string) {
  await panel(page).getByLabel('Email or username', { exact: true }).fill(username);
  await panel(page).getByLabel('Password', { exact: true }).fill(password);
  await panel(page).getByRole('button', { name: 'Sign In', exact: true }).click();
}

it('serves the web client and its session check from one port', async () => {
  const { page, context } = await e.newPage();
  await page.goto('/dashboard');
  // Anonymous: the guard sends the visitor to /auth.
  await page.waitForURL('**/auth');
  await context.close();
});

it('registers a member, signs out, explains a wrong password, then signs in', async () => {
  const { page, context } = await e.newPage();
  const email = unique('nia');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign In' }).waitFor();
  await expectAccessible(page);
  await snap(page, 'auth-sign-in');

  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByText(/New member\? Your email address becomes your username/).waitFor();
  // Validation first: submitting empty shows the spec's messages.
  await panel(page).getByRole('button', { name: 'Create Account' }).click();
  await panel(page).getByText('Please enter a valid email address').waitFor();
  await expectAccessible(page);
  await snap(page, 'auth-register-errors');

  await panel(page).getByLabel('Email', { exact: true }).fill(email);
  await panel(page).getByLabel('Full Name', { exact: true }).fill('Nia Newcomer');
  await panel(page).getByLabel('Password', { exact: true }).fill('first-pass-1');
  await panel(page).getByLabel('Confirm Password', { exact: true }).fill('first-pass-1');
  await panel(page).getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.getByText('Nia Newcomer').waitFor();

  // The session survives a reload (httpOnly cookie).
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/auth');
  await page.getByRole('tab', { name: 'Sign In' }).waitFor();

  await signIn(page, email, 'wrong-password');
  await page.getByText(`Could not log in with email "${email}". Please check for typos.`).waitFor();
  await page.getByText('Login failed').waitFor();
  expect(page.url()).toMatch(/\/auth$/);
  await snap(page, 'auth-wrong-password');

  await panel(page).getByLabel('Password', { exact: true }).fill('first-pass-1');
  await panel(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText('Nia Newcomer').waitFor();

  // Signed in, the auth screens send the visitor back to the dashboard.
  await page.goto('/forgot-password');
  await page.waitForURL('**/dashboard');
  await context.close();
});

it('resets a forgotten password with the emailed link, then signs in with the new one', async () => {
  const user = await e.t.createUser({ fullName: 'Rita Reset' });
  const { page, context } = await e.newPage();
  await page.goto('/auth');
  await panel(page).getByRole('link', { name: 'Forgot your password?' }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill('not an email');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText('Please enter a valid email address').waitFor();
  await expectAccessible(page);
  await snap(page, 'forgot-password-error');

  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText(/If an account exists for that email, we have sent a link/).waitFor();
  await expectAccessible(page);
  await snap(page, 'forgot-password-sent');

  await e.t.services.passwordReset.idle();
  const token = latestResetToken(outbox, user.email);
  await page.goto(`/reset-password?token=${token}`);
  await page.getByLabel('New Password', { exact: true }).fill('second-pass-2');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('second-pass-3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText("Passwords don't match").waitFor();
  await expectAccessible(page);
  await snap(page, 'reset-password-mismatch');

  await page.getByLabel('Confirm New Password', { exact: true }).fill('second-pass-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Your password has been reset. Please sign in with your new password.').waitFor();
  await page.waitForURL('**/auth', { timeout: 5000 });

  // The link is single-use.
  await page.goto(`/reset-password?token=${token}`);
  await page.getByLabel('New Password', { exact: true }).fill('third-pass-3');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('third-pass-3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Failed to reset password').waitFor();

  await page.goto('/auth');
  await signIn(page, user.email, 'secret123');
  await page.getByText(`Could not log in with email "${user.email}". Please check for typos.`).waitFor();
  await panel(page).getByLabel('Password', { exact: true }).fill('second-pass-2');
  await panel(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
  await context.close();
});

it('explains a reset page without a token and shows the 404 page', async () => {
  const { page, context } = await e.newPage();
  await page.goto('/reset-password');
  await page.getByText('No reset token provided. Please request a new password reset link.').waitFor();
  await expectAccessible(page);
  await snap(page, 'reset-password-no-token');
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await page.waitForURL('**/forgot-password');

  await page.goto('/no/such/page');
  await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  await page.getByText("The page you're looking for doesn't exist or there was an error with navigation.").waitFor();
  await expectAccessible(page);
  await snap(page, 'not-found');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.waitForURL('**/auth');

  // Any path containing /logout goes to '/', which sends an anonymous visitor to /auth.
  await page.goto('/anything/logout');
  await page.waitForURL('**/auth');
  await context.close();
});
