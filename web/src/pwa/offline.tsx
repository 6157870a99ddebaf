import { ApolloLink, Observable, type ApolloClient } from '@apollo/client';
import ThemeProvider from '@mui/system/ThemeProvider';
import { OperationTypeNode } from 'graphql';
import { createRoot } from 'react-dom/client';
import { tap } from 'rxjs';
import { appTheme } from '../theme';
import { restoreCache, saveCache } from './offline-cache';
import { setOffline as publishOffline } from './online';
import { OfflineBar } from './OfflineBar';
import { i18n } from '../i18n/i18n';
import common from '../../../locales/en/common.json';

/** What a form (or any action) sent while offline answers: nothing left the browser, and the form keeps its values. */
export const OFFLINE_MESSAGE = common.offline.message;
/** How long the cache may go unsaved after a change: answers come in bursts (a screen's queries). */
const SAVE_DELAY_MS = 1000;
/** While offline, how often the open screens' queries try the server again (browsers that never say they are back). */
const RETRY_MS = 30_000;

/** A request that got no answer at all (fetch itself failed), as opposed to an answer with errors. */
const noAnswer = (error: unknown) => error instanceof TypeError;

/**
 * Offline reading, wired to the one Apollo client (issue 37); started by installable.ts after the first screen, or
 * before the first query's retry when the app started without an answer from the server; never in demo or mock mode,
 * whose data is in the browser anyway.
 * - Saves the cache (offline-cache.ts) a second after each change while online, and when the page is hidden.
 * - `startedOffline`: restores it first, so the screens' cache-first queries read the last answers. Started online it
 *   restores nothing: the server's answers are newer, and cache-first would keep the old ones.
 * - Offline is what the browser says (`offline` / `online` events) or what the requests say: one that got no answer
 *   means offline, any answer means online (the browser's flag misses captive portals and dead links).
 * - Refuses mutations while offline with OFFLINE_MESSAGE (a GraphQL error, so forms show it as the server's message
 *   and keep their values), also when the request itself fails, instead of a network failure's generic text.
 * - Shows the offline bar while offline, and when the network returns asks every open screen's queries again.
 * - Says so to the buttons that need the server (online.ts), which are disabled with a reason while offline.
 */
export function startOffline(client: ApolloClient, startedOffline: boolean): void {
  const cache = client.cache;
  let offline = startedOffline || navigator.onLine === false;
  let loadedAt = (startedOffline && restoreCache(cache)) || Date.now();

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    saveCache(cache, loadedAt);
  };
  // Every answer, mutation update and sign-out passes through the cache's write(); patching this one instance is the
  // one hook Apollo Client 4 leaves for "the cache changed" without a watch per query.
  const write = cache.write.bind(cache);
  cache.write = (options) => {
    if (!offline) loadedAt = Date.now();
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
    return write(options);
  };
  addEventListener('pagehide', () => timer && save());
  if (!offline) save();

  const container = document.createElement('div');
  // Its own root before the app's, stuck to the top of the page (the app's tree has no place for it).
  Object.assign(container.style, { position: 'sticky', top: '0', zIndex: '1300' });
  document.body.insertBefore(container, document.body.firstChild);
  const root = createRoot(container);
  const render = () =>
    root.render(
      <ThemeProvider theme={appTheme()}>
        <OfflineBar offline={offline} loadedAt={loadedAt} />
      </ThemeProvider>,
    );
  let retry: ReturnType<typeof setInterval> | undefined;
  // Every open screen's queries but the session check: its refetch would show the start's spinner in place of the
  // screen (SessionProvider), and with it go whatever a form on it holds.
  const refetch = () =>
    void Promise.resolve(
      client.refetchQueries({ include: 'active', onQueryUpdated: (query) => query.queryName !== 'Me' && query.refetch() }),
    ).catch(() => undefined);
  const setOffline = (next: boolean) => {
    if (next === offline) return;
    offline = next;
    publishOffline(offline);
    render();
    clearInterval(retry);
    if (offline) retry = setInterval(refetch, RETRY_MS);
    else refetch();
  };
  publishOffline(offline);
  render();
  if (offline) retry = setInterval(refetch, RETRY_MS);
  addEventListener('offline', () => setOffline(true));
  addEventListener('online', () => setOffline(false));

  const refusal = () =>
    new Observable<ApolloLink.Result>((observer) => {
      observer.next({ errors: [{ message: i18n.t('offline.message'), extensions: { code: 'OFFLINE' } }] });
      observer.complete();
    });
  const offlineLink = new ApolloLink((operation, forward) => {
    const mutation = operation.operationType === OperationTypeNode.MUTATION;
    if (mutation && offline) return refusal();
    return new Observable<ApolloLink.Result>((observer) =>
      forward(operation)
        .pipe(tap({ next: () => setOffline(false) }))
        .subscribe({
          next: (result) => observer.next(result),
          complete: () => observer.complete(),
          error: (error: unknown) => {
            if (!noAnswer(error)) return observer.error(error);
            setOffline(true);
            if (!mutation) return observer.error(error);
            refusal().subscribe(observer);
          },
        }),
    );
  });
  client.setLink(ApolloLink.from([offlineLink, client.link]));
}
