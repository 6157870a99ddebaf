import { EUR_ONLY, METHODS, type Method } from './objects';
import { ApiError, int, invalid, list, metadata, missingParam, str, formatMoney, unknownParams, type Json } from './wire';

/**
 * `POST /v1/checkout/sessions` parameters, checked as Stripe checks them (what the fake implements: payment mode,
 * `price_data` line items), with Stripe's messages and `param`s. Answers what the session needs, or throws ApiError.
 */

export interface SessionInput {
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  intentMetadata: Record<string, string>;
  intentDescription: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  /** `allowed_payment_method_types` as sent, or null. */
  allowed: string[] | null;
  /** What the payer may choose: the eligible methods the fake implements, filtered by `allowed`. */
  methods: Method[];
  expiresAt: number;
}

/** Stripe's minimum charge per currency, in minor units (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). */
const MINIMUM: Record<string, number> = { usd: 50, eur: 50, gbp: 30, chf: 50, cad: 50, aud: 50, nzd: 50, sgd: 50, jpy: 50, hkd: 400, sek: 300, nok: 300, dkk: 250, pln: 200, czk: 1500, huf: 17500, mxn: 1000, brl: 50, inr: 50, aed: 200 };
const CURRENCIES = new Set(Intl.supportedValuesOf('currency').map((c) => c.toLowerCase()));
const MIN_LIFETIME = 30 * 60;
const MAX_LIFETIME = 24 * 60 * 60;

const KNOWN = new Set(['mode', 'line_items', 'success_url', 'cancel_url', 'customer_email', 'client_reference_id', 'metadata', 'payment_intent_data', 'allowed_payment_method_types', 'expires_at', 'expand']);

export function parseSessionParams(p: Json, now: number, opts: { anyCurrency: boolean }): SessionInput {
  unknownParams(p, KNOWN);
  const mode = str(p, 'mode');
  if (mode === undefined) throw missingParam('mode');
  if (mode !== 'payment') throw invalid(`The fake Stripe implements only \`payment\` mode, not \`${mode}\`.`, 'mode');

  const items = list(p, 'line_items');
  if (!items?.length) throw missingParam('line_items');
  let amount = 0;
  let currency: string | undefined;
  let description = '';
  items.forEach((raw, i) => {
    const at = `line_items[${i}]`;
    if (typeof raw !== 'object' || raw === null) throw invalid('Invalid object', at);
    const item = raw as Json;
    if (item.price !== undefined) throw new ApiError(400, 'invalid_request_error', `No such price: '${String(item.price)}'`, 'resource_missing', `${at}[price]`);
    if (item.price_data === undefined) throw invalid('You must provide either price or price_data for each line item when using prices.', at);
    const pd = item.price_data as Json;
    const cur = str(pd, 'currency', `${at}[price_data][currency]`)?.toLowerCase();
    if (!cur) throw missingParam(`${at}[price_data][currency]`);
    if (!CURRENCIES.has(cur)) throw invalid(`Invalid currency: ${cur}. Stripe currently supports these currencies: usd, eur, gbp, …`, `${at}[price_data][currency]`);
    if (currency && cur !== currency) throw invalid('Line items must all have the same currency.', `${at}[price_data][currency]`);
    currency = cur;
    if (pd.product === undefined && pd.product_data === undefined) throw missingParam(`${at}[price_data][product_data]`);
    const name = pd.product_data ? str(pd.product_data as Json, 'name', `${at}[price_data][product_data][name]`) : String(pd.product);
    if (!name) throw missingParam(`${at}[price_data][product_data][name]`);
    const unit = int(pd, 'unit_amount', `${at}[price_data][unit_amount]`, 0);
    if (unit === undefined) throw missingParam(`${at}[price_data][unit_amount]`);
    const quantity = int(item, 'quantity', `${at}[quantity]`, 1);
    if (quantity === undefined) throw invalid(`Quantity is required. Add \`quantity\` to \`${at}\`.`, `${at}[quantity]`, 'parameter_missing');
    amount += unit * quantity;
    description = description ? `${description}, ${name}` : name;
  });
  const cur = currency!;
  const minimum = MINIMUM[cur] ?? 50;
  if (amount < minimum) {
    throw invalid(`The Checkout Session's total amount due must add up to at least ${formatMoney(minimum, cur)} ${cur}`, undefined, 'amount_too_small');
  }
  if (amount > 99_999_999) throw invalid(`The Checkout Session's total amount due must be no more than ${formatMoney(99_999_999, cur)} ${cur}`, undefined, 'amount_too_large');

  // Since 2026-09-30 Checkout takes `allowed_payment_method_types`: a filter on the methods that are eligible for the
  // session (EUR-only methods drop out of other currencies), no longer an explicit list that must all fit.
  const eligible = METHODS.filter((m) => opts.anyCurrency || cur === 'eur' || !EUR_ONLY.has(m));
  const allowedRaw = list(p, 'allowed_payment_method_types');
  let allowed: string[] | null = null;
  let methods: Method[] = [...eligible];
  if (allowedRaw) {
    allowed = allowedRaw.map((t, i) => {
      if (typeof t !== 'string' || !t) throw invalid(`Invalid allowed_payment_method_types[${i}]`, `allowed_payment_method_types[${i}]`);
      return t;
    });
    methods = eligible.filter((m) => allowed!.includes(m));
    if (!methods.length) {
      throw invalid(
        `None of the payment method types in \`allowed_payment_method_types\` can be used with this Checkout Session (currency ${cur}; the fake implements ${METHODS.join(', ')}).`,
        'allowed_payment_method_types',
      );
    }
  }

  const url = (name: string) => {
    const v = str(p, name);
    if (v === undefined || v === '') return null;
    if (v.length > 5000 || !isUrl(v)) throw invalid('Not a valid URL', name, 'url_invalid');
    return v;
  };
  const customerEmail = str(p, 'customer_email') ?? null;
  if (customerEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(customerEmail)) throw invalid(`Invalid email address: ${customerEmail}`, 'customer_email', 'email_invalid');
  const clientReferenceId = str(p, 'client_reference_id') ?? null;
  if (clientReferenceId !== null && clientReferenceId.length > 200) throw invalid('client_reference_id must be at most 200 characters', 'client_reference_id');

  const expiresAt = int(p, 'expires_at') ?? now + MAX_LIFETIME;
  if (expiresAt < now + MIN_LIFETIME) throw invalid('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
  if (expiresAt > now + MAX_LIFETIME) throw invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');

  const intentData = (p.payment_intent_data ?? {}) as Json;
  if (typeof intentData !== 'object') throw invalid('Invalid object', 'payment_intent_data');

  return {
    amount,
    currency: cur,
    description,
    metadata: metadata(p, 'metadata'),
    intentMetadata: metadata(intentData, 'metadata', 'payment_intent_data[metadata]'),
    intentDescription: str(intentData, 'description', 'payment_intent_data[description]') ?? null,
    successUrl: url('success_url'),
    cancelUrl: url('cancel_url'),
    customerEmail,
    clientReferenceId,
    allowed,
    methods,
    expiresAt,
  };
}

function isUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
