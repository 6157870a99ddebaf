/**
 * Online payment of the booking checklist (issue 35) as pure rules: which requested step a member can
 * pay now, what a payment the provider reports does to the checklist (tick the matching "received"
 * step, or become an item for an admin's attention), and when a refund may be made. The API
 * (modules/payments) and the demo backend both decide with these and only store the outcome.
 *
 * Database twins: payments_refunds_within_amount (refunded_minor BETWEEN 0 AND amount_minor) holds the
 * refund bound under concurrency; payment_links_one_live holds "one live link per booking and step";
 * the room_bookings step-order CHECKs hold the checklist order for the tick.
 */
import { PAYMENT_STEPS, planStep, type PaymentStepName, type StepTimes } from './payment-steps';
import { formatMinor, toMinor } from './money';
import { refusal, type Refusal } from './refusal';

export type PaymentPurpose = 'deposit' | 'balance';
/** What money paid online pays: a booking's requested step, or a dues invoice (issue 36; rules/memberships.ts decides what it does). */
export type MoneyPurpose = PaymentPurpose | 'dues';

/** Each purpose's pair of checklist steps: the admin's request, and the receipt the payment ticks. */
export const PURPOSE_STEPS: Record<PaymentPurpose, { requested: PaymentStepName; received: PaymentStepName; label: string }> = {
  deposit: { requested: 'DEPOSIT_REQUESTED', received: 'DEPOSIT_RECEIVED', label: 'Deposit' },
  balance: { requested: 'PAYMENT_REQUESTED', received: 'PAYMENT_RECEIVED', label: 'Full payment' },
};

const stepDone = (b: StepTimes, step: PaymentStepName) => b[PAYMENT_STEPS.find((s) => s.step === step)!.field] != null;

/** The purpose a checklist step opens (a request) or closes (a receipt), if any. */
export function purposeOfStep(step: PaymentStepName): { purpose: PaymentPurpose; requested: boolean } {
  for (const [purpose, steps] of Object.entries(PURPOSE_STEPS) as [PaymentPurpose, (typeof PURPOSE_STEPS)[PaymentPurpose]][]) {
    if (steps.requested === step) return { purpose, requested: true };
    if (steps.received === step) return { purpose, requested: false };
  }
  throw new Error(`unknown step ${step}`);
}

/** The step a member can pay now: requested and not yet received (the deposit first), or null. */
export function purposeDue(b: StepTimes): PaymentPurpose | null {
  if (b.status !== 'accepted') return null;
  for (const purpose of ['deposit', 'balance'] as const) {
    const steps = PURPOSE_STEPS[purpose];
    if (stepDone(b, steps.requested) && !stepDone(b, steps.received)) return purpose;
  }
  return null;
}

/** What a purpose costs on the invoice, in minor units: the deposit, or the months booked (the total less the deposit). */
export function amountDueMinor(purpose: PaymentPurpose, invoice: { depositMinor: number; monthlyMinor: number }): number {
  return purpose === 'deposit' ? invoice.depositMinor : invoice.monthlyMinor;
}

/** A payment of a booking as far as paying again cares (amounts in minor units; statuses in lower case). */
export interface PaidSoFar {
  purpose: string;
  status: string;
  amountMinor: number;
  refundedMinor: number;
}

/** A purpose's payments that still count: not failed, not refunded in full. */
const livePayments = (payments: PaidSoFar[], purpose: MoneyPurpose) =>
  payments.filter((p) => p.purpose.toLowerCase() === purpose && p.status.toLowerCase() !== 'failed' && p.refundedMinor < p.amountMinor);

/**
 * Why a purpose cannot be paid online again: a payment of it is settling (SEPA), or one arrived and was not
 * refunded in full (the office confirms it). A failed or fully refunded payment leaves the way open.
 */
export function alreadyPaidRefusal(payments: PaidSoFar[], purpose: MoneyPurpose): Refusal | null {
  const live = livePayments(payments, purpose);
  if (live.some((p) => p.status.toLowerCase() === 'pending')) return refusal('CONFLICT', 'Your payment is being processed; nothing more to pay now');
  if (live.length) return refusal('CONFLICT', 'This has been paid online already; the office will confirm it shortly');
  return null;
}

/**
 * What the member can pay online now (RoomBooking.paymentDue): the purpose due, unless a payment of it arrived and
 * was not refunded in full (nothing due: the office confirms it), and whether one of it is settling (SEPA).
 */
export function paymentDuePlan(b: StepTimes, payments: PaidSoFar[]): { purpose: PaymentPurpose; settling: boolean } | null {
  const purpose = purposeDue(b);
  if (!purpose) return null;
  const live = livePayments(payments, purpose);
  if (live.some((p) => p.status.toLowerCase() === 'succeeded')) return null;
  return { purpose, settling: live.some((p) => p.status.toLowerCase() === 'pending') };
}

/**
 * What the member can pay online on a dues invoice now (Invoice.paymentDue): nothing once it is paid or void, or while a
 * payment of it arrived and was not refunded in full (the office marks it); settling while one is (SEPA).
 */
export function duesDuePlan(i: { kind: string; paidInFull: boolean; voidedAt: unknown }, payments: PaidSoFar[]): { settling: boolean } | null {
  if (i.kind !== 'dues' || i.paidInFull || i.voidedAt) return null;
  const live = livePayments(payments, 'dues');
  if (live.some((p) => p.status.toLowerCase() === 'succeeded')) return null;
  return { settling: live.some((p) => p.status.toLowerCase() === 'pending') };
}

/** Why a member cannot start paying this booking now (their own, accepted, a step requested and unpaid), or null. */
export function startPaymentRefusal(b: (StepTimes & { memberId: number | string }) | null, memberId: number | string, online: boolean): Refusal | null {
  if (!online) return refusal('CONFLICT', 'Online payment is not available: please pay as the office tells you');
  if (!b || String(b.memberId) !== String(memberId)) return refusal('NOT_FOUND', 'Booking request not found');
  if (!purposeDue(b)) return refusal('CONFLICT', 'Nothing to pay online for this booking now');
  return null;
}

/** Why a payment the provider reports cannot tick its step and needs an admin instead. */
export const ATTENTION = {
  bookingGone: 'Paid for a booking that has since been deleted',
  notAccepted: (status: string) => `Paid for a booking that is ${status}, not accepted`,
  alreadyReceived: (label: string) => `Paid online after "${label}" was already ticked`,
  receiptCleared: 'The receipt this payment ticked was cleared by an admin',
  notRequested: (label: string) => `Paid online although "${label}" is no longer requested`,
  amountDiffers: (paid: string, due: string) => `Paid ${paid} where the invoice asks ${due}`,
} as const;

/** A payment as the provider reports it, and what the invoice expects for its purpose. */
export interface PaidFacts {
  purpose: PaymentPurpose;
  amountMinor: number;
  currency: string;
  expectedMinor: number;
  expectedCurrency: string;
}

/**
 * What a succeeded payment does: tick its purpose's "received" step as the system ("Online payment"),
 * or, when that would be wrong, become an attention item (never lost, refundable with one click). The
 * amount and currency must be the invoice's; the booking must be accepted with the step requested and
 * not yet received (an admin's manual tick may have come first).
 */
export function planOnlinePayment(b: StepTimes | null, paid: PaidFacts): { tick: PaymentStepName; attention: null } | { tick: null; attention: string } {
  const attention = (reason: string) => ({ tick: null, attention: reason }) as const;
  if (!b) return attention(ATTENTION.bookingGone);
  if (b.status !== 'accepted') return attention(ATTENTION.notAccepted(b.status));
  if (paid.amountMinor !== paid.expectedMinor || paid.currency.toUpperCase() !== paid.expectedCurrency.toUpperCase()) {
    return attention(ATTENTION.amountDiffers(formatMinor(paid.amountMinor, paid.currency.toUpperCase()), formatMinor(paid.expectedMinor, paid.expectedCurrency)));
  }
  const steps = PURPOSE_STEPS[paid.purpose];
  const receivedLabel = PAYMENT_STEPS.find((s) => s.step === steps.received)!.label;
  if (stepDone(b, steps.received)) return attention(ATTENTION.alreadyReceived(receivedLabel));
  const requestedLabel = PAYMENT_STEPS.find((s) => s.step === steps.requested)!.label;
  if (!stepDone(b, steps.requested)) return attention(ATTENTION.notRequested(requestedLabel));
  const plan = planStep(b, steps.received, true);
  if (plan.refused || !plan.change) return attention(plan.refused?.message ?? ATTENTION.alreadyReceived(receivedLabel));
  return { tick: steps.received, attention: null };
}

/** A payment as far as refunds care. */
export interface RefundableFacts {
  status: string;
  amountMinor: number;
  refundedMinor: number;
  currency: string;
}

export const REFUND_REASON_REQUIRED = 'Please give a reason for the refund';

/** What is left to refund of a payment (the money the office holds from it): nothing unless it arrived. */
export function refundableMinor(p: Omit<RefundableFacts, 'currency'>): number {
  return p.status.toLowerCase() === 'succeeded' ? Math.max(0, p.amountMinor - p.refundedMinor) : 0;
}

/** Why this refund cannot be made, or null: only money that arrived, more than nothing, at most what is left. */
export function refundRefusal(p: RefundableFacts, amountMinor: number | null, reason: string | null | undefined): Refusal | null {
  if (p.status !== 'succeeded') return refusal('CONFLICT', 'Only a payment that arrived can be refunded');
  if (amountMinor === null || amountMinor <= 0) return refusal('BAD_USER_INPUT', 'Refund amount must be more than zero', 'amount');
  const left = refundableMinor(p);
  if (left <= 0) return refusal('CONFLICT', 'This payment has been refunded in full already');
  if (amountMinor > left) return refusal('BAD_USER_INPUT', `At most ${formatMinor(left, p.currency)} is left to refund`, 'amount');
  if (!reason || !reason.trim()) return refusal('BAD_USER_INPUT', REFUND_REASON_REQUIRED, 'reason');
  return null;
}

/** How a member reads a payment method the provider names. */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  card: 'Card',
  sepa_debit: 'SEPA Direct Debit',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
};

export const paymentMethodLabel = (method: string | null | undefined) => (method ? (PAYMENT_METHOD_LABELS[method] ?? method) : 'Online');

/** Who ticks a "received" step for a payment that arrived online (the audit log's actor). */
export const ONLINE_PAYMENT_ACTOR = 'Online payment';

/** How a step ticked by an online payment names its source: 'Online payment (Card)'. */
export const tickedOnlineLabel = (method: string | null | undefined) => (method ? `${ONLINE_PAYMENT_ACTOR} (${paymentMethodLabel(method)})` : ONLINE_PAYMENT_ACTOR);

/** An invoice as far as its balance cares: Money strings and which payment steps were received. */
export interface InvoiceBalanceFacts {
  totalAmount: string;
  depositAmount: string;
  monthlyAmount: string;
  depositPaid: boolean;
  paidInFull: boolean;
}

/**
 * What the member still owes on an invoice, in minor units: the total less the received steps (the deposit, the
 * months booked), however they were paid. Refunds do not raise it: money given back (damages kept, a double
 * payment) is settled between the office and the member, not owed again. The invoice PDF and the member's
 * timeline both show it.
 */
export function balanceDueMinor(i: InvoiceBalanceFacts): number {
  const received = (i.depositPaid ? (toMinor(i.depositAmount) ?? 0) : 0) + (i.paidInFull ? (toMinor(i.monthlyAmount) ?? 0) : 0);
  return (toMinor(i.totalAmount) ?? 0) - received;
}
