/// <reference lib="webworker" />
import { installPushHandlers } from './sw-push';

/*
 * A push-only service worker, registered by the profile's "Turn on" (features/push/browser.ts) under its own scope:
 * it handles no fetches, so it never competes with another worker for pages. Once the app's own service worker
 * (issue 37 items 1-2) calls installPushHandlers, browser.ts subscribes through that one instead.
 */
declare const self: ServiceWorkerGlobalScope;
installPushHandlers(self);
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
