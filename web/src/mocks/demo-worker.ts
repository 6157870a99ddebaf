import { setupWorker } from 'msw/browser';
import { DEMO_DATA, DEMO_WORKER_URL, saveDemoData } from '../demo/demo-mode';
import { createDemoBackend } from './demo-backend';

/**
 * Demo mode's backend in the browser: MSW's service worker answers /graphql from the demo world,
 * which lives in localStorage (restored here, saved after every answer), so a reload keeps it.
 */
export async function startDemoWorker() {
  const backend = createDemoBackend({ storage: localStorage, saved: localStorage.getItem(DEMO_DATA) });
  const worker = setupWorker(...backend.handlers);
  worker.events.on('response:mocked', () => saveDemoData(() => backend.snapshot()));
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: DEMO_WORKER_URL }, quiet: true });
  localStorage.setItem(DEMO_DATA, backend.snapshot());
}
