import english from '../../../../../locales/en/admin-bookings.json';
import { catalog } from '../../../i18n/catalog';
import { memberBookingLabel, type BookingProgress } from '../../../../../rules/booking-label';

/** The Booking Requests screen's texts (locales/<language>/admin-bookings.json). */
export const useAdminBookingsT = catalog('admin-bookings', english);

/** rules/booking-label's English label (spec §4) → its key in the catalog, so the label reads in the active language. */
const LABEL_KEYS = {
  'Pending Review': 'pendingReview',
  Rejected: 'rejected',
  Accepted: 'accepted',
  'Accepted - Awaiting Deposit': 'awaitingDeposit',
  'Deposit Received - Awaiting Full Payment': 'depositReceived',
  'Payment Complete': 'paymentComplete',
} as const satisfies Record<string, keyof typeof english.label>;

/** The member-facing label of a booking, translated (a status the spec does not name stays as the server wrote it). */
export function useBookingLabel() {
  const { t } = useAdminBookingsT();
  return (b: BookingProgress) => {
    const label = memberBookingLabel(b);
    const key = LABEL_KEYS[label as keyof typeof LABEL_KEYS] as (typeof LABEL_KEYS)[keyof typeof LABEL_KEYS] | undefined;
    return key ? t(`label.${key}`) : label;
  };
}

/** A payment method as the provider names it ('card'), in words ('Card'); one we do not know stays as it is. */
export function useMethodLabel() {
  const { t } = useAdminBookingsT();
  return (method: string) => (Object.hasOwn(english.methods, method) ? t(`methods.${method as keyof typeof english.methods}`) : method);
}

/** How a step ticked by an online payment names its source (rules/payments' tickedOnlineLabel): 'Online payment (Card)'. */
export function useOnlineSource() {
  const { t } = useAdminBookingsT();
  const methodLabel = useMethodLabel();
  return (method: string | null | undefined) => (method ? t('checklist.onlineWith', { method: methodLabel(method) }) : t('checklist.online'));
}
