// Build time only (web/vite.config.mts runs it in Node): never part of the browser bundle.
import AuthPage from '../pages/AuthPage';
import { SESSION_ANSWER_ID } from '../lib/session';
import { prerenderPage, type PrerenderedPage } from './page';

/**
 * The answer to the app's first query, `Me`, as the server's session page gives it (api/src/speed/first-page/):
 * the server sends this page only to a visitor without a session cookie, and nobody is signed in without one, so
 * the app starts from the answer instead of asking (lib/session.tsx's takeSessionAnswer).
 */
const SIGNED_OUT = `<script type="application/json" id="${SESSION_ANSWER_ID}">${JSON.stringify({ me: null })}</script>`;

/**
 * /auth for `web/dist/prerendered/auth.html`: the real AuthPage inside the app's providers, rendered to HTML, so a
 * signed-out visitor sees the sign-in screen at the first paint instead of after the scripts have run.
 */
export function renderAuthPage(indexHtml: string): PrerenderedPage {
  return prerenderPage(indexHtml, '/auth', <AuthPage />, { head: SIGNED_OUT });
}
