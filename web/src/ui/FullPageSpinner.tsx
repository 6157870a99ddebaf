import { prerenderedShowing } from '../lib/prerendered';

/**
 * Shown while the session check loads (spec §2). The markup and its styles (`.boot`) are those of the
 * spinner in index.html, which shows before any script has run, so the page looks the same from the
 * first paint to the first screen, and the spinner needs no component code.
 */
export function FullPageSpinner() {
  // The sign-in screen the server sent in the HTML stands in for the spinner until a screen replaces it.
  if (prerenderedShowing()) return null;
  return (
    <div className="boot" role="progressbar" aria-label="Loading">
      <svg viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </div>
  );
}
