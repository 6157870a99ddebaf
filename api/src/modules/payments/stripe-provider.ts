import Stripe from 'stripe';

/**
 * The payments module's typed client of Stripe, over the official SDK: Checkout Sessions in payment mode, the
 * PaymentIntent and Charge behind a payment, refunds, and webhook verification. The same client talks to Stripe and
 * to the local fake (`apiUrl`). It holds no state and touches no database; errors come out as three classes:
 *  - ProviderUnavailableError: Stripe could not be reached, timed out, or failed (5xx, 429, 409 lock): try again later;
 *  - ProviderRefusedError: Stripe refused the request (4xx), with Stripe's message, code and param: do not retry as is;
 *  - ProviderSignatureError: a webhook body whose `Stripe-Signature` does not verify.
 * Currencies are ISO 4217 codes in upper case here (`USD`); Stripe's lower case stays inside this file.
 */

export interface ProviderSession {
  id: string;
  /** The hosted payment page; null once the session is complete or expired. */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountMinor: number;
  currency: string;
  metadata: Record<string, string>;
  paymentIntentId: string | null;
  expiresAt: Date;
  createdAt: Date;
}

/** succeeded: the money is in; processing: an asynchronous method (SEPA) is on its way; failed: it bounced. */
export type ProviderPaymentStatus = 'succeeded' | 'processing' | 'failed' | 'canceled';

export interface ProviderPayment {
  paymentIntentId: string;
  chargeId: string | null;
  amountMinor: number;
  /** What has been refunded of it so far, pending refunds included (as Stripe counts them). */
  refundedMinor: number;
  currency: string;
  /** `card`, `sepa_debit`, `ideal`, `bancontact`… from the charge; null before there is one. */
  method: string | null;
  status: ProviderPaymentStatus;
  metadata: Record<string, string>;
  createdAt: Date;
}

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  amountMinor: number;
  currency: string;
  paymentIntentId: string;
  metadata: Record<string, string>;
  failureReason: string | null;
  createdAt: Date;
}

export interface CheckoutInput {
  /** One key per booking and step: a second call with the same key and input answers the same session. */
  idempotencyKey: string;
  amountMinor: number;
  currency: string;
  /** The line the payer sees, e.g. "Deposit for Room 3, March 2027". */
  description: string;
  customerEmail?: string | null;
  /** Copied to the session and to its PaymentIntent (and so to the charge). */
  metadata: Record<string, string>;
  /** May contain `{CHECKOUT_SESSION_ID}`, which Stripe replaces. */
  successUrl: string;
  cancelUrl: string;
  /**
   * Between 30 minutes and 24 hours ahead (Stripe's limits; default 24 hours). Part of the idempotent request: a
   * retry under the same key must send the same instant, or Stripe refuses it.
   */
  expiresAt?: Date;
}

export interface RefundInput {
  idempotencyKey: string;
  paymentIntentId: string;
  amountMinor: number;
  /** The admin's reason (e.g. "Damage to the table"); kept in the refund's metadata as `reason`. */
  reason: string;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  createCheckout(input: CheckoutInput): Promise<ProviderSession>;
  retrieveSession(id: string): Promise<ProviderSession>;
  /** Expires an open session; one already expired or complete is answered as it is. */
  expireSession(id: string): Promise<ProviderSession>;
  /** Every session created at or after `since`, newest first, across pages. */
  listSessions(since: Date): AsyncIterable<ProviderSession>;
  payment(paymentIntentId: string): Promise<ProviderPayment>;
  /** Every charge created at or after `since`, newest first, across pages. */
  listPayments(since: Date): AsyncIterable<ProviderPayment>;
  refund(input: RefundInput): Promise<ProviderRefund>;
  retrieveRefund(id: string): Promise<ProviderRefund>;
  /** Verifies `Stripe-Signature` over the raw body (tolerance in seconds, default 300) and answers the event. */
  verifyEvent(rawBody: Buffer, signatureHeader: string | undefined, toleranceSeconds?: number): Stripe.Event;
}

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API base than https://api.stripe.com, e.g. the fake's http://127.0.0.1:1234. */
  apiUrl?: string;
  /** Per request, in ms (default 10 s; the SDK's own default is 80 s, too long for a click). */
  timeoutMs?: number;
  /** The SDK's retries of connection failures, 409 and 5xx, with the same idempotency key (default 2). */
  maxNetworkRetries?: number;
}

export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

export class ProviderRefusedError extends Error {
  constructor(
    message: string,
    /** Stripe's error type: invalid_request_error, idempotency_error, card_error… */
    readonly type: string,
    /** Stripe's error code (amount_too_large, resource_missing…), if any. */
    readonly code: string | null,
    readonly param: string | null,
    readonly statusCode: number,
  ) {
    super(message);
    this.name = 'ProviderRefusedError';
  }
}

export class ProviderSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderSignatureError';
  }
}

/**
 * Payment methods: the four the office takes, as `allowed_payment_method_types` (API 2026-09-30 and later; it replaced
 * `payment_method_types`). It filters what Checkout finds eligible rather than forcing a list, so Stripe drops the
 * euro-only ones (SEPA Direct Debit, iDEAL, Bancontact) from a session in another currency and this client needs no
 * currency rules of its own: a USD office offers cards, a EUR office all four. Naming them keeps out methods the
 * Dashboard may enable later (bank transfers, buy-now-pay-later) whose flows the payments module does not handle.
 */
const ALLOWED_METHODS: Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[] = ['card', 'sepa_debit', 'ideal', 'bancontact'];

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const date = (s: number) => new Date(s * 1000);
const id = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === 'string' ? v : v.id);

export function sessionFromStripe(s: Stripe.Checkout.Session): ProviderSession {
  return {
    id: s.id,
    url: s.url,
    status: (s.status ?? 'open') as ProviderSession['status'],
    paymentStatus: s.payment_status as ProviderSession['paymentStatus'],
    amountMinor: s.amount_total ?? 0,
    currency: (s.currency ?? '').toUpperCase(),
    metadata: { ...(s.metadata ?? {}) },
    paymentIntentId: id(s.payment_intent),
    expiresAt: date(s.expires_at),
    createdAt: date(s.created),
  };
}

function intentStatus(pi: Stripe.PaymentIntent): ProviderPaymentStatus {
  if (pi.status === 'succeeded') return 'succeeded';
  if (pi.status === 'canceled') return 'canceled';
  // After a failed attempt (a bounced debit) the intent waits for another method, with the failure recorded.
  if (pi.status === 'requires_payment_method' && pi.last_payment_error) return 'failed';
  return 'processing';
}

function chargeStatus(ch: Stripe.Charge): ProviderPaymentStatus {
  return ch.status === 'succeeded' ? 'succeeded' : ch.status === 'failed' ? 'failed' : 'processing';
}

export function paymentFromStripe(pi: Stripe.PaymentIntent, charge: Stripe.Charge | null): ProviderPayment {
  return {
    paymentIntentId: pi.id,
    chargeId: charge?.id ?? id(pi.latest_charge),
    amountMinor: pi.amount,
    refundedMinor: charge?.amount_refunded ?? 0,
    currency: pi.currency.toUpperCase(),
    method: charge?.payment_method_details?.type ?? null,
    status: intentStatus(pi),
    metadata: { ...pi.metadata },
    createdAt: date(pi.created),
  };
}

function paymentFromCharge(ch: Stripe.Charge): ProviderPayment {
  return {
    paymentIntentId: id(ch.payment_intent)!,
    chargeId: ch.id,
    amountMinor: ch.amount,
    refundedMinor: ch.amount_refunded,
    currency: ch.currency.toUpperCase(),
    method: ch.payment_method_details?.type ?? null,
    status: chargeStatus(ch),
    metadata: { ...ch.metadata },
    createdAt: date(ch.created),
  };
}

export function refundFromStripe(r: Stripe.Refund): ProviderRefund {
  return {
    id: r.id,
    status: (r.status ?? 'pending') as ProviderRefund['status'],
    amountMinor: r.amount,
    currency: r.currency.toUpperCase(),
    paymentIntentId: id(r.payment_intent) ?? '',
    metadata: { ...(r.metadata ?? {}) },
    failureReason: r.failure_reason ?? null,
    createdAt: date(r.created),
  };
}

/** The SDK's errors as the provider's three. */
function providerError(err: unknown): unknown {
  if (!(err instanceof Stripe.errors.StripeError)) return err;
  const status = err.statusCode ?? 0;
  if (err instanceof Stripe.errors.StripeConnectionError || err instanceof Stripe.errors.StripeRateLimitError || status >= 500 || status === 409 || status === 0) {
    return new ProviderUnavailableError(`Stripe unavailable: ${err.message}`, { cause: err });
  }
  return new ProviderRefusedError(err.message, err.rawType ?? err.type, err.code ?? null, err.param ?? null, status);
}

async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw providerError(err);
  }
}

async function* each<T, U>(list: AsyncIterable<T>, map: (item: T) => U | null): AsyncIterable<U> {
  try {
    for await (const item of list) {
      const mapped = map(item);
      if (mapped) yield mapped;
    }
  } catch (err) {
    throw providerError(err);
  }
}

export function createStripeProvider(opts: StripeProviderOptions): PaymentProvider {
  const base = opts.apiUrl ? new URL(opts.apiUrl) : null;
  const stripe = new Stripe(opts.secretKey, {
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'http:' ? 80 : 443), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
    timeout: opts.timeoutMs ?? 10_000,
    maxNetworkRetries: opts.maxNetworkRetries ?? 2,
    telemetry: false,
    appInfo: { name: 'D.Office' },
  });

  const retrieveSession = (sessionId: string) => call(() => stripe.checkout.sessions.retrieve(sessionId)).then(sessionFromStripe);

  return {
    async createCheckout(input) {
      const currency = input.currency.toLowerCase();
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency, unit_amount: input.amountMinor, product_data: { name: input.description } } }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: input.metadata,
        payment_intent_data: { metadata: input.metadata, description: input.description },
        allowed_payment_method_types: ALLOWED_METHODS,
      };
      if (input.customerEmail) params.customer_email = input.customerEmail;
      if (input.expiresAt) params.expires_at = seconds(input.expiresAt);
      const session = await call(() => stripe.checkout.sessions.create(params, { idempotencyKey: input.idempotencyKey }));
      return sessionFromStripe(session);
    },

    retrieveSession,

    async expireSession(sessionId) {
      try {
        return sessionFromStripe(await stripe.checkout.sessions.expire(sessionId));
      } catch (err) {
        // Stripe refuses to expire a session that is not open; that session is already what the caller wants.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 400) {
          const now = await retrieveSession(sessionId);
          if (now.status !== 'open') return now;
        }
        throw providerError(err);
      }
    },

    listSessions(since) {
      return each(stripe.checkout.sessions.list({ created: { gte: seconds(since) }, limit: 100 }), sessionFromStripe);
    },

    async payment(paymentIntentId) {
      const pi = await call(() => stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }));
      const charge = pi.latest_charge && typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
      return paymentFromStripe(pi, charge);
    },

    listPayments(since) {
      // A charge made outside a PaymentIntent (old API) is not one of ours.
      return each(stripe.charges.list({ created: { gte: seconds(since) }, limit: 100 }), (ch) => (ch.payment_intent ? paymentFromCharge(ch) : null));
    },

    async refund(input) {
      // Stripe's own `reason` is a fixed list about duplicates and fraud; the admin's words go in the metadata.
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: input.paymentIntentId, amount: input.amountMinor, metadata: { ...input.metadata, reason: input.reason.slice(0, 500) } },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return refundFromStripe(refund);
    },

    async retrieveRefund(refundId) {
      return refundFromStripe(await call(() => stripe.refunds.retrieve(refundId)));
    },

    verifyEvent(rawBody, signatureHeader, toleranceSeconds = 300) {
      try {
        return stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', opts.webhookSecret, toleranceSeconds);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new ProviderSignatureError(err.message);
        // Signed correctly but not JSON: nothing Stripe sends, so treated as a forgery.
        if (err instanceof SyntaxError) throw new ProviderSignatureError('Webhook payload is not JSON');
        throw err;
      }
    },
  };
}
