import type DataLoader from 'dataloader';
import type { UserDto } from '../users/user.mapper';
import type { MeetingRoomEntity } from '../rooms/room.entity';
import { toRoomJson, type RoomJson } from '../rooms/room.mapper';
import type { RoomBookingEntity } from './booking.entity';
import type { InvoiceEntity } from './invoice.entity';
import { isEndingSoon } from '../../../../rules/bookings';

/** First day after the booked period: the upper bound of the generated '[start,end)' range. */
export function endDateOf(b: Pick<RoomBookingEntity, 'period'>): string {
  const m = /,\s*"?(\d{4}-\d{2}-\d{2})"?\)$/.exec(b.period ?? '');
  if (!m) throw new Error(`unexpected booking period ${b.period}`);
  return m[1];
}

export type InvoiceJson = Omit<InvoiceEntity, 'memberId'>;

/** Where an invoice's PDF is served (rendered on request, so it always shows the current payment state). */
export const invoicePdfPath = (id: number) => `/api/invoices/${id}.pdf`;

export function toInvoiceJson(i: InvoiceEntity): InvoiceJson {
  return {
    id: i.id,
    bookingId: i.bookingId,
    kind: i.kind,
    planId: i.planId,
    periodStart: i.periodStart,
    periodEnd: i.periodEnd,
    description: i.description,
    invoiceNumber: i.invoiceNumber,
    totalAmount: i.totalAmount,
    depositAmount: i.depositAmount,
    monthlyAmount: i.monthlyAmount,
    depositRequestSentAt: i.depositRequestSentAt,
    depositPaid: i.depositPaid,
    depositPaidDate: i.depositPaidDate,
    fullPaymentRequestSentAt: i.fullPaymentRequestSentAt,
    paidInFull: i.paidInFull,
    paidInFullDate: i.paidInFullDate,
    pdfUrl: invoicePdfPath(i.id),
    createdAt: i.createdAt,
    voidedAt: i.voidedAt,
    voidReason: i.voidReason,
  };
}

/**
 * rules/bookings.ts#isEndingSoon for one booking: the pure rule first, so only a booking in its last 30 days asks
 * whether it has an open extension (one batched statement for a list).
 */
export async function endingSoon(
  b: Pick<RoomBookingEntity, 'id' | 'memberId' | 'roomId' | 'startDate' | 'durationMonths' | 'status' | 'joined'>,
  today: string,
  loaders: Pick<BookingLoaders, 'openExtensionByBookingId'>,
): Promise<boolean> {
  if (!isEndingSoon(b, today, false)) return false;
  return (await extendedByIdOf(b, loaders)) === null;
}

/** The id of the booking's open extension, or null: read with the admin list, else batched. */
export async function extendedByIdOf(b: Pick<RoomBookingEntity, 'id' | 'joined'>, loaders: Pick<BookingLoaders, 'openExtensionByBookingId'>): Promise<number | null> {
  if (b.joined) return b.joined.extendedById;
  return (await loaders.openExtensionByBookingId.load(b.id))?.id ?? null;
}

/** The REST shape of a booking: its fields plus the room (and, for admins, the member) embedded. */
export interface BookingJson extends Omit<RoomBookingEntity, 'period'> {
  endDate: string;
  /** Its extension waiting for review or accepted, if any (issue 36). */
  extendedById: number | null;
  /** Accepted, not extended, its last day within 30 days (rules/bookings.ts#isEndingSoon). */
  endingSoon: boolean;
  roomName: string;
  room: RoomJson;
  member?: { id: number; fullName: string; email: string };
  invoice: InvoiceJson | null;
}

export function toBookingJson(
  b: RoomBookingEntity,
  room: MeetingRoomEntity,
  invoice: InvoiceEntity | undefined,
  member?: UserDto,
  chain: { extendedById: number | null; endingSoon: boolean } = { extendedById: null, endingSoon: false },
): BookingJson {
  const { period: _period, joined: _joined, ...fields } = b;
  return {
    ...fields,
    endDate: endDateOf(b),
    ...chain,
    roomName: room.name,
    room: toRoomJson(room),
    ...(member ? { member: { id: member.id, fullName: member.fullName, email: member.email } } : {}),
    invoice: invoice ? toInvoiceJson(invoice) : null,
  };
}

/**
 * A confirmed booking as every member may see it (the calendar): the room and the member named,
 * no prices, no payment steps, no invoice, no review.
 */
export interface ConfirmedBookingJson {
  id: number;
  roomId: number;
  roomName: string;
  room: { id: number; name: string; location: string | null; capacity: number };
  memberId: number;
  member: { id: number; fullName: string };
  startDate: string;
  endDate: string;
  durationMonths: number;
  status: RoomBookingEntity['status'];
  purpose: string | null;
}

export function toConfirmedBookingJson(b: RoomBookingEntity, room: MeetingRoomEntity, member: { id: number; fullName: string }): ConfirmedBookingJson {
  return {
    id: b.id,
    roomId: b.roomId,
    roomName: room.name,
    room: { id: room.id, name: room.name, location: room.location, capacity: room.capacity },
    memberId: b.memberId,
    member: { id: member.id, fullName: member.fullName },
    startDate: b.startDate,
    endDate: endDateOf(b),
    durationMonths: b.durationMonths,
    status: b.status,
    purpose: b.purpose,
  };
}

/** What the REST booking lists need per request: the same loaders as GraphQL's RoomBooking fields. */
export interface BookingLoaders {
  roomById: DataLoader<number, MeetingRoomEntity | null>;
  invoiceByBookingId: DataLoader<number, InvoiceEntity | null>;
  personById: DataLoader<number, UserDto | null>;
  openExtensionByBookingId: DataLoader<number, RoomBookingEntity | null>;
}

/**
 * REST shape of a list: room embedded, and the member when asked (admin views); each booking's open extension and
 * whether it is ending soon on `today`. None (admin list, read joined) or four statements for any length.
 */
export function presentBookings(list: RoomBookingEntity[], loaders: BookingLoaders, opts: { withMember: boolean; today: string }): Promise<BookingJson[]> {
  return Promise.all(
    list.map(async (b) => {
      const extendedById = await extendedByIdOf(b, loaders);
      const chain = { extendedById, endingSoon: extendedById === null && isEndingSoon(b, opts.today, false) };
      if (b.joined) return toBookingJson(b, b.joined.room, b.joined.invoice ?? undefined, opts.withMember ? b.joined.member : undefined, chain);
      const [room, invoice, member] = await Promise.all([
        loaders.roomById.load(b.roomId),
        loaders.invoiceByBookingId.load(b.id),
        opts.withMember ? loaders.personById.load(b.memberId) : null,
      ]);
      // Foreign keys make a missing room impossible; say so loudly rather than answer a broken object.
      if (!room) throw new Error(`room ${b.roomId} of booking ${b.id} is missing`);
      return toBookingJson(b, room, invoice ?? undefined, member ?? undefined, chain);
    }),
  );
}

/** The members' view of a list of confirmed bookings: two statements (rooms, people) for any length. */
export function presentConfirmedBookings(list: RoomBookingEntity[], loaders: Pick<BookingLoaders, 'roomById' | 'personById'>) {
  return Promise.all(
    list.map(async (b) => {
      const [room, member] = await Promise.all([loaders.roomById.load(b.roomId), loaders.personById.load(b.memberId)]);
      // Foreign keys make these impossible; say so loudly rather than answer a broken object.
      if (!room || !member) throw new Error(`room or member of booking ${b.id} is missing`);
      return toConfirmedBookingJson(b, room, member);
    }),
  );
}
