/**
 * The server sends /auth to a visitor without a session cookie with the sign-in screen already in the HTML, and
 * /dashboard to a signed-in member with the dashboard's frame (`#prerendered`, made at build time by
 * web/src/prerender/). It stands in for the loading spinner until the app's first screen is ready to replace it in
 * the same frame. Its `data-screen` attribute names the screen it shows.
 */
export const PRERENDERED_ID = 'prerendered';
export const PRERENDERED_SCREEN_ATTR = 'data-screen';

const element = typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_ID);

/** The page came with the prerendered sign-in screen: the server saw no session cookie, so nobody is signed in. */
export const signedOutAtLoad = element?.getAttribute(PRERENDERED_SCREEN_ATTR) === '/auth';

/** The prerendered screen is still on the page (the app has not shown a screen of its own yet). */
export const prerenderedShowing = () => element?.isConnected ?? false;

/** Removes the prerendered screen; called as the app's first screen is committed, before the browser paints. */
export function dropPrerendered() {
  element?.remove();
}
