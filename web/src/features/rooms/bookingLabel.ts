/** The timestamps of the payment checklist that decide what a member sees. */
export interface BookingProgress {
  status: string;
  depositRequestedAt?: string | null;
  depositReceivedAt?: string | null;
  fullPaymentRequestedAt?: string | null;
  fullPaymentReceivedAt?: string | null;
}

/**
 * Spec §4's member-facing label of a booking request. For accepted requests the latest step done
 * wins; 'payment requested' has no label of its own, so it keeps 'Deposit Received - Awaiting Full Payment'.
 */
export function memberBookingLabel(b: BookingProgress): string {
  if (b.status === 'pending') return 'Pending Review';
  if (b.status === 'rejected') return 'Rejected';
  if (b.status !== 'accepted') return b.status;
  if (b.fullPaymentReceivedAt) return 'Payment Complete';
  if (b.depositReceivedAt || b.fullPaymentRequestedAt) return 'Deposit Received - Awaiting Full Payment';
  if (b.depositRequestedAt) return 'Accepted - Awaiting Deposit';
  return 'Accepted';
}

export type LabelTone = 'warning' | 'error' | 'success' | 'info' | 'default';

/** Badge colour of a label: waiting on the admin amber, rejected red, paid green, waiting on the member blue. */
export function labelTone(label: string): LabelTone {
  switch (label) {
    case 'Pending Review':
      return 'warning';
    case 'Rejected':
      return 'error';
    case 'Payment Complete':
    case 'Accepted':
      return 'success';
    case 'Accepted - Awaiting Deposit':
    case 'Deposit Received - Awaiting Full Payment':
      return 'info';
    default:
      return 'default';
  }
}
