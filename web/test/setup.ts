import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { liveTiming } from '../src/lib/live';
import { liveSocketServed, server, unhandledRequests } from './msw';
import { showLanguage } from '../src/i18n/language';

// Vite's define sets this at build time; tests run the normal (non-demo) client.
(globalThis as { __DEMO_BUILD__?: boolean }).__DEMO_BUILD__ = false;

// A test's screen subscribes when it mounts; the browser's wait for the first screen to load is not theirs.
liveTiming.afterMs = 0;

// Lazy routes and MSW round trips take longer than 1 s when CI runs all projects on two cores.
configure({ asyncUtilTimeout: 15_000 });
// One budget for every web test: a dialog test types into several MUI fields, which under a loaded
// 2-core machine (CI runs api, web and browser projects side by side) can take well over 30 s.
jest.setTimeout(90_000);

// Every request a screen makes must have a handler; an unhandled one fails the test.
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request) {
      unhandledRequests.push(`${request.method} ${request.url}`);
    },
  }),
);
// A test that switched the language leaves the next one in English, as a new page would start.
afterEach(() => showLanguage('en'));
afterEach(() => {
  server.resetHandlers();
  liveSocketServed.now = false;
  const missed = unhandledRequests.splice(0);
  if (missed.length) throw new Error(`Unhandled requests (add MSW handlers): ${missed.join(', ')}`);
});
afterAll(() => server.close());
