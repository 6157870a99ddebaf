import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { PaymentsRepository, type LinkRow, type PaymentRow, type RefundRow } from './payments.repository';

const grouped = <T, K>(keys: readonly K[], rows: T[], keyOf: (row: T) => K) => {
  const by = new Map<K, T[]>();
  for (const row of rows) by.set(keyOf(row), [...(by.get(keyOf(row)) ?? []), row]);
  return keys.map((k) => by.get(k) ?? []);
};

/** Per-request: a booking's or dues invoice's payments and live payment links, a payment's refunds; one statement per batch. */
export function paymentLoaders(ds: DataSource) {
  const repo = new PaymentsRepository(ds);
  return {
    paymentsByBookingId: new DataLoader<number, PaymentRow[]>(async (ids) => grouped(ids, await repo.paymentsOfBookings(ids), (p) => p.bookingId!)),
    liveLinksByBookingId: new DataLoader<number, LinkRow[]>(async (ids) => grouped(ids, await repo.liveLinksOf(ids), (l) => l.bookingId!)),
    paymentsByInvoiceId: new DataLoader<number, PaymentRow[]>(async (ids) => grouped(ids, await repo.paymentsOfInvoices(ids), (p) => p.invoiceId!)),
    liveLinksByInvoiceId: new DataLoader<number, LinkRow[]>(async (ids) => grouped(ids, await repo.liveLinksOfInvoices(ids), (l) => l.invoiceId!)),
    refundsByPaymentId: new DataLoader<number, RefundRow[]>(async (ids) => grouped(ids, await repo.refundsOf(ids), (r) => r.paymentId)),
  };
}
