/*
 * This browser's side of turning push on: the permission prompt (only ever called from the member's click), the app's
 * service worker (web/src/sw.ts, root scope), which handles `push` (web/src/push/sw-push.ts), and PushManager.subscribe
 * with the server's key. The worker registers a few seconds after the page loads (pwa/register.ts), with the real
 * backend only (the demo never subscribes); `navigator.serviceWorker.ready` waits until it is active, as subscribing
 * needs.
 */

export class PushSetupError extends Error {}

export const PUSH_BLOCKED = 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.';
export const PUSH_UNREACHABLE = 'This browser could not reach its push service. Please try again later.';
export const PUSH_UNSUPPORTED = 'This browser cannot receive push notifications.';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** A name for the device list, from the browser's own description of itself. */
export function deviceName(ua = navigator.userAgent): string {
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'Browser';
  const os = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '';
  return os ? `${browser} on ${os}` : browser;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const SUBSCRIBE_WAIT_MS = 10_000;

/** Asks permission, subscribes, and answers the subscription as the server takes it. */
export async function subscribeThisBrowser(publicKey: string): Promise<{ endpoint: string; p256dh: string; auth: string }> {
  if (!pushSupported()) throw new PushSetupError(PUSH_UNSUPPORTED);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(PUSH_BLOCKED);
  let sub: PushSubscription;
  try {
    // A browser that cannot reach its push service may never answer: after SUBSCRIBE_WAIT_MS it is said, not waited on.
    sub = await new Promise<PushSubscription>((resolve, reject) => {
      setTimeout(() => reject(new Error('timeout')), SUBSCRIBE_WAIT_MS);
      void (async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      })().then(resolve, reject);
    });
  } catch {
    // The browser's push service refused or could not be reached (offline, or a browser without one configured).
    throw new PushSetupError(PUSH_UNREACHABLE);
  }
  const json = sub.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushSetupError(PUSH_UNSUPPORTED);
  return { endpoint: json.endpoint, p256dh: json.keys.p256dh, auth: json.keys.auth };
}

/** This browser's current endpoint, if it has push on (to mark "This browser" in the list). */
export async function currentEndpoint(): Promise<string | null> {
  if (!pushSupported()) return null;
  const regs = await navigator.serviceWorker.getRegistrations();
  for (const reg of regs) {
    const sub = await reg.pushManager?.getSubscription();
    if (sub) return sub.endpoint;
  }
  return null;
}
