// The label itself (memberBookingLabel) is rules/booking-label.ts, shared with the API and the demo backend.

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
