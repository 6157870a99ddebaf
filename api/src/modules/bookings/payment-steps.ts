import type { PaymentStepName } from '../../../../rules/payment-steps';
import type { InvoiceEntity } from './invoice.entity';

/**
 * What the invoice records when a step is done (at) or undone (null). The checklist itself — order,
 * labels, when a step may change — is rules/payment-steps.ts, shared with the web client and the demo.
 */
export const STEP_INVOICE: Record<PaymentStepName, (at: Date | null) => Partial<InvoiceEntity>> = {
  DEPOSIT_REQUESTED: (at) => ({ depositRequestSentAt: at }),
  DEPOSIT_RECEIVED: (at) => ({ depositPaid: at !== null, depositPaidDate: at }),
  PAYMENT_REQUESTED: (at) => ({ fullPaymentRequestSentAt: at }),
  PAYMENT_RECEIVED: (at) => ({ paidInFull: at !== null, paidInFullDate: at }),
};

/** REST path segment → (step, done), spec §7. */
export const STEP_PATHS: Record<string, { step: PaymentStepName; done: boolean }> = {
  'request-deposit': { step: 'DEPOSIT_REQUESTED', done: true },
  'collect-deposit': { step: 'DEPOSIT_RECEIVED', done: true },
  'request-full-payment': { step: 'PAYMENT_REQUESTED', done: true },
  'collect-full-payment': { step: 'PAYMENT_RECEIVED', done: true },
  'uncheck-deposit-request': { step: 'DEPOSIT_REQUESTED', done: false },
  'uncheck-deposit-received': { step: 'DEPOSIT_RECEIVED', done: false },
  'uncheck-payment-request': { step: 'PAYMENT_REQUESTED', done: false },
  'uncheck-payment-received': { step: 'PAYMENT_RECEIVED', done: false },
};
