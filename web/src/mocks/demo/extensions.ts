import dayjs from 'dayjs';
import { RoomsExtendBookingDocument } from '../../gql/graphql';
import { extendRefusal, extensionOf, isEndingSoon, openExtensionOf } from '../../../../rules/bookings';
import { bookingExtensionSchema } from '../../../../validation/bookings';
import { mutation, refuse, requireUser, validSync, type DemoContext } from './respond';
import type { BookingView, DemoBooking, DemoStore, RoomView } from './store';

/**
 * Extending a booking in the demo (issue 36), decided by rules/bookings.ts as the API decides it: the member asks for
 * more months of an accepted booking in its last 30 days (a pending continuation), an admin accepts it with the deposit
 * carried over (demo/admin.ts), and a chain of extensions reads as one history.
 */

/** The booking `b` continues, when it is in the store. */
const extendedOf = (s: DemoStore, b: DemoBooking) => (b.extendsBookingId ? s.bookings.find((x) => x.id === b.extendsBookingId) : undefined);

/** Every booking of `b`'s chain, first booking first: back to the first, then every extension asked after it (rejected ones too). */
export function historyOf(s: DemoStore, b: DemoBooking): DemoBooking[] {
  let root = b;
  for (let up = extendedOf(s, root); up; up = extendedOf(s, root)) root = up;
  const chain = [root];
  for (let i = 0; i < chain.length; i++) chain.push(...s.bookings.filter((x) => x.extendsBookingId === chain[i]!.id));
  return chain.sort((x, y) => x.startDate.localeCompare(y.startDate) || x.createdAt.localeCompare(y.createdAt) || x.id.localeCompare(y.id));
}

const ref = (b: DemoBooking) => ({ __typename: 'RoomBooking' as const, id: b.id, startDate: b.startDate, durationMonths: b.durationMonths });

/** What RoomBooking answers about the chain, as the API's resolvers do. */
export function chainFields(s: DemoStore, b: DemoBooking): Pick<BookingView, 'depositCarriedOver' | 'endingSoon' | 'extendsBooking' | 'history'> {
  const extended = extendedOf(s, b);
  return {
    depositCarriedOver: b.depositCarriedOver,
    endingSoon: isEndingSoon(b, s.today, !!openExtensionOf(b, s.bookings)),
    extendsBooking: extended ? ref(extended) : null,
    history: historyOf(s, b).map((x) => ({ ...ref(x), status: x.status })),
  };
}

export function extensionHandlers(ctx: DemoContext) {
  const s = ctx.store;
  return [
    mutation(RoomsExtendBookingDocument)(({ id, input }) => {
      const user = requireUser(ctx);
      // The API's schema and rule (validation/bookings.ts, rules/bookings.ts), with the demo's today.
      const { months } = validSync(bookingExtensionSchema, input);
      const b = s.bookings.find((x) => x.id === String(id));
      refuse(extendRefusal(b, user.id, months, b && s.rooms.find((r) => r.id === b.roomId), s.today, s.bookings));
      const booking = newBooking(s, { ...extensionOf(b!, months), purpose: b!.purpose, status: 'pending' });
      return { __typename: 'Mutation', extendRoomBooking: { __typename: 'RoomBooking', id: booking.id, status: booking.status } };
    }),
  ];
}

/** A booking added to the store: a fresh id unless given (seeds name theirs: the store's ids start again after a reload). */
function newBooking(s: DemoStore, f: Pick<DemoBooking, 'roomId' | 'memberId' | 'startDate' | 'durationMonths' | 'purpose' | 'status'> & Partial<DemoBooking>): DemoBooking {
  const booking: DemoBooking = {
    id: f.id ?? s.nextId(),
    extendsBookingId: null,
    depositCarriedOver: false,
    rejectionReason: null,
    reviewedAt: null,
    depositRequestedAt: null,
    depositReceivedAt: null,
    fullPaymentRequestedAt: null,
    fullPaymentReceivedAt: null,
    createdAt: new Date().toISOString(),
    ...f,
  };
  s.bookings.push(booking);
  return booking;
}

/**
 * Sample bookings of issue 36, in two rooms of their own: the sample parent's booking ending in nine days (Meeting Rooms
 * offers "Extend booking"; admins see "Ending soon"), and the demo member's chain — a month, its accepted extension
 * with the deposit carried over, and a second extension waiting in Booking Requests ("Extension of …").
 */
export function seedExtensions(s: DemoStore, now: Date) {
  const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  const ago = (days: number) => dayjs(now).subtract(days, 'day').toISOString();
  const room = (id: string, name: string, pricePerMonth: string, deposit: string): RoomView => ({
    __typename: 'MeetingRoom',
    id,
    name,
    description: 'A quiet room with a desk for two and a window on the courtyard.',
    capacity: 2,
    location: 'Level 1',
    amenities: ['Desk', 'Natural light'],
    pricePerMonth,
    deposit,
    minimumBookingMonths: 1,
    isActive: true,
  });
  const garden = room('demo-garden-studio', 'Garden Studio', '900.00', '300.00');
  const harbour = room('demo-harbour-office', 'Harbour Office', '1100.00', '400.00');
  s.rooms.push(garden, harbour);
  const parent = s.users.find((u) => u.email === 'parent@example.org') ?? s.users.find((u) => !u.isAdmin);
  const member = s.users.find((u) => u.email === 'member@example.org') ?? parent;
  if (!parent || !member) return;
  const paid = { reviewedAt: ago(40), depositRequestedAt: ago(39), depositReceivedAt: ago(38), fullPaymentRequestedAt: ago(30), fullPaymentReceivedAt: ago(28) };
  // Its last day is nine days from today.
  newBooking(s, { id: '110', roomId: garden.id, memberId: parent.id, startDate: day(dayjs(now).add(10, 'day').subtract(1, 'month')), durationMonths: 1, purpose: 'Writing retreat', status: 'accepted', ...paid, createdAt: ago(45) });
  const first = newBooking(s, { id: '111', roomId: harbour.id, memberId: member.id, startDate: day(dayjs(now).subtract(40, 'day')), durationMonths: 1, purpose: 'Podcast studio', status: 'accepted', ...paid, createdAt: ago(45) });
  const carried = newBooking(s, {
    id: '112',
    ...extensionOf(first, 1),
    purpose: first.purpose,
    status: 'accepted',
    depositCarriedOver: true,
    reviewedAt: ago(12),
    depositRequestedAt: ago(12),
    depositReceivedAt: ago(12),
    createdAt: ago(14),
  });
  newBooking(s, { id: '113', ...extensionOf(carried, 2), purpose: first.purpose, status: 'pending', createdAt: ago(1) });
}
