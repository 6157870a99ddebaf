import type { DataSource, EntityManager } from 'typeorm';
import { preparedRows } from '../../speed/db/prepared';
import type { MoneyPurpose, PaymentPurpose } from '../../../../rules/payments';

export type LinkStatus = 'creating' | 'open' | 'complete' | 'expired' | 'cancelling' | 'cancelled' | 'failed';
export type PaymentStatusValue = 'pending' | 'succeeded' | 'failed';
export type RefundStatusValue = 'requested' | 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface LinkRow {
  id: number;
  bookingId: number | null;
  /** The dues invoice a 'dues' link pays (null for booking links). */
  invoiceId: number | null;
  purpose: MoneyPurpose;
  amountMinor: number;
  currency: string;
  status: LinkStatus;
  providerSessionId: string | null;
  url: string | null;
  expiresAt: Date | null;
  attempts: number;
  createdAt: Date;
}

export interface PaymentRow {
  id: number;
  linkId: number | null;
  bookingId: number | null;
  /** The dues invoice a 'dues' payment paid (null for booking payments). */
  invoiceId: number | null;
  memberId: number | null;
  purpose: MoneyPurpose;
  invoiceNumber: string | null;
  amountMinor: number;
  currency: string;
  refundedMinor: number;
  method: string | null;
  providerSessionId: string;
  providerPaymentId: string | null;
  status: PaymentStatusValue;
  ticked: boolean;
  attention: string | null;
  resolvedAt: Date | null;
  resolution: string | null;
  receivedAt: Date | null;
  createdAt: Date;
}

export interface RefundRow {
  id: number;
  paymentId: number;
  amountMinor: number;
  reason: string;
  status: RefundStatusValue;
  providerRefundId: string | null;
  failure: string | null;
  requestedBy: number | null;
  createdAt: Date;
}

const LINK = `id, booking_id AS "bookingId", invoice_id AS "invoiceId", purpose, amount_minor AS "amountMinor", currency, status, provider_session_id AS "providerSessionId",
  url, expires_at AS "expiresAt", attempts, created_at AS "createdAt"`;
const PAYMENT = `p.id, p.link_id AS "linkId", p.booking_id AS "bookingId", p.invoice_id AS "invoiceId", p.member_id AS "memberId", p.purpose, p.invoice_number AS "invoiceNumber",
  p.amount_minor AS "amountMinor", p.currency, p.refunded_minor AS "refundedMinor", p.method, p.provider_session_id AS "providerSessionId",
  p.provider_payment_id AS "providerPaymentId", p.status, p.ticked, p.attention, p.resolved_at AS "resolvedAt", p.resolution,
  p.received_at AS "receivedAt", p.created_at AS "createdAt"`;
const REFUND = `id, payment_id AS "paymentId", amount_minor AS "amountMinor", reason, status, provider_refund_id AS "providerRefundId", failure,
  requested_by AS "requestedBy", created_at AS "createdAt"`;

/**
 * The rows an UPDATE … RETURNING gave back. TypeORM answers UPDATE and DELETE with [rows, rowCount] rather than the
 * rows (INSERT and SELECT answer the rows), so `.length` of its answer was always 2 and `[0]` the list itself.
 */
export function updatedRows<T>(answer: unknown): T[] {
  return Array.isArray(answer) && answer.length === 2 && Array.isArray(answer[0]) && typeof answer[1] === 'number' ? (answer[0] as T[]) : (answer as T[]);
}

type Updated = { id: number; status: LinkStatus; payment_id: number; amount_minor: number };

/** A payment the provider reports, as the webhook or a reconciliation learned it. */
export interface ReportedPayment {
  linkId: number | null;
  bookingId: number | null;
  invoiceId: number | null;
  memberId: number | null;
  purpose: MoneyPurpose;
  amountMinor: number;
  currency: string;
  method: string | null;
  providerSessionId: string;
  providerPaymentId: string | null;
  status: PaymentStatusValue;
}

export interface PaymentListFilter {
  attention?: boolean | null;
  status?: PaymentStatusValue | null;
  purpose?: MoneyPurpose | null;
  bookingId?: number | null;
  memberId?: number | null;
}

/** The only code that reads and writes payment_links, payments, refunds and payment_events. */
export class PaymentsRepository {
  constructor(private readonly ds: DataSource) {}

  private q(m?: EntityManager) {
    return m ?? this.ds.manager;
  }

  // ------------------------------------------------------------------ links

  /**
   * A link for the booking's requested step, priced from its invoice, unless one is live already (the
   * partial unique index payment_links_one_live decides, so two clicks or two instances make one) or the
   * invoice asks nothing for it. Answers the new link's id, or null.
   */
  async openLink(m: EntityManager, bookingId: number, purpose: PaymentPurpose, currency: string): Promise<number | null> {
    const rows = await m.query(
      `INSERT INTO payment_links (booking_id, purpose, amount_minor, currency)
       SELECT b.id, $2::varchar, x.minor, $3
         FROM room_bookings b JOIN invoices i ON i.booking_id = b.id AND i.voided_at IS NULL
        CROSS JOIN LATERAL (SELECT round(CASE WHEN $2::varchar = 'deposit' THEN i.deposit_amount ELSE i.monthly_amount END * 100)::int AS minor) x
        WHERE b.id = $1 AND x.minor > 0
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [bookingId, purpose, currency],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * Closes the booking's live links (of one purpose, or all): a link never sent to the provider is
   * simply cancelled; one the provider has is 'cancelling' until its session is expired there.
   */
  async closeLinks(m: EntityManager, bookingId: number, purpose: PaymentPurpose | null): Promise<number> {
    const rows = updatedRows<Updated>(
      await m.query(
        `UPDATE payment_links SET status = CASE WHEN provider_session_id IS NULL THEN 'cancelled' ELSE 'cancelling' END, updated_at = now()
          WHERE booking_id = $1 AND ($2::text IS NULL OR purpose = $2) AND status IN ('creating', 'open')
         RETURNING id`,
        [bookingId, purpose],
      ),
    );
    return rows.length;
  }

  /**
   * A link for a dues invoice, priced from it, unless one is live already (payment_links_one_live_dues decides) or the
   * invoice is paid or void. Answers the new link's id, or null.
   */
  async openDuesLink(m: EntityManager, invoiceId: number, currency: string): Promise<number | null> {
    const rows = await m.query(
      `INSERT INTO payment_links (invoice_id, purpose, amount_minor, currency)
       SELECT i.id, 'dues', round(i.total_amount * 100)::int, $2
         FROM invoices i
        WHERE i.id = $1 AND i.kind = 'dues' AND NOT i.paid_in_full AND i.voided_at IS NULL AND i.total_amount > 0
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [invoiceId, currency],
    );
    return rows[0]?.id ?? null;
  }

  /** Closes a dues invoice's live links (paid by hand, voided), as closeLinks does a booking's. */
  async closeDuesLinks(m: EntityManager, invoiceId: number): Promise<number> {
    const rows = updatedRows<Updated>(
      await m.query(
        `UPDATE payment_links SET status = CASE WHEN provider_session_id IS NULL THEN 'cancelled' ELSE 'cancelling' END, updated_at = now()
          WHERE invoice_id = $1 AND purpose = 'dues' AND status IN ('creating', 'open')
         RETURNING id`,
        [invoiceId],
      ),
    );
    return rows.length;
  }

  async liveDuesLink(invoiceId: number, m?: EntityManager): Promise<LinkRow | null> {
    const [row] = await this.q(m).query(`SELECT ${LINK} FROM payment_links WHERE invoice_id = $1 AND purpose = 'dues' AND status IN ('creating', 'open')`, [invoiceId]);
    return row ?? null;
  }

  /** The live links of these dues invoices (the member's "Pay" buttons). */
  async liveLinksOfInvoices(invoiceIds: readonly number[]): Promise<LinkRow[]> {
    return this.ds.query(`SELECT ${LINK} FROM payment_links WHERE invoice_id = ANY($1::int[]) AND purpose = 'dues' AND status IN ('creating', 'open')`, [
      [...invoiceIds],
    ]);
  }

  async paymentsOfInvoices(invoiceIds: readonly number[]): Promise<PaymentRow[]> {
    return this.ds.query(`SELECT ${PAYMENT} FROM payments p WHERE p.invoice_id = ANY($1::int[]) ORDER BY p.created_at, p.id`, [[...invoiceIds]]);
  }

  async link(id: number, m?: EntityManager): Promise<LinkRow | null> {
    const [row] = await this.q(m).query(`SELECT ${LINK} FROM payment_links WHERE id = $1`, [id]);
    return row ?? null;
  }

  async linkBySession(sessionId: string, m?: EntityManager, lock = false): Promise<LinkRow | null> {
    const [row] = await this.q(m).query(`SELECT ${LINK} FROM payment_links WHERE provider_session_id = $1${lock ? ' FOR UPDATE' : ''}`, [sessionId]);
    return row ?? null;
  }

  async liveLink(bookingId: number, purpose: PaymentPurpose, m?: EntityManager): Promise<LinkRow | null> {
    const [row] = await this.q(m).query(`SELECT ${LINK} FROM payment_links WHERE booking_id = $1 AND purpose = $2 AND status IN ('creating', 'open')`, [
      bookingId,
      purpose,
    ]);
    return row ?? null;
  }

  /** The live links of these bookings (for the member's "Pay" buttons). */
  async liveLinksOf(bookingIds: readonly number[]): Promise<LinkRow[]> {
    return this.ds.query(`SELECT ${LINK} FROM payment_links WHERE booking_id = ANY($1::int[]) AND status IN ('creating', 'open')`, [[...bookingIds]]);
  }

  /**
   * Links waiting for the provider: to create (creating) or to expire there (cancelling); of one booking or one dues
   * invoice, or all idle for `idleSeconds`.
   */
  async pendingLinks(bookingId: number | null, idleSeconds = 0, invoiceId: number | null = null): Promise<LinkRow[]> {
    return this.ds.query(
      `SELECT ${LINK} FROM payment_links
        WHERE status IN ('creating', 'cancelling') AND ($1::int IS NULL OR booking_id = $1) AND ($3::int IS NULL OR invoice_id = $3)
          AND updated_at <= now() - make_interval(secs => $2)
        ORDER BY id LIMIT 200`,
      [bookingId, idleSeconds, invoiceId],
    );
  }

  /**
   * Stores the provider's session on a link being created. A link cancelled meanwhile (the admin unticked
   * the request while the provider answered) becomes 'cancelling', so its new session is expired too.
   */
  async linkCreated(id: number, session: { id: string; url: string | null; expiresAt: Date }): Promise<LinkStatus | null> {
    const rows = updatedRows<Updated>(
      await this.ds.query(
        `UPDATE payment_links
            SET provider_session_id = $2, url = $3, expires_at = $4, updated_at = now(), last_error = NULL,
                status = CASE status WHEN 'creating' THEN 'open' WHEN 'cancelled' THEN 'cancelling' ELSE status END
          WHERE id = $1 AND status IN ('creating', 'cancelled')
         RETURNING status`,
        [id, session.id, session.url, session.expiresAt],
      ),
    );
    return rows[0]?.status ?? null;
  }

  async linkAttemptFailed(id: number, error: string): Promise<void> {
    await this.ds.query(`UPDATE payment_links SET attempts = attempts + 1, last_error = $2, updated_at = now() WHERE id = $1`, [id, error.slice(0, 500)]);
  }

  /** Moves a link on, from the statuses given only (forward: a late event never reopens a link). */
  async setLinkStatus(id: number, to: LinkStatus, from: readonly LinkStatus[], m?: EntityManager): Promise<boolean> {
    const rows = updatedRows<Updated>(
      await this.q(m).query(`UPDATE payment_links SET status = $2, updated_at = now() WHERE id = $1 AND status = ANY($3::text[]) RETURNING id`, [id, to, [...from]]),
    );
    return rows.length > 0;
  }

  // ------------------------------------------------------------------ payments

  async payment(id: number, m?: EntityManager, lock = false): Promise<PaymentRow | null> {
    const [row] = await this.q(m).query(`SELECT ${PAYMENT} FROM payments p WHERE p.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row ?? null;
  }

  async paymentBySession(sessionId: string, m?: EntityManager, lock = false): Promise<PaymentRow | null> {
    const [row] = await this.q(m).query(`SELECT ${PAYMENT} FROM payments p WHERE p.provider_session_id = $1${lock ? ' FOR UPDATE' : ''}`, [sessionId]);
    return row ?? null;
  }

  async paymentByProviderId(paymentId: string, m?: EntityManager): Promise<PaymentRow | null> {
    const [row] = await this.q(m).query(`SELECT ${PAYMENT} FROM payments p WHERE p.provider_payment_id = $1`, [paymentId]);
    return row ?? null;
  }

  /**
   * Records what the provider reports of a session's payment, forward only: pending may become
   * succeeded or failed, never back (events arrive out of order). Answers the row before and after.
   */
  async recordPayment(m: EntityManager, p: ReportedPayment): Promise<{ before: PaymentRow | null; after: PaymentRow }> {
    const before = await this.paymentBySession(p.providerSessionId, m, true);
    if (!before) {
      const [row] = await m.query(
        `INSERT INTO payments (link_id, booking_id, invoice_id, member_id, purpose, invoice_number, amount_minor, currency, method, provider_session_id,
                               provider_payment_id, status, received_at)
         VALUES ($1, $2, $11, $3, $4,
                 coalesce((SELECT invoice_number FROM invoices WHERE booking_id = $2 AND voided_at IS NULL), (SELECT invoice_number FROM invoices WHERE id = $11)),
                 $5, $6, $7, $8, $9, $10::varchar, CASE WHEN $10::varchar = 'succeeded' THEN now() END)
         RETURNING id`,
        [p.linkId, p.bookingId, p.memberId, p.purpose, p.amountMinor, p.currency, p.method, p.providerSessionId, p.providerPaymentId, p.status, p.invoiceId],
      );
      return { before: null, after: (await this.payment(row.id, m))! };
    }
    const next = before.status === 'pending' ? p.status : before.status;
    await m.query(
      `UPDATE payments SET status = $2::varchar, method = coalesce($3, method), provider_payment_id = coalesce(provider_payment_id, $4),
              received_at = CASE WHEN $2::varchar = 'succeeded' THEN coalesce(received_at, now()) END, updated_at = now()
        WHERE id = $1`,
      [before.id, next, p.method, p.providerPaymentId],
    );
    return { before, after: (await this.payment(before.id, m))! };
  }

  async markTicked(m: EntityManager, id: number): Promise<void> {
    await m.query(`UPDATE payments SET ticked = true, attention = NULL, updated_at = now() WHERE id = $1`, [id]);
  }

  async flag(m: EntityManager, id: number, attention: string): Promise<void> {
    await m.query(`UPDATE payments SET attention = $2, resolved_at = NULL, resolved_by = NULL, resolution = NULL, updated_at = now() WHERE id = $1`, [
      id,
      attention,
    ]);
  }

  /** Flags the succeeded, unrefunded payments of a booking being deleted or rejected. */
  async flagOpenPaymentsOf(m: EntityManager, bookingId: number, attention: string): Promise<number> {
    const rows = updatedRows<Updated>(
      await m.query(
        `UPDATE payments SET attention = $2, resolved_at = NULL, resolved_by = NULL, resolution = NULL, updated_at = now()
          WHERE booking_id = $1 AND status IN ('succeeded', 'pending') AND refunded_minor < amount_minor
         RETURNING id`,
        [bookingId, attention],
      ),
    );
    return rows.length;
  }

  async resolve(m: EntityManager, id: number, by: number | null, note: string): Promise<void> {
    await m.query(`UPDATE payments SET resolved_at = now(), resolved_by = $2, resolution = $3, updated_at = now() WHERE id = $1`, [id, by, note]);
  }

  /** A prepared hot read: the loaders' batch for every booking list. */
  async paymentsOfBookings(bookingIds: readonly number[]): Promise<PaymentRow[]> {
    return preparedRows<PaymentRow>(this.ds, 'payments-of-bookings', `SELECT ${PAYMENT} FROM payments p WHERE p.booking_id = ANY($1::int[]) ORDER BY p.created_at, p.id`, [[...bookingIds]]);
  }

  /** Newest first, filtered. */
  async list(f: PaymentListFilter, limit: number, offset: number): Promise<PaymentRow[]> {
    return this.ds.query(
      `SELECT ${PAYMENT} FROM payments p
        WHERE ($1::boolean IS NULL OR (p.attention IS NOT NULL AND p.resolved_at IS NULL) = $1)
          AND ($2::text IS NULL OR p.status = $2) AND ($3::text IS NULL OR p.purpose = $3)
          AND ($4::int IS NULL OR p.booking_id = $4) AND ($5::int IS NULL OR p.member_id = $5)
        ORDER BY p.created_at DESC, p.id DESC LIMIT $6 OFFSET $7`,
      [f.attention ?? null, f.status ?? null, f.purpose ?? null, f.bookingId ?? null, f.memberId ?? null, limit, offset],
    );
  }

  // ------------------------------------------------------------------ refunds

  /** A refund of a locked payment: the row and the payment's refunded amount together (the CHECK bounds it). */
  async addRefund(m: EntityManager, paymentId: number, amountMinor: number, reason: string, by: number | null): Promise<RefundRow> {
    await m.query(`UPDATE payments SET refunded_minor = refunded_minor + $2, updated_at = now() WHERE id = $1`, [paymentId, amountMinor]);
    const [row] = await m.query(`INSERT INTO refunds (payment_id, amount_minor, reason, requested_by) VALUES ($1, $2, $3, $4) RETURNING ${REFUND}`, [
      paymentId,
      amountMinor,
      reason,
      by,
    ]);
    return row;
  }

  async refund(id: number, m?: EntityManager, lock = false): Promise<RefundRow | null> {
    const [row] = await this.q(m).query(`SELECT ${REFUND} FROM refunds WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row ?? null;
  }

  async refundByProviderId(providerId: string, m?: EntityManager, lock = false): Promise<RefundRow | null> {
    const [row] = await this.q(m).query(`SELECT ${REFUND} FROM refunds WHERE provider_refund_id = $1${lock ? ' FOR UPDATE' : ''}`, [providerId]);
    return row ?? null;
  }

  async refundsOf(paymentIds: readonly number[]): Promise<RefundRow[]> {
    return this.ds.query(`SELECT ${REFUND} FROM refunds WHERE payment_id = ANY($1::int[]) ORDER BY created_at, id`, [[...paymentIds]]);
  }

  /** Refunds the provider has not confirmed yet, idle for `idleSeconds` (retried, or asked about, by the sweep). */
  async openRefunds(idleSeconds: number): Promise<RefundRow[]> {
    return this.ds.query(
      `SELECT ${REFUND} FROM refunds WHERE status IN ('requested', 'pending') AND updated_at <= now() - make_interval(secs => $1) ORDER BY id LIMIT 200`,
      [idleSeconds],
    );
  }

  /**
   * Moves a refund on from the statuses given (forward only). A refund that failed or was cancelled gives
   * its amount back to the payment, so it can be refunded again. Answers whether it moved.
   */
  async setRefundStatus(
    m: EntityManager,
    id: number,
    to: RefundStatusValue,
    from: readonly RefundStatusValue[],
    extra: { providerRefundId?: string | null; failure?: string | null } = {},
  ): Promise<boolean> {
    const rows = updatedRows<Updated>(
      await m.query(
        `UPDATE refunds SET status = $2, provider_refund_id = coalesce(provider_refund_id, $4), failure = coalesce($5, failure), updated_at = now()
          WHERE id = $1 AND status = ANY($3::text[])
         RETURNING payment_id, amount_minor`,
        [id, to, [...from], extra.providerRefundId ?? null, extra.failure ?? null],
      ),
    );
    if (!rows.length) return false;
    if (to === 'failed' || to === 'canceled') {
      await m.query(`UPDATE payments SET refunded_minor = refunded_minor - $2, updated_at = now() WHERE id = $1`, [rows[0].payment_id, rows[0].amount_minor]);
    }
    return true;
  }

  async touchRefund(id: number): Promise<void> {
    await this.ds.query(`UPDATE refunds SET updated_at = now() WHERE id = $1`, [id]);
  }

  // ------------------------------------------------------------------ events

  /** Takes an event id for this transaction: false when it was seen before (or is being handled by a concurrent one, which then committed). */
  async claimEvent(m: EntityManager, id: string, type: string, objectId: string | null): Promise<boolean> {
    const rows = await m.query(
      `INSERT INTO payment_events (id, type, object_id, outcome) VALUES ($1, $2, $3, 'received') ON CONFLICT (id) DO NOTHING RETURNING id`,
      [id, type, objectId],
    );
    return rows.length > 0;
  }

  async eventOutcome(m: EntityManager, id: string, outcome: string): Promise<void> {
    await m.query(`UPDATE payment_events SET outcome = $2 WHERE id = $1`, [id, outcome.slice(0, 500)]);
  }
}
