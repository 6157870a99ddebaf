import { loadClient } from '../lib/apolloSlot';

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

/**
 * Offline reading keeps the member's answers in Apollo's cache, so the installable app takes the client with it: a
 * member who only looked at the dashboard (whose first screen reads its page's answers without Apollo) still has them
 * saved for the basement.
 */
export const loadInstallableApp = (startedOffline = false) =>
  Promise.all([loadClient(), import('./installable')]).then(([client, m]) => m.startInstallableApp(client, startedOffline));

export function startInstallableAppLater() {
  const later = () => setTimeout(() => void loadInstallableApp().catch(() => undefined), AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later);
}
