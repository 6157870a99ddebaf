import { render } from '@testing-library/react';
import type { RequestHandler, WebSocketHandler } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../src/App';
import { createApolloClient } from '../src/lib/apollo';
import { AppRoutes } from '../src/routes';
import { server } from './msw';

/**
 * Renders with the real providers and a real Apollo client whose requests MSW answers.
 * Pass `handlers` for every operation the screen runs (session `Me` included, see mocks/handlers).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', handlers = [] }: { route?: string; handlers?: (RequestHandler | WebSocketHandler)[] } = {},
) {
  if (handlers.length) server.use(...handlers);
  const client = createApolloClient('http://localhost/graphql');
  const utils = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders client={client}>{ui}</AppProviders>
    </MemoryRouter>,
  );
  return { ...utils, client };
}

/** Renders the whole app at a route (guards, shell and lazy pages included). */
export function renderRoute(route: string, handlers: RequestHandler[] = []) {
  return renderWithProviders(<AppRoutes />, { route, handlers });
}
