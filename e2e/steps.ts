import dayjs, { type Dayjs } from 'dayjs';
import type { Locator, Page } from 'playwright-core';
import type { Agent, TestContext } from '../api/test/harness';

/**
 * Steps the browser tests share: signing in and registering through the real forms, a GraphQL
 * call as a given user, picking a day in the date picker. What a test checks stays in the test.
 */

/** Signs in through the API (POST /api/auth/login) and returns the session cookie as `name=value`. */
export async function sessionCookieFor(baseUrl: string, email: string, password = 'secret123'): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Signs in through the real form and waits for the dashboard (every test user's password is secret123). */
export async function signIn(page: Page, email: string, password = 'secret123'): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email or username').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

/** A new user (`fields` as t.createUser takes them), signed in on `page`. */
export async function signInNewUser(t: TestContext, page: Page, fields: Parameters<TestContext['createUser']>[0] = {}) {
  const user = await t.createUser(fields);
  await signIn(page, user.email);
  return user;
}

/** Registers through the Register tab and waits for the dashboard. */
export async function register(page: Page, email: string, fullName: string, password = 'Secret123!'): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Full Name').fill(fullName);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');
}

/** A GraphQL call as `agent` (seeding through the real API) that must succeed: its data, else a throw with the errors. */
export async function gqlAs<T = Record<string, unknown>>(
  t: TestContext,
  agent: Agent,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const { data, errors } = await t.gql<T>(agent, query, variables);
  if (!data || errors?.length) {
    const operation = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'GraphQL call';
    throw new Error(`${operation} failed: ${JSON.stringify(errors)}`);
  }
  return data;
}

/**
 * Opens the date picker of the form in `scope`, steps to next month and picks its `day`;
 * waits for the picker to close and returns the date picked.
 */
export async function pickDayNextMonth(page: Page, scope: Locator, day: number): Promise<Dayjs> {
  const date = dayjs().add(1, 'month').date(day);
  await scope.getByRole('button', { name: /choose date/i }).click();
  const picker = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await picker.getByRole('button', { name: /next month/i }).click();
  // Wait for the slide to the next month to finish, so the day clicked is next month's.
  await picker.getByText(date.format('MMMM YYYY')).waitFor();
  // While the month slides both months' days exist: pick next month's by its timestamp.
  await picker.last().locator(`[role="gridcell"][data-timestamp="${date.startOf('day').valueOf()}"]`).click();
  await picker.last().waitFor({ state: 'hidden' });
  return date;
}
