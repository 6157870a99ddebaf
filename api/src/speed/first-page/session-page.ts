import { SCREENS, SHELL, type PageOperation } from './operations';

/**
 * The web app's page (index.html) for a request that carries a session cookie, with the answer to the app's
 * first question, the `Me` query, already in it: every screen waits for it before it shows anything, and on
 * a slow link its round trip sat between the scripts running and the first screen (Lighthouse's LCP).
 *
 * The answer is the GraphQL server's own answer to the same operation for the same request context (same
 * resolver, same access rules, the session checked now), written as a data block:
 * `<script type="application/json">` is never executed, so the CSP stays as strict as it is. The page is sent
 * `no-cache` with `Vary: Cookie`. The client reads it once at start (web/src/lib/session.tsx) instead of asking.
 */

/** The element's id; the client looks for it (web/src/lib/session.tsx). */
export const SESSION_ANSWER_ID = 'session-answer';

/** The element of the other answers (below); the client looks for it (web/src/lib/pageAnswers.ts). */
export const PAGE_ANSWERS_ID = 'page-answers';

/** The screen a signed-in member sees first at `pathname`: `/` leads to the dashboard; a trailing slash is dropped. */
function screenOf(pathname: string): string {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return page === '/' ? '/dashboard' : page;
}

/**
 * The queries a signed-in page asks as soon as it shows, beyond `Me` (operations.ts): the header's on every screen, and
 * the screen's own (the dashboard's two panels on /dashboard, where `/` leads a signed-in member). Their answers go in
 * the page too, so the screen has its data when it shows: no round trip per query, and none of Apollo's fetch work
 * (printing, parsing, an urgent render) per answer.
 */
export function pageOperations(pathname: string): readonly PageOperation[] {
  return [...SHELL, ...(SCREENS[screenOf(pathname)] ?? [])];
}

/**
 * The prerendered page (under the web build's `prerendered/`, made by web/src/prerender/) a signed-in member gets
 * at `pathname` in place of index.html, the answers added the same way: the dashboard, whose frame and loading state
 * are then painted from the HTML. Other screens start from index.html's spinner.
 */
export function prerenderedPageOf(pathname: string): string | undefined {
  return screenOf(pathname) === '/dashboard' ? 'dashboard.html' : undefined;
}

/** JSON that is safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), U+2028/2029 escaped. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html with `data` (the `Me` query's data) as a data block at the end of its head, and `others` (the
 * answers of `pageOperations` by operation name, when there are any) in a second one.
 */
export function withSessionAnswer(indexHtml: string, data: unknown, others?: Record<string, unknown>): string {
  let block = `<script type="application/json" id="${SESSION_ANSWER_ID}">${scriptSafeJson(data)}</script>`;
  if (others && Object.keys(others).length) block += `<script type="application/json" id="${PAGE_ANSWERS_ID}">${scriptSafeJson(others)}</script>`;
  const at = indexHtml.indexOf('</head>');
  if (at === -1) return indexHtml;
  return indexHtml.slice(0, at) + block + indexHtml.slice(at);
}
