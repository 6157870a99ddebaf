import type { AdminBookingFieldsFragment, PaymentStep } from '../../../gql/graphql';

export type AdminBooking = AdminBookingFieldsFragment;

type StepField = 'depositRequestedAt' | 'depositReceivedAt' | 'fullPaymentRequestedAt' | 'fullPaymentReceivedAt';

/** The payment checklist after acceptance, in order (spec §4). */
export const PAYMENT_STEPS: { step: PaymentStep; label: string; field: StepField }[] = [
  { step: 'DEPOSIT_REQUESTED', label: 'Deposit requested', field: 'depositRequestedAt' },
  { step: 'DEPOSIT_RECEIVED', label: 'Deposit received', field: 'depositReceivedAt' },
  { step: 'PAYMENT_REQUESTED', label: 'Payment requested', field: 'fullPaymentRequestedAt' },
  { step: 'PAYMENT_RECEIVED', label: 'Payment received', field: 'fullPaymentReceivedAt' },
];

/** A step can be ticked only when the one before is done; the first needs the booking accepted. */
export function canTick(b: AdminBooking, index: number): boolean {
  if (b.status !== 'accepted') return false;
  return index === 0 || !!b[PAYMENT_STEPS[index - 1]!.field];
}

export const anyStepDone = (b: AdminBooking) => PAYMENT_STEPS.some((s) => !!b[s.field]);

/** The spec's member-facing status label (latest timestamp wins), shown on the admin card too. */
export function bookingLabel(b: AdminBooking): string {
  if (b.status === 'pending') return 'Pending Review';
  if (b.status === 'rejected') return 'Rejected';
  if (b.fullPaymentReceivedAt) return 'Payment Complete';
  if (b.depositReceivedAt) return 'Deposit Received - Awaiting Full Payment';
  if (b.depositRequestedAt) return 'Accepted - Awaiting Deposit';
  return 'Accepted';
}

/** The booking as it will be once `step` is set (done) or cleared — the optimistic answer. */
export function withStep(b: AdminBooking, step: PaymentStep, done: boolean, now = new Date().toISOString()): AdminBooking {
  const field = PAYMENT_STEPS.find((s) => s.step === step)!.field;
  return { ...b, [field]: done ? now : null };
}
