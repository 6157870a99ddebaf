import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { RoomsActiveRoomsQuery, RoomsMyBookingRequestsQuery } from '../../gql/graphql';

/** Fragment: rooms/fragments.ts. */
export const RoomsActiveRoomsDocument = graphql(`
  query RoomsActiveRooms {
    meetingRooms {
      ...MeetingRoomFields
    }
  }
`);

export const RoomsMyBookingRequestsDocument = graphql(`
  query RoomsMyBookingRequests {
    myRoomBookings {
      id
      startDate
      endDate
      durationMonths
      status
      depositCarriedOver
      endingSoon
      extendsBooking {
        id
      }
      depositRequestedAt
      depositReceivedAt
      fullPaymentRequestedAt
      fullPaymentReceivedAt
      createdAt
      reviewedAt
      room {
        id
        name
        pricePerMonth
      }
      invoice {
        id
        invoiceNumber
        pdfUrl
        totalAmount
        depositAmount
        monthlyAmount
        depositPaid
        paidInFull
      }
      paymentDue {
        purpose
        amount
        currency
        preparing
        settling
      }
      payments {
        ...BookingPaymentFields
      }
    }
  }
`);

/** Fragment: features/payments/fragments.ts. */
export const RoomsStartPaymentDocument = graphql(`
  mutation RoomsStartPayment($bookingId: ID!) {
    startPayment(bookingId: $bookingId) {
      purpose
      url
      amount
      currency
      expiresAt
    }
  }
`);

export const RoomsRequestBookingDocument = graphql(`
  mutation RoomsRequestBooking($input: RoomBookingRequestInput!) {
    requestRoomBooking(input: $input) {
      id
      status
    }
  }
`);

/** Issue 36: more months of an accepted booking, as a pending continuation request. */
export const RoomsExtendBookingDocument = graphql(`
  mutation RoomsExtendBooking($id: ID!, $input: RoomBookingExtensionInput!) {
    extendRoomBooking(id: $id, input: $input) {
      id
      status
    }
  }
`);

export type RoomCardData = RoomsActiveRoomsQuery['meetingRooms'][number];
export type MyBookingRequest = RoomsMyBookingRequestsQuery['myRoomBookings'][number];
export type MemberPayment = MyBookingRequest['payments'][number];

/** Rooms a member may request; the server sends active rooms only to members, the filter keeps admins' view the same. */
export function useActiveRooms() {
  const result = useQuery(RoomsActiveRoomsDocument);
  return { ...result, rooms: result.data?.meetingRooms.filter((r) => r.isActive) };
}

export function useMyBookingRequests() {
  return useQuery(RoomsMyBookingRequestsDocument);
}

/** Asks where to pay a booking's requested step: the provider's page, or null while the link is being prepared. */
export function useStartPayment() {
  return useMutation(RoomsStartPaymentDocument);
}

/** Asks to extend a booking; afterwards the member's own list is fetched again. */
export function useExtendRoomBooking() {
  return useMutation(RoomsExtendBookingDocument, { refetchQueries: [RoomsMyBookingRequestsDocument], awaitRefetchQueries: true });
}

/** Sends a request; afterwards the member's own list (and the rooms) are fetched again (spec §7). */
export function useRequestRoomBooking() {
  return useMutation(RoomsRequestBookingDocument, {
    refetchQueries: [RoomsMyBookingRequestsDocument, RoomsActiveRoomsDocument],
    awaitRefetchQueries: true,
  });
}
