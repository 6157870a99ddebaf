import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { InvoiceEntity } from './invoice.entity';
import { InvoicesRepository } from './invoices.repository';

/** Per-request: a booking's invoice, one statement per batch (its people load through users' personById). */
export function createBookingLoaders(ds: DataSource) {
  const invoices = new InvoicesRepository(ds);
  return {
    invoiceByBookingId: new DataLoader<number, InvoiceEntity | null>(async (ids) => {
      const byBooking = new Map((await invoices.findByBookingIds(ids)).map((i) => [i.bookingId, i]));
      return ids.map((id) => byBooking.get(id) ?? null);
    }),
  };
}
