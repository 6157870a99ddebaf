import { graphql } from '../../gql';
import { subscribeLive, type LiveHandlers } from '../../lib/liveClient';

/** An event's seats, live: its attendee and waitlist counts, written into the cache where the cards read them. */
const EventSeatsChangedDocument = graphql(`
  subscription EventSeatsChanged($eventId: ID!) {
    eventSeatsChanged(eventId: $eventId) {
      id
      attendeeCount
      waitlistCount
    }
  }
`);

export default (handlers: LiveHandlers, variables?: Record<string, unknown>) => subscribeLive(EventSeatsChangedDocument, variables, handlers);
