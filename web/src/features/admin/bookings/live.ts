import { graphql } from '../../../gql';
import { subscribeLive, type LiveHandlers } from '../../../lib/liveClient';

/** The admins' Booking Requests, live: any request made or changed, on whichever instance. */
const AdminBookingRequestChangedDocument = graphql(`
  subscription AdminBookingRequestChanged {
    bookingRequestChanged {
      id
    }
  }
`);

export default (handlers: LiveHandlers) => subscribeLive(AdminBookingRequestChangedDocument, undefined, handlers);
