/**
 * The installable app's part of the first download (issue 37), kept to a few hundred bytes: the bundle budget leaves
 * no room for workbox-window, and nothing here is needed before the first screen is up.
 *
 * - The service worker (/sw.js, built from src/sw.ts) is registered once the page has loaded and the browser is idle,
 *   so its precaching never competes with the first screen's downloads.
 * - Only with the real backend: demo and mock mode answer /graphql from MSW's worker (/mockServiceWorker.js), which
 *   needs the same root scope, and one scope holds one worker (vite-plugin-pwa #693, msw #1033). In demo mode MSW's
 *   worker takes the scope over; leaving the demo unregisters it and the next real start registers ours again.
 * - The browser's install offer (`beforeinstallprompt`) fires once, early: it is kept here for the profile menu's
 *   "Install app" (pwa/InstallAppItem.tsx), which loads with the menu.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const offerListeners = new Set<() => void>();

/** The browser's pending install offer, if it made one. */
export const installOffer = () => offer;

/** Calls `listener` when the offer comes or goes; returns the unsubscribe. */
export function onInstallOffer(listener: () => void): () => void {
  offerListeners.add(listener);
  return () => offerListeners.delete(listener);
}

export function setInstallOffer(next: InstallPromptEvent | null) {
  offer = next;
  offerListeners.forEach((listener) => listener());
}

/** At start: keep the install offer, and register the service worker once the page is loaded and idle. */
export function startInstallableApp(realBackend: boolean) {
  addEventListener('beforeinstallprompt', (event) => {
    // Our "Install app" in the profile menu shows the prompt, instead of the browser's own banner.
    event.preventDefault();
    setInstallOffer(event as InstallPromptEvent);
  });
  addEventListener('appinstalled', () => setInstallOffer(null));
  if (!import.meta.env.PROD || !realBackend || !('serviceWorker' in navigator)) return;
  const register = () => navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(register);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
