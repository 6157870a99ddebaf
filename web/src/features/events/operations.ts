import { graphql } from '../../gql';

/**
 * The member's answer to an event. It returns the event's id, attendeeCount and currentUserRsvp,
 * so Apollo's normalised cache updates every list that shows this event (dashboard, events
 * page, calendar) by id.
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

/** The Club Events page: upcoming confirmed events, ordered by date and start time by the server. */
export const EventsPageListDocument = graphql(`
  query EventsPageList {
    events(filter: { upcoming: true }) {
      id
      title
      type
      date
      startTime
      endTime
      location
      locationDetail
      description
      maxAttendees
      attendeeCount
      currentUserRsvp {
        status
        respondedAt
      }
    }
  }
`);
