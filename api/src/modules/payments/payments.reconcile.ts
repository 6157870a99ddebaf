import type { DataSource } from 'typeorm';
import { requireAdmin, type Viewer } from '../../core/auth/viewer';
import { conflict } from '../../core/errors';
import type { Logger } from '../../core/logger';
import { record } from '../audit/audit.record';
import type { PaymentsService } from './payments.service';
import { ONLINE_PAYMENT, type PaymentWebhook } from './payments.webhook';

export interface ReconciliationReport {
  sessionsChecked: number;
  paymentsRecorded: number;
  linksExpired: number;
  refundsUpdated: number;
}

/** How far back the nightly run looks: webhooks are retried by the provider for three days. */
export const RECONCILE_DAYS = 3;

/**
 * Compares the last days with the provider and repairs what a lost webhook missed: a session paid or
 * settled that we never heard of is applied as its event would have been (the same code, under an event
 * id of its own, so it happens once however often this runs and whatever arrives later); links the
 * provider expired are closed; refunds still open are asked about. Runs nightly (PaymentJobs) and on an
 * admin's "Reconcile now"; what it fixed goes to the audit log as "Online payment".
 */
export class PaymentReconciler {
  constructor(
    private readonly ds: DataSource,
    private readonly payments: PaymentsService,
    private readonly webhook: PaymentWebhook,
    private readonly logger: Logger,
  ) {}

  async run(viewer: Viewer | null): Promise<ReconciliationReport> {
    requireAdmin(viewer);
    if (!this.payments.provider) throw conflict('Online payment is off: there is no provider to compare with');
    return this.reconcile();
  }

  async reconcile(days = RECONCILE_DAYS): Promise<ReconciliationReport> {
    const provider = this.payments.provider;
    const report: ReconciliationReport = { sessionsChecked: 0, paymentsRecorded: 0, linksExpired: 0, refundsUpdated: 0 };
    if (!provider) return report;
    const since = new Date(Date.now() - days * 24 * 3600_000);
    const repo = this.payments.repo;
    for await (const s of provider.listSessions(since)) {
      report.sessionsChecked++;
      const link = await repo.linkBySession(s.id);
      if (!link) continue;
      const facts = {
        id: s.id,
        status: s.status,
        paymentStatus: s.paymentStatus,
        amountMinor: s.amountMinor,
        currency: s.currency.toUpperCase(),
        paymentIntentId: s.paymentIntentId,
        metadata: s.metadata,
      };
      if (s.status === 'expired' && (link.status === 'open' || link.status === 'cancelling')) {
        if ((await this.webhook.applySession(`reconcile:${s.id}:expired`, 'expired', facts)) !== 'duplicate') report.linksExpired++;
        continue;
      }
      if (s.status !== 'complete') continue;
      const known = await repo.paymentBySession(s.id);
      let kind: 'completed' | 'async_succeeded' | 'async_failed' | null = null;
      if (s.paymentStatus === 'paid') kind = !known ? 'completed' : known.status === 'pending' ? 'async_succeeded' : null;
      else if (!known) kind = 'completed';
      else if (known.status === 'pending' && s.paymentIntentId) {
        // Still unpaid: a debit that failed shows on its payment intent.
        const pi = await provider.payment(s.paymentIntentId).catch(() => null);
        if (pi && (pi.status === 'failed' || pi.status === 'canceled')) kind = 'async_failed';
      }
      if (kind && (await this.webhook.applySession(`reconcile:${s.id}:${kind}`, kind, facts)) !== 'duplicate') report.paymentsRecorded++;
    }
    for (const r of await repo.openRefunds(0)) {
      if (!r.providerRefundId) continue;
      const now = await provider.retrieveRefund(r.providerRefundId).catch(() => null);
      if (!now || now.status === r.status) continue;
      const outcome = await this.webhook.applyRefund(`reconcile:${now.id}:${now.status}`, 'refund.updated', {
        id: now.id,
        status: now.status,
        paymentIntentId: now.paymentIntentId,
        amountMinor: now.amountMinor,
        metadata: now.metadata,
      });
      if (outcome.startsWith('refund ')) report.refundsUpdated++;
    }
    await this.payments.sync(null);
    await this.payments.retryRefunds();
    const fixed = report.paymentsRecorded + report.linksExpired + report.refundsUpdated;
    if (fixed) {
      await this.ds.transaction((m) =>
        record(m, ONLINE_PAYMENT, {
          action: 'payment.reconciled',
          entityType: 'payment',
          entityId: null,
          summary: `Reconciliation with the provider repaired ${report.paymentsRecorded} payment(s), ${report.linksExpired} expired link(s), ${report.refundsUpdated} refund(s)`,
          after: report,
        }),
      );
    }
    this.logger.info(report, 'payments reconciled with the provider');
    return report;
  }
}
