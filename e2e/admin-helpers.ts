import type { Page } from 'playwright-core';
import { expectAccessible } from './harness';

/** Signs in through the real form (every test user's password is secret123). */
export async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email or username').fill(email);
  await form.getByLabel('Password').fill('secret123');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

/** Polls until `check` holds (e.g. the date picker's month slide keeps two grids for a moment). */
export async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * axe on a settled page: mid-fade dialogs and toasts are semi-transparent, which axe reports as
 * low contrast, so wait for MUI's enter transitions (225 ms) to end first.
 */
export async function expectSettledAccessible(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('.MuiDialog-container, .MuiBackdrop-root, .MuiSnackbar-root > *')].every(
      (el) => getComputedStyle(el).opacity === '1' || el.classList.contains('MuiBackdrop-invisible'),
    ),
  );
  await page.waitForTimeout(100);
  await expectAccessible(page);
}
