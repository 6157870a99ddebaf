import type { ApolloClient } from '@apollo/client';

/**
 * The installable app's whole part of the first download (issue 37): when to load the rest (pwa/installable.ts). The
 * bundle budget leaves room for no more, and nothing there is needed to show the first screen:
 * - a few seconds after the page's load event, so the service worker's precaching never competes with the first
 *   screen's downloads and none of it is part of them;
 * - at once when the app starts without an answer from the server (main.tsx), as the screens' queries must then read
 *   the member's saved answers;
 * - only with the real backend: demo and mock mode answer /graphql from MSW's worker (/mockServiceWorker.js), which
 *   needs the same root scope, and one scope holds one worker (vite-plugin-pwa #693, msw #1033). In demo mode MSW's
 *   worker takes the scope over; leaving the demo unregisters it and the next real start registers ours again. Their
 *   data is in the browser anyway: nothing to read offline.
 */
const AFTER_LOAD_MS = 3000;
/** Where offline reading keeps the member's answers (pwa/offline-cache.ts); here because main.tsx asks for it first. */
export const OFFLINE_CACHE_KEY = 'd-office.offline-cache';

export const loadInstallableApp = (client: ApolloClient, startedOffline = false) =>
  import('./installable').then((m) => m.startInstallableApp(client, startedOffline));

export function startInstallableAppLater(client: ApolloClient) {
  const later = () => setTimeout(() => void loadInstallableApp(client), AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later);
}
