import type { PaymentPurpose } from '../../gql/graphql';
import { formatMinor, toMinor } from '../../../../rules/money';
import { PURPOSE_STEPS } from '../../../../rules/payments';

// What payments share between the member's timeline, the admin's booking card and the Payments screen. Their words are
// the catalogs' (rooms.json#payments for the member, admin-payments.json and admin-bookings.json for the admins).

/** The checklist's "received" step a booking payment of this purpose ticks. */
export const receivedStepOf = (purpose: Exclude<PaymentPurpose, 'DUES'>) => PURPOSE_STEPS[purpose === 'DEPOSIT' ? 'deposit' : 'balance'].received;

/** A Money string in the currency it was paid in ('$250', '€99.50'). */
export const money = (amount: string, currency: string) => formatMinor(toMinor(amount) ?? 0, currency);

/** After the provider sends the member back: how often their page asks again while the payment is awaited, and for how long. */
export const RETURN_POLL_MS = 2000;
export const RETURN_WAIT_MS = 60_000;
