import { DEMO_FLAG } from './demo-flag';

/**
 * Demo mode, as a product feature: the client runs with no server, every operation answered in the
 * browser from data kept in localStorage. Spec §4: it is on only while its flag is set AND a stored
 * demo user exists; the data is created once. Every build offers it ("Try the demo" on /auth); this
 * module and the demo backend load only by dynamic import, once the flag is set.
 */

export { DEMO_FLAG };
/** The demo's signed-in user (the same key the demo backend keeps its session under). */
export const DEMO_USER = 'd-office.mock-session';
/** The demo world, saved after every answer. */
export const DEMO_DATA = 'd-office.demo-data';
/** MSW's service worker script, copied from web/public into every build's root. */
export const DEMO_WORKER_URL = '/mockServiceWorker.js';

export function isDemoOn(storage: Storage = localStorage): boolean {
  if (storage.getItem(DEMO_FLAG) !== 'true') return false;
  try {
    const user = JSON.parse(storage.getItem(DEMO_USER) ?? 'null') as { id?: unknown } | null;
    return !!user && typeof user.id === 'string';
  } catch {
    return false;
  }
}

/**
 * Keeps the demo world after an answer, while demo mode is on. Leave demo (and logout) clear the flag first, so an
 * answer still in flight when the user leaves cannot write the data back after it was forgotten.
 */
export function saveDemoData(snapshot: () => string, storage: Storage = localStorage) {
  if (isDemoOn(storage)) storage.setItem(DEMO_DATA, snapshot());
}

/** The demo's signed-in sample account, or null. */
export function demoUser(storage: Storage = localStorage): { id: string; isAdmin?: boolean } | null {
  try {
    return JSON.parse(storage.getItem(DEMO_USER) ?? 'null') as { id: string; isAdmin?: boolean } | null;
  } catch {
    return null;
  }
}

/** The banner's switch between the sample parent and the sample admin: same world, the other account. */
export function switchDemoUser(user: object, storage: Storage = localStorage) {
  storage.setItem(DEMO_USER, JSON.stringify(user));
  window.location.assign('/dashboard');
}

/** "Try the demo": set the flag, sign in as the sample parent, and load the app again in demo mode. */
export function enterDemo(user: object, storage: Storage = localStorage) {
  storage.setItem(DEMO_FLAG, 'true');
  storage.setItem(DEMO_USER, JSON.stringify(user));
  window.location.assign('/dashboard');
}

/**
 * The way out: forget the flag, the user and the data, stop the demo's service worker (so this origin's
 * requests go straight to the network again), and start again at /auth.
 */
export async function leaveDemo(storage: Storage = localStorage) {
  for (const key of [DEMO_FLAG, DEMO_USER, DEMO_DATA]) storage.removeItem(key);
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.filter((r) => r.active?.scriptURL.endsWith(DEMO_WORKER_URL)).map((r) => r.unregister()));
  } catch {
    // Nothing registered or no service workers here: nothing to stop.
  }
  window.location.assign('/auth');
}

/**
 * At start-up when the flag is set: start the in-browser backend if demo mode is really on (flag and stored
 * user), answering true; a flag left without a user is cleared and the app runs against the server.
 */
export async function startDemoIfOn(storage: Storage = localStorage): Promise<boolean> {
  if (!isDemoOn(storage)) {
    storage.removeItem(DEMO_FLAG);
    return false;
  }
  const { startDemoWorker } = await import('../mocks/demo-worker');
  await startDemoWorker({
    saved: storage.getItem(DEMO_DATA),
    save: (snapshot) => saveDemoData(snapshot, storage),
    store: (snapshot) => storage.setItem(DEMO_DATA, snapshot),
    url: DEMO_WORKER_URL,
  });
  return true;
}
