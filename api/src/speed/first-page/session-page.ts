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

/** The element of the other answers (below); the client looks for it (web/src/lib/pageAnswers.ts). */
export const PAGE_ANSWERS_ID = 'page-answers';

/**
 * The queries a signed-in page asks as soon as it shows, beyond `Me`, as Apollo Client sends them (by operation
 * name): the header's unread count on every screen, and the dashboard's two panels on /dashboard (where `/` leads a
 * signed-in member). Their answers go in the page too, so the screen has its data when it shows: no round trip
 * per query, and none of Apollo's fetch work (printing, parsing, an urgent render) per answer.
 * session-page.test.ts checks that each is the web client's own document.
 */
export const SHELL_OPERATIONS: Readonly<Record<string, string>> = {
  InboxUnreadCount: 'query InboxUnreadCount { unreadNotificationCount }',
};
export const PAGE_OPERATIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '/dashboard': {
    DashboardUpcomingEvents:
      'query DashboardUpcomingEvents { events(filter: {upcoming: true, notEnded: true}, limit: 10) { ...EventCardFields __typename } } ' +
      'fragment EventCardFields on Event { id title type date status startTime endTime location locationDetail maxAttendees ' +
      'attendeeCount currentUserRsvp { status respondedAt __typename } waitlistCount waitlistPosition __typename }',
    DashboardAnnouncements:
      'query DashboardAnnouncements { announcements(limit: 3) { id title content createdAt author { id fullName __typename } ' +
      'team { id name __typename } league { id name __typename } __typename } }',
  },
};

/** The screen a signed-in member sees first at `pathname`: `/` leads to the dashboard; a trailing slash is dropped. */
function screenOf(pathname: string): string {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return page === '/' ? '/dashboard' : page;
}

/** The operations whose answers a signed-in member's page for `pathname` carries (by operation name). */
export function pageOperations(pathname: string): Record<string, string> {
  return { ...SHELL_OPERATIONS, ...PAGE_OPERATIONS[screenOf(pathname)] };
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
