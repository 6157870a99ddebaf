import { graphql } from '../../../gql';

// Payments: ...AdminPaymentFields is features/admin/payments/operations.ts.

export const AdminBookingFieldsFragment = graphql(`
  fragment AdminBookingFields on RoomBooking {
    id
    startDate
    endDate
    durationMonths
    purpose
    status
    rejectionReason
    reviewedAt
    depositRequestedAt
    depositReceivedAt
    fullPaymentRequestedAt
    fullPaymentReceivedAt
    createdAt
    depositCarriedOver
    endingSoon
    extendsBooking {
      id
      startDate
      durationMonths
    }
    history {
      id
      startDate
      durationMonths
      status
    }
    room {
      id
      name
      pricePerMonth
      deposit
    }
    member {
      id
      fullName
      email
    }
    memberMembershipStatus
    payments {
      ...AdminPaymentFields
    }
  }
`);

/** Every request (up to the server's largest page, 500): the screen pages, searches and filters them itself. */
export const AdminBookingRequestsDocument = graphql(`
  query AdminBookingRequests {
    roomBookings(limit: 500) {
      ...AdminBookingFields
    }
    pendingRoomBookingCount
  }
`);

export const AdminAcceptBookingDocument = graphql(`
  mutation AdminAcceptBooking($id: ID!) {
    acceptRoomBooking(id: $id) {
      ...AdminBookingFields
    }
  }
`);

export const AdminRejectBookingDocument = graphql(`
  mutation AdminRejectBooking($id: ID!, $reason: String!) {
    rejectRoomBooking(id: $id, reason: $reason) {
      ...AdminBookingFields
    }
  }
`);

export const AdminUncheckAcceptBookingDocument = graphql(`
  mutation AdminUncheckAcceptBooking($id: ID!) {
    uncheckAcceptRoomBooking(id: $id) {
      ...AdminBookingFields
    }
  }
`);

export const AdminSetBookingStepDocument = graphql(`
  mutation AdminSetBookingStep($id: ID!, $step: PaymentStep!, $done: Boolean!) {
    setRoomBookingStep(id: $id, step: $step, done: $done) {
      ...AdminBookingFields
    }
  }
`);

export const AdminDeleteBookingDocument = graphql(`
  mutation AdminDeleteBooking($id: ID!) {
    deleteRoomBooking(id: $id)
  }
`);
