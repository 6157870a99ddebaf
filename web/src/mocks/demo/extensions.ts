import dayjs from 'dayjs';
import { RoomsExtendBookingDocument } from '../../gql/graphql';
import { extendRefusal, extensionOf, isEndingSoon, openExtensionOf } from '../../../../rules/bookings';
import { bookingExtensionSchema } from '../../../../validation/bookings';
import { mutation, refuse, requireUser, validSync, type DemoContext } from './respond';
import type { BookingView, DemoBooking, DemoStore } from './store';
import { DEMO_EXTENSIONS } from '../../../../sample/world';
import { UNREVIEWED } from './world-types';

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
    ...UNREVIEWED,
    createdAt: new Date().toISOString(),
    ...f,
  };
  s.bookings.push(booking);
  return booking;
}

/**
 * The sample's extensions (sample/history.ts, as the seed writes them), each continuing the latest booking of the chain
 * that starts with the sample booking it names: 'accepted' ran from the day after, reviewed five days before with the
 * deposit carried over and its full payment asked for at its start; 'requested' waits in Booking Requests now. Ids
 * are 301, 302, … in the sample's order.
 */
export function seedExtensions(s: DemoStore, now: Date) {
  const at = (d: string, days: number) => dayjs(d).add(days, 'day').hour(10).toISOString();
  for (const [i, e] of DEMO_EXTENSIONS.entries()) {
    let last = s.bookings.find((b) => b.purpose === e.of && b.status === 'accepted' && !b.extendsBookingId);
    for (let next = last; next; next = s.bookings.find((b) => b.extendsBookingId === last!.id)) last = next;
    if (!last) continue;
    const { startDate } = extensionOf(last, e.months);
    newBooking(s, {
      id: String(301 + i),
      ...extensionOf(last, e.months),
      purpose: last.purpose,
      ...(e.state === 'requested'
        ? { status: 'pending', createdAt: now.toISOString() }
        : { status: 'accepted', depositCarriedOver: true, reviewedAt: at(startDate, -5), createdAt: at(startDate, -10), depositRequestedAt: at(startDate, -5), depositReceivedAt: at(startDate, -5), fullPaymentRequestedAt: at(startDate, 0) }),
    });
  }
}
