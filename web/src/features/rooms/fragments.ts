import { graphql } from '../../gql';

/**
 * A meeting room as both the member's room cards and the admin's room list show it (isActive
 * included: the member view filters on it). Spread by name (`...MeetingRoomFields`); codegen
 * inlines the definition into each document, so nothing needs to import this file at run time.
 */
graphql(`
  fragment MeetingRoomFields on MeetingRoom {
    id
    name
    description
    capacity
    location
    amenities
    pricePerMonth
    deposit
    minimumBookingMonths
    isActive
  }
`);
