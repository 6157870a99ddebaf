import { setupWorker } from 'msw/browser';
import { createDemoBackend } from './demo-backend';

/** What demo mode (web/src/demo/demo-mode.ts) hands the worker: where the world is kept, and MSW's script. */
export interface DemoWorkerOptions {
  /** The saved demo world, or null for a new one. */
  saved: string | null;
  /** Keeps the world after an answer (demo mode decides whether it still may). */
  save: (snapshot: () => string) => void;
  /** Stores the world once at start. */
  store: (snapshot: string) => void;
  /** MSW's service worker script. */
  url: string;
}

/**
 * Demo mode's backend in the browser: MSW's service worker answers /graphql from the demo world,
 * which lives in localStorage (restored by demo mode, saved after every answer), so a reload keeps it.
 */
export async function startDemoWorker({ saved, save, store, url }: DemoWorkerOptions) {
  const backend = createDemoBackend({ storage: localStorage, saved });
  const worker = setupWorker(...backend.handlers);
  worker.events.on('response:mocked', () => save(() => backend.snapshot()));
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url }, quiet: true });
  store(backend.snapshot());
}
