import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { demoMember } from '../mocks/handlers';
import { renderRoute } from '../../test/render';
import { MeDocument } from './session';

/** The server's answer to a revoked or expired session: the session query says nobody, everything else UNAUTHENTICATED. */
function sessionRevokedAfterFirstCheck() {
  let checks = 0;
  const answered: string[] = [];
  return {
    answered,
    handlers: [
      graphql.query(MeDocument, () => HttpResponse.json({ data: { __typename: 'Query', me: checks++ === 0 ? demoMember : null } })),
      graphql.operation(({ operationName }) => {
        answered.push(operationName);
        return HttpResponse.json({ data: null, errors: [{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } }] });
      }),
    ],
  };
}

describe('a session that ends on the server', () => {
  it.each(['/dashboard', '/events', '/calendar', '/meeting-rooms'])(
    'on %s: clears the user, shows Session expired / Please log in again and goes to sign-in',
    async (route) => {
      const server = sessionRevokedAfterFirstCheck();
      const { client, unmount } = renderRoute(route, server.handlers);
      expect(await screen.findByText('Session expired')).toBeInTheDocument();
      expect(screen.getByText('Please log in again')).toBeInTheDocument();
      expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
      expect(server.answered.length).toBeGreaterThan(0);
      await waitFor(() => expect(client.readQuery({ query: MeDocument })?.me ?? null).toBeNull());
      unmount();
    },
  );
});
