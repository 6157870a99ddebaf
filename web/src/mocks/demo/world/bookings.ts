import type { AdminBookingFieldsFragment } from '../../../gql/graphql';

/** The demo world's booking requests: one pending, one accepted (deposit asked for), one rejected. demo/store.ts lays them out from this month. */

const room = { __typename: 'MeetingRoom' as const, id: '10', name: 'Board Room', pricePerMonth: '1500.00', deposit: '500.00' };
const member = { __typename: 'User' as const, id: '2', fullName: 'Mia Member', email: 'member@example.org' };

const base: AdminBookingFieldsFragment = {
  __typename: 'RoomBooking',
  id: '100',
  startDate: '2026-06-01',
  endDate: '2026-09-01',
  durationMonths: 3,
  purpose: 'Quarterly planning',
  status: 'pending',
  rejectionReason: null,
  reviewedAt: null,
  depositRequestedAt: null,
  depositReceivedAt: null,
  fullPaymentRequestedAt: null,
  fullPaymentReceivedAt: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  depositCarriedOver: false,
  endingSoon: false,
  extendsBooking: null,
  history: [],
  room,
  member,
  memberMembershipStatus: null,
  payments: [],
};

export const pendingBooking: AdminBookingFieldsFragment = base;

export const acceptedBooking: AdminBookingFieldsFragment = {
  ...base,
  id: '101',
  status: 'accepted',
  reviewedAt: '2026-05-02T10:00:00.000Z',
  depositRequestedAt: '2026-05-03T10:00:00.000Z',
  member: { ...member, id: '3', fullName: 'Sam Second', email: 'sam@example.org' },
};

export const rejectedBooking: AdminBookingFieldsFragment = {
  ...base,
  id: '102',
  status: 'rejected',
  rejectionReason: 'Room under renovation',
  reviewedAt: '2026-05-02T10:00:00.000Z',
  member: { ...member, id: '4', fullName: 'Rita Rejected', email: 'rita@example.org' },
};
