import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../core/validation';
import { endDateOf, invoicePdfPath } from './booking.mapper';
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
  },
  RoomBooking: {
    // The admin list reads room, member and invoice with the bookings (no promise per field); other reads batch.
    room: (b, _a, ctx) => (b.joined ? b.joined.room : ctx.loaders.roomById.load(b.roomId).then((r) => present(r, 'Room'))),
    member: (b, _a, ctx) => (b.joined ? b.joined.member : ctx.loaders.personById.load(b.memberId).then((m) => present(m, 'Member'))),
    reviewedBy: (b, _a, ctx) => (b.reviewedBy === null ? null : ctx.loaders.personById.load(b.reviewedBy)),
    invoice: (b, _a, ctx) => (b.joined ? b.joined.invoice : ctx.loaders.invoiceByBookingId.load(b.id)),
    endDate: (b) => endDateOf(b),
  },
  Invoice: {
    pdfUrl: (i) => invoicePdfPath(i.id),
  },
};
