import type { ApolloClient } from '@apollo/client';
import { startOffline } from './offline';

/**
 * The installable app, loaded after the first screen (pwa/register.ts) with the real backend only: the service worker,
 * the browser's install offer, and offline reading.
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

function setInstallOffer(next: InstallPromptEvent | null) {
  offer = next;
  offerListeners.forEach((listener) => listener());
}

/** Shows the browser's install prompt for the offer; the offer is spent either way. */
export async function promptInstall(): Promise<void> {
  const pending = offer;
  if (!pending) return;
  setInstallOffer(null);
  await pending.prompt();
}

let started = false;

export function startInstallableApp(client: ApolloClient, startedOffline: boolean) {
  if (started) return;
  started = true;
  // Kept for the profile menu's "Install app" (pwa/InstallAppItem.tsx) instead of the browser's own banner. An offer
  // made before this module loaded went to the browser's own UI; the browser makes it again on the next load.
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setInstallOffer(event as InstallPromptEvent);
  });
  addEventListener('appinstalled', () => setInstallOffer(null));
  startOffline(client, startedOffline);
  navigator.serviceWorker
    ?.register(SERVICE_WORKER_URL)
    .then(() => retireOldPushWorker(client))
    .catch(() => undefined);
}

/** A browser that still has web push's first, push-only worker: its subscription moves to this one (features/push/old-worker.ts). */
async function retireOldPushWorker(client: ApolloClient) {
  const registrations = await navigator.serviceWorker.getRegistrations();
  const old = registrations.find((reg) => new URL(reg.scope).pathname === '/assets/');
  if (old) await (await import('../features/push/old-worker')).retireOldPushWorker(client, old);
}
