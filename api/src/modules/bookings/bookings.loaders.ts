import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { toUserDto, type UserDto } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import type { InvoiceEntity } from './invoice.entity';
import { InvoicesRepository } from './invoices.repository';

/** Per-request: a booking's invoice and the people on it, one statement per batch. */
export function createBookingLoaders(ds: DataSource) {
  const invoices = new InvoicesRepository(ds);
  const users = new UsersRepository(ds);
  return {
    invoiceByBookingId: new DataLoader<number, InvoiceEntity | null>(async (ids) => {
      const byBooking = new Map((await invoices.findByBookingIds(ids)).map((i) => [i.bookingId, i]));
      return ids.map((id) => byBooking.get(id) ?? null);
    }),
    /** Booking members and reviewers. Callers only reach bookings they may see. */
    bookingPersonById: new DataLoader<number, UserDto | null>(async (ids) => {
      const byId = new Map((await users.findByIds(ids)).map((u) => [u.id, toUserDto(u)]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
