import type { Resolvers } from '../../generated/graphql';
import { fromMinor } from '../../../../rules/money';
import { parseId } from '../../core/validation';

const upper = <T extends string>(v: T) => v.toUpperCase() as Uppercase<T>;

export const paymentsResolvers: Resolvers = {
  Query: {
    officeSettings: (_p, _a, ctx) => ctx.services.payments.settings(),
    payments: (_p, { filter, limit, offset }, ctx) => ctx.services.payments.list(ctx.viewer, filter, limit, offset),
    myPayments: (_p, { limit, offset }, ctx) => ctx.services.payments.mine(ctx.viewer, limit, offset),
  },
  Mutation: {
    startPayment: (_p, { bookingId }, ctx) => ctx.services.payments.startPayment(ctx.viewer, parseId(bookingId, 'Booking')),
    startDuesPayment: (_p, { invoiceId }, ctx) => ctx.services.payments.startDuesPayment(ctx.viewer, parseId(invoiceId, 'Invoice')),
    refundPayment: (_p, { paymentId, input }, ctx) => ctx.services.payments.refund(ctx.viewer, parseId(paymentId, 'Payment'), input),
    resolvePayment: (_p, { paymentId, note }, ctx) => ctx.services.payments.resolve(ctx.viewer, parseId(paymentId, 'Payment'), { note }),
    reconcilePayments: (_p, _a, ctx) => ctx.services.paymentReconciler.run(ctx.viewer),
  },
  RoomBooking: {
    // RoomBooking objects reach only their member and admins (myRoomBookings, the admin list, the admin's transitions).
    payments: (b, _a, ctx) => ctx.loaders.paymentsByBookingId.load(b.id),
    paymentDue: async (b, _a, ctx) => {
      if (!ctx.services.payments.online || b.status !== 'accepted') return null;
      const [links, payments, invoice] = await Promise.all([
        ctx.loaders.liveLinksByBookingId.load(b.id),
        ctx.loaders.paymentsByBookingId.load(b.id),
        b.joined ? b.joined.invoice : ctx.loaders.invoiceByBookingId.load(b.id),
      ]);
      return ctx.services.payments.paymentDue(b, links, payments, invoice);
    },
  },
  Invoice: {
    // Invoices reach only their member and admins (invoices, myMembership, the admin lists).
    paymentDue: async (i, _a, ctx) => {
      if (!ctx.services.payments.online || i.kind !== 'dues' || i.paidInFull || i.voidedAt) return null;
      const [links, payments] = await Promise.all([ctx.loaders.liveLinksByInvoiceId.load(i.id), ctx.loaders.paymentsByInvoiceId.load(i.id)]);
      return ctx.services.payments.duesPaymentDue(i, links, payments);
    },
  },
  PaymentDue: {
    purpose: (d) => upper(d.purpose),
    amount: (d) => fromMinor(d.amountMinor),
  },
  PaymentCheckout: {
    purpose: (c) => upper(c.purpose),
    amount: (c) => fromMinor(c.amountMinor),
  },
  Payment: {
    member: (p, _a, ctx) => (p.memberId === null ? null : ctx.loaders.personById.load(p.memberId)),
    purpose: (p) => upper(p.purpose),
    amount: (p) => fromMinor(p.amountMinor),
    refundedAmount: (p) => fromMinor(p.refundedMinor),
    providerReference: (p) => p.providerPaymentId ?? p.providerSessionId,
    status: (p) => upper(p.status),
    tickedStep: (p) => p.ticked,
    refunds: (p, _a, ctx) => ctx.loaders.refundsByPaymentId.load(p.id),
  },
  Refund: {
    amount: (r) => fromMinor(r.amountMinor),
    status: (r) => upper(r.status),
    providerReference: (r) => r.providerRefundId,
    requestedBy: (r, _a, ctx) => (r.requestedBy === null ? null : ctx.loaders.personById.load(r.requestedBy)),
  },
};
