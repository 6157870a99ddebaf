import { useSyncExternalStore } from 'react';

/**
 * Whether the app is offline now (issue 37), for the buttons that need the server: they are disabled with the reason
 * (OfflineReason: 'You are offline', from the common catalog) instead of failing. Part of the first download (the dashboard's RSVP buttons ask it), so it is only this; offline.tsx
 * (loaded later, real backend only) decides and feeds it. Until then, and always in demo or mock mode (whose answers
 * come from the browser), it says online.
 */

let offline = false;
const listeners = new Set<() => void>();

export function setOffline(next: boolean): void {
  if (next === offline) return;
  offline = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True while offline; the component renders again when that changes. */
export const useOffline = () => useSyncExternalStore(subscribe, () => offline, () => false);
