/** The timestamps of the payment checklist that decide what a member sees. */
export interface BookingProgress {
  status: string;
  depositRequestedAt?: unknown;
  depositReceivedAt?: unknown;
  fullPaymentRequestedAt?: unknown;
  fullPaymentReceivedAt?: unknown;
}

/**
 * Spec §4's member-facing label of a booking request, shown to members and on the admin card. For
 * accepted requests the latest step done wins; 'payment requested' has no label of its own, so it
 * keeps 'Deposit Received - Awaiting Full Payment'.
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
