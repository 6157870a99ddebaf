/// <reference lib="webworker" />

/*
 * What a service worker does with web push (issue 37): show the server's notification (api/src/modules/push/
 * push.channel.ts#PushPayload: title, body, url, tag) and open or focus its page when clicked. The app's service
 * worker (web/src/sw.ts) calls installPushHandlers(self).
 */

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The notification a push shows; a message that is not ours still shows something (userVisibleOnly). */
export function notificationFor(data: string | null): { title: string; options: NotificationOptions } {
  try {
    const p = JSON.parse(data ?? '') as Partial<PushPayload>;
    if (typeof p.title === 'string') return { title: p.title, options: { body: p.body, tag: p.tag, data: { url: p.url ?? '/dashboard' } } };
  } catch {
    // not JSON: fall through
  }
  return { title: 'D.Office', options: { body: data ?? '', data: { url: '/dashboard' } } };
}

export function installPushHandlers(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const { title, options } = notificationFor(event.data?.text() ?? null);
    event.waitUntil(sw.registration.showNotification(title, options));
  });
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/dashboard', sw.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((w) => new URL(w.url).origin === sw.location.origin);
        if (open) {
          await open.focus();
          if (open.url !== url) await open.navigate(url).catch(() => undefined);
        } else await sw.clients.openWindow(url);
      })(),
    );
  });
}
