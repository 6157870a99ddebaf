import { useLayoutEffect, useRef } from 'react';
import { prerenderedShowing } from '../lib/prerendered';
import { useTranslation } from 'react-i18next';

/** The start time of index.html's spinner animations (page clock, ms), read once while it is still on the page. */
let clock: number | undefined;
function spinnerClock(): number {
  if (clock === undefined) {
    const started = document.querySelector('.boot svg')?.getAnimations?.()[0]?.startTime;
    // Without it (no spinner in the page, or not yet styled), the page's own start.
    clock = typeof started === 'number' ? started : 0;
  }
  return clock;
}

/**
 * Shown while the session check loads (spec §2). The markup and its styles (`.boot`) are those of the
 * spinner in index.html, which shows before any script has run, so the page looks the same from the
 * first paint to the first screen, and the spinner needs no component code.
 *
 * The spinner holds still for its first second (index.html). This copy runs its animations on index.html's
 * clock, so replacing one with the other neither starts the wait again nor makes the arc jump.
 */
export function FullPageSpinner() {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  // The sign-in screen the server sent in the HTML stands in for the spinner until a screen replaces it.
  const hidden = prerenderedShowing();
  const start = hidden ? 0 : spinnerClock();
  useLayoutEffect(() => {
    for (const animation of ref.current?.getAnimations?.({ subtree: true }) ?? []) animation.startTime = start;
  }, [start]);
  if (hidden) return null;
  return (
    <div ref={ref} className="boot" role="progressbar" aria-label={t('ui.loading')}>
      <svg viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </div>
  );
}
