import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * One Apollo client per app. Spec §9: no retries, no polling, no refetch on focus, data never
 * stale — queries read the cache first and lists are refetched explicitly after mutations.
 */
export function createApolloClient(uri = '/graphql') {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'include' }),
    cache: new InMemoryCache({
      typePolicies: {
        // One booking appears once per booked day with the same id; key by day too, or the cache merges the days.
        CalendarBooking: { keyFields: ['id', 'date'] },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
