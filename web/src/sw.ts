/**
 * The app's service worker (issue 37), built by vite-plugin-pwa's injectManifest strategy into /sw.js. It precaches
 * the app shell (the build's files, listed into `self.__WB_MANIFEST` at build time) so the app starts with the network
 * gone, and answers page loads from the network first, with the shell as the fallback: online, the server's pages
 * (the prerendered sign-in page, the dashboard with the member's session answer) keep coming from the server.
 * Offline reading's data is not here: it is Apollo's cache, persisted per member by the page (pwa/offline-cache.ts);
 * GraphQL reads are POSTs, which Cache Storage cannot key, and a shared cache would outlive a sign-out.
 * Web push's `push` and `notificationclick` listeners are here too (push/sw-push.ts): the profile's "Turn on for this
 * browser" subscribes through this worker (features/push/browser.ts), one worker for the whole origin.
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { installPushHandlers } from './push/sw-push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** The addresses that are not the app's pages (as the server's APP_PATHS in api/src/core/http/web-client.ts). */
const NOT_A_PAGE = /^\/(api|graphql|assets)(\/|$)|^\/(mockServiceWorker\.js|sw\.js|manifest\.webmanifest)$/;

// A new build's worker takes over at once: the shell it serves offline is the one the server serves online.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Before precacheAndRoute's listener, so page loads go to the network first (precaching would answer index.html).
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || NOT_A_PAGE.test(new URL(request.url).pathname)) return;
  event.respondWith(
    fetch(request).catch(async (error: unknown) => {
      const shell = await matchPrecache('/index.html');
      if (shell) return shell;
      throw error;
    }),
  );
});

installPushHandlers(self);
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
