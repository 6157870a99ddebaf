import { newId, type Json } from './wire';

/**
 * The Stripe objects the fake keeps, in the JSON shape the API answers (API version 2026-10-28): the fields a client
 * reads are live, the rest are there with Stripe's neutral values so that code written against the SDK's types finds
 * them. Only what the fake changes is typed; each object is stored once and answered as a copy.
 */

export type Method = 'card' | 'sepa_debit' | 'ideal' | 'bancontact';
export const METHODS: readonly Method[] = ['card', 'sepa_debit', 'ideal', 'bancontact'];
/** Methods whose money arrives days later: Checkout completes unpaid and an async_payment_* event follows. */
export const ASYNC_METHODS: ReadonlySet<Method> = new Set(['sepa_debit']);
/** Methods Stripe offers only in euros. */
export const EUR_ONLY: ReadonlySet<string> = new Set(['sepa_debit', 'ideal', 'bancontact']);

export interface FakeSession extends Json {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
  expires_at: number;
  created: number;
  url: string | null;
  success_url: string | null;
  cancel_url: string | null;
  payment_method_types: string[];
}

export interface FakeIntent extends Json {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'processing' | 'succeeded' | 'requires_payment_method';
  latest_charge: string | null;
  metadata: Record<string, string>;
  created: number;
  last_payment_error: Json | null;
}

export interface FakeCharge extends Json {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  paid: boolean;
  refunded: boolean;
  payment_intent: string;
  metadata: Record<string, string>;
  created: number;
  payment_method_details: { type: Method } & Json;
}

export interface FakeRefund extends Json {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  metadata: Record<string, string>;
  created: number;
}

export interface FakeEvent extends Json {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: Json; previous_attributes?: Json };
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

/** The API request behind a change (an event's `request`); a customer's action on the hosted page has none. */
export interface Cause {
  id: string | null;
  idempotencyKey: string | null;
}
export const CUSTOMER_ACTION: Cause = { id: null, idempotencyKey: null };

export function sessionObject(f: {
  now: number;
  url: (id: string) => string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  expiresAt: number;
  successUrl: string | null;
  cancelUrl: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  methods: string[];
  allowed: string[] | null;
}): FakeSession {
  const id = newId('cs_test', 58);
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: f.allowed,
    amount_subtotal: f.amount,
    amount_total: f.amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: f.cancelUrl,
    client_reference_id: f.clientReferenceId,
    client_secret: null,
    created: f.now,
    currency: f.currency,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_creation: 'if_required',
    customer_details: f.customerEmail ? { email: f.customerEmail, address: null, name: null, phone: null, tax_exempt: 'none', tax_ids: null } : null,
    customer_email: f.customerEmail,
    expires_at: f.expiresAt,
    invoice: null,
    livemode: false,
    locale: null,
    metadata: f.metadata,
    mode: 'payment',
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_types: f.methods,
    payment_status: 'unpaid',
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: f.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: f.url(id),
  };
}

export function intentObject(f: {
  now: number;
  amount: number;
  currency: string;
  method: Method;
  allowed: string[] | null;
  metadata: Record<string, string>;
  description: string | null;
  receiptEmail: string | null;
}): FakeIntent {
  const id = newId('pi_3', 23);
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: f.allowed,
    amount: f.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${newId('s', 16).slice(2)}`,
    confirmation_method: 'automatic',
    created: f.now,
    currency: f.currency,
    customer: null,
    description: f.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: f.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: newId('pm_1', 23),
    payment_method_options: {},
    payment_method_types: [f.method],
    processing: null,
    receipt_email: f.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'processing',
    transfer_data: null,
    transfer_group: null,
  };
}

/** What Checkout records of the payer's method: a test Visa, a test IBAN, an iDEAL or Bancontact bank. */
function methodDetails(method: Method): { type: Method } & Json {
  switch (method) {
    case 'card':
      return { type: 'card', card: { brand: 'visa', country: 'US', exp_month: 12, exp_year: 2034, funding: 'credit', last4: '4242', network: 'visa' } };
    case 'sepa_debit':
      return { type: 'sepa_debit', sepa_debit: { bank_code: '37040044', country: 'DE', fingerprint: 'fakeSepaFp', last4: '3000', mandate: newId('mandate_1', 23) } };
    case 'ideal':
      return { type: 'ideal', ideal: { bank: 'ing', bic: 'INGBNL2A', iban_last4: '5264', verified_name: 'Jenny Rosen' } };
    case 'bancontact':
      return { type: 'bancontact', bancontact: { bank_code: 'VAPE', bank_name: 'VAN DE PUT & CO', bic: 'VAPEBE22', iban_last4: '7061', verified_name: 'Jenny Rosen' } };
  }
}

export function chargeObject(intent: FakeIntent, method: Method, now: number): FakeCharge {
  const id = newId('ch_3', 23);
  return {
    id,
    object: 'charge',
    amount: intent.amount,
    amount_captured: 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: null, email: intent.receipt_email ?? null, name: 'Jenny Rosen', phone: null },
    calculated_statement_descriptor: 'D.OFFICE',
    captured: false,
    created: now,
    currency: intent.currency,
    customer: null,
    description: intent.description ?? null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    // A charge starts with its PaymentIntent's metadata.
    metadata: { ...intent.metadata },
    on_behalf_of: null,
    outcome: null,
    paid: false,
    payment_intent: intent.id,
    payment_method: intent.payment_method as string,
    payment_method_details: methodDetails(method),
    receipt_email: intent.receipt_email ?? null,
    receipt_number: null,
    receipt_url: `https://pay.stripe.com/receipts/payment/${id}`,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'pending',
    transfer_data: null,
    transfer_group: null,
  };
}

export function refundObject(charge: FakeCharge, amount: number, reason: string | null, metadata: Record<string, string>, now: number): FakeRefund {
  return {
    id: newId('re_3', 23),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: now,
    currency: charge.currency,
    customer: null,
    destination_details: { type: charge.payment_method_details.type },
    metadata,
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method ?? null,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'pending',
    transfer_reversal: null,
  };
}

export function eventObject(f: { type: string; object: Json; previous?: Json; now: number; apiVersion: string; cause: Cause; pendingWebhooks: number }): FakeEvent {
  return {
    id: newId('evt_1', 24),
    object: 'event',
    api_version: f.apiVersion,
    created: f.now,
    // A snapshot: later changes to the object do not rewrite what an event said.
    data: f.previous ? { object: structuredClone(f.object), previous_attributes: f.previous } : { object: structuredClone(f.object) },
    livemode: false,
    pending_webhooks: f.pendingWebhooks,
    request: { id: f.cause.id, idempotency_key: f.cause.idempotencyKey },
    type: f.type,
  };
}
