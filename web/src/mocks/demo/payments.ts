import dayjs from 'dayjs';
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
import type { DemoPayment, DemoRefund } from './world-types';
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

/** Sample payments: paid, paid twice and refunded, settling, and one needing attention (issue 35's demo states). */
export function seedPayments(s: DemoStore, now: Date) {
  const ago = (days: number) => dayjs(now).subtract(days, 'day').toISOString();
  const board = s.rooms.find((r) => r.pricePerMonth && r.deposit);
  // Demo mode's sample account (the sample parent, also a member), so "Try the demo" shows what a member pays.
  const payer = s.users.find((u) => u.email === 'parent@example.org') ?? s.users.find((u) => !u.isAdmin);
  const settling = s.bookings.find((b) => b.status === 'accepted' && b.depositRequestedAt && !b.depositReceivedAt);
  if (!board || !payer) return;
  // The sample parent's accepted booking, later than the seeded ones of that room: deposit paid online, full payment asked for.
  const paid: DemoBooking = {
    id: '103',
    roomId: board.id,
    memberId: payer.id,
    startDate: dayjs(now).startOf('month').add(8, 'month').format('YYYY-MM-DD'),
    durationMonths: 3,
    purpose: 'Product launch team',
    status: 'accepted',
    rejectionReason: null,
    reviewedAt: ago(9),
    depositRequestedAt: ago(8),
    depositReceivedAt: ago(7),
    fullPaymentRequestedAt: ago(2),
    fullPaymentReceivedAt: null,
    createdAt: ago(12),
    extendsBookingId: null,
    depositCarriedOver: false,
  };
  s.bookings.push(paid);
  const deposit = toMinor(board.deposit)!;
  const base = { currency: DEMO_CURRENCY, purpose: 'deposit' as const, resolvedAt: null, resolution: null, refunds: [] as DemoRefund[] };
  s.payments.push(
    { ...base, id: 'demo-pay-1', bookingId: paid.id, invoiceNumber: invoiceNumberOf(paid), memberId: payer.id, amountMinor: deposit, method: 'card', reference: 'pi_demo_seed_1', status: 'succeeded', ticked: true, attention: null, receivedAt: ago(7), createdAt: ago(7) },
    {
      ...base,
      id: 'demo-pay-2',
      bookingId: paid.id,
      invoiceNumber: invoiceNumberOf(paid),
      memberId: payer.id,
      amountMinor: deposit,
      method: 'card',
      reference: 'pi_demo_seed_2',
      status: 'succeeded',
      ticked: false,
      attention: ATTENTION.alreadyReceived('Deposit received'),
      resolvedAt: ago(6),
      resolution: 'Refunded in full',
      receivedAt: ago(7),
      createdAt: ago(7),
      refunds: [{ id: 'demo-refund-1', amountMinor: deposit, reason: 'Paid twice: the first payment is kept', reference: 're_demo_seed_1', requestedBy: '1', createdAt: ago(6) }],
    },
  );
  if (settling) {
    s.payments.push({ ...base, id: 'demo-pay-3', bookingId: settling.id, invoiceNumber: invoiceNumberOf(settling), memberId: settling.memberId, amountMinor: deposit, method: 'sepa_debit', reference: 'pi_demo_seed_3', status: 'pending', ticked: false, attention: null, receivedAt: null, createdAt: ago(1) });
  }
  const rejected = s.bookings.find((b) => b.status === 'rejected');
  s.payments.push({ ...base, id: 'demo-pay-4', bookingId: null, invoiceNumber: 'INV-DEMO-99', memberId: rejected?.memberId ?? payer.id, amountMinor: deposit, method: 'ideal', reference: 'pi_demo_seed_4', status: 'succeeded', ticked: false, attention: ATTENTION.bookingGone, receivedAt: ago(3), createdAt: ago(3) });
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
