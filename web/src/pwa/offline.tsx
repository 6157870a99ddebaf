import { ApolloLink, Observable, type ApolloClient } from '@apollo/client';
import ThemeProvider from '@mui/system/ThemeProvider';
import { createRoot } from 'react-dom/client';
import { appTheme } from '../theme';
import { restoreCache, saveCache } from './offline-cache';
import { OfflineBar } from './OfflineBar';

/** What a form (or any action) sent while offline answers: nothing left the browser, and the form keeps its values. */
export const OFFLINE_MESSAGE = 'You are offline: nothing was sent. What you entered is kept; try again when you are back online.';
/** How long the cache may go unsaved after a change: answers come in bursts (a screen's queries). */
const SAVE_DELAY_MS = 1000;

const isOffline = () => navigator.onLine === false;

/**
 * Offline reading, wired to the one Apollo client (issue 37); started by installable.ts after the first screen, or before
 * the first query when the app starts offline; never in demo or mock mode, whose data is in the browser anyway.
 * - Saves the cache (offline-cache.ts) a second after each change while online, and when the page is hidden.
 * - Started offline, restores it before the first query, so the screens' cache-first queries read the last answers.
 *   Started online it restores nothing: the server's answers are newer, and cache-first would keep the old ones.
 * - Refuses operations sent while offline with OFFLINE_MESSAGE (a GraphQL error, so forms show it as the server's
 *   message and keep their values), instead of a network failure's generic text.
 * - Shows the offline bar while offline, and when the network returns asks every screen's queries again.
 */
export function startOffline(client: ApolloClient): void {
  const cache = client.cache;
  let loadedAt = (isOffline() && restoreCache(cache)) || Date.now();

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
    if (!isOffline()) loadedAt = Date.now();
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
    return write(options);
  };
  // client.resetStore() and clearStore() empty the cache without a write; saving then forgets the member's answers.
  client.onResetStore(async () => save());
  client.onClearStore(async () => save());
  addEventListener('pagehide', () => timer && save());
  if (!isOffline()) save();

  const offlineGuard = new ApolloLink((operation, forward) =>
    isOffline()
      ? new Observable((observer) => {
          observer.next({ errors: [{ message: OFFLINE_MESSAGE, extensions: { code: 'OFFLINE' } }] });
          observer.complete();
        })
      : forward(operation),
  );
  client.setLink(ApolloLink.from([offlineGuard, client.link]));

  // Its own root before the app's, stuck to the top of the page (the app's tree has no place for it until now).
  const container = document.createElement('div');
  Object.assign(container.style, { position: 'sticky', top: '0', zIndex: '1300' });
  document.body.insertBefore(container, document.body.firstChild);
  const root = createRoot(container);
  const render = () =>
    root.render(
      <ThemeProvider theme={appTheme()}>
        <OfflineBar offline={isOffline()} loadedAt={loadedAt} />
      </ThemeProvider>,
    );
  render();
  addEventListener('offline', render);
  addEventListener('online', () => {
    render();
    void client.refetchObservableQueries().catch(() => undefined);
  });
}
