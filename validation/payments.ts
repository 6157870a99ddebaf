import * as yup from 'yup';
import { MAX_LONG_TEXT, bool, strictObject, text } from './common';
import { idRef } from './events';
import { money } from './rooms';
import { REFUND_REASON_REQUIRED } from '../rules/payments';

/** The refund dialog on a booking card or the Payments screen, POST /api/payments/{id}/refund and refundPayment. */
export const refundSchema = strictObject({
  amount: money('Refund amount')
    .required('Please enter the amount to refund')
    .test('positive', 'Refund amount must be more than zero', (v) => v == null || Number(v) > 0),
  reason: text(MAX_LONG_TEXT, `Reason must be at most ${MAX_LONG_TEXT} characters`).required(REFUND_REASON_REQUIRED),
});
export type RefundData = yup.InferType<typeof refundSchema>;

/** Settling an attention item without a refund: a note is required (the audit log keeps it). */
export const resolvePaymentSchema = strictObject({
  note: text(MAX_LONG_TEXT, `Note must be at most ${MAX_LONG_TEXT} characters`).required('Please say why the money is kept'),
});

const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
const PURPOSES = ['deposit', 'balance', 'dues'] as const;

/** The Payments screen's filters and GET /api/payments's query (GraphQL's enums arrive in capitals). */
export const paymentFilterSchema = yup
  .object({
    attention: bool().nullable(),
    status: yup
      .string()
      .transform((v) => (typeof v === 'string' ? v.toLowerCase() : v))
      .oneOf([...PAYMENT_STATUSES], `status must be one of ${PAYMENT_STATUSES.join(', ')}`)
      .nullable(),
    purpose: yup
      .string()
      .transform((v) => (typeof v === 'string' ? v.toLowerCase() : v))
      .oneOf([...PURPOSES], `purpose must be one of ${PURPOSES.join(', ')}`)
      .nullable(),
    bookingId: idRef('Booking').nullable(),
  })
  .noUnknown('Unknown filter: ${unknown}')
  .nullable();
