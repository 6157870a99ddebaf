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

/** The element's id; the client looks for it. */
export const SESSION_ANSWER_ID = 'session-answer';

/**
 * The web client's `Me` query (web/src/lib/session.tsx) as Apollo Client sends it (it adds `__typename`);
 * session-page.test.ts checks that the two stay the same.
 */
export const ME_OPERATION = 'query Me { me { id username email fullName isAdmin isParent __typename } }';

/** JSON that is safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), U+2028/2029 escaped. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html with `data` (the `Me` query's data) as a data block at the end of its head. */
export function withSessionAnswer(indexHtml: string, data: unknown): string {
  const block = `<script type="application/json" id="${SESSION_ANSWER_ID}">${scriptSafeJson(data)}</script>`;
  const at = indexHtml.indexOf('</head>');
  if (at === -1) return indexHtml;
  return indexHtml.slice(0, at) + block + indexHtml.slice(at);
}
