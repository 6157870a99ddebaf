/**
 * The registration that receives pushes. Until the app's own service worker (the PWA's, root scope) exists, a small
 * push-only worker (web/src/push/push-worker.ts) under its own scope (its built file's folder), so it never takes pages
 * from another worker such as the demo's MSW. Once the PWA worker calls installPushHandlers, this answers
 * `navigator.serviceWorker.ready` instead (see docs/decisions.md, issue 37 item 3).
 */
export async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  const { default: url } = await import('../../push/push-worker?worker&url');
  const scope = new URL('./', new URL(url, location.href)).pathname;
  const reg = await navigator.serviceWorker.register(url, { scope, type: import.meta.env.DEV ? 'module' : 'classic' });
  // Subscribing needs an active worker.
  const worker = reg.installing ?? reg.waiting;
  if (worker && !reg.active)
    await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
  return reg;
}
