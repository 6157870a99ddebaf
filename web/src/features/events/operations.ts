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
      waitlistCount
      waitlistPosition
    }
  }
`);

/** Join / leave a full event's waiting list; the answer updates the event everywhere by id. */
export const EventsJoinWaitlistDocument = graphql(`
  mutation EventsJoinWaitlist($eventId: ID!) {
    joinWaitlist(eventId: $eventId) {
      id
      attendeeCount
      waitlistCount
      waitlistPosition
    }
  }
`);

export const EventsLeaveWaitlistDocument = graphql(`
  mutation EventsLeaveWaitlist($eventId: ID!) {
    leaveWaitlist(eventId: $eventId) {
      id
      attendeeCount
      waitlistCount
      waitlistPosition
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
