import type { AdminBookingFieldsFragment, PaymentStep } from '../../../gql/graphql';
import { PAYMENT_STEPS } from '../../../../../rules/payment-steps';

// The checklist's order, labels and rules (PAYMENT_STEPS, canTick, anyStepDone) and the member-facing
// label are rules/, shared with the API and the demo backend.

export type AdminBooking = AdminBookingFieldsFragment;

/** The booking as it will be once `step` is set (done) or cleared — the optimistic answer. */
export function withStep(b: AdminBooking, step: PaymentStep, done: boolean, now = new Date().toISOString()): AdminBooking {
  const field = PAYMENT_STEPS.find((s) => s.step === step)!.field;
  return { ...b, [field]: done ? now : null };
}
