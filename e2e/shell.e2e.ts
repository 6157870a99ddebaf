import type { Page } from 'playwright-core';
import { expectAccessible, snap, startE2E, type E2E } from './harness';
import { isTruncated } from './layout';
import { signInNewUser } from './steps';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

async function signedInPage(opts: { isAdmin: boolean; mobile?: boolean }) {
  const { page, context } = await e.newPage({ mobile: opts.mobile });
  const user = await signInNewUser(e.t, page, { isAdmin: opts.isAdmin, fullName: opts.isAdmin ? 'Ada Admin' : 'Mia Member' });
  return { page, context, user };
}

/** Waits until a popup's or toast's grow-in is over (axe would otherwise measure half-transparent text). */
const settled = (page: Page, selector: string) =>
  page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && getComputedStyle(el).opacity === '1' && getComputedStyle(el).transform === 'none';
  }, selector);
const popupSettled = (page: Page) => settled(page, '.MuiPopover-paper');

/** Clicks a spot far from the open popup: MUI closes it on a click on its backdrop. */
const clickOutside = (page: Page) => page.mouse.click(20, 120);

describe('desktop side menu', () => {
  it("shows a member the Main section only, with the member's name and role", async () => {
    const { page, context } = await signedInPage({ isAdmin: false });
    await page.goto('/profile');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('list', { name: 'Main' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Calendar', 'Meeting Rooms', 'Events', 'Profile']);
    expect(await nav.getByRole('list', { name: 'Admin' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Mobile navigation' }).count()).toBe(0);
    const width = await page.evaluate(() => document.querySelector('.side-menu')!.getBoundingClientRect().width);
    expect(width).toBe(256);
    await expectAccessible(page);
    await snap(page, 'shell-desktop-member-profile');

    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.getByText('No notifications yet').waitFor();
    await popupSettled(page);
    await expectAccessible(page);
    await snap(page, 'shell-desktop-notifications');
    await clickOutside(page);
    await page.getByText('No notifications yet').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full Name').fill('Mia Changed');
    await expectAccessible(page);
    await snap(page, 'profile-edit');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Your profile has been updated successfully').waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    await page.getByText('You have been successfully logged out').waitFor();
    await context.close();
  });

  it('shows an admin the Admin section and lets them open an admin page', async () => {
    const { page, context } = await signedInPage({ isAdmin: true });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const admin = nav.getByRole('list', { name: 'Admin' });
    await admin.waitFor();
    expect(await admin.getByRole('link').allTextContents()).toEqual([
      'Manage Users',
      'Manage Rooms',
      'Booking Requests',
      'Payments',
      'Membership',
      'Manage Events',
      'Announcements',
      'Leagues & Teams',
      'WhatsApp Settings',
      'Insights',
      'Audit Log',
      'Webhooks',
    ]);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await expectAccessible(page);
    await snap(page, 'shell-desktop-admin-profile');
    await admin.getByRole('link', { name: 'Manage Rooms' }).click();
    await page.waitForURL('**/admin/manage-rooms');
    await page.getByRole('heading', { level: 1, name: 'Manage Rooms' }).waitFor();
    await context.close();
  });
});

describe('mobile bottom bar (390 × 844)', () => {
  it("shows a member's bottom bar; Profile on /profile opens the User Menu; an outside click closes it", async () => {
    const { page, context } = await signedInPage({ isAdmin: false, mobile: true });
    const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
    await bar.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    expect(await bar.getByRole('button', { name: 'Admin' }).count()).toBe(0);
    expect(await bar.getByRole('link').allTextContents()).toEqual(['Home', 'Calendar', 'Rooms', 'Events']);

    await bar.getByRole('button', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    expect(await page.getByRole('menu').count()).toBe(0);
    await expectAccessible(page);
    await snap(page, 'shell-mobile-member-profile');

    // The dashboard's welcome toast (first visit of the session) would cover the popup in the screenshot.
    await page.getByRole('status').getByRole('button', { name: 'Close' }).click();
    await bar.getByRole('button', { name: 'Profile' }).click();
    const menu = page.getByRole('menu', { name: 'User Menu' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['View Profile', 'Logout']);
    await popupSettled(page);
    await expectAccessible(page);
    await snap(page, 'shell-mobile-user-menu');
    await clickOutside(page);
    await menu.waitFor({ state: 'detached' });

    await bar.getByRole('button', { name: 'Profile' }).click();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    await page.getByText('You have been successfully logged out').waitFor();
    await settled(page, '.Toast-root > *');
    await snap(page, 'auth-mobile');
    await expectAccessible(page);
    await context.close();
  });

  it("gives a parent a Children entry; the six entries' labels fit the phone", async () => {
    const { page, context } = await e.newPage({ mobile: true });
    await signInNewUser(e.t, page, { isParent: true, fullName: 'Pat Parent' });
    const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
    await bar.getByRole('link', { name: 'Children' }).click();
    await page.waitForURL('**/my-children');
    await page.getByRole('heading', { level: 1, name: 'My Children' }).waitFor();
    expect(await bar.getByRole('link', { name: 'Children' }).getAttribute('class')).toContain('Mui-selected');
    for (const label of await bar.locator('.MuiBottomNavigationAction-label').all()) expect(await isTruncated(label)).toBe(false);
    await expectAccessible(page);
    await snap(page, 'shell-mobile-parent-children');
    await context.close();
  });

  it("opens an admin's Admin Tools popup with the admin pages; an outside click closes it", async () => {
    const { page, context } = await signedInPage({ isAdmin: true, mobile: true });
    await page.goto('/profile');
    const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
    await bar.getByRole('button', { name: 'Admin' }).click();
    const menu = page.getByRole('menu', { name: 'Admin Tools' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Manage Users',
      'Manage Rooms',
      'Booking Requests',
      'Payments',
      'Membership',
      'Manage Events',
      'Announcements',
      'Leagues & Teams',
      'WhatsApp Settings',
      'Insights',
      'Audit Log',
      'Webhooks',
      'My Children',
    ]);
    await popupSettled(page);
    await expectAccessible(page);
    await snap(page, 'shell-mobile-admin-tools');
    await clickOutside(page);
    await menu.waitFor({ state: 'detached' });

    await bar.getByRole('button', { name: 'Admin' }).click();
    await menu.getByRole('menuitem', { name: 'Announcements' }).click();
    await page.waitForURL('**/admin/announcements');
    await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
    await context.close();
  });
});
