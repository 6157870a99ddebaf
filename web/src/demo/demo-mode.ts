/**
 * Demo mode, as a product feature: the client runs with no server, every operation answered in the
 * browser from data kept in localStorage. Spec §4: it is on only while its flag is set AND a stored
 * demo user exists; the data is created once. Only builds made with `npm run build:demo` (VITE_DEMO)
 * carry it; a normal build drops all of this and never ships the demo backend.
 */

export const DEMO_FLAG = 'd-office.demo';
/** The demo's signed-in user (the same key the demo backend keeps its session under). */
export const DEMO_USER = 'd-office.mock-session';
/** The demo world, saved after every answer. */
export const DEMO_DATA = 'd-office.demo-data';

// Use sites test the build constant `__DEMO_BUILD__` (vite.config's define), so normal builds drop the demo chunks.

export function isDemoOn(storage: Storage = localStorage): boolean {
  if (storage.getItem(DEMO_FLAG) !== 'true') return false;
  try {
    const user = JSON.parse(storage.getItem(DEMO_USER) ?? 'null') as { id?: unknown } | null;
    return !!user && typeof user.id === 'string';
  } catch {
    return false;
  }
}

/** "Try the demo": set the flag, sign in as the sample parent, and load the app again in demo mode. */
export function enterDemo(user: object, storage: Storage = localStorage) {
  storage.setItem(DEMO_FLAG, 'true');
  storage.setItem(DEMO_USER, JSON.stringify(user));
  window.location.assign('/dashboard');
}

/** The way out: forget the flag, the user and the data, and start again at /auth. */
export function leaveDemo(storage: Storage = localStorage) {
  for (const key of [DEMO_FLAG, DEMO_USER, DEMO_DATA]) storage.removeItem(key);
  window.location.assign('/auth');
}
