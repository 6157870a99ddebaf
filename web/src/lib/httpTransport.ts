import { ApolloLink, HttpLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';

/**
 * The end of the app's link chain: reports every UNAUTHENTICATED answer (a GraphQL error code or an HTTP 401) to
 * `listeners`, and sends the operation over HTTP. Loaded on the first operation (lib/apollo.ts): a signed-in page
 * carries its first screen's answers, so HttpLink, graphql's printer and the answer parsing stay out of the first
 * download.
 */
export function httpTransport(uri: string, listeners: Set<() => void>): ApolloLink {
  const reportUnauthenticated = new ErrorLink(({ error }) => {
    const unauthenticated =
      (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) ||
      (ServerError.is(error) && error.statusCode === 401);
    if (unauthenticated) for (const listener of listeners) listener();
  });
  return ApolloLink.from([reportUnauthenticated, new HttpLink({ uri, credentials: 'include' })]);
}
