import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import type { Subscription } from 'rxjs';
import { activeLanguage } from '../i18n/language';

/** Who hears that the server answered UNAUTHENTICATED (see SessionExpiryWatcher in session.tsx). */
const unauthenticatedListeners = new WeakMap<ApolloClient, Set<() => void>>();

/** Calls `listener` whenever an operation of `client` is answered UNAUTHENTICATED; returns the unsubscribe. */
export function onUnauthenticated(client: ApolloClient, listener: () => void): () => void {
  const set = unauthenticatedListeners.get(client);
  set?.add(listener);
  return () => set?.delete(listener);
}

/** The Prioritized Task Scheduling API (Chromium, Firefox), where the browser has it. */
type PostTask = (callback: () => void, options: { signal: AbortSignal }) => Promise<void>;
const taskScheduler = () => (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;

/**
 * Sends each operation from a task of its own where the browser can post one (`scheduler.postTask`), else at
 * once. A screen's queries start in its components' effects, which React runs together in one task after the
 * commit that shows the screen; printing each query and starting its fetch there made that the dashboard's
 * longest task on a slow phone (Lighthouse's Total Blocking Time counts each task's time past 50 ms). Unsubscribing
 * before the task has run sends nothing.
 */
export const ownTaskLink = new ApolloLink((operation, forward) => {
  const scheduler = taskScheduler();
  if (!scheduler?.postTask) return forward(operation);
  return new Observable((observer) => {
    const posted = new AbortController();
    let subscription: Subscription | undefined;
    scheduler.postTask!(() => {
      subscription = forward(operation).subscribe(observer);
    }, { signal: posted.signal }).catch(() => undefined); // aborted: the operation was unsubscribed
    return () => {
      posted.abort();
      subscription?.unsubscribe();
    };
  });
});

/** Every operation asks the server to answer (error messages included) in the language the app shows. */
export const languageLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, 'Accept-Language': activeLanguage() } }));
  return forward(operation);
});

/**
 * One Apollo client per app. Spec §9: no retries, no polling, no refetch on focus, data never
 * stale — queries read the cache first and lists are refetched explicitly after mutations.
 * Every UNAUTHENTICATED answer (a GraphQL error code or an HTTP 401) is reported to the
 * listeners, so a session that ends on the server ends visibly in the app.
 */
export function createApolloClient(uri = '/graphql') {
  const listeners = new Set<() => void>();
  const reportUnauthenticated = new ErrorLink(({ error }) => {
    const unauthenticated =
      (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) ||
      (ServerError.is(error) && error.statusCode === 401);
    if (unauthenticated) for (const listener of listeners) listener();
  });
  const client = new ApolloClient({
    link: ApolloLink.from([ownTaskLink, languageLink, reportUnauthenticated, new HttpLink({ uri, credentials: 'include' })]),
    cache: new InMemoryCache({
      typePolicies: {
        // One booking appears once per booked day with the same id; key by day too, or the cache merges the days.
        CalendarBooking: { keyFields: ['id', 'date'] },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
  unauthenticatedListeners.set(client, listeners);
  return client;
}
