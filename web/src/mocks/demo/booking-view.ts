import { chainFields } from './extensions';
import { demoMembershipStatus } from './memberships';
import { bookingPaymentFields } from './payments';
import type { BookingView, DemoBooking, DemoStore } from './store';
import { endDate, userById } from './views';

/**
 * A booking as the GraphQL answers carry it. It gathers what the extension, membership and payment files add to a
 * booking, so it sits above them: views.ts, which they all use, imports none of them.
 */

export function bookingView(s: DemoStore, b: DemoBooking): BookingView {
  const room = s.rooms.find((r) => r.id === b.roomId)!;
  const member = userById(s, b.memberId)!;
  const { roomId: _r, memberId: _m, extendsBookingId: _e, ...fields } = b;
  return {
    __typename: 'RoomBooking',
    ...fields,
    ...chainFields(s, b),
    endDate: endDate(b),
    room: { __typename: 'MeetingRoom', id: room.id, name: room.name, pricePerMonth: room.pricePerMonth, deposit: room.deposit },
    member: { __typename: 'User', id: member.id, fullName: member.fullName, email: member.email },
    memberMembershipStatus: demoMembershipStatus(s, b.memberId),
    ...bookingPaymentFields(s, b),
  };
}
