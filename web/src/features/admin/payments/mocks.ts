import type { AdminPayment } from './operations';

/** A payment as the admin screens receive it: a card deposit that arrived and ticked its step, unless `over` says otherwise. */
export const demoPayment = (over: Partial<AdminPayment> & Pick<AdminPayment, 'id'>): AdminPayment => ({
  __typename: 'Payment',
  bookingId: '101',
  invoiceId: null,
  invoiceNumber: 'INV-2026-000101',
  member: { __typename: 'Person', id: '3', fullName: 'Sam Second' },
  purpose: 'DEPOSIT',
  amount: '500.00',
  refundedAmount: '0.00',
  currency: 'USD',
  method: 'card',
  providerReference: `pi_test_${over.id}`,
  status: 'SUCCEEDED',
  tickedStep: true,
  attention: null,
  resolvedAt: null,
  resolution: null,
  receivedAt: '2026-05-04T10:00:00.000Z',
  createdAt: '2026-05-04T09:58:00.000Z',
  refunds: [],
  ...over,
});
