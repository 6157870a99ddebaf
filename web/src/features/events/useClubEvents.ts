import { useQuery } from '@apollo/client/react';
import { EventsPageListDocument } from './operations';

/** Upcoming confirmed events for the Club Events page. */
export function useClubEvents() {
  const { data, loading, error, refetch } = useQuery(EventsPageListDocument);
  return { events: data?.events ?? [], loading: loading && !data, error: !!error && !data, retry: refetch };
}
