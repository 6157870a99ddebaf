import { setupWorker } from 'msw/browser';
import { createDemoBackend } from './demo-backend';

/**
 * Mock mode (`npm run dev:mock`): MSW's service worker answers /graphql in the browser from the
 * demo backend. Loaded only through main.tsx's dynamic import when VITE_MOCKS is 'true'.
 */
export async function startMockWorker() {
  const worker = setupWorker(...createDemoBackend().handlers);
  // Everything else (the app's own files, fonts) goes to the network as usual.
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
  console.info('[mock mode] Sign in with any password: admin@example.org is the admin, any other email a member.');
}
