import type { Locator, Page } from 'playwright-core';
import { seedDemo } from '../api/src/cli/seed-demo';
import { DEMO_ADMIN } from '../api/src/cli/demo-data';
import { snap, startE2E, type E2E } from './harness';
import { box, isTruncated } from './layout';
import { signIn } from './steps';

/**
 * Sizes and layout that review found broken (issue 41), on the demo data: what a person sees as cut, broken or out
 * of line, measured in real Chromium on a phone (390 × 844) and a desktop.
 */
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
  await seedDemo(e.t.ds, e.t.services);
});
afterAll(() => e?.close());

async function adminPage(opts: { mobile?: boolean; colorScheme?: 'light' | 'dark' } = {}) {
  const { page, context } = await e.newPage(opts);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  return { page, context };
}

/** The number of lines a block of text takes. */
const lines = (text: Locator) =>
  text.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));

describe('Booking Requests', () => {
  it('on a phone, a card keeps its delete button on the room’s line and the email whole; ten cards a page', async () => {
    const { page, context } = await adminPage({ mobile: true });
    await page.goto('/admin/booking-requests');
    const list = page.getByRole('list', { name: 'Booking requests' });
    await list.waitFor();
    const cards = await list.getByRole('listitem', { name: /requested by/ }).all();
    expect(cards).toHaveLength(10);
    for (const card of cards) {
      const room = await box(card.getByRole('heading', { level: 3 }));
      const remove = await box(card.getByRole('button', { name: /^Delete booking request/ }));
      // Beside the room's name, not on a line of its own.
      expect(remove.top).toBeLessThan(room.bottom);
      expect(await lines(card.getByText(/@d-office\.local$/))).toBe(1);
    }
    await page.getByRole('navigation', { name: 'Booking requests pages' }).waitFor();
    // 23 requests were one 12,000 px page.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(7000);
    await snap(page, 'review-booking-requests-390');
    await context.close();
  });
});

describe('Toasts', () => {
  it('show over the header band, clear of the screen’s content (and, on a desktop, of the bell); a 50 px swipe dismisses', async () => {
    for (const mobile of [false, true]) {
      const { page, context } = await adminPage({ mobile });
      const toast = page.locator('.Toast-root [role="status"]');
      await toast.getByText('Login successful').waitFor();
      const main = await page.locator('main').evaluate((el) => el.getBoundingClientRect().top + parseFloat(getComputedStyle(el).paddingTop));
      const t = await box(toast);
      expect(t.top).toBeGreaterThanOrEqual(0);
      expect(t.bottom).toBeLessThanOrEqual(Math.ceil(main));
      if (!mobile) {
        const bell = await box(page.getByRole('button', { name: /Notifications/ }));
        expect(t.right <= bell.left || t.left >= bell.right).toBe(true);
      }
      await snap(page, `review-toast-${mobile ? 390 : 1366}`);
      // A drag of 30 px puts it back; one of 60 px sends it away.
      for (const dx of [30, 60]) {
        const at = await box(toast);
        const y = at.top + at.height / 2;
        await page.mouse.move(at.left + 40, y);
        await page.mouse.down();
        await page.mouse.move(at.left + 40 + dx / 2, y, { steps: 3 });
        await page.mouse.move(at.left + 40 + dx, y, { steps: 3 });
        await page.mouse.up();
        if (dx < 50) expect(await toast.getByText('Login successful').isVisible()).toBe(true);
      }
      // Gone at once (the greeting queued behind it may take its place).
      await page.getByText('Login successful').waitFor({ state: 'detached', timeout: 1000 });
      await context.close();
    }
  });
});
