import type { Page } from 'playwright-core';
import { seedDemo } from '../api/src/cli/seed-demo';
import { DEMO_ADMIN, DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../sample/world';
import { expectAccessible, expectSettledAccessible, snap, startE2E, type E2E } from './harness';
import { signIn } from './steps';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
  // Every screen with content in every state (bookings in each workflow step, RSVPs, announcements).
  await seedDemo(e.t.ds, e.t.services);
});
afterAll(() => e?.close());

const scheme = (page: Page) => page.evaluate(() => document.documentElement.className);

/** Opens `path`, waits for its title and for the data to arrive, then runs axe. */
async function visit(page: Page, path: string, title: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached' });
  expect(await scheme(page)).toContain('dark');
  await snap(page, `dark-${path.replace(/\//g, '-').slice(1)}`);
  await expectAccessible(page);
}

it("follows a dark system: the member's screens are dark and pass axe", async () => {
  const { page, context } = await e.newPage({ colorScheme: 'dark' });
  await page.goto('/auth');
  await page.getByRole('form', { name: 'Sign In' }).waitFor();
  expect(await scheme(page)).toContain('dark');
  await expectAccessible(page);
  await signIn(page, DEMO_MEMBERS[0].email, DEMO_MEMBER_PASSWORD);
  await expect(page.getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed')).resolves.toBe('true');
  for (const [path, title] of [
    ['/dashboard', 'Dashboard'],
    ['/calendar', 'Calendar'],
    ['/meeting-rooms', 'Meeting Rooms'],
    ['/events', 'Events'],
    ['/profile', 'Profile'],
  ]) {
    await visit(page, path, title);
  }
  await context.close();
});

it("an admin's screens pass axe in dark mode too", async () => {
  const { page, context } = await e.newPage({ colorScheme: 'dark' });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const [path, title] of [
    ['/admin/manage-users', 'Manage Users'],
    ['/admin/manage-rooms', 'Manage Rooms'],
    ['/admin/booking-requests', 'Booking Requests'],
    ['/admin/manage-events', 'Manage Events'],
    ['/admin/announcements', 'Announcements'],
    ['/admin/audit-log', 'Audit Log'],
  ]) {
    await visit(page, path, title);
  }
  await context.close();
});

it('on a light system, the toggle turns dark mode on, it stays on after a reload, and off again follows the system', async () => {
  const { page, context } = await e.newPage({ colorScheme: 'light' });
  await signIn(page, DEMO_MEMBERS[1].email, DEMO_MEMBER_PASSWORD);
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  expect(await scheme(page)).toContain('light');
  await toggle.click();
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(11, 18, 32)');

  await page.reload();
  await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
  expect(await scheme(page)).toContain('dark');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.waitForFunction(() => document.documentElement.classList.contains('light'));
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('system');
  await context.close();
});

it("its toasts pass axe: the green success one ('Login successful') and the neutral one ('Logging out...')", async () => {
  const { page, context } = await e.newPage({ colorScheme: 'dark' });
  await signIn(page, DEMO_MEMBERS[3].email, DEMO_MEMBER_PASSWORD);
  await page.locator('.Toast-root').getByText('Login successful').waitFor();
  // Both panels drawn (their loading boxes are not what this checks).
  await page.locator('#upcoming-events article').first().waitFor();
  await page.locator('#announcements article').first().waitFor();
  expect(await scheme(page)).toContain('dark');
  await expectSettledAccessible(page);
  await snap(page, 'dark-toast-success');
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/auth');
  await page.getByRole('form', { name: 'Sign In' }).waitFor();
  await page.locator('.Toast-root').getByText('Logging out...').waitFor();
  await expectSettledAccessible(page);
  await context.close();
});

it("is in the phone's User Menu", async () => {
  const { page, context } = await e.newPage({ mobile: true, colorScheme: 'light' });
  await signIn(page, DEMO_MEMBERS[2].email, DEMO_MEMBER_PASSWORD);
  await page.goto('/profile');
  await page.getByRole('heading', { name: 'My Profile' }).waitFor();
  const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
  await bar.getByRole('button', { name: 'Profile' }).click();
  const item = page.getByRole('menu', { name: 'User Menu' }).getByRole('menuitemcheckbox', { name: 'Dark mode' });
  await item.click();
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  expect(await item.getAttribute('aria-checked')).toBe('true');
  await expectAccessible(page);
  await snap(page, 'dark-mobile-user-menu');
  await context.close();
});

it('the accessibility check these tests rely on fails on what axe reports: too little contrast, a button without a name', async () => {
  const { page, context } = await e.newPage({ colorScheme: 'dark' });
  await page.goto('/auth');
  await page.getByRole('form', { name: 'Sign In' }).waitFor();
  await expectAccessible(page);
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<p style="color:#777;background:#888">Hard to read</p><button></button>'),
  );
  const failure = await expectAccessible(page).then(() => '', (err: Error) => err.message);
  expect(failure).toContain('color-contrast (serious)');
  expect(failure).toContain('button-name (critical)');
  await context.close();
});
