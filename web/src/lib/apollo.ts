import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
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
 * The HTTP end of the chain (lib/httpTransport.ts), fetched with the first operation: a signed-in page's first screen
 * reads the answers its page carries and sends nothing, so HttpLink, graphql's printer and the answer parsing (~5 KB
 * gzip) are not part of its download. The operation waits for the file only the first time; unsubscribing meanwhile
 * sends nothing.
 */
export function lazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  return new ApolloLink((operation, forward) => {
    return new Observable((observer) => {
      let closed = false;
      let subscription: Subscription | undefined;
      (link ??= load().catch((error: unknown) => {
        link = undefined; // a failed download (offline, a new release) is tried again by the next operation
        throw error;
      })).then(
        (loaded) => {
          if (!closed) subscription = loaded.request(operation, forward).subscribe(observer);
        },
        (error: unknown) => {
          if (!closed) observer.error(error);
        },
      );
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  });
}

/**
 * One Apollo client per app. Spec §9: no retries, no polling, no refetch on focus, data never
 * stale — queries read the cache first and lists are refetched explicitly after mutations.
 * Every UNAUTHENTICATED answer (a GraphQL error code or an HTTP 401) is reported to the
 * listeners, so a session that ends on the server ends visibly in the app.
 */
export function createApolloClient(uri = '/graphql') {
  const listeners = new Set<() => void>();
  const transport = lazyLink(() => import('./httpTransport').then((m) => m.httpTransport(uri, listeners)));
  const client = new ApolloClient({
    link: ApolloLink.from([ownTaskLink, languageLink, transport]),
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
