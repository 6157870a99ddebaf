import { graphql } from '../../gql';

/**
 * The member's answer to an event. It returns the event's id, attendeeCount and currentUserRsvp
 * (as selected by EventCardFields, fragments.ts), so Apollo's normalised cache updates every list
 * that shows this event (dashboard, events page, calendar) by id.
 */
export const EventsRsvpToEventDocument = graphql(`
  mutation EventsRsvpToEvent($eventId: ID!, $status: RsvpStatus!) {
    rsvpToEvent(eventId: $eventId, status: $status) {
      id
      attendeeCount
      currentUserRsvp {
        status
        respondedAt
      }
    }
  }
`);

/** The Club Events page: upcoming confirmed events, ordered by date and start time by the server (fragments.ts). */
export const EventsPageListDocument = graphql(`
  query EventsPageList {
    events(filter: { upcoming: true }) {
      ...EventCardFields
      description
    }
  }
`);
