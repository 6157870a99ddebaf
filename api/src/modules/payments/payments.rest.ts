import type { FeatureRoutes } from '../../core/http/routes';
import { Status } from '../../core/http/routes';
import { parseId } from '../../core/validation';
import { fromMinor } from '../../../../rules/money';
import { toPaymentJson } from './payment.mapper';
import type { PaymentRow } from './payments.repository';
import type { PaymentReconciler } from './payments.reconcile';
import type { PaymentsService } from './payments.service';
import type { PaymentWebhook } from './payments.webhook';
import type { paymentLoaders } from './payments.loaders';

type Services = { payments: PaymentsService; paymentWebhook: PaymentWebhook; paymentReconciler: PaymentReconciler };
type Loaders = ReturnType<typeof paymentLoaders>;

/** "true"/"false" in a query string as the booleans the filter expects; anything else is left for it to refuse. */
const flag = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);

/** Online payment over REST, on the same services as GraphQL; the provider's webhook answers 2xx only after its change committed. */
export function paymentsRoutes(r: FeatureRoutes<Services, Loaders>): void {
  const present = async (loaders: Loaders, rows: PaymentRow[]) => {
    const refunds = await loaders.refundsByPaymentId.loadMany(rows.map((p) => p.id));
    return rows.map((p, i) => toPaymentJson(p, refunds[i] instanceof Error ? [] : (refunds[i] as never)));
  };

  // Called by the provider, not by a user: the Stripe-Signature over the exact body is the credential.
  r.add('post', '/payments/webhook', 'PUBLIC', ({ services, rawBody, headers }) => services.paymentWebhook.receive(rawBody, headers['stripe-signature']));

  r.add('get', '/settings', 'PUBLIC', async ({ services }) => services.payments.settings());

  r.add('get', '/payments', 'ADMIN', async ({ services, viewer, loaders, query }) => {
    const { limit, offset, attention, ...rest } = query;
    const filter = attention === undefined ? rest : { ...rest, attention: flag(attention) };
    return present(loaders, await services.payments.list(viewer, filter, limit ?? 500, offset));
  });
  r.add('get', '/payments/mine', 'MEMBER', async ({ services, viewer, loaders, query }) =>
    present(loaders, await services.payments.mine(viewer, query.limit ?? 500, query.offset)),
  );
  r.add('post', '/room-bookings/:id/pay', 'MEMBER', async ({ services, viewer, params }) => {
    const c = await services.payments.startPayment(viewer, parseId(params.id, 'Booking'));
    return { purpose: c.purpose.toUpperCase(), url: c.url, amount: fromMinor(c.amountMinor), currency: c.currency, expiresAt: c.expiresAt };
  });
  r.add('post', '/dues-invoices/:id/pay', 'MEMBER', async ({ services, viewer, params }) => {
    const c = await services.payments.startDuesPayment(viewer, parseId(params.id, 'Invoice'));
    return { purpose: c.purpose.toUpperCase(), url: c.url, amount: fromMinor(c.amountMinor), currency: c.currency, expiresAt: c.expiresAt };
  });
  r.add('post', '/payments/:id/refund', 'ADMIN', async ({ services, viewer, loaders, params, body }) =>
    (await present(loaders, [await services.payments.refund(viewer, parseId(params.id, 'Payment'), body)]))[0],
  );
  r.add('post', '/payments/:id/resolve', 'ADMIN', async ({ services, viewer, loaders, params, body }) =>
    (await present(loaders, [await services.payments.resolve(viewer, parseId(params.id, 'Payment'), body)]))[0],
  );
  r.add('post', '/payments/reconcile', 'ADMIN', async ({ services, viewer }) => new Status(200, await services.paymentReconciler.run(viewer)));
}
