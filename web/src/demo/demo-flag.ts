/**
 * The one demo fact the first screen needs: whether the demo flag is set. Everything else about demo mode
 * (the full check, the worker, the backend, the banner) loads by dynamic import, and only when it is, so
 * the app's first download does not grow with the demo.
 */
export const DEMO_FLAG = 'd-office.demo';

export function demoFlagSet(): boolean {
  try {
    return localStorage.getItem(DEMO_FLAG) === 'true';
  } catch {
    // Storage refused (privacy settings): no demo.
    return false;
  }
}
