import type { ApolloClient } from '@apollo/client';
import { deviceName } from './browser';
import { PushAddDeviceDocument } from './operations';

/**
 * Retires web push's first, push-only worker (scope /assets/, found by pwa/installable.ts) in a browser that still has it (docs/decisions.md, "Issue 37: offline actions and one
 * worker"). Its push subscription moves to the app's worker first (`ready`), with the same key (the server's VAPID key,
 * as the browser kept it), and the server is told the new address (addPushDevice), so a member who turned push on keeps
 * getting pushes without doing anything; the old address stops answering once unregistered (the push service's
 * 404/410 removes its row on the next send). When moving fails (signed out, offline) the old worker stays and this runs
 * again on the next start; without the permission there is nothing to move.
 */
export async function retireOldPushWorker(client: ApolloClient, old: ServiceWorkerRegistration, container: ServiceWorkerContainer = navigator.serviceWorker): Promise<void> {
  const sub = await old.pushManager.getSubscription();
  const key = sub?.options.applicationServerKey;
  if (sub && key && Notification.permission === 'granted') {
    const reg = await container.ready;
    const moved = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
    const { endpoint, keys } = moved.toJSON();
    if (!endpoint || !keys?.p256dh || !keys.auth) return;
    await client.mutate({ mutation: PushAddDeviceDocument, variables: { input: { endpoint, p256dh: keys.p256dh, auth: keys.auth, deviceName: deviceName() } } });
  }
  await old.unregister();
}
