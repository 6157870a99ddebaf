import type { PaymentPurpose, PaymentStatus, RefundStatus } from '../../gql/graphql';
import { formatMinor, toMinor } from '../../../../rules/money';
import { PURPOSE_STEPS } from '../../../../rules/payments';

// Words for payments shared by the member's timeline, the admin's booking card and the Payments screen. The rules
// and the labels the server also writes (method, 'Online payment', attention reasons) come from rules/payments.ts.

/** 'Deposit' or 'Full payment', as the checklist names the step a payment pays; 'Membership dues' for a dues invoice. */
export const purposeLabel = (purpose: PaymentPurpose) => (purpose === 'DUES' ? 'Membership dues' : PURPOSE_STEPS[purpose === 'DEPOSIT' ? 'deposit' : 'balance'].label);

/** The checklist's "received" step a booking payment of this purpose ticks. */
export const receivedStepOf = (purpose: Exclude<PaymentPurpose, 'DUES'>) => PURPOSE_STEPS[purpose === 'DEPOSIT' ? 'deposit' : 'balance'].received;

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { PENDING: 'Processing', SUCCEEDED: 'Paid', FAILED: 'Failed' };

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  REQUESTED: 'Refund requested',
  PENDING: 'Refund on its way',
  SUCCEEDED: 'Refunded',
  FAILED: 'Refund failed',
  CANCELED: 'Refund cancelled',
};

/** A Money string in the currency it was paid in ('$250', '€99.50'). */
export const money = (amount: string, currency: string) => formatMinor(toMinor(amount) ?? 0, currency);

/** Shown while the server has not reached the payment provider yet (booking and dues Pay buttons). */
export const LINK_ON_ITS_WAY = 'Payment link on its way';

/** After the provider sends the member back: how often their page asks again while the payment is awaited, and for how long. */
export const RETURN_POLL_MS = 2000;
export const RETURN_WAIT_MS = 60_000;
