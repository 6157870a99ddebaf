import { graphql } from '../../gql';
import { subscribeLive, type LiveHandlers } from '../../lib/liveClient';

/** My Booking Requests, live: the member's own requests and their payment steps. */
const RoomsMyBookingChangedDocument = graphql(`
  subscription RoomsMyBookingChanged {
    myBookingChanged {
      id
    }
  }
`);

export default (handlers: LiveHandlers) => subscribeLive(RoomsMyBookingChangedDocument, undefined, handlers);
