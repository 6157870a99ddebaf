import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';

/*
 * The spinner a page shows while the app starts (index.html, then the app's FullPageSpinner) holds still for its
 * first second: most starts end sooner, and a moving spinner is a style recalc and paint per frame on the main
 * thread that is starting the app. Then it spins; the app's copy runs on the same clock, so taking over from
 * index.html's neither starts the wait again nor makes the arc jump.
 */

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

interface SpinnerAnimation {
  name: string;
  startTime: number | null;
  delay: number;
  /** null while the animation waits out its delay. */
  progress: number | null;
}

/** The animations of the spinner's arc and circle, as the browser runs them. */
function spinnerAnimations(page: Page, selector: string): Promise<SpinnerAnimation[]> {
  return page.evaluate(
    (sel) =>
      document
        .querySelector(sel)!
        .getAnimations({ subtree: true })
        .map((a) => {
          const timing = a.effect!.getComputedTiming();
          return { name: (a as CSSAnimation).animationName, startTime: a.startTime as number | null, delay: Number(timing.delay), progress: timing.progress ?? null };
        }),
    selector,
  );
}

/** Holds back every request matching `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

it('holds the start spinner still for its first second, then spins it', async () => {
  const { page, context } = await e.newPage({ mobile: true });
  // The app's scripts held back: index.html's own spinner is all the page shows.
  const releaseScripts = await holdBack(page, '**/assets/*.js');
  let still: SpinnerAnimation[] = [];
  let elapsed = Infinity;
  // The spinner is looked at within its first second. A busy machine may get there only later: then it looks
  // again on a fresh load (three loads at most).
  for (let load = 0; load < 3 && elapsed >= 1000; load++) {
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.locator('.boot svg').waitFor();
    await page.waitForFunction(() => document.querySelector('.boot svg')!.getAnimations().every((a) => a.startTime !== null));
    still = await spinnerAnimations(page, '#root > .boot');
    // Read after the animations, so their state was taken no later than this.
    elapsed = await page.evaluate((start) => (document.timeline.currentTime as number) - start, still[0]!.startTime!);
  }
  expect(still.map((a) => a.name).sort()).toEqual(['boot-dash', 'boot-rotate']);
  expect(elapsed).toBeLessThan(1000);
  for (const a of still) expect(a).toMatchObject({ delay: 1000, progress: null });

  await page.waitForFunction((start) => (document.timeline.currentTime as number) - start > 1100, still[0]!.startTime!);
  const spinning = await spinnerAnimations(page, '#root > .boot');
  for (const a of spinning) expect(a.progress).not.toBeNull();
  releaseScripts();
  await context.close();
});

it("runs the app's spinner on index.html's clock, so taking over does not start the wait again", async () => {
  const { page, context } = await e.newPage({ mobile: true });
  // No session cookie and the session check held: the app shows its own spinner until the answer comes.
  const releaseCheck = await holdBack(page, '**/graphql');
  const releaseScripts = await holdBack(page, '**/assets/*.js');
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelector('.boot svg')?.getAnimations().every((a) => a.startTime !== null));
  const [boot] = await spinnerAnimations(page, '#root > .boot');
  await page.evaluate(() => ((document.querySelector('#root > .boot') as HTMLElement & { fromHtml?: boolean }).fromHtml = true));

  releaseScripts();
  // React replaces index.html's spinner with FullPageSpinner's: same markup, new elements.
  await page.waitForFunction(() => {
    const spinner = document.querySelector('#root > .boot') as (HTMLElement & { fromHtml?: boolean }) | null;
    return spinner !== null && !spinner.fromHtml;
  });
  const app = await spinnerAnimations(page, '#root > .boot');
  expect(app).toHaveLength(2);
  for (const a of app) expect(a).toMatchObject({ startTime: boot!.startTime, delay: 1000 });

  releaseCheck();
  await page.getByRole('heading', { name: 'Welcome to D.Office' }).waitFor();
  await context.close();
});
