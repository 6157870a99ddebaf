import { graphql } from '../../gql';

/**
 * What members see of an event: the dashboard's cards; the Club Events page and the calendar add
 * the description. Operations spread it by name (`...EventCardFields`); codegen inlines the
 * definition into each document, so nothing needs to import this file at run time.
 * The RSVP mutation (operations.ts) returns the last three fields, so Apollo's normalised cache
 * updates every list showing the event. `status` is there for admins, who also see cancelled and
 * pending events (members see confirmed ones only); neither takes an RSVP (rsvpRules.ts).
 */
graphql(`
  fragment EventCardFields on Event {
    id
    title
    type
    date
    status
    startTime
    endTime
    location
    locationDetail
    maxAttendees
    attendeeCount
    currentUserRsvp {
      status
      respondedAt
    }
    waitlistCount
    waitlistPosition
  }
`);
