import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../core/validation';
import { requireAdmin } from '../../core/auth/viewer';
import type { RoomBookingEntity } from './booking.entity';
import { endDateOf, endingSoon, invoicePdfPath } from './booking.mapper';
import { bookingListRead } from './bookings.read-plan';

const present = <T>(value: T | null, what: string): T => {
  // Foreign keys make these impossible; say so loudly rather than return a broken object.
  if (value === null) throw new Error(`${what} is missing`);
  return value;
};

export const bookingsResolvers: Resolvers = {
  Query: {
    myRoomBookings: (_p, { limit, offset }, ctx) => ctx.services.bookings.mine(ctx.viewer, limit, offset),
    roomBookings: (_p, { filter, limit, offset }, ctx, info) => ctx.services.bookings.list(ctx.viewer, filter, limit, offset, bookingListRead(info)),
    pendingRoomBookingCount: (_p, _a, ctx) => ctx.services.bookings.pendingCount(ctx.viewer),
    invoices: (_p, { limit, offset }, ctx) => ctx.services.invoices.list(ctx.viewer, limit, offset),
  },
  Mutation: {
    requestRoomBooking: (_p, { input }, ctx) => ctx.services.bookings.request(ctx.viewer, input),
    acceptRoomBooking: (_p, { id }, ctx) => ctx.services.bookings.accept(ctx.viewer, parseId(id, 'Booking')),
    rejectRoomBooking: (_p, { id, reason }, ctx) => ctx.services.bookings.reject(ctx.viewer, parseId(id, 'Booking'), { reason }),
    uncheckAcceptRoomBooking: (_p, { id }, ctx) => ctx.services.bookings.uncheckAccept(ctx.viewer, parseId(id, 'Booking')),
    setRoomBookingStep: (_p, { id, step, done }, ctx) => ctx.services.bookings.setStep(ctx.viewer, parseId(id, 'Booking'), step, done),
    deleteRoomBooking: async (_p, { id }, ctx) => String(await ctx.services.bookings.delete(ctx.viewer, parseId(id, 'Booking'))),
    extendRoomBooking: (_p, { id, input }, ctx) => ctx.services.bookings.extend(ctx.viewer, parseId(id, 'Booking'), input),
  },
  Subscription: {
    // Notices carry ids only; each change is re-read by the subscriber's own service call (an admin's, or the member's).
    bookingRequestChanged: {
      subscribe: (_p, _a, ctx) => ctx.live!.stream('booking', () => true, (n) => ctx.services.bookings.findVisible(requireAdmin(ctx.viewer), n.id!)),
      resolve: (b: RoomBookingEntity) => b,
    },
    myBookingChanged: {
      // Another member's booking is skipped on its id alone, unread.
      subscribe: (_p, _a, ctx) =>
        ctx.live!.stream('booking', (n) => n.user === ctx.viewer?.id, (n) => ctx.services.bookings.findVisible(ctx.viewer, n.id!).then((b) => (b.memberId === ctx.viewer?.id ? b : null))),
      resolve: (b: RoomBookingEntity) => b,
    },
  },
  RoomBooking: {
    // The admin list reads room, member and invoice with the bookings (no promise per field); other reads batch.
    room: (b, _a, ctx) => (b.joined ? b.joined.room : ctx.loaders.roomById.load(b.roomId).then((r) => present(r, 'Room'))),
    member: (b, _a, ctx) => (b.joined ? b.joined.member : ctx.loaders.personById.load(b.memberId).then((m) => present(m, 'Member'))),
    reviewedBy: (b, _a, ctx) => (b.reviewedBy === null ? null : ctx.loaders.personById.load(b.reviewedBy)),
    invoice: (b, _a, ctx) => (b.joined ? b.joined.invoice : ctx.loaders.invoiceByBookingId.load(b.id)),
    endDate: (b) => endDateOf(b),
    // The chain of extensions (issue 36): every booking in it is the same member's (room_bookings_extension_continues).
    extendsBooking: (b, _a, ctx) => (b.extendsBookingId === null ? null : ctx.loaders.bookingById.load(b.extendsBookingId)),
    extendedBy: (b, _a, ctx) =>
      b.joined ? (b.joined.extendedById === null ? null : ctx.loaders.bookingById.load(b.joined.extendedById)) : ctx.loaders.openExtensionByBookingId.load(b.id),
    history: (b, _a, ctx) => ctx.loaders.bookingHistory.load(b.id),
    endingSoon: (b, _a, ctx) => endingSoon(b, ctx.services.clock.today(), ctx.loaders),
  },
  Invoice: {
    pdfUrl: (i) => invoicePdfPath(i.id),
  },
};
