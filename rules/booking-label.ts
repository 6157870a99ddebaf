import { lastDoneStep } from './payment-steps';

/** The timestamps of the payment checklist that decide what a member sees. */
export interface BookingProgress {
  status: string;
  depositRequestedAt?: unknown;
  depositReceivedAt?: unknown;
  fullPaymentRequestedAt?: unknown;
  fullPaymentReceivedAt?: unknown;
}

/**
 * What a label says about whose move it is, for screens to colour as they like (the web maps it to a colour, so
 * a reworded label cannot lose its colour): waiting on the admin's review, refused, accepted and nothing owed yet,
 * waiting on the member's payment, paid in full, or a status the spec does not name.
 */
export type BookingLabelKind = 'in-review' | 'rejected' | 'accepted' | 'awaiting-payment' | 'paid' | 'other';

/**
 * Spec §4's member-facing label of a booking request, shown to members and on the admin card, with its kind. For
 * accepted requests the latest step done wins; 'payment requested' has no label of its own, so it keeps
 * 'Deposit Received - Awaiting Full Payment'.
 */
export function memberBookingStatus(b: BookingProgress): { label: string; kind: BookingLabelKind } {
  if (b.status === 'pending') return { label: 'Pending Review', kind: 'in-review' };
  if (b.status === 'rejected') return { label: 'Rejected', kind: 'rejected' };
  if (b.status !== 'accepted') return { label: b.status, kind: 'other' };
  switch (lastDoneStep({ ...b, status: 'accepted' })?.step) {
    case 'PAYMENT_RECEIVED':
      return { label: 'Payment Complete', kind: 'paid' };
    case 'PAYMENT_REQUESTED':
    case 'DEPOSIT_RECEIVED':
      return { label: 'Deposit Received - Awaiting Full Payment', kind: 'awaiting-payment' };
    case 'DEPOSIT_REQUESTED':
      return { label: 'Accepted - Awaiting Deposit', kind: 'awaiting-payment' };
    default:
      return { label: 'Accepted', kind: 'accepted' };
  }
}

/** The label alone. */
export const memberBookingLabel = (b: BookingProgress): string => memberBookingStatus(b).label;
