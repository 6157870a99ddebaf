import {
  ASYNC_METHODS,
  CUSTOMER_ACTION,
  chargeObject,
  eventObject,
  intentObject,
  refundObject,
  sessionObject,
  type Cause,
  type FakeCharge,
  type FakeEvent,
  type FakeIntent,
  type FakeRefund,
  type FakeSession,
  type Method,
} from './objects';
import { parseSessionParams } from './sessions';
import { formatMoney, int, invalid, metadata, noSuch, str, unknownParams, type Json } from './wire';

/**
 * The fake's account: Checkout Sessions, PaymentIntents, Charges, Refunds and Events, and the moves between their
 * states as Stripe makes them. It knows nothing of HTTP or timers; every change emits the events Stripe would.
 */

export interface StateDeps {
  /** The fake clock, in Unix seconds. */
  now(): number;
  pageUrl(sessionId: string): string;
  apiVersion: string;
  /** Offer SEPA, iDEAL and Bancontact whatever the currency (Stripe offers them in EUR only). */
  allMethodsInAnyCurrency: boolean;
  /** 1 when a webhook endpoint will receive this event type, else 0 (the event's `pending_webhooks`). */
  pendingWebhooks(type: string): number;
  onEvent(event: FakeEvent): void;
}

interface SessionExtra {
  description: string;
  intentMetadata: Record<string, string>;
  intentDescription: string | null;
  /** What the payer may choose (the session's `payment_method_types`). */
  methods: readonly Method[];
  allowed: string[] | null;
}

export interface PayOptions {
  method?: Method;
  /** Report another amount or currency than the session's: a mismatch the payments module must catch. */
  amount?: number;
  currency?: string;
}

const REFUND_PARAMS = new Set(['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

export class FakeStripeState {
  readonly sessions: FakeSession[] = [];
  readonly intents: FakeIntent[] = [];
  readonly charges: FakeCharge[] = [];
  readonly refunds: FakeRefund[] = [];
  readonly events: FakeEvent[] = [];
  private readonly extra = new Map<string, SessionExtra>();
  private readonly byId = new Map<string, Json>();

  constructor(private readonly deps: StateDeps) {}

  find(id: string): Json | undefined {
    return this.byId.get(id);
  }

  private keep<T extends Json & { id: string }>(list: T[], o: T): T {
    list.push(o);
    this.byId.set(o.id, o);
    return o;
  }

  private emit(type: string, object: Json, cause: Cause, previous?: Json) {
    const event = eventObject({ type, object, previous, now: this.deps.now(), apiVersion: this.deps.apiVersion, cause, pendingWebhooks: this.deps.pendingWebhooks(type) });
    this.keep(this.events, event);
    this.deps.onEvent(event);
  }

  // ---- Checkout Sessions ----

  /** Stripe emits no event for a new session. */
  createSession(params: Json): FakeSession {
    const now = this.deps.now();
    const input = parseSessionParams(params, now, { anyCurrency: this.deps.allMethodsInAnyCurrency });
    const session = sessionObject({ ...input, now, url: this.deps.pageUrl });
    this.extra.set(session.id, {
      description: input.description,
      intentMetadata: input.intentMetadata,
      intentDescription: input.intentDescription,
      methods: input.methods,
      allowed: input.allowed,
    });
    return this.keep(this.sessions, session);
  }

  /** A session as it is now: one past its `expires_at` expires on this read, as Stripe's sweeper would have done. */
  session(id: string): FakeSession {
    const s = this.byId.get(id) as FakeSession | undefined;
    if (!s || s.object !== 'checkout.session') throw noSuch('checkout.session', id, 'session');
    this.expireIfDue(s);
    return s;
  }

  sessionExtra(id: string): SessionExtra {
    return this.extra.get(this.session(id).id)!;
  }

  expireDue(): void {
    for (const s of this.sessions) this.expireIfDue(s);
  }

  private expireIfDue(s: FakeSession) {
    if (s.status === 'open' && s.expires_at <= this.deps.now()) this.expire(s, CUSTOMER_ACTION);
  }

  expireSession(id: string, params: Json, cause: Cause): FakeSession {
    unknownParams(params, new Set(['expand']));
    const s = this.session(id);
    if (s.status !== 'open') {
      throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${s.status}\`.`, undefined, 'checkout_session_not_open');
    }
    return this.expire(s, cause);
  }

  private expire(s: FakeSession, cause: Cause): FakeSession {
    s.status = 'expired';
    s.url = null;
    this.emit('checkout.session.expired', s, cause);
    return s;
  }

  // ---- paying (the hosted page and the test controls) ----

  pay(sessionId: string, opts: PayOptions = {}): FakeSession {
    const s = this.session(sessionId);
    if (s.status !== 'open') throw invalid(`This Checkout Session is ${s.status === 'complete' ? 'already complete' : 'expired'}.`, undefined, 'checkout_session_not_open');
    const method = opts.method ?? 'card';
    const extra = this.extra.get(s.id)!;
    if (!extra.methods.includes(method)) throw invalid(`The payment method type \`${method}\` is not available on this Checkout Session.`, 'payment_method_types');
    if (opts.amount !== undefined && (!Number.isInteger(opts.amount) || opts.amount < 0)) throw invalid('Invalid non-negative integer', 'amount');
    if (opts.amount !== undefined) s.amount_subtotal = s.amount_total = opts.amount;
    if (opts.currency !== undefined) s.currency = opts.currency.toLowerCase();
    const now = this.deps.now();
    const pi = this.keep(this.intents, intentObject({ now, amount: s.amount_total, currency: s.currency, method, allowed: extra.allowed, metadata: { ...extra.intentMetadata }, description: extra.intentDescription, receiptEmail: (s.customer_email as string | null) ?? null }));
    const ch = this.keep(this.charges, chargeObject(pi, method, now));
    pi.latest_charge = ch.id;
    s.payment_intent = pi.id;
    s.status = 'complete';
    s.url = null;
    this.emit('payment_intent.created', { ...pi, status: 'requires_payment_method', latest_charge: null }, CUSTOMER_ACTION);
    if (ASYNC_METHODS.has(method)) {
      // The debit is submitted; the money (or its failure) comes days later.
      this.emit('payment_intent.processing', pi, CUSTOMER_ACTION);
      this.emit('charge.pending', ch, CUSTOMER_ACTION);
    } else {
      this.succeed(s, pi, ch);
    }
    this.emit('checkout.session.completed', s, CUSTOMER_ACTION);
    return s;
  }

  private succeed(s: FakeSession, pi: FakeIntent, ch: FakeCharge) {
    Object.assign(ch, { status: 'succeeded', paid: true, captured: true, amount_captured: ch.amount, outcome: { network_status: 'approved_by_network', risk_level: 'normal', seller_message: 'Payment complete.', type: 'authorized' } });
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount });
    s.payment_status = 'paid';
    this.emit('charge.succeeded', ch, CUSTOMER_ACTION);
    this.emit('payment_intent.succeeded', pi, CUSTOMER_ACTION);
  }

  /** The asynchronous payment (SEPA Direct Debit) of a completed session arrives, or bounces. */
  settleAsync(sessionId: string, outcome: 'succeeded' | 'failed'): FakeSession {
    const s = this.session(sessionId);
    const pi = s.payment_intent ? (this.byId.get(s.payment_intent) as FakeIntent) : undefined;
    if (!pi || pi.status !== 'processing') throw invalid(`Checkout Session ${s.id} has no asynchronous payment in progress.`);
    const ch = this.byId.get(pi.latest_charge!) as FakeCharge;
    if (outcome === 'succeeded') {
      this.succeed(s, pi, ch);
      this.emit('checkout.session.async_payment_succeeded', s, CUSTOMER_ACTION);
    } else {
      const error = { code: 'insufficient_funds', message: "The customer's account has insufficient funds to cover this payment.", type: 'card_error' };
      Object.assign(ch, { status: 'failed', failure_code: error.code, failure_message: error.message });
      Object.assign(pi, { status: 'requires_payment_method', last_payment_error: { ...error, charge: ch.id, payment_method_type: ch.payment_method_details.type } });
      this.emit('charge.failed', ch, CUSTOMER_ACTION);
      this.emit('payment_intent.payment_failed', pi, CUSTOMER_ACTION);
      this.emit('checkout.session.async_payment_failed', s, CUSTOMER_ACTION);
    }
    return s;
  }

  /** Sessions whose asynchronous payment is still on its way. */
  processing(): FakeSession[] {
    return this.sessions.filter((s) => s.payment_intent && (this.byId.get(s.payment_intent) as FakeIntent).status === 'processing');
  }

  intent(id: string): FakeIntent {
    const pi = this.byId.get(id) as FakeIntent | undefined;
    if (!pi || pi.object !== 'payment_intent') throw noSuch('payment_intent', id, 'intent');
    return pi;
  }

  charge(id: string): FakeCharge {
    const ch = this.byId.get(id) as FakeCharge | undefined;
    if (!ch || ch.object !== 'charge') throw noSuch('charge', id, 'charge');
    return ch;
  }

  // ---- refunds ----

  createRefund(p: Json, cause: Cause): FakeRefund {
    unknownParams(p, REFUND_PARAMS);
    const intentId = str(p, 'payment_intent');
    const chargeId = str(p, 'charge');
    if (!intentId && !chargeId) throw invalid('One of `charge` or `payment_intent` is required.', undefined, 'parameter_missing');
    const pi = intentId ? this.intentFor(intentId) : undefined;
    const ch = chargeId ? this.chargeFor(chargeId) : pi!.latest_charge ? (this.byId.get(pi!.latest_charge) as FakeCharge) : undefined;
    if (pi && ch && ch.payment_intent !== pi.id) throw invalid(`Charge ${ch.id} does not belong to PaymentIntent ${pi.id}.`, 'charge');
    if (!ch || ch.status !== 'succeeded') {
      throw invalid(`This PaymentIntent (${pi?.id ?? ch?.payment_intent}) does not have a successful charge to refund.`, undefined, 'charge_not_refundable');
    }
    const remaining = ch.amount - ch.amount_refunded;
    if (remaining === 0) throw invalid(`Charge ${ch.id} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = int(p, 'amount', 'amount', 1) ?? remaining;
    if (amount > remaining) {
      throw invalid(`Refund amount (${formatMoney(amount, ch.currency)}) is greater than unrefunded amount on charge (${formatMoney(remaining, ch.currency)})`, 'amount', 'amount_too_large');
    }
    const reason = str(p, 'reason') ?? null;
    if (reason !== null && !REFUND_REASONS.includes(reason)) throw invalid(`Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`, 'reason');
    const refund = this.keep(this.refunds, refundObject(ch, amount, reason, metadata(p, 'metadata'), this.deps.now()));
    // Stripe counts a pending refund as refunded at once, and gives it back if the refund fails.
    const previous = { amount_refunded: ch.amount_refunded, refunded: ch.refunded };
    ch.amount_refunded += amount;
    ch.refunded = ch.amount_refunded === ch.amount;
    this.emit('refund.created', refund, cause);
    this.emit('charge.refunded', ch, cause, previous);
    return refund;
  }

  private intentFor(id: string) {
    const pi = this.byId.get(id) as FakeIntent | undefined;
    if (!pi || pi.object !== 'payment_intent') throw noSuch('payment_intent', id, 'payment_intent');
    return pi;
  }

  private chargeFor(id: string) {
    const ch = this.byId.get(id) as FakeCharge | undefined;
    if (!ch || ch.object !== 'charge') throw noSuch('charge', id, 'charge');
    return ch;
  }

  refund(id: string): FakeRefund {
    const re = this.byId.get(id) as FakeRefund | undefined;
    if (!re || re.object !== 'refund') throw noSuch('refund', id, 'refund');
    return re;
  }

  /** The bank's answer to a pending refund. */
  finishRefund(id: string, outcome: 'succeeded' | 'failed'): FakeRefund {
    const re = this.refund(id);
    if (re.status !== 'pending') return re;
    const previous = { status: re.status };
    re.status = outcome;
    if (outcome === 'failed') {
      re.failure_reason = 'expired_or_canceled_card';
      const ch = this.byId.get(re.charge) as FakeCharge;
      ch.amount_refunded -= re.amount;
      ch.refunded = false;
    }
    this.emit('refund.updated', re, CUSTOMER_ACTION, previous);
    if (outcome === 'failed') this.emit('refund.failed', re, CUSTOMER_ACTION);
    this.emit('charge.refund.updated', re, CUSTOMER_ACTION, previous);
    return re;
  }

  // ---- expand[] ----

  /** Replaces ids by their objects along each dotted path (`payment_intent`, `latest_charge`, `data.payment_intent`). */
  expand<T extends Json>(o: T, paths: string[]): T {
    const out = structuredClone(o) as Json;
    for (const path of paths) this.expandPath(out, path.split('.'), path);
    return out as T;
  }

  private expandPath(o: Json, parts: string[], path: string) {
    const [head, ...rest] = parts;
    if (head === 'data' && Array.isArray(o.data)) {
      for (const item of o.data as Json[]) this.expandPath(item, rest, path);
      return;
    }
    if (head === 'line_items' && o.object === 'checkout.session' && !rest.length) {
      o.line_items = this.lineItems(o as FakeSession);
      return;
    }
    const value = o[head];
    if (!(head in o) || (value !== null && typeof value !== 'string' && typeof value !== 'object')) {
      throw invalid(`This property cannot be expanded (${head}).`, 'expand');
    }
    if (typeof value === 'string') {
      const target = this.byId.get(value);
      if (!target) throw invalid(`This property cannot be expanded (${head}).`, 'expand');
      o[head] = structuredClone(target);
    }
    if (rest.length && o[head] && typeof o[head] === 'object') this.expandPath(o[head] as Json, rest, path);
  }

  lineItems(s: FakeSession) {
    const extra = this.extra.get(s.id)!;
    const item = {
      id: `li_${s.id.slice(8, 32)}`,
      object: 'item',
      amount_discount: 0,
      amount_subtotal: s.amount_subtotal,
      amount_tax: 0,
      amount_total: s.amount_total,
      currency: s.currency,
      description: extra.description,
      quantity: 1,
    };
    return { object: 'list', data: [item], has_more: false, url: `/v1/checkout/sessions/${s.id}/line_items` };
  }
}
