// The label and its kind (memberBookingStatus) are rules/booking-label.ts, shared with the API and the demo backend.
import type { BookingLabelKind } from '../../../../rules/booking-label';

export type LabelTone = 'warning' | 'error' | 'success' | 'info' | 'default';

/** Badge colour of a label's kind: waiting on the admin amber, rejected red, accepted or paid green, waiting on the member blue. */
export const LABEL_TONES: Record<BookingLabelKind, LabelTone> = {
  'in-review': 'warning',
  rejected: 'error',
  accepted: 'success',
  paid: 'success',
  'awaiting-payment': 'info',
  other: 'default',
};
