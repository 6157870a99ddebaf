import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  createStripeProvider,
  ProviderRefusedError,
  ProviderSignatureError,
  ProviderUnavailableError,
  type CheckoutInput,
  type PaymentProvider,
} from '../stripe-provider';
import { FakeStripe, type FakeStripeOptions } from './fake-stripe';
import { signPayload } from './webhooks';

/**
 * The official SDK, through the payments module's provider client, against the fake: what the payments module will
 * rely on (idempotency, expiry, lists, signed and misbehaving webhooks, SEPA, refunds, outages, the hosted page).
 */

const KEY = 'sk_test_51FakeStripeKey0123456789abcdefWXYZ';
const WHSEC = 'whsec_fake_signing_secret_0123456789';

/** A tiny webhook endpoint: records each POST and answers what `status` says for the n-th request. */
class Receiver {
  readonly got: { raw: Buffer; signature: string | undefined; id: string; type: string }[] = [];
  status: (n: number) => number = () => 200;
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const event = JSON.parse(raw.toString('utf8'));
      this.got.push({ raw, signature: req.headers['stripe-signature'] as string | undefined, id: event.id, type: event.type });
      res.writeHead(this.status(this.got.length));
      res.end();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhook`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(() => r()));
  }

  types(): string[] {
    return this.got.map((g) => g.type);
  }
}

const started: { stop(): Promise<void> }[] = [];
afterAll(async () => {
  for (const s of started.reverse()) await s.stop();
});

async function fakeWith(opts: Partial<FakeStripeOptions> = {}, receiver?: Receiver): Promise<FakeStripe> {
  const fake = new FakeStripe({
    secretKey: KEY,
    webhookSecret: WHSEC,
    webhookDelayMs: 10,
    retryDelaysMs: [30, 60, 90],
    refundDelayMs: 30,
    asyncSettle: null,
    chaos: { duplicate: 0, reorder: 0 },
    seed: 1,
    ...opts,
  });
  await fake.start();
  started.push(fake);
  if (receiver) {
    fake.setWebhookUrl(await receiver.start());
    started.push(receiver);
  }
  return fake;
}

const providerFor = (fake: FakeStripe, extra: { webhookSecret?: string; timeoutMs?: number; maxNetworkRetries?: number; secretKey?: string } = {}): PaymentProvider =>
  createStripeProvider({ secretKey: KEY, webhookSecret: WHSEC, apiUrl: fake.url, timeoutMs: 3000, maxNetworkRetries: 0, ...extra });

const sdkFor = (fake: FakeStripe) => new Stripe(KEY, { ...fake.sdkConfig, maxNetworkRetries: 0, telemetry: false });

let keys = 0;
const checkout = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  idempotencyKey: `booking-${++keys}-deposit`,
  amountMinor: 25_000,
  currency: 'USD',
  description: 'Deposit for Room 3',
  customerEmail: 'member@example.com',
  metadata: { bookingId: String(keys), step: 'deposit' },
  successUrl: 'http://app.test/bookings?paid={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://app.test/bookings',
  ...over,
});

async function waitFor(what: string, ok: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function refusal(p: Promise<unknown>): Promise<ProviderRefusedError> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ProviderRefusedError);
  return err as ProviderRefusedError;
}

async function sdkError(p: Promise<unknown>): Promise<InstanceType<typeof Stripe.errors.StripeError>> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(Stripe.errors.StripeError);
  return err as InstanceType<typeof Stripe.errors.StripeError>;
}

describe('Checkout Sessions', () => {
  let fake: FakeStripe;
  let provider: PaymentProvider;
  beforeAll(async () => {
    fake = await fakeWith();
    provider = providerFor(fake);
  });

  it('creates one session for one idempotency key, and refuses that key with other parameters', async () => {
    const input = checkout();
    const before = fake.state.sessions.length;
    const a = await provider.createCheckout(input);
    const b = await provider.createCheckout(input);
    expect(b.id).toBe(a.id);
    expect(a.id).toMatch(/^cs_test_\w+$/);
    expect(fake.state.sessions.length).toBe(before + 1);
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/checkout/sessions', idempotencyKey: input.idempotencyKey, replayed: true });
    expect(a).toMatchObject({ status: 'open', paymentStatus: 'unpaid', amountMinor: 25_000, currency: 'USD', metadata: input.metadata, paymentIntentId: null, url: `${fake.url}/pay/${a.id}` });
    expect(a.expiresAt.getTime() - a.createdAt.getTime()).toBe(24 * 3600 * 1000);

    const err = await refusal(provider.createCheckout({ ...input, amountMinor: 30_000 }));
    expect([err.type, err.statusCode]).toEqual(['idempotency_error', 400]);
    expect(err.message).toBe(
      `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${input.idempotencyKey}' if you meant to execute a different request.`,
    );
    const elsewhere = await sdkError(sdkFor(fake).refunds.create({ payment_intent: 'pi_x' }, { idempotencyKey: input.idempotencyKey }));
    expect([elsewhere.rawType, elsewhere.message]).toEqual([
      'idempotency_error',
      `Keys for idempotent requests can only be used for the same endpoint they were first used for ('/v1/refunds' vs '/v1/checkout/sessions'). Try using a key other than '${input.idempotencyKey}' if you meant to execute a different request.`,
    ]);
    expect(fake.state.sessions.length).toBe(before + 1);
  });

  it('offers the euro-only methods in euros only, as Checkout filters allowed_payment_method_types', async () => {
    const sdk = sdkFor(fake);
    const usd = await sdk.checkout.sessions.retrieve((await provider.createCheckout(checkout())).id);
    expect(usd.allowed_payment_method_types).toEqual(['card', 'sepa_debit', 'ideal', 'bancontact']);
    expect(usd.payment_method_types).toEqual(['card']);
    const eur = await sdk.checkout.sessions.retrieve((await provider.createCheckout(checkout({ currency: 'EUR' }))).id);
    expect(eur.payment_method_types).toEqual(['card', 'sepa_debit', 'ideal', 'bancontact']);
    expect(() => fake.pay(usd.id, { method: 'sepa_debit' })).toThrow('The payment method type `sepa_debit` is not available on this Checkout Session.');
  });

  it('refuses what Stripe refuses, with its message, code and param, and creates nothing', async () => {
    const sdk = sdkFor(fake);
    const before = fake.state.sessions.length;
    const item = (pd: Record<string, unknown>, quantity = 1) => [{ quantity, price_data: { currency: 'usd', product_data: { name: 'Deposit' }, unit_amount: 5000, ...pd } }];
    const cases: [Stripe.Checkout.SessionCreateParams, Partial<Record<'message' | 'param' | 'code', string>>][] = [
      [{ mode: 'payment' }, { message: 'Missing required param: line_items.', param: 'line_items', code: 'parameter_missing' }],
      [{ mode: 'payment', line_items: item({ unit_amount: -5 }) }, { message: 'Invalid non-negative integer', param: 'line_items[0][price_data][unit_amount]' }],
      [{ mode: 'payment', line_items: item({ currency: undefined }) }, { param: 'line_items[0][price_data][currency]', code: 'parameter_missing' }],
      [{ mode: 'payment', line_items: item({ unit_amount: 10 }) }, { message: "The Checkout Session's total amount due must add up to at least $0.50 usd" }],
      [{ mode: 'payment', line_items: item({}, 0) }, { message: 'Invalid positive integer', param: 'line_items[0][quantity]' }],
      [{ mode: 'payment', line_items: item({}), expires_at: Math.floor(Date.now() / 1000) + 600 }, { message: 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', param: 'expires_at' }],
      [{ mode: 'payment', line_items: item({}), success_url: 'not a url' }, { message: 'Not a valid URL', param: 'success_url' }],
      [{ mode: 'payment', line_items: item({}), payment_method_types: ['card'] } as Stripe.Checkout.SessionCreateParams, { message: 'Received unknown parameter: payment_method_types' }],
    ];
    for (const [params, expected] of cases) {
      const err = await sdkError(sdk.checkout.sessions.create(params));
      expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(err).toMatchObject({ statusCode: 400, rawType: 'invalid_request_error', ...expected });
    }
    const viaProvider = await refusal(provider.createCheckout(checkout({ amountMinor: 0 })));
    expect(viaProvider.message).toMatch(/at least \$0\.50 usd/);

    const badKey = await refusal(providerFor(fake, { secretKey: 'sk_test_51WrongKey000000000000000000000abcd' }).createCheckout(checkout()));
    expect(badKey.statusCode).toBe(401);
    expect(badKey.message).toMatch(/^Invalid API Key provided: sk_test_\**abcd$/);
    expect(fake.state.sessions.length).toBe(before);
  });

  it('expires an open session once, and answers an expired or complete session as it is', async () => {
    const s = await provider.createCheckout(checkout());
    const expired = await provider.expireSession(s.id);
    expect(expired).toMatchObject({ id: s.id, status: 'expired', url: null });
    const events = () => fake.events.filter((e) => e.type === 'checkout.session.expired' && (e.data.object as { id: string }).id === s.id);
    expect(events()).toHaveLength(1);
    expect(events()[0].request.id).toMatch(/^req_/);

    expect((await provider.expireSession(s.id)).status).toBe('expired');
    expect(events()).toHaveLength(1);
    const err = await sdkError(sdkFor(fake).checkout.sessions.expire(s.id));
    expect(err.message).toBe('Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.');

    const paid = await provider.createCheckout(checkout());
    fake.pay(paid.id);
    expect(await provider.expireSession(paid.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    const missing = await refusal(provider.expireSession('cs_test_nope'));
    expect([missing.statusCode, missing.code, missing.message]).toEqual([404, 'resource_missing', "No such checkout.session: 'cs_test_nope'"]);
  });

  it('expires a session past its expires_at when it is next read, with its event', async () => {
    const s = await provider.createCheckout(checkout({ expiresAt: new Date((fake.now() + 31 * 60) * 1000) }));
    fake.advanceClock(32 * 60);
    expect(await provider.retrieveSession(s.id)).toMatchObject({ status: 'expired', url: null });
    const event = fake.events.find((e) => e.type === 'checkout.session.expired' && (e.data.object as { id: string }).id === s.id);
    expect(event?.request).toEqual({ id: null, idempotency_key: null });
  });

  it('lists sessions newest first, across pages, from a date', async () => {
    const isolated = await fakeWith();
    const p = providerFor(isolated);
    await p.createCheckout(checkout());
    isolated.advanceClock(3600);
    const since = new Date(isolated.now() * 1000);
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await p.createCheckout(checkout())).id);
    const listed = [];
    for await (const s of p.listSessions(since)) listed.push(s.id);
    expect(listed).toEqual([...made].reverse());

    const sdk = sdkFor(isolated);
    const first = await sdk.checkout.sessions.list({ limit: 2, created: { gte: isolated.now() - 60 } });
    expect([first.object, first.url, first.has_more, first.data.map((s) => s.id)]).toEqual(['list', '/v1/checkout/sessions', true, [made[2], made[1]]]);
    const second = await sdk.checkout.sessions.list({ limit: 2, created: { gte: isolated.now() - 60 }, starting_after: made[1] });
    expect([second.has_more, second.data.map((s) => s.id)]).toEqual([false, [made[0]]]);
    const back = await sdk.checkout.sessions.list({ limit: 1, ending_before: made[0] });
    expect([back.has_more, back.data.map((s) => s.id)]).toEqual([true, [made[1]]]);
    expect((await sdk.checkout.sessions.list({ limit: 100 })).data).toHaveLength(4);
  });
});

describe('webhooks', () => {
  it('delivers a paid session signed as Stripe signs; verifyEvent accepts it and refuses a tampered body, a wrong secret and a stale timestamp', async () => {
    const receiver = new Receiver();
    const fake = await fakeWith({ enabledEvents: ['checkout.session.*'] }, receiver);
    const provider = providerFor(fake);
    const s = await provider.createCheckout(checkout({ metadata: { bookingId: '42', step: 'deposit' } }));
    fake.pay(s.id);
    await waitFor('checkout.session.completed', () => receiver.got.length > 0);
    const { raw, signature } = receiver.got[0];
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const event = provider.verifyEvent(raw, signature);
    expect(event).toMatchObject({ object: 'event', type: 'checkout.session.completed', livemode: false, api_version: Stripe.API_VERSION, pending_webhooks: 1, request: { id: null, idempotency_key: null } });
    expect(event.id).toMatch(/^evt_/);
    const session = event.data.object as Stripe.Checkout.Session;
    expect(session).toMatchObject({ id: s.id, status: 'complete', payment_status: 'paid', amount_total: 25_000, currency: 'usd', metadata: { bookingId: '42', step: 'deposit' } });

    const tampered = Buffer.from(raw.toString('utf8').replace('"amount_total": 25000', '"amount_total": 1'));
    expect(tampered.equals(raw)).toBe(false);
    expect(() => provider.verifyEvent(tampered, signature)).toThrow(ProviderSignatureError);
    expect(() => providerFor(fake, { webhookSecret: 'whsec_other' }).verifyEvent(raw, signature)).toThrow(ProviderSignatureError);
    expect(() => provider.verifyEvent(raw, undefined)).toThrow(ProviderSignatureError);
    const old = Math.floor(Date.now() / 1000) - 301;
    const stale = Stripe.webhooks.generateTestHeaderString({ payload: raw.toString('utf8'), secret: WHSEC, timestamp: old });
    expect(signPayload(WHSEC, raw.toString('utf8'), old)).toBe(stale);
    expect(() => provider.verifyEvent(raw, stale)).toThrow('Timestamp outside the tolerance zone');
    expect(provider.verifyEvent(raw, stale, 600).id).toBe(event.id);

    // Only the enabled types were sent, though the payment made more events.
    await fake.settle();
    expect(receiver.types()).toEqual(['checkout.session.completed']);
    expect(fake.events.map((e) => e.type)).toEqual(['payment_intent.created', 'charge.succeeded', 'payment_intent.succeeded', 'checkout.session.completed']);
    const payment = await provider.payment(session.payment_intent as string);
    expect(payment).toMatchObject({ status: 'succeeded', method: 'card', amountMinor: 25_000, currency: 'USD', refundedMinor: 0, metadata: { bookingId: '42', step: 'deposit' } });
    expect(payment.chargeId).toMatch(/^ch_/);
  });

  it('duplicates and swaps deliveries, the same way on every run with the same seed', async () => {
    const run = async (seed: number) => {
      const receiver = new Receiver();
      const fake = await fakeWith({ seed, chaos: { duplicate: 0.4, reorder: 0.4 } }, receiver);
      const provider = providerFor(fake);
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push((await provider.createCheckout(checkout())).id);
      for (const id of ids) {
        fake.pay(id);
        // Deliveries go out between the payments: the chaos must not depend on timing.
        await new Promise((r) => setTimeout(r, 15));
      }
      await fake.settle();
      // Each delivery as the index of its event in creation order.
      return { order: receiver.got.map((g) => fake.events.findIndex((e) => e.id === g.id)), created: fake.events.length };
    };
    const a = await run(7);
    expect(await run(7)).toEqual(a);
    expect(new Set(a.order).size).toBe(a.created);
    expect(a.order.length).toBeGreaterThan(a.created);
    const firstPass = a.order.slice(0, a.created);
    expect(firstPass).not.toEqual([...firstPass].sort((x, y) => x - y));
    expect((await run(8)).order).not.toEqual(a.order);
  });

  it('retries while the endpoint answers 500 or cannot be reached, with a fresh signature each time', async () => {
    const receiver = new Receiver();
    receiver.status = (n) => (n <= 2 ? 500 : 200);
    const fake = await fakeWith({ enabledEvents: ['checkout.session.completed'] }, receiver);
    const provider = providerFor(fake);
    fake.pay((await provider.createCheckout(checkout())).id);
    await fake.settle();
    const event = fake.events.find((e) => e.type === 'checkout.session.completed')!;
    expect(fake.webhookAttempts.map((a) => [a.eventId, a.attempt, a.answer])).toEqual([
      [event.id, 1, 500],
      [event.id, 2, 500],
      [event.id, 3, 200],
    ]);
    for (const got of receiver.got) expect(provider.verifyEvent(got.raw, got.signature).id).toBe(event.id);
    expect(event.pending_webhooks).toBe(0);

    const closed = new Receiver();
    const url = await closed.start();
    await closed.stop();
    fake.setWebhookUrl(url);
    fake.pay((await provider.createCheckout(checkout())).id);
    await fake.settle();
    const unreachable = fake.events.filter((e) => e.type === 'checkout.session.completed')[1];
    expect(fake.webhookAttempts.filter((a) => a.eventId === unreachable.id).map((a) => a.answer)).toEqual([0, 0, 0, 0]);
    expect(unreachable.pending_webhooks).toBe(1);
  });

  it('keeps dropped events in /v1/events and the payment in the session and charge lists, and redelivers on demand', async () => {
    const receiver = new Receiver();
    const fake = await fakeWith({}, receiver);
    const provider = providerFor(fake);
    const since = new Date(fake.now() * 1000);
    const s = await provider.createCheckout(checkout());
    fake.dropWebhooks(true);
    fake.pay(s.id);
    await fake.settle();
    expect(receiver.got).toHaveLength(0);
    const completed = fake.events.find((e) => e.type === 'checkout.session.completed')!;
    expect(fake.droppedEvents).toContain(completed.id);

    const sdk = sdkFor(fake);
    const listed = await sdk.events.list({ types: ['checkout.session.completed', 'charge.succeeded'], created: { gte: fake.now() - 60 } });
    expect(listed.data.map((e) => e.type)).toEqual(['checkout.session.completed', 'charge.succeeded']);
    const onePage = await sdk.events.list({ limit: 1, type: 'checkout.session.*' });
    expect([onePage.has_more, onePage.data[0].id]).toEqual([false, completed.id]);

    const sessions = [];
    for await (const x of provider.listSessions(since)) sessions.push(x);
    expect(sessions).toEqual([expect.objectContaining({ id: s.id, status: 'complete', paymentStatus: 'paid' })]);
    const payments = [];
    for await (const x of provider.listPayments(since)) payments.push(x);
    expect(payments).toEqual([expect.objectContaining({ paymentIntentId: sessions[0].paymentIntentId, method: 'card', amountMinor: 25_000, status: 'succeeded' })]);

    expect(await fake.redeliver(completed.id)).toBe(200);
    expect(provider.verifyEvent(receiver.got[0].raw, receiver.got[0].signature).id).toBe(completed.id);
  });
});

describe('SEPA Direct Debit', () => {
  it('completes unpaid, then sends async_payment_succeeded or async_payment_failed', async () => {
    const receiver = new Receiver();
    const fake = await fakeWith({ enabledEvents: ['checkout.session.*'] }, receiver);
    const provider = providerFor(fake);
    const good = await provider.createCheckout(checkout({ currency: 'EUR' }));
    const bad = await provider.createCheckout(checkout({ currency: 'EUR' }));
    fake.pay(good.id, { method: 'sepa_debit' });
    fake.pay(bad.id, { method: 'sepa_debit' });
    await fake.settle();
    const completed = receiver.got.map((g) => provider.verifyEvent(g.raw, g.signature));
    expect(completed.map((e) => [e.type, (e.data.object as Stripe.Checkout.Session).payment_status])).toEqual([
      ['checkout.session.completed', 'unpaid'],
      ['checkout.session.completed', 'unpaid'],
    ]);
    const goodNow = await provider.retrieveSession(good.id);
    expect(goodNow).toMatchObject({ status: 'complete', paymentStatus: 'unpaid' });
    expect(await provider.payment(goodNow.paymentIntentId!)).toMatchObject({ status: 'processing', method: 'sepa_debit', currency: 'EUR' });

    fake.settleAsync(good.id, 'succeeded');
    fake.settleAsync(bad.id, 'failed');
    await fake.settle();
    expect(receiver.types().slice(2)).toEqual(['checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed']);
    expect(await provider.retrieveSession(good.id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await provider.payment(goodNow.paymentIntentId!)).toMatchObject({ status: 'succeeded', method: 'sepa_debit' });
    const badNow = await provider.retrieveSession(bad.id);
    expect(badNow.paymentStatus).toBe('unpaid');
    expect(await provider.payment(badNow.paymentIntentId!)).toMatchObject({ status: 'failed', method: 'sepa_debit' });
    expect(() => fake.settleAsync(good.id, 'failed')).toThrow(/no asynchronous payment in progress/);
  });

  it('settles by itself when configured', async () => {
    const fake = await fakeWith({ asyncSettle: { afterMs: 20, outcome: 'failed' } });
    const provider = providerFor(fake);
    const s = await provider.createCheckout(checkout({ currency: 'EUR' }));
    fake.pay(s.id, { method: 'sepa_debit' });
    await fake.settle();
    expect(fake.events.at(-1)?.type).toBe('checkout.session.async_payment_failed');
  });
});

describe('refunds', () => {
  it('refunds part, refuses more than the rest, settles later, and tells the webhook', async () => {
    const receiver = new Receiver();
    const fake = await fakeWith({ enabledEvents: ['charge.refunded', 'refund.*'] }, receiver);
    const provider = providerFor(fake);
    const s = await provider.createCheckout(checkout());
    fake.pay(s.id);
    const pi = (await provider.retrieveSession(s.id)).paymentIntentId!;
    const input = { idempotencyKey: 'refund-1', paymentIntentId: pi, amountMinor: 10_000, reason: 'Damage to the table', metadata: { bookingId: '1' } };

    const refund = await provider.refund(input);
    expect(refund).toMatchObject({ status: 'pending', amountMinor: 10_000, currency: 'USD', paymentIntentId: pi, metadata: { bookingId: '1', reason: 'Damage to the table' } });
    expect((await provider.refund(input)).id).toBe(refund.id);
    expect((await provider.payment(pi)).refundedMinor).toBe(10_000);

    const over = await refusal(provider.refund({ ...input, idempotencyKey: 'refund-2', amountMinor: 20_000 }));
    expect([over.message, over.code, over.param, over.statusCode]).toEqual(['Refund amount ($200.00) is greater than unrefunded amount on charge ($150.00)', 'amount_too_large', 'amount', 400]);

    await fake.settle();
    expect(await provider.retrieveRefund(refund.id)).toMatchObject({ status: 'succeeded', failureReason: null });
    const events = receiver.got.map((g) => provider.verifyEvent(g.raw, g.signature));
    expect(events.map((e) => e.type)).toEqual(['refund.created', 'charge.refunded', 'refund.updated']);
    expect((events[1].data.object as Stripe.Charge).amount_refunded).toBe(10_000);
    expect(events[2].data.previous_attributes).toEqual({ status: 'pending' });

    fake.failNextRefund();
    const failing = await provider.refund({ ...input, idempotencyKey: 'refund-3', amountMinor: 5_000 });
    await fake.settle();
    expect(await provider.retrieveRefund(failing.id)).toMatchObject({ status: 'failed', failureReason: 'expired_or_canceled_card' });
    expect((await provider.payment(pi)).refundedMinor).toBe(10_000);
    expect(receiver.types().slice(3)).toEqual(['refund.created', 'charge.refunded', 'refund.updated', 'refund.failed']);

    const rest = await sdkFor(fake).refunds.create({ payment_intent: pi });
    expect(rest.amount).toBe(15_000);
    const again = await refusal(provider.refund({ ...input, idempotencyKey: 'refund-4', amountMinor: 1 }));
    expect(again.code).toBe('charge_already_refunded');
  });
});

describe('the provider down or slow', () => {
  it('fails fast with ProviderUnavailableError, and the same key works once Stripe is back', async () => {
    const fake = await fakeWith();
    const input = checkout();
    fake.setOutage({ unavailable: 'error' });
    let started = Date.now();
    await expect(providerFor(fake).createCheckout(input)).rejects.toThrow(ProviderUnavailableError);
    expect(Date.now() - started).toBeLessThan(1000);
    // The SDK retries a 500 with the same idempotency key.
    const retried = providerFor(fake, { maxNetworkRetries: 1 });
    await expect(retried.createCheckout(input)).rejects.toThrow(ProviderUnavailableError);
    expect(fake.requests.slice(-2).map((r) => [r.status, r.idempotencyKey])).toEqual([
      [500, input.idempotencyKey],
      [500, input.idempotencyKey],
    ]);

    fake.setOutage({ unavailable: 'reset' });
    await expect(providerFor(fake).retrieveSession('cs_test_x')).rejects.toThrow(ProviderUnavailableError);

    fake.setOutage({ latencyMs: 400 });
    started = Date.now();
    await expect(providerFor(fake, { timeoutMs: 100 }).createCheckout(input)).rejects.toThrow(/timeout/);
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 400));

    fake.setOutage({});
    const s = await providerFor(fake).createCheckout(input);
    expect((await providerFor(fake).createCheckout(input)).id).toBe(s.id);
    // The slow request reached the fake after the client gave up: Stripe would have created it too, and the key replays it.
    expect(fake.state.sessions).toHaveLength(1);
  });
});

describe('the /_fake controls over HTTP', () => {
  it('pays with another amount and currency, reads the state, and switches outages and webhooks', async () => {
    const fake = await fakeWith();
    const provider = providerFor(fake);
    const s = await provider.createCheckout(checkout());
    const post = (path: string, body: unknown) => fetch(`${fake.url}/_fake${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    const paid = await post(`/sessions/${s.id}/pay`, { method: 'card', amount: 100, currency: 'eur' });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ id: s.id, amount_total: 100, currency: 'eur', payment_status: 'paid' });
    const pi = (await provider.retrieveSession(s.id)).paymentIntentId!;
    expect(await provider.payment(pi)).toMatchObject({ amountMinor: 100, currency: 'EUR' });
    expect((await post(`/sessions/${s.id}/pay`, {})).status).toBe(400);

    const state = await (await fetch(`${fake.url}/_fake/state`)).json();
    expect(state.sessions.map((x: { id: string }) => x.id)).toEqual([s.id]);
    expect(state.charges).toHaveLength(1);

    expect((await post('/outage', { unavailable: 'error' })).status).toBe(200);
    await expect(provider.retrieveSession(s.id)).rejects.toThrow(ProviderUnavailableError);
    await post('/outage', { unavailable: false });
    expect((await provider.retrieveSession(s.id)).id).toBe(s.id);

    expect(await (await post('/webhooks', { drop: true })).json()).toMatchObject({ dropping: true });
    expect(await (await post('/refunds/fail-next', {})).json()).toEqual({ failNext: 1 });
    const clock = await (await post('/clock', { advanceSeconds: 60 })).json();
    expect(clock.now).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 59);
    expect((await post('/nothing', {})).status).toBe(404);
  });
});

describe('the hosted checkout page', () => {
  it('pays and redirects to success_url, declines with a message, and says when a session is over', async () => {
    const fake = await fakeWith();
    const provider = providerFor(fake);
    const s = await provider.createCheckout(checkout());
    const page = await fetch(s.url!);
    const html = await page.text();
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<h1>Deposit for Room 3</h1>');
    expect(html).toContain('$250.00');
    expect(html).toContain('<button type="submit" name="action" value="pay">Pay</button>');
    expect(html).toContain('<button type="submit" name="action" value="decline">Decline</button>');
    expect(html).not.toContain('Pay later (SEPA)');
    expect(html).toContain('<a href="http://app.test/bookings">Cancel and return</a>');
    expect(html).not.toMatch(/<script|<link|src=/);

    const submit = (id: string, action: string) =>
      fetch(`${fake.url}/pay/${id}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `action=${action}` });
    const declined = await submit(s.id, 'decline');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('<p role="alert" class="alert">Your card was declined.</p>');
    expect(await provider.retrieveSession(s.id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });
    expect(fake.events).toHaveLength(0);

    const paid = await submit(s.id, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://app.test/bookings?paid=${s.id}`);
    expect(await provider.retrieveSession(s.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    expect(await (await fetch(`${fake.url}/pay/${s.id}`)).text()).toContain('This checkout session is complete: the payment succeeded.');
    expect((await submit(s.id, 'pay')).status).toBe(409);

    const eur = await provider.createCheckout(checkout({ currency: 'EUR', amountMinor: 9_900 }));
    const eurHtml = await (await fetch(eur.url!)).text();
    expect(eurHtml).toContain('€99.00');
    expect(eurHtml).toContain('>Pay later (SEPA)</button>');
    const sepa = await submit(eur.id, 'sepa');
    expect(sepa.status).toBe(303);
    expect(await provider.retrieveSession(eur.id)).toMatchObject({ status: 'complete', paymentStatus: 'unpaid' });

    const gone = await provider.createCheckout(checkout());
    await provider.expireSession(gone.id);
    const expiredPage = await fetch(`${fake.url}/pay/${gone.id}`);
    expect(await expiredPage.text()).toContain('This checkout session has expired.');
    expect((await fetch(`${fake.url}/pay/cs_test_unknown`)).status).toBe(404);
  });
});
