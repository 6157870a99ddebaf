import type { ApolloClient } from '@apollo/client';
import { writePageAnswers } from './pageAnswers';

/**
 * The app's one Apollo client, made when first needed (issue 37 item 5). Apollo Client with rxjs, optimism and
 * graphql's AST is ~50 KB gzip, and a signed-in member's first screen needs none of it to show: the page carries its
 * answers (lib/pageAnswers.ts), which the first screen's hooks (lib/useAnswer.ts) read until the client is here. It is
 * loaded by the first thing that must reach the server or Apollo's cache: a query without an answer in the page, a
 * refetch, a mutation (an RSVP, signing out), a screen other than the dashboard (routes.tsx waits for it with the
 * screen's code), the first press or key on the page (`prefetchOnIntent`), and offline reading, which keeps the
 * member's answers in Apollo's cache (pwa/register.ts).
 *
 * Tests and the build's prerender hand a ready client to `AppProviders`, which sets it here.
 */
let client: ApolloClient | undefined;
let loading: Promise<ApolloClient> | undefined;
const listeners = new Set<() => void>();

/** How the client is made; lib/apollo.ts is imported only here, so its code is a chunk of its own. */
const make: () => Promise<ApolloClient> = () => import('./apollo').then((m) => m.createApolloClient());

/** The client, if it is here already. */
export const currentClient = (): ApolloClient | undefined => client;

/** Calls `listener` when the client arrives (or is replaced); returns the unsubscribe. */
export function onClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Puts a ready client in the slot (tests, the prerender). */
export function setClient(ready: ApolloClient): void {
  if (client === ready) return;
  client = ready;
  loading = Promise.resolve(ready);
  // The page's answers go into its cache before any query watches it, so none of them is asked again.
  writePageAnswers(ready);
  for (const listener of [...listeners]) listener();
}

/** Empties the slot, as on a page that has not loaded the client yet (tests). */
export function forgetClient(): void {
  client = undefined;
  loading = undefined;
}

/** The client, loaded and made on the first call; a failed download is tried again by the next call. */
export function loadClient(): Promise<ApolloClient> {
  return (loading ??= make().then(
    (made) => {
      setClient(made);
      return made;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/**
 * The first press, touch or key anywhere on the page fetches the client: whatever the member is about to do (an RSVP,
 * the menu, another screen) most likely needs it, and the download then overlaps their gesture.
 */
export function prefetchOnIntent(): void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const go = () => {
    for (const type of events) removeEventListener(type, go, true);
    void loadClient().catch(() => undefined);
  };
  for (const type of events) addEventListener(type, go, { capture: true, passive: true });
}
