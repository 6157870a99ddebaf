import type { Locator, Page } from 'playwright-core';

/**
 * Layout checks the browser tests share: what a person would see as cut, hidden or broken, measured in the page.
 * Each answers what it found, so a failing test says what went wrong.
 */

/**
 * The points of `locator`'s box (its four inner corners and its centre) where something else is drawn on top of it:
 * [] when nothing covers it. A point is covered when the page's topmost element there is neither the element nor
 * inside it.
 */
export async function coveredPoints(locator: Locator): Promise<string[]> {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const inset = 2;
    const points: [string, number, number][] = [
      ['top left', r.left + inset, r.top + inset],
      ['top right', r.right - inset, r.top + inset],
      ['bottom left', r.left + inset, r.bottom - inset],
      ['bottom right', r.right - inset, r.bottom - inset],
      ['centre', r.left + r.width / 2, r.top + r.height / 2],
    ];
    return points
      .filter(([, x, y]) => {
        const top = document.elementFromPoint(x, y);
        return !top || !(top === el || el.contains(top));
      })
      .map(([name, x, y]) => {
        const top = document.elementFromPoint(x, y);
        const what = top ? `${top.tagName.toLowerCase()}${top.className && typeof top.className === 'string' ? `.${top.className.split(' ')[0]}` : ''}` : 'nothing';
        return `${name} (${Math.round(x)}, ${Math.round(y)}) under ${what}`;
      });
  });
}

/** True when the element's text is cut (an ellipsis or hidden overflow): it needs more room than it has. */
export function isTruncated(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
}

/** The element's box in the viewport, rounded to whole pixels. */
export async function box(locator: Locator): Promise<{ left: number; top: number; right: number; bottom: number; width: number; height: number }> {
  const r = await locator.evaluate((el) => {
    const b = el.getBoundingClientRect();
    return { left: b.left, top: b.top, right: b.right, bottom: b.bottom, width: b.width, height: b.height };
  });
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Math.round(v)])) as typeof r;
}

/**
 * Demo mode's banner is in view with all its text, the side menu's title (desktop) beside it and the page's header
 * below it, also once the page has scrolled; on /events, whose cards make a page taller than the screen.
 */
export async function expectDemoBannerInView(page: Page): Promise<void> {
  const banner = page.getByText('Demo — nothing is saved on a server');
  await page.goto('/events');
  const title = page.getByRole('banner').getByRole('heading', { level: 1, name: 'Events' });
  await title.waitFor();
  await page.getByRole('article').first().waitFor();
  expect(await coveredPoints(banner)).toEqual([]);
  expect(await coveredPoints(title)).toEqual([]);
  const menuTitle = page.locator('.side-menu').getByText('D.Office', { exact: true });
  if (await menuTitle.count()) expect(await coveredPoints(menuTitle)).toEqual([]);
  await page.mouse.wheel(0, 700);
  await page.waitForFunction(() => window.scrollY > 300);
  expect(await coveredPoints(banner)).toEqual([]);
  expect(await coveredPoints(title)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}
