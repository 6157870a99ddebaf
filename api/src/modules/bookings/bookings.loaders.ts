import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { RoomBookingEntity } from './booking.entity';
import { BookingsRepository } from './bookings.repository';
import type { InvoiceEntity } from './invoice.entity';
import { InvoicesRepository } from './invoices.repository';

/**
 * Per-request: a booking's invoice, the booking an extension extends, a booking's open extension and its whole
 * history (issue 36), one statement per batch each (its people load through users' personById).
 */
export function createBookingLoaders(ds: DataSource) {
  const invoices = new InvoicesRepository(ds);
  const bookings = new BookingsRepository(ds);
  return {
    invoiceByBookingId: new DataLoader<number, InvoiceEntity | null>(async (ids) => {
      const byBooking = new Map((await invoices.findByBookingIds(ids)).map((i) => [i.bookingId, i]));
      return ids.map((id) => byBooking.get(id) ?? null);
    }),
    bookingById: new DataLoader<number, RoomBookingEntity | null>(async (ids) => {
      const byId = new Map((await bookings.findByIds(ids)).map((b) => [b.id, b]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** The extension waiting for review or accepted of each booking (at most one: room_bookings_one_open_extension). */
    openExtensionByBookingId: new DataLoader<number, RoomBookingEntity | null>(async (ids) => {
      const byExtended = new Map((await bookings.openExtensionsOf(ids)).map((b) => [b.extendsBookingId, b]));
      return ids.map((id) => byExtended.get(id) ?? null);
    }),
    bookingHistory: new DataLoader<number, RoomBookingEntity[]>(async (ids) => {
      const byAsked = new Map<number, RoomBookingEntity[]>(ids.map((id) => [id, []]));
      for (const { asked, booking } of await bookings.histories(ids)) byAsked.get(asked)?.push(booking);
      return ids.map((id) => byAsked.get(id)!);
    }),
  };
}
