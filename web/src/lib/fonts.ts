/**
 * The weights of Roboto (index.html's @font-face rules) that the signed-in screens draw with: body text 400, the
 * buttons', tabs' and panel titles' 500, the header's page title 700.
 */
export const SHELL_FONT_WEIGHTS = [400, 500, 700] as const;

/**
 * Starts downloading Roboto's faces of the given weights now, before anything is drawn with them. A face is
 * otherwise asked for by the first layout that uses it: that layout is done in the fallback font (on a phone,
 * matching local fallback faces made the dashboard's first layout ~2x as long), and each face's arrival then lays the
 * page out again. Loaded early, the screen's first layout finds them. No `<link rel="preload">`: Chromium holds the
 * first paint for preloaded fonts, and the page would paint its spinner later. Failures are left to the swap.
 */
export function loadFonts(weights: readonly number[]): void {
  if (typeof document === 'undefined' || !document.fonts?.load) return;
  for (const weight of weights) document.fonts.load(`${weight} 1em Roboto`).catch(() => undefined);
}
