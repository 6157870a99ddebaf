import { graphql, HttpResponse } from 'msw';
import { AdminBookingRequestsDocument } from '../../src/features/admin/bookings/operations';
import type { AdminBooking } from '../../src/features/admin/bookings/steps';

/** The admin list; `state.bookings` may be changed by a test to model the server. */
export const bookingsHandler = (state: { bookings: AdminBooking[] }) =>
  graphql.query(AdminBookingRequestsDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        roomBookings: state.bookings,
        pendingRoomBookingCount: state.bookings.filter((b) => b.status === 'pending').length,
      },
    }),
  );
