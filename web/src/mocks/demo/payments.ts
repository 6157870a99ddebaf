import {
  AdminPaymentsDocument,
  AdminReconcilePaymentsDocument,
  AdminRefundPaymentDocument,
  AdminResolvePaymentDocument,
  OfficeSettingsDocument,
  RoomsStartPaymentDocument,
  type AdminPaymentFieldsFragment,
  type PaymentPurpose as PurposeEnum,
  type RoomsMyBookingRequestsQuery,
} from '../../gql/graphql';
import { fromMinor, toMinor } from '../../../../rules/money';
import { PAYMENT_STEPS } from '../../../../rules/payment-steps';
import {
  alreadyPaidRefusal,
  amountDueMinor,
  ATTENTION,
  paymentDuePlan,
  planOnlinePayment,
  purposeDue,
  refundRefusal,
  startPaymentRefusal,
  type PaymentPurpose,
} from '../../../../rules/payments';
import { paymentFilterSchema, refundSchema, resolvePaymentSchema } from '../../../../validation/payments';
import { DemoError, found, mutation, query, refuse, requireAdmin, requireUser, validSync, type DemoContext } from './respond';
import type { DemoBooking, DemoStore } from './store';
import type { DemoPayment } from './world-types';
import { DEMO_PAYMENTS } from '../../../../sample/world';
import { person, userById } from './views';

/**
 * Online payment in the demo (issue 35), decided by rules/payments.ts as the API decides it. The demo has no
 * payment provider: 'Pay deposit' / 'Pay now' pays at once, by card, as if on the provider's page, and sends the
 * member to the address the provider would send them back to (`?payment=success`), so the app tells them as it
 * does after a real payment. Refunds go back at once. Reconciliation has nothing to compare with.
 */

/** The demo office's currency: the spec's '$'. */
export const DEMO_CURRENCY = 'USD';

const upper = (p: PaymentPurpose | 'dues'): PurposeEnum => (p === 'deposit' ? 'DEPOSIT' : p === 'dues' ? 'DUES' : 'BALANCE');
const refundedMinor = (p: DemoPayment) => p.refunds.reduce((sum, r) => sum + r.amountMinor, 0);
const facts = (p: DemoPayment) => ({ purpose: p.purpose, status: p.status, amountMinor: p.amountMinor, refundedMinor: refundedMinor(p), currency: p.currency });
const fieldOf = (step: string) => PAYMENT_STEPS.find((s) => s.step === step)!.field;

/**
 * The invoice's amounts in minor units, from the room's prices (the API keeps those of the day it was accepted); an
 * extension whose deposit was carried over bills none (issue 36).
 */
function invoiceMinor(s: DemoStore, b: DemoBooking) {
  const room = s.rooms.find((r) => r.id === b.roomId);
  return { depositMinor: b.depositCarriedOver ? 0 : (toMinor(room?.deposit) ?? 0), monthlyMinor: (toMinor(room?.pricePerMonth) ?? 0) * b.durationMonths };
}

const invoiceNumberOf = (b: DemoBooking) => `INV-DEMO-${b.id}`;

type MemberInvoice = NonNullable<RoomsMyBookingRequestsQuery['myRoomBookings'][number]['invoice']>;

/** An accepted booking's invoice as the member's list shows it (the demo has no PDFs to serve), or null. */
export function demoInvoice(s: DemoStore, b: DemoBooking): MemberInvoice | null {
  if (b.status !== 'accepted') return null;
  const { depositMinor, monthlyMinor } = invoiceMinor(s, b);
  return {
    __typename: 'Invoice',
    id: `inv-${b.id}`,
    invoiceNumber: invoiceNumberOf(b),
    pdfUrl: null,
    totalAmount: fromMinor(depositMinor + monthlyMinor),
    depositAmount: fromMinor(depositMinor),
    monthlyAmount: fromMinor(monthlyMinor),
    depositPaid: b.depositReceivedAt != null,
    paidInFull: b.fullPaymentReceivedAt != null,
  };
}

/**
 * What the API's services do when the checklist changes, applied when payments are next read (the demo's booking
 * handlers know nothing of payments): a deleted booking's money needs attention, and so does a receipt an online
 * payment ticked that an admin cleared.
 */
function settleChanges(s: DemoStore) {
  for (const p of s.payments) {
    const b = p.bookingId === null ? undefined : s.bookings.find((x) => x.id === p.bookingId);
    if (p.bookingId !== null && !b) {
      p.bookingId = null;
      if (p.status !== 'failed' && refundedMinor(p) < p.amountMinor) Object.assign(p, { attention: ATTENTION.bookingGone, resolvedAt: null, resolution: null });
    }
    if (b && p.ticked && b[fieldOf(p.purpose === 'deposit' ? 'DEPOSIT_RECEIVED' : 'PAYMENT_RECEIVED')] == null) {
      Object.assign(p, { ticked: false, attention: ATTENTION.receiptCleared, resolvedAt: null, resolution: null });
    }
  }
}

export function paymentView(s: DemoStore, p: DemoPayment): AdminPaymentFieldsFragment {
  const member = userById(s, p.memberId);
  return {
    __typename: 'Payment',
    id: p.id,
    bookingId: p.bookingId,
    invoiceId: p.invoiceId ?? null,
    invoiceNumber: p.invoiceNumber,
    member: member ? person(member) : null,
    purpose: upper(p.purpose),
    amount: fromMinor(p.amountMinor),
    refundedAmount: fromMinor(refundedMinor(p)),
    currency: p.currency,
    method: p.method,
    providerReference: p.reference,
    status: p.status === 'pending' ? 'PENDING' : p.status === 'succeeded' ? 'SUCCEEDED' : 'FAILED',
    tickedStep: p.ticked,
    attention: p.attention,
    resolvedAt: p.resolvedAt,
    resolution: p.resolution,
    receivedAt: p.receivedAt,
    createdAt: p.createdAt,
    refunds: p.refunds.map((r) => ({
      __typename: 'Refund',
      id: r.id,
      amount: fromMinor(r.amountMinor),
      reason: r.reason,
      status: 'SUCCEEDED',
      providerReference: r.reference,
      failure: null,
      createdAt: r.createdAt,
    })),
  };
}

type PaymentDueView = RoomsMyBookingRequestsQuery['myRoomBookings'][number]['paymentDue'];

/** A booking's payments (oldest first) and what its member can pay online now, as RoomBooking answers them. */
export function bookingPaymentFields(s: DemoStore, b: DemoBooking): { payments: AdminPaymentFieldsFragment[]; paymentDue: PaymentDueView } {
  settleChanges(s);
  const mine = s.payments.filter((p) => p.bookingId === b.id).sort((x, y) => x.createdAt.localeCompare(y.createdAt));
  const plan = paymentDuePlan(b, mine.map(facts));
  const amountMinor = plan ? amountDueMinor(plan.purpose, invoiceMinor(s, b)) : 0;
  return {
    payments: mine.map((p) => paymentView(s, p)),
    paymentDue:
      plan && amountMinor > 0
        ? { __typename: 'PaymentDue', purpose: upper(plan.purpose), amount: fromMinor(amountMinor), currency: DEMO_CURRENCY, preparing: false, settling: plan.settling }
        : null,
  };
}

/**
 * The sample's online payments (sample/office.ts, as the seed writes them): paid and ticked, settling, paid and partly
 * refunded, paid twice after a tick by hand. Each pays the accepted booking of its purpose, its amount from the invoice.
 */
export function seedPayments(s: DemoStore, now: Date) {
  const at = now.toISOString();
  for (const p of DEMO_PAYMENTS) {
    const booking = s.bookings.find((b) => b.purpose === p.booking && b.status === 'accepted');
    if (!booking) continue;
    const { depositMinor, monthlyMinor } = invoiceMinor(s, booking);
    const amountMinor = p.purpose === 'deposit' ? depositMinor : monthlyMinor;
    s.payments.push({
      id: `demo-pay-${p.key}`,
      bookingId: booking.id,
      invoiceNumber: invoiceNumberOf(booking),
      memberId: booking.memberId,
      purpose: p.purpose,
      amountMinor,
      currency: DEMO_CURRENCY,
      method: p.method,
      reference: `pi_demo_${p.key}`,
      status: p.status,
      ticked: p.ticked,
      attention: p.attention ?? null,
      resolvedAt: null,
      resolution: null,
      receivedAt: p.status === 'succeeded' ? at : null,
      createdAt: at,
      refunds: p.refund ? [{ id: `demo-refund-${p.key}`, amountMinor: toMinor(p.refund.amount)!, reason: p.refund.reason, reference: `re_demo_${p.key}`, requestedBy: null, createdAt: at }] : [],
    });
  }
}

/** The member pays, the admin's Payments screen, refunds and settled items. */
export function paymentHandlers(ctx: DemoContext) {
  const s = ctx.store;
  const paymentOf = (id: string | number) => found(s.payments.find((p) => p.id === String(id)), 'Payment not found');

  return [
    // The demo's office counts in USD, the spec's '$', and takes payments online.
    query(OfficeSettingsDocument)(() => ({ __typename: 'Query', officeSettings: { __typename: 'OfficeSettings', currency: DEMO_CURRENCY, onlinePayments: true } })),

    mutation(RoomsStartPaymentDocument)(({ bookingId }) => {
      const user = requireUser(ctx);
      settleChanges(s);
      const b = s.bookings.find((x) => x.id === String(bookingId)) ?? null;
      refuse(startPaymentRefusal(b, user.id, true));
      const booking = b!;
      const purpose = purposeDue(booking)!;
      refuse(alreadyPaidRefusal(s.payments.filter((p) => p.bookingId === booking.id).map(facts), purpose));
      const expected = amountDueMinor(purpose, invoiceMinor(s, booking));
      // Paid at once, by card, for exactly the invoice's amount: the rule ticks the step as the API's webhook would.
      const plan = planOnlinePayment(booking, { purpose, amountMinor: expected, currency: DEMO_CURRENCY, expectedMinor: expected, expectedCurrency: DEMO_CURRENCY });
      const now = new Date().toISOString();
      if (plan.tick) booking[fieldOf(plan.tick)] = now;
      const id = s.nextId();
      s.payments.push({
        id,
        bookingId: booking.id,
        invoiceNumber: invoiceNumberOf(booking),
        memberId: user.id,
        purpose,
        amountMinor: expected,
        currency: DEMO_CURRENCY,
        method: 'card',
        reference: `pi_demo_${id}`,
        status: 'succeeded',
        ticked: plan.tick !== null,
        attention: plan.attention,
        resolvedAt: null,
        resolution: null,
        receivedAt: now,
        createdAt: now,
        refunds: [],
      });
      return {
        __typename: 'Mutation',
        startPayment: {
          __typename: 'PaymentCheckout',
          purpose: upper(purpose),
          // Where the provider would send the member back after paying.
          url: `/meeting-rooms?payment=success&booking=${booking.id}`,
          amount: fromMinor(expected),
          currency: DEMO_CURRENCY,
          expiresAt: null,
        },
      };
    }),

    query(AdminPaymentsDocument)(({ filter, limit, offset }) => {
      requireAdmin(ctx);
      settleChanges(s);
      const f = validSync(paymentFilterSchema, filter ?? null) ?? {};
      const open = (p: DemoPayment) => p.attention !== null && p.resolvedAt === null;
      const list = s.payments
        .filter((p) => (f.attention == null || open(p) === f.attention) && (!f.status || p.status === f.status) && (!f.purpose || p.purpose === f.purpose))
        .filter((p) => f.bookingId == null || p.bookingId === String(f.bookingId))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
      const from = offset ?? 0;
      return { __typename: 'Query', payments: list.slice(from, from + (limit ?? 100)).map((p) => paymentView(s, p)) };
    }),

    mutation(AdminRefundPaymentDocument)(({ paymentId, input }) => {
      const admin = requireAdmin(ctx);
      const data = validSync(refundSchema, input);
      const p = paymentOf(paymentId);
      const amountMinor = toMinor(data.amount);
      refuse(refundRefusal(facts(p), amountMinor, data.reason));
      const now = new Date().toISOString();
      p.refunds.push({ id: s.nextId(), amountMinor: amountMinor!, reason: data.reason.trim(), reference: `re_demo_${p.id}_${p.refunds.length + 1}`, requestedBy: admin.id, createdAt: now });
      if (p.attention && !p.resolvedAt && refundedMinor(p) >= p.amountMinor) Object.assign(p, { resolvedAt: now, resolution: 'Refunded in full' });
      return { __typename: 'Mutation', refundPayment: paymentView(s, p) };
    }),

    mutation(AdminResolvePaymentDocument)(({ paymentId, note }) => {
      requireAdmin(ctx);
      const data = validSync(resolvePaymentSchema, { note });
      const p = paymentOf(paymentId);
      if (!p.attention || p.resolvedAt) throw new DemoError('CONFLICT', 'This payment needs no attention');
      Object.assign(p, { resolvedAt: new Date().toISOString(), resolution: data.note });
      return { __typename: 'Mutation', resolvePayment: paymentView(s, p) };
    }),

    // No provider to compare with: nothing to repair.
    mutation(AdminReconcilePaymentsDocument)(() => {
      requireAdmin(ctx);
      settleChanges(s);
      return {
        __typename: 'Mutation',
        reconcilePayments: { __typename: 'ReconciliationReport', sessionsChecked: 0, paymentsRecorded: 0, linksExpired: 0, refundsUpdated: 0 },
      };
    }),
  ];
}
