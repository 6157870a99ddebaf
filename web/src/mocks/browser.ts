import { setupWorker } from 'msw/browser';
import { createDemoBackend } from './demo-backend';
import { DEMO_ADMIN, DEMO_MEMBERS, DEMO_PARENT } from '../../../sample/people';

/**
 * Mock mode (`npm run dev:mock`): MSW's service worker answers /graphql in the browser from the
 * demo backend. Loaded only through main.tsx's dynamic import when VITE_MOCKS is 'true'.
 */
export async function startMockWorker() {
  const worker = setupWorker(...createDemoBackend().handlers);
  // Everything else (the app's own files, fonts) goes to the network as usual.
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
  console.info(`[mock mode] Sign in with any password: ${DEMO_ADMIN.email} is the admin, ${DEMO_PARENT.email} the parent, any other email the member ${DEMO_MEMBERS[0]!.email}.`);
}
