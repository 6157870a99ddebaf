import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../generated/graphql';
import { selectedFieldNames } from '../../core/graphql/selection';
import { parseId } from '../../core/validation';
import { endDateOf, invoicePdfPath } from './booking.mapper';
import type { BookingListColumns } from './bookings.repository';

const present = <T>(value: T | null, what: string): T => {
  // Foreign keys make these impossible; say so loudly rather than return a broken object.
  if (value === null) throw new Error(`${what} is missing`);
  return value;
};

/**
 * The properties each field below reads other than its own name's (none: answered from the joined row or an id).
 * Every other field reads the property of its name (MeetingRoom, User and Invoice have no other resolvers).
 */
const READS: Record<'booking' | 'room' | 'member' | 'invoice', Record<string, readonly string[]>> = {
  booking: { __typename: [], room: [], member: [], invoice: [], endDate: ['period'], memberMembershipStatus: ['memberId'] },
  room: { __typename: [] },
  member: { __typename: [] },
  invoice: { __typename: [], pdfUrl: ['id'], plan: ['planId'], paymentDue: ['id', 'kind', 'paidInFull', 'voidedAt', 'totalAmount'] },
};

/** What the admin list reads of each part for the fields asked for (a part whose fields cannot be told reads everything). */
function listColumns(info: GraphQLResolveInfo): BookingListColumns {
  const props = (part: keyof typeof READS, path: string[]) => {
    const names = selectedFieldNames(info, path);
    return names ? new Set([...names].flatMap((name) => READS[part][name] ?? [name])) : undefined;
  };
  return { booking: props('booking', []), room: props('room', ['room']), member: props('member', ['member']), invoice: props('invoice', ['invoice']) };
}

export const bookingsResolvers: Resolvers = {
  Query: {
    myRoomBookings: (_p, { limit, offset }, ctx) => ctx.services.bookings.mine(ctx.viewer, limit, offset),
    roomBookings: (_p, { filter, limit, offset }, ctx, info) => ctx.services.bookings.list(ctx.viewer, filter, limit, offset, listColumns(info)),
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
