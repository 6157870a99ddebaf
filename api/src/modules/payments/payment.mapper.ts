import { fromMinor } from '../../../../rules/money';
import type { PaymentRow, RefundRow } from './payments.repository';

/** The REST shape of a refund (GraphQL's Refund, field for field). */
export function toRefundJson(r: RefundRow) {
  return {
    id: r.id,
    paymentId: r.paymentId,
    amount: fromMinor(r.amountMinor),
    reason: r.reason,
    status: r.status.toUpperCase(),
    providerReference: r.providerRefundId,
    failure: r.failure,
    requestedBy: r.requestedBy === null ? null : { id: r.requestedBy },
    createdAt: r.createdAt,
  };
}

/** The REST shape of a payment (GraphQL's Payment, field for field; people as ids). */
export function toPaymentJson(p: PaymentRow, refunds: RefundRow[]) {
  return {
    id: p.id,
    bookingId: p.bookingId,
    invoiceId: p.invoiceId,
    invoiceNumber: p.invoiceNumber,
    member: p.memberId === null ? null : { id: p.memberId },
    purpose: p.purpose.toUpperCase(),
    amount: fromMinor(p.amountMinor),
    refundedAmount: fromMinor(p.refundedMinor),
    currency: p.currency,
    method: p.method,
    providerReference: p.providerPaymentId ?? p.providerSessionId,
    status: p.status.toUpperCase(),
    tickedStep: p.ticked,
    attention: p.attention,
    resolvedAt: p.resolvedAt,
    resolution: p.resolution,
    receivedAt: p.receivedAt,
    createdAt: p.createdAt,
    refunds: refunds.map(toRefundJson),
  };
}

