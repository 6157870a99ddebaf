import type { DataSource, EntityManager } from 'typeorm';
import { AppError, conflict, notFound, refuse } from '../../core/errors';
import { requireAdmin, requireViewer, type Viewer } from '../../core/auth/viewer';
import type { Logger } from '../../core/logger';
import { paging, validate } from '../../core/validation';
import type { PaymentStepName } from '../../../../rules/payment-steps';
import {
  alreadyPaidRefusal,
  duesDuePlan,
  paymentDuePlan,
  purposeDue,
  purposeOfStep,
  refundRefusal,
  startPaymentRefusal,
  ATTENTION,
  type MoneyPurpose,
} from '../../../../rules/payments';
import { dayText, startDuesPaymentRefusal } from '../../../../rules/memberships';
import { toMinor } from '../../../../rules/money';
import { paymentFilterSchema, refundSchema, resolvePaymentSchema } from '../../../../validation/payments';
import { record } from '../audit/audit.record';
import type { BookingStepListener } from '../bookings/bookings.service';
import type { RoomBookingEntity } from '../bookings/booking.entity';
import type { InvoicePayment } from '../bookings/invoice.pdf';
import type { InvoicePaymentsOf } from '../bookings/invoices.service';
import type { DuesPaymentListener } from '../memberships/dues.service';
import { PaymentsRepository, type LinkRow, type PaymentRow, type RefundRow } from './payments.repository';
import { ProviderRefusedError, ProviderUnavailableError, type PaymentProvider } from './stripe-provider';

export interface PaymentsOptions {
  currency: string;
  publicUrl: string;
  /** Seconds a link or refund the provider could not take waits before the sweep tries again. */
  retrySeconds: number;
}

/** What the member's "Pay" button needs (RoomBooking.paymentDue). */
export interface PaymentDueView {
  purpose: MoneyPurpose;
  amountMinor: number;
  currency: string;
  preparing: boolean;
  settling: boolean;
}

export interface CheckoutView {
  purpose: MoneyPurpose;
  url: string | null;
  amountMinor: number;
  currency: string;
  expiresAt: Date | null;
}

/** The member is sent back here from the provider's page (the Meeting Rooms screen shows the outcome). */
const returnUrl = (publicUrl: string, bookingId: number, outcome: 'success' | 'cancelled') =>
  `${publicUrl}/meeting-rooms?payment=${outcome}&booking=${bookingId}`;
/** After paying dues the member is sent back to their profile, which shows their membership. */
const duesReturnUrl = (publicUrl: string, invoiceId: number, outcome: 'success' | 'cancelled') =>
  `${publicUrl}/profile?payment=${outcome}&invoice=${invoiceId}`;

/** A link close to its end is replaced rather than handed out: the member needs time on the page. */
const LINK_MARGIN_MS = 5 * 60_000;

/**
 * Online payment of the booking checklist: payment links (the provider's checkout sessions) opened
 * when an admin requests a step and closed when the request is withdrawn or ticked by hand; the
 * member's checkout; refunds; the admin's list and attention items. What the provider reports back
 * arrives through PaymentWebhook. Outside calls happen after commits, never inside a transaction.
 */
export class PaymentsService implements BookingStepListener, DuesPaymentListener {
  readonly repo: PaymentsRepository;
  /** Provider calls in flight (after commits), so tests and shutdown can wait for them. */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly ds: DataSource,
    /** Null when online payment is off (no keys): the manual checklist works as before. */
    readonly provider: PaymentProvider | null,
    private readonly opts: PaymentsOptions,
    private readonly logger: Logger,
    /** Something a member should be told about happened (a receipt, a refund): sweep notifications soon. */
    private readonly onChange: () => void = () => undefined,
  ) {
    this.repo = new PaymentsRepository(ds);
  }

  get online(): boolean {
    return this.provider !== null;
  }

  settings() {
    return { currency: this.opts.currency, onlinePayments: this.online };
  }

  // ------------------------------------------------------------------ the checklist's listener

  async stepChanged(m: EntityManager, b: RoomBookingEntity, step: PaymentStepName, done: boolean, bySystem: boolean): Promise<void> {
    const { purpose, requested } = purposeOfStep(step);
    if (requested) {
      if (done && this.online) await this.repo.openLink(m, b.id, purpose, this.opts.currency);
      if (!done) await this.repo.closeLinks(m, b.id, purpose);
      return;
    }
    // Ticked by hand: the member must not pay a second time.
    if (done && !bySystem) await this.repo.closeLinks(m, b.id, purpose);
    // A receipt an online payment ticked, cleared by an admin: the money is still here, so it needs a look.
    if (!done) {
      await m.query(
        `UPDATE payments SET ticked = false, attention = $3, resolved_at = NULL, updated_at = now()
          WHERE booking_id = $1 AND purpose = $2 AND ticked`,
        [b.id, purpose, ATTENTION.receiptCleared],
      );
    }
  }

  async deleted(m: EntityManager, bookingId: number): Promise<void> {
    await this.repo.closeLinks(m, bookingId, null);
    await this.repo.flagOpenPaymentsOf(m, bookingId, ATTENTION.bookingGone);
  }

  committed(bookingId: number): void {
    if (this.online) this.track(this.sync(bookingId));
  }

  // ------------------------------------------------------------------ dues invoices' listener (issue 36)

  /** A dues invoice paid by hand or voided closes its links; one an online payment paid, cleared by an admin, flags that payment. */
  async duesChanged(m: EntityManager, invoiceId: number, change: 'paid' | 'unpaid' | 'voided', bySystem: boolean): Promise<void> {
    if ((change === 'paid' && !bySystem) || change === 'voided') await this.repo.closeDuesLinks(m, invoiceId);
    if (change === 'unpaid') {
      await m.query(
        `UPDATE payments SET ticked = false, attention = $2, resolved_at = NULL, updated_at = now()
          WHERE invoice_id = $1 AND purpose = 'dues' AND ticked`,
        [invoiceId, ATTENTION.receiptCleared],
      );
    }
  }

  duesCommitted(invoiceId: number): void {
    if (this.online) this.track(this.sync(null, invoiceId));
  }

  /** Resolves when the provider calls started after commits have finished. */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private track(p: Promise<unknown>): void {
    const tracked = p.catch((err) => this.logger.error({ err }, 'payment provider call failed')).finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  // ------------------------------------------------------------------ links at the provider

  /**
   * Brings links waiting for the provider up to date: creates the sessions of new links, expires those of
   * closed ones. For one booking after its change, or (the sweep) every link idle past the retry delay.
   */
  async sync(bookingId: number | null = null, invoiceId: number | null = null): Promise<{ created: number; expired: number; failed: number }> {
    const result = { created: 0, expired: 0, failed: 0 };
    if (!this.provider) return result;
    const one = bookingId !== null || invoiceId !== null;
    const links = await this.repo.pendingLinks(bookingId, one ? 0 : this.opts.retrySeconds, invoiceId);
    for (const link of links) {
      const ok = link.status === 'creating' ? await this.createAtProvider(link) : await this.expireAtProvider(link);
      if (!ok) result.failed++;
      else if (link.status === 'creating') result.created++;
      else result.expired++;
    }
    return result;
  }

  private async createAtProvider(link: LinkRow): Promise<boolean> {
    if (link.purpose === 'dues') return this.createDuesAtProvider(link);
    const [facts] = await this.ds.query(
      `SELECT r.name AS "roomName", u.email, b.member_id AS "memberId", i.invoice_number AS "invoiceNumber"
         FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id JOIN users u ON u.id = b.member_id
         LEFT JOIN invoices i ON i.booking_id = b.id AND i.voided_at IS NULL
        WHERE b.id = $1`,
      [link.bookingId],
    );
    if (!facts) {
      await this.repo.setLinkStatus(link.id, 'cancelled', ['creating']);
      return true;
    }
    try {
      const label = link.purpose === 'deposit' ? 'Deposit' : 'Full payment';
      const session = await this.provider!.createCheckout({
        // One key per link: retries, two clicks and two instances make one session.
        idempotencyKey: `d-office-payment-link-${link.id}`,
        amountMinor: link.amountMinor,
        currency: link.currency,
        description: `${label} for ${facts.roomName}, booking #${link.bookingId}${facts.invoiceNumber ? ` (${facts.invoiceNumber})` : ''}`,
        customerEmail: facts.email,
        metadata: { link_id: String(link.id), booking_id: String(link.bookingId), purpose: link.purpose, member_id: String(facts.memberId) },
        successUrl: returnUrl(this.opts.publicUrl, link.bookingId!, 'success'),
        cancelUrl: returnUrl(this.opts.publicUrl, link.bookingId!, 'cancelled'),
      });
      const status = await this.repo.linkCreated(link.id, { id: session.id, url: session.url, expiresAt: session.expiresAt });
      if (status === 'cancelling') await this.expireAtProvider({ ...link, status, providerSessionId: session.id });
      if (status === 'open') this.onChange();
      return true;
    } catch (err) {
      await this.repo.linkAttemptFailed(link.id, (err as Error).message);
      this.logger.warn({ link: link.id, err: (err as Error).message }, 'payment link not created yet; retried by the next sweep');
      return false;
    }
  }

  /** A dues invoice's checkout session: its amount, the plan and period in the description, back to the member's profile. */
  private async createDuesAtProvider(link: LinkRow): Promise<boolean> {
    const [facts] = await this.ds.query(
      `SELECT i.invoice_number AS "invoiceNumber", i.member_id AS "memberId", u.email, p.name AS "planName",
              i.period_start::text AS "periodStart", i.period_end::text AS "periodEnd"
         FROM invoices i JOIN users u ON u.id = i.member_id JOIN membership_plans p ON p.id = i.plan_id
        WHERE i.id = $1 AND i.kind = 'dues'`,
      [link.invoiceId],
    );
    if (!facts) {
      await this.repo.setLinkStatus(link.id, 'cancelled', ['creating']);
      return true;
    }
    try {
      const session = await this.provider!.createCheckout({
        idempotencyKey: `d-office-payment-link-${link.id}`,
        amountMinor: link.amountMinor,
        currency: link.currency,
        description: `Membership dues: ${facts.planName}, ${dayText(facts.periodStart)} – ${dayText(facts.periodEnd)} (${facts.invoiceNumber})`,
        customerEmail: facts.email,
        metadata: { link_id: String(link.id), invoice_id: String(link.invoiceId), purpose: 'dues', member_id: String(facts.memberId) },
        successUrl: duesReturnUrl(this.opts.publicUrl, link.invoiceId!, 'success'),
        cancelUrl: duesReturnUrl(this.opts.publicUrl, link.invoiceId!, 'cancelled'),
      });
      const status = await this.repo.linkCreated(link.id, { id: session.id, url: session.url, expiresAt: session.expiresAt });
      if (status === 'cancelling') await this.expireAtProvider({ ...link, status, providerSessionId: session.id });
      return true;
    } catch (err) {
      await this.repo.linkAttemptFailed(link.id, (err as Error).message);
      this.logger.warn({ link: link.id, err: (err as Error).message }, 'payment link not created yet; retried by the next sweep');
      return false;
    }
  }

  private async expireAtProvider(link: LinkRow): Promise<boolean> {
    try {
      if (link.providerSessionId) await this.provider!.expireSession(link.providerSessionId);
      await this.repo.setLinkStatus(link.id, 'cancelled', ['cancelling']);
      return true;
    } catch (err) {
      await this.repo.linkAttemptFailed(link.id, (err as Error).message);
      return false;
    }
  }

  // ------------------------------------------------------------------ the member

  /** Where the member pays their booking's requested step now: a live link, replaced when it has (nearly) expired. */
  async startPayment(viewer: Viewer | null, bookingId: number): Promise<CheckoutView> {
    const member = requireViewer(viewer);
    const b = await this.booking(bookingId);
    refuse(startPaymentRefusal(b, member.id, this.online));
    const purpose = purposeDue(b!)!;
    refuse(alreadyPaidRefusal(await this.repo.paymentsOfBookings([bookingId]), purpose));

    // A page the provider has closed (expired, or it ends within minutes) is replaced; asked of the provider, whose clock decides.
    const current = await this.repo.liveLink(bookingId, purpose);
    const stale = current?.status === 'open' && current.providerSessionId ? !(await this.stillOpen(current)) : false;
    const linkId = await this.ds.transaction(async (m) => {
      // The booking's lock orders this with the admin's ticks and the provider's webhooks.
      await m.query(`SELECT id FROM room_bookings WHERE id = $1 FOR UPDATE`, [bookingId]);
      const live = await this.repo.liveLink(bookingId, purpose, m);
      if (live && !(stale && live.id === current!.id)) return live.id;
      if (live) await this.repo.setLinkStatus(live.id, 'cancelling', ['open'], m);
      const opened = await this.repo.openLink(m, bookingId, purpose, this.opts.currency);
      if (opened === null) throw conflict('Nothing to pay online for this booking now');
      return opened;
    });
    let link = (await this.repo.link(linkId))!;
    if (link.status === 'creating') {
      await this.createAtProvider(link);
      link = (await this.repo.link(linkId))!;
    }
    this.track(this.sync(bookingId));
    return { purpose, url: link.status === 'open' ? link.url : null, amountMinor: link.amountMinor, currency: link.currency, expiresAt: link.expiresAt };
  }

  /** Where the member pays one of their dues invoices now: a live link, replaced when it has (nearly) expired. */
  async startDuesPayment(viewer: Viewer | null, invoiceId: number): Promise<CheckoutView> {
    const member = requireViewer(viewer);
    const [invoice] = await this.ds.query(
      `SELECT kind, member_id AS "memberId", paid_in_full AS "paidInFull", voided_at AS "voidedAt" FROM invoices WHERE id = $1`,
      [invoiceId],
    );
    refuse(startDuesPaymentRefusal(invoice ?? null, member.id, this.online));
    refuse(alreadyPaidRefusal(await this.repo.paymentsOfInvoices([invoiceId]), 'dues'));
    const current = await this.repo.liveDuesLink(invoiceId);
    const stale = current?.status === 'open' && current.providerSessionId ? !(await this.stillOpen(current)) : false;
    const linkId = await this.ds.transaction(async (m) => {
      // The invoice's lock orders this with an admin's "Mark paid" and the provider's webhooks.
      await m.query(`SELECT id FROM invoices WHERE id = $1 FOR UPDATE`, [invoiceId]);
      const live = await this.repo.liveDuesLink(invoiceId, m);
      if (live && !(stale && live.id === current!.id)) return live.id;
      if (live) await this.repo.setLinkStatus(live.id, 'cancelling', ['open'], m);
      const opened = await this.repo.openDuesLink(m, invoiceId, this.opts.currency);
      if (opened === null) throw conflict('Nothing to pay online for this invoice now');
      return opened;
    });
    let link = (await this.repo.link(linkId))!;
    if (link.status === 'creating') {
      await this.createAtProvider(link);
      link = (await this.repo.link(linkId))!;
    }
    this.track(this.sync(null, invoiceId));
    return { purpose: 'dues', url: link.status === 'open' ? link.url : null, amountMinor: link.amountMinor, currency: link.currency, expiresAt: link.expiresAt };
  }

  /** Invoice.paymentDue: what the member can pay online on a dues invoice now, from its live link and payments (batched by the caller). */
  duesPaymentDue(i: { kind: string; paidInFull: boolean; voidedAt: unknown; totalAmount: string }, links: LinkRow[], payments: PaymentRow[]): PaymentDueView | null {
    if (!this.online) return null;
    const plan = duesDuePlan(i, payments);
    if (!plan) return null;
    const link = links[0] ?? null;
    const amountMinor = link?.amountMinor ?? toMinor(i.totalAmount) ?? 0;
    if (amountMinor <= 0) return null;
    return { purpose: 'dues', amountMinor, currency: link?.currency ?? this.opts.currency, preparing: !link || link.status === 'creating', settling: plan.settling };
  }

  /** Whether the provider still takes payment on a link's page for a few minutes more (unknown: assume so). */
  private async stillOpen(link: LinkRow): Promise<boolean> {
    try {
      const s = await this.provider!.retrieveSession(link.providerSessionId!);
      return s.status === 'open' && s.expiresAt.getTime() - Date.now() > LINK_MARGIN_MS;
    } catch {
      return true;
    }
  }

  /** RoomBooking.paymentDue: what the member can pay now, from the booking, its live link and its payments (batched by the caller). */
  paymentDue(b: RoomBookingEntity, links: LinkRow[], payments: PaymentRow[], invoice: { depositAmount: string; monthlyAmount: string } | null): PaymentDueView | null {
    if (!this.online) return null;
    const plan = paymentDuePlan(b, payments);
    if (!plan || !invoice) return null;
    const { purpose } = plan;
    const link = links.find((l) => l.purpose === purpose) ?? null;
    const amountMinor = link?.amountMinor ?? toMinor(purpose === 'deposit' ? invoice.depositAmount : invoice.monthlyAmount) ?? 0;
    if (amountMinor <= 0) return null;
    return {
      purpose,
      amountMinor,
      currency: link?.currency ?? this.opts.currency,
      preparing: !link || link.status === 'creating',
      settling: plan.settling,
    };
  }

  async mine(viewer: Viewer | null, limit?: unknown, offset?: unknown): Promise<PaymentRow[]> {
    const member = requireViewer(viewer);
    const page = paging(limit, offset);
    return this.repo.list({ memberId: member.id }, page.limit, page.offset);
  }

  // ------------------------------------------------------------------ admins

  async list(viewer: Viewer | null, filter: unknown, limit?: unknown, offset?: unknown): Promise<PaymentRow[]> {
    requireAdmin(viewer);
    const f = await validate(paymentFilterSchema, filter ?? null);
    const page = paging(limit, offset);
    return this.repo.list(f ?? {}, page.limit, page.offset);
  }

  /**
   * Gives back part or all of a payment. The refund is recorded first (the payment's refundable amount
   * drops in the same transaction, under its lock), then asked of the provider with one idempotency key;
   * a provider that cannot be reached now is asked again by the sweep, a refusal gives the amount back.
   */
  async refund(viewer: Viewer | null, paymentId: number, input: unknown): Promise<PaymentRow> {
    const admin = requireAdmin(viewer);
    const data = await validate(refundSchema, input);
    const amountMinor = toMinor(data.amount);
    if (!this.provider) throw conflict('Online payment is off: refunds go through the provider, which is not configured');
    const refund = await this.ds.transaction(async (m) => {
      const p = await this.repo.payment(paymentId, m, true);
      if (!p) throw notFound('Payment not found');
      refuse(refundRefusal(p, amountMinor, data.reason));
      const r = await this.repo.addRefund(m, p.id, amountMinor!, data.reason.trim(), admin.id);
      await record(m, admin, {
        action: 'payment.refund_requested',
        entityType: 'payment',
        entityId: p.id,
        summary: `Refund of ${data.amount} ${p.currency} requested on payment #${p.id}${p.bookingId ? ` (booking #${p.bookingId})` : ''}: ${data.reason.trim()}`,
        after: { refundId: r.id, amountMinor: r.amountMinor, reason: r.reason },
      });
      return r;
    });
    await this.sendRefund(refund);
    return (await this.repo.payment(paymentId))!;
  }

  /** Asks the provider for a recorded refund. Refused → failed (amount refundable again) and the admin is told why. */
  async sendRefund(r: RefundRow, throwRefusal = true): Promise<void> {
    const p = (await this.repo.payment(r.paymentId))!;
    if (!p.providerPaymentId) return;
    try {
      const done = await this.provider!.refund({
        idempotencyKey: `d-office-refund-${r.id}`,
        paymentIntentId: p.providerPaymentId,
        amountMinor: r.amountMinor,
        reason: r.reason,
        metadata: { refund_id: String(r.id), payment_id: String(p.id), booking_id: String(p.bookingId ?? '') },
      });
      const to = done.status === 'succeeded' ? 'succeeded' : done.status === 'failed' ? 'failed' : done.status === 'canceled' ? 'canceled' : 'pending';
      await this.ds.transaction(async (m) => {
        await this.repo.setRefundStatus(m, r.id, to, ['requested', 'pending'], { providerRefundId: done.id });
        if (to === 'succeeded') await this.settleAttentionIfRefunded(m, p.id);
      });
      if (to === 'succeeded') this.onChange();
    } catch (err) {
      if (err instanceof ProviderRefusedError) {
        await this.ds.transaction((m) => this.repo.setRefundStatus(m, r.id, 'failed', ['requested'], { failure: err.message }));
        if (throwRefusal) throw new AppError('CONFLICT', `The payment provider refused the refund: ${err.message}`);
        return;
      }
      if (!(err instanceof ProviderUnavailableError)) this.logger.error({ err, refund: r.id }, 'refund failed unexpectedly; retried by the sweep');
      await this.repo.touchRefund(r.id);
    }
  }

  /** A payment needing attention that is now refunded in full needs no more attention. */
  async settleAttentionIfRefunded(m: EntityManager, paymentId: number): Promise<void> {
    await m.query(
      `UPDATE payments p SET resolved_at = now(), resolution = 'Refunded in full', updated_at = now()
        WHERE p.id = $1 AND p.attention IS NOT NULL AND p.resolved_at IS NULL
          AND (SELECT coalesce(sum(amount_minor), 0) FROM refunds r WHERE r.payment_id = p.id AND r.status = 'succeeded') >= p.amount_minor`,
      [paymentId],
    );
  }

  /** Settles an attention item without refunding (the office keeps the money on purpose, e.g. applied by hand). */
  async resolve(viewer: Viewer | null, paymentId: number, input: unknown): Promise<PaymentRow> {
    const admin = requireAdmin(viewer);
    const { note } = await validate(resolvePaymentSchema, input);
    await this.ds.transaction(async (m) => {
      const p = await this.repo.payment(paymentId, m, true);
      if (!p) throw notFound('Payment not found');
      if (!p.attention || p.resolvedAt) throw conflict('This payment needs no attention');
      await this.repo.resolve(m, p.id, admin.id, note);
      await record(m, admin, {
        action: 'payment.resolved',
        entityType: 'payment',
        entityId: p.id,
        summary: `Settled payment #${p.id} without a refund: ${note}`,
        before: { attention: p.attention },
        after: { resolution: note },
      });
    });
    return (await this.repo.payment(paymentId))!;
  }

  /** Refunds whose provider call did not happen or whose outcome is still open: asked again (same idempotency key). */
  async retryRefunds(): Promise<number> {
    if (!this.provider) return 0;
    let n = 0;
    for (const r of await this.repo.openRefunds(this.opts.retrySeconds)) {
      if (r.status === 'requested') {
        await this.sendRefund(r, false);
        n++;
      }
    }
    return n;
  }

  /** An invoice's online payments as it lists them (its booking's, or its own for dues; failed attempts left out). */
  async invoicePayments(of: InvoicePaymentsOf): Promise<InvoicePayment[]> {
    const rows = of.kind === 'dues' ? await this.repo.paymentsOfInvoices([of.invoiceId]) : of.bookingId === null ? [] : await this.repo.paymentsOfBookings([of.bookingId]);
    const payments = rows.filter((p) => p.status !== 'failed');
    const refunds = await this.repo.refundsOf(payments.map((p) => p.id));
    return payments.map((p) => ({
      purpose: p.purpose,
      amountMinor: p.amountMinor,
      method: p.method,
      reference: p.providerPaymentId ?? p.providerSessionId,
      status: p.status,
      at: p.receivedAt ?? p.createdAt,
      refunds: refunds
        .filter((r) => r.paymentId === p.id && r.status === 'succeeded')
        .map((r) => ({ amountMinor: r.amountMinor, reference: r.providerRefundId, at: r.createdAt, reason: r.reason })),
    }));
  }

  private async booking(id: number) {
    const [b] = await this.ds.query(
      `SELECT id, member_id AS "memberId", status, deposit_requested_at AS "depositRequestedAt", deposit_received_at AS "depositReceivedAt",
              full_payment_requested_at AS "fullPaymentRequestedAt", full_payment_received_at AS "fullPaymentReceivedAt"
         FROM room_bookings WHERE id = $1`,
      [id],
    );
    return (b as (RoomBookingEntity & { memberId: number }) | undefined) ?? null;
  }
}

