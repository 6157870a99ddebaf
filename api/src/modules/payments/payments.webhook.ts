import type { DataSource, EntityManager } from 'typeorm';
import { AppError, notFound } from '../../core/errors';
import type { Logger } from '../../core/logger';
import { ONLINE_PAYMENT_ACTOR, planOnlinePayment, type MoneyPurpose, type PaymentPurpose } from '../../../../rules/payments';
import { planDuesPayment } from '../../../../rules/memberships';
import { formatMinor } from '../../../../rules/money';
import { record, type SystemActor } from '../audit/audit.record';
import type { BookingsService } from '../bookings/bookings.service';
import type { DuesService } from '../memberships/dues.service';
import type { LinkRow, PaymentRow, PaymentStatusValue, RefundStatusValue } from './payments.repository';
import type { PaymentsService } from './payments.service';
import type { PaymentProvider } from './stripe-provider';

/** How the Audit Log names the provider's webhooks and the nightly reconciliation. */
export const ONLINE_PAYMENT: SystemActor = { system: ONLINE_PAYMENT_ACTOR };

/** A checkout session as the provider reports it (an event's object, or a reconciliation's listing). */
export interface SessionFacts {
  id: string;
  status: string | null;
  paymentStatus: string | null;
  amountMinor: number | null;
  currency: string | null;
  paymentIntentId: string | null;
  metadata: Record<string, string>;
}

/** A refund as the provider reports it. */
export interface RefundFacts {
  id: string;
  status: string | null;
  paymentIntentId: string | null;
  amountMinor: number | null;
  metadata: Record<string, string>;
  failureReason?: string | null;
}

/** The few fields of the provider's event this handler reads. */
export interface ProviderEvent {
  id: string;
  type: string;
  data: { object: unknown };
}

type SessionEventType = 'completed' | 'async_succeeded' | 'async_failed' | 'expired';

const str = (v: unknown): string | null => (typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }).id : null);

export function sessionFacts(o: Record<string, unknown>): SessionFacts {
  return {
    id: String(o.id),
    status: typeof o.status === 'string' ? o.status : null,
    paymentStatus: typeof o.payment_status === 'string' ? o.payment_status : null,
    amountMinor: typeof o.amount_total === 'number' ? o.amount_total : null,
    currency: typeof o.currency === 'string' ? o.currency.toUpperCase() : null,
    paymentIntentId: str(o.payment_intent),
    metadata: (o.metadata as Record<string, string>) ?? {},
  };
}

export function refundFacts(o: Record<string, unknown>): RefundFacts {
  return {
    id: String(o.id),
    status: typeof o.status === 'string' ? o.status : null,
    paymentIntentId: str(o.payment_intent),
    amountMinor: typeof o.amount === 'number' ? o.amount : null,
    metadata: (o.metadata as Record<string, string>) ?? {},
    failureReason: typeof o.failure_reason === 'string' ? o.failure_reason : null,
  };
}

const REFUND_STATUSES: Record<string, RefundStatusValue> = { pending: 'pending', requires_action: 'pending', succeeded: 'succeeded', failed: 'failed', canceled: 'canceled' };

/**
 * What the payment provider tells us, applied exactly once: `POST /api/payments/webhook` verifies the
 * signature over the raw body, then each event id is taken in the same transaction as the change it makes
 * (payment_events' primary key), so replays, duplicates, two instances and a reconciliation that repeats
 * a lost event all end in one change. The booking row is locked first, as an admin's tick locks it, so a
 * manual tick racing the webhook ends in one tick and, for the loser, an attention item.
 */
export class PaymentWebhook {
  /** Set by the app's wiring: marks dues invoices paid (issue 36). Without it, a dues payment waits for an admin. */
  dues?: Pick<DuesService, 'lockForUpdate' | 'markPaidAsSystem'>;

  constructor(
    private readonly ds: DataSource,
    private readonly payments: PaymentsService,
    private readonly bookings: BookingsService,
    private readonly logger: Logger,
    private readonly onChange: () => void = () => undefined,
  ) {}

  private get provider(): PaymentProvider | null {
    return this.payments.provider;
  }

  /** The webhook: 401 and no change unless the signature is the provider's; 2xx only after the change committed. */
  async receive(rawBody: Buffer | undefined, signature: string | string[] | undefined): Promise<{ received: true; outcome: string }> {
    if (!this.provider) throw notFound('Online payment is not configured');
    let event: ProviderEvent;
    try {
      event = this.provider.verifyEvent(rawBody ?? Buffer.alloc(0), Array.isArray(signature) ? signature[0] : signature) as unknown as ProviderEvent;
    } catch {
      throw new AppError('UNAUTHENTICATED', 'Invalid or missing webhook signature');
    }
    return { received: true, outcome: await this.handle(event) };
  }

  /** One verified event (or one a reconciliation made up for a lost one). Answers what it did. */
  async handle(event: ProviderEvent): Promise<string> {
    const o = (event.data?.object ?? {}) as Record<string, unknown>;
    const sessionEvent = SESSION_EVENTS[event.type];
    if (sessionEvent) return this.applySession(event.id, sessionEvent, sessionFacts(o));
    if (event.type === 'refund.created' || event.type === 'refund.updated' || event.type === 'refund.failed') {
      return this.applyRefund(event.id, event.type, refundFacts(o));
    }
    if (event.type === 'charge.refunded') {
      // Newer API versions leave the refunds out of the charge; the refund.* events carry them. Apply any it has.
      const refunds = ((o.refunds as { data?: Record<string, unknown>[] } | undefined)?.data ?? []).map(refundFacts);
      const outcomes: string[] = [];
      for (const [i, r] of refunds.entries()) outcomes.push(await this.applyRefund(`${event.id}:${i}`, event.type, r));
      return this.once(event, outcomes.length ? outcomes.join('; ') : 'noted (refund events carry the outcome)');
    }
    return this.once(event, 'ignored');
  }

  /** Records an event that changes nothing, once. */
  private async once(event: ProviderEvent, outcome: string): Promise<string> {
    return this.ds.transaction(async (m) => {
      const o = event.data?.object as { id?: unknown } | undefined;
      if (!(await this.payments.repo.claimEvent(m, event.id, event.type, typeof o?.id === 'string' ? o.id : null))) return 'duplicate';
      await this.payments.repo.eventOutcome(m, event.id, outcome);
      return outcome;
    });
  }

  /**
   * A checkout session completed, settled, failed or expired. Forward only: a late "completed (unpaid)"
   * after "async payment succeeded" changes nothing; a payment ticks its step only when it first succeeds.
   */
  async applySession(eventId: string, kind: SessionEventType, s: SessionFacts): Promise<string> {
    const known = await this.payments.repo.linkBySession(s.id);
    // The payment method is the charge's: asked before the transaction (never hold row locks over a call out).
    const method = kind !== 'expired' && s.paymentIntentId && this.provider ? await this.methodOf(s.paymentIntentId) : null;
    const outcome = await this.ds.transaction(async (m) => {
      if (!(await this.payments.repo.claimEvent(m, eventId, `checkout.session.${kind}`, s.id))) return 'duplicate';
      const done = (o: string) => this.payments.repo.eventOutcome(m, eventId, o).then(() => o);
      if (!known) return done('unknown session: recorded, nothing changed');
      // Lock order: booking (or dues invoice), then link, then payment (as admins' ticks and the member's checkout take them).
      const booking = known.bookingId !== null ? await this.bookings.lockForUpdate(known.bookingId, m) : null;
      const invoice = known.purpose === 'dues' && known.invoiceId !== null && this.dues ? await this.dues.lockForUpdate(known.invoiceId, m) : null;
      const link = (await this.payments.repo.linkBySession(s.id, m, true))!;
      if (kind === 'expired') {
        const moved = await this.payments.repo.setLinkStatus(link.id, link.status === 'cancelling' ? 'cancelled' : 'expired', ['open', 'cancelling'], m);
        return done(moved ? 'link expired' : 'link already closed');
      }
      const status: PaymentStatusValue = kind === 'async_failed' ? 'failed' : kind === 'async_succeeded' || s.paymentStatus === 'paid' ? 'succeeded' : 'pending';
      await this.payments.repo.setLinkStatus(link.id, status === 'failed' ? 'failed' : 'complete', ['creating', 'open', 'cancelling', 'cancelled', 'expired', 'complete'], m);
      const { before, after } = await this.payments.repo.recordPayment(m, {
        linkId: link.id,
        bookingId: link.bookingId,
        invoiceId: link.invoiceId,
        memberId: booking?.memberId ?? invoice?.memberId ?? (Number(s.metadata.member_id) || null),
        purpose: link.purpose,
        amountMinor: s.amountMinor ?? link.amountMinor,
        currency: s.currency ?? link.currency,
        method,
        providerSessionId: s.id,
        providerPaymentId: s.paymentIntentId,
        status,
      });
      if (after.status === 'succeeded' && before?.status !== 'succeeded' && link.purpose === 'dues') return done(await this.settleDues(m, invoice, link, after));
      if (after.status === 'succeeded' && before?.status !== 'succeeded') return done(await this.settle(m, booking, link, after));
      if (after.status === 'failed' && before?.status !== 'failed') {
        await record(m, ONLINE_PAYMENT, {
          action: 'payment.failed',
          entityType: 'payment',
          entityId: after.id,
          summary: `Online payment of the ${label(link.purpose).toLowerCase()} for ${subject(link)} failed at the provider`,
        });
        return done('payment failed');
      }
      return done(before ? `no change (payment ${after.status})` : `payment ${after.status}`);
    });
    if (outcome !== 'duplicate') this.onChange();
    return outcome;
  }

  /** A payment that just succeeded: tick its step as "Online payment", or flag it for an admin. */
  private async settle(m: EntityManager, booking: Awaited<ReturnType<BookingsService['lockForUpdate']>>, link: LinkRow, p: PaymentRow): Promise<string> {
    const purpose = link.purpose as PaymentPurpose;
    const plan = planOnlinePayment(booking, {
      purpose,
      amountMinor: p.amountMinor,
      currency: p.currency,
      expectedMinor: link.amountMinor,
      expectedCurrency: link.currency,
    });
    let attention = plan.attention;
    if (plan.tick && booking) {
      const ticked = await this.bookings.tickAsSystem(m, booking, plan.tick, ONLINE_PAYMENT);
      if (ticked.changed) await this.payments.repo.markTicked(m, p.id);
      else attention = ticked.refusal;
    }
    if (attention) await this.payments.repo.flag(m, p.id, attention);
    await record(m, ONLINE_PAYMENT, {
      action: 'payment.received',
      entityType: 'payment',
      entityId: p.id,
      summary: `Received ${formatMinor(p.amountMinor, p.currency)} (${label(link.purpose).toLowerCase()}) for booking #${link.bookingId}${attention ? `: needs attention — ${attention}` : ''}`,
      after: { amountMinor: p.amountMinor, currency: p.currency, method: p.method, providerPaymentId: p.providerPaymentId, attention },
    });
    return attention ? `payment recorded, needs attention: ${attention}` : `ticked ${plan.tick}`;
  }

  /** A dues payment that just succeeded: mark its invoice paid as "Online payment", or flag it for an admin (rules/memberships.ts). */
  private async settleDues(m: EntityManager, invoice: Awaited<ReturnType<DuesService['lockForUpdate']>>, link: LinkRow, p: PaymentRow): Promise<string> {
    const plan = planDuesPayment(invoice, { amountMinor: p.amountMinor, currency: p.currency, expectedMinor: link.amountMinor, expectedCurrency: link.currency });
    let attention = plan.attention;
    if (plan.markPaid && invoice && this.dues) {
      if (await this.dues.markPaidAsSystem(m, invoice, ONLINE_PAYMENT)) await this.payments.repo.markTicked(m, p.id);
      else attention = 'Paid online after the dues invoice was already marked paid';
    }
    if (attention) await this.payments.repo.flag(m, p.id, attention);
    await record(m, ONLINE_PAYMENT, {
      action: 'payment.received',
      entityType: 'payment',
      entityId: p.id,
      summary: `Received ${formatMinor(p.amountMinor, p.currency)} (dues) for ${subject(link)}${attention ? `: needs attention — ${attention}` : ''}`,
      after: { amountMinor: p.amountMinor, currency: p.currency, method: p.method, providerPaymentId: p.providerPaymentId, attention },
    });
    return attention ? `payment recorded, needs attention: ${attention}` : 'marked dues paid';
  }

  /** A refund's outcome at the provider, matched by its id or our refund id in its metadata; forward only. */
  async applyRefund(eventId: string, type: string, r: RefundFacts): Promise<string> {
    const to = r.status ? REFUND_STATUSES[r.status] : undefined;
    const outcome = await this.ds.transaction(async (m) => {
      if (!(await this.payments.repo.claimEvent(m, eventId, type, r.id))) return 'duplicate';
      const done = (o: string) => this.payments.repo.eventOutcome(m, eventId, o).then(() => o);
      const ours =
        (await this.payments.repo.refundByProviderId(r.id, m, true)) ??
        (Number(r.metadata.refund_id) ? await this.payments.repo.refund(Number(r.metadata.refund_id), m, true) : null);
      if (!ours) return done('unknown refund: recorded, nothing changed');
      if (!to) return done(`refund status ${r.status ?? 'missing'}: nothing changed`);
      const from: RefundStatusValue[] = to === 'pending' ? ['requested'] : ['requested', 'pending'];
      const moved = await this.payments.repo.setRefundStatus(m, ours.id, to, from, { providerRefundId: r.id, failure: r.failureReason ?? null });
      if (!moved) return done(`refund already ${ours.status}`);
      if (to === 'succeeded') await this.payments.settleAttentionIfRefunded(m, ours.paymentId);
      if (to === 'succeeded' || to === 'failed') {
        await record(m, ONLINE_PAYMENT, {
          action: `payment.refund_${to}`,
          entityType: 'payment',
          entityId: ours.paymentId,
          summary: `Refund #${ours.id} of payment #${ours.paymentId} ${to === 'succeeded' ? 'went through' : `failed${r.failureReason ? `: ${r.failureReason}` : ''}`}`,
        });
      }
      return done(`refund ${to}`);
    });
    if (outcome !== 'duplicate') this.onChange();
    return outcome;
  }

  private async methodOf(paymentIntentId: string): Promise<string | null> {
    try {
      return (await this.provider!.payment(paymentIntentId)).method ?? null;
    } catch (err) {
      this.logger.warn({ paymentIntentId, err: (err as Error).message }, 'payment method not known yet (the provider did not answer)');
      return null;
    }
  }
}

const SESSION_EVENTS: Record<string, SessionEventType> = {
  'checkout.session.completed': 'completed',
  'checkout.session.async_payment_succeeded': 'async_succeeded',
  'checkout.session.async_payment_failed': 'async_failed',
  'checkout.session.expired': 'expired',
};

const label = (purpose: MoneyPurpose) => (purpose === 'deposit' ? 'Deposit' : purpose === 'dues' ? 'Dues' : 'Full payment');
/** What a link pays, as the audit log names it. */
const subject = (link: LinkRow) => (link.purpose === 'dues' ? `dues invoice #${link.invoiceId}` : `booking #${link.bookingId}`);
