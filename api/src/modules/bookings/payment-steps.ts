import type { PaymentStep } from '../../generated/graphql';
import type { RoomBookingEntity } from './booking.entity';
import type { InvoiceEntity } from './invoice.entity';

type StepField = 'depositRequestedAt' | 'depositReceivedAt' | 'fullPaymentRequestedAt' | 'fullPaymentReceivedAt';

interface StepRule {
  step: PaymentStep;
  /** The booking timestamp the step sets. */
  field: StepField;
  label: string;
  /** What the invoice records for the step (at = null when undone). */
  invoice: (at: Date | null) => Partial<InvoiceEntity>;
}

/** Spec §4 checklist, in order: each step needs the previous one. */
export const STEPS: readonly StepRule[] = [
  { step: 'DEPOSIT_REQUESTED', field: 'depositRequestedAt', label: 'Deposit requested', invoice: (at) => ({ depositRequestSentAt: at }) },
  {
    step: 'DEPOSIT_RECEIVED',
    field: 'depositReceivedAt',
    label: 'Deposit received',
    invoice: (at) => ({ depositPaid: at !== null, depositPaidDate: at }),
  },
  { step: 'PAYMENT_REQUESTED', field: 'fullPaymentRequestedAt', label: 'Payment requested', invoice: (at) => ({ fullPaymentRequestSentAt: at }) },
  {
    step: 'PAYMENT_RECEIVED',
    field: 'fullPaymentReceivedAt',
    label: 'Payment received',
    invoice: (at) => ({ paidInFull: at !== null, paidInFullDate: at }),
  },
];

/** REST path segment → (step, done), spec §7. */
export const STEP_PATHS: Record<string, { step: PaymentStep; done: boolean }> = {
  'request-deposit': { step: 'DEPOSIT_REQUESTED', done: true },
  'collect-deposit': { step: 'DEPOSIT_RECEIVED', done: true },
  'request-full-payment': { step: 'PAYMENT_REQUESTED', done: true },
  'collect-full-payment': { step: 'PAYMENT_RECEIVED', done: true },
  'uncheck-deposit-request': { step: 'DEPOSIT_REQUESTED', done: false },
  'uncheck-deposit-received': { step: 'DEPOSIT_RECEIVED', done: false },
  'uncheck-payment-request': { step: 'PAYMENT_REQUESTED', done: false },
  'uncheck-payment-received': { step: 'PAYMENT_RECEIVED', done: false },
};

/** The last step done, if any. */
export function lastDoneStep(b: RoomBookingEntity): StepRule | undefined {
  return [...STEPS].reverse().find((s) => b[s.field] !== null);
}
