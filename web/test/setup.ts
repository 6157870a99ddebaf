import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server, unhandledRequests } from './msw';

// Lazy routes and MSW round trips take longer than 1 s when CI runs all projects on two cores.
configure({ asyncUtilTimeout: 5000 });

// Every request a screen makes must have a handler; an unhandled one fails the test.
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request) {
      unhandledRequests.push(`${request.method} ${request.url}`);
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  const missed = unhandledRequests.splice(0);
  if (missed.length) throw new Error(`Unhandled requests (add MSW handlers): ${missed.join(', ')}`);
});
afterAll(() => server.close());
