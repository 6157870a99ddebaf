import request from 'supertest';
import Stripe from 'stripe';
import type { DataSource } from 'typeorm';
import { createApp, type CreatedApp } from '../../app';
import { SESSION_COOKIE } from '../../core/auth/cookies';
import { createLogger } from '../../core/logger';
import { createDataSource } from '../../database';
import { acceptedBooking, auditOf, linkOf, paymentsOf, paymentsWorld, tick, WEBHOOK_SECRET, type PaymentsWorld } from '../../../test/payments-world';

/**
 * Online payment on two server instances sharing one database, as behind a load balancer: clicks, webhook
 * deliveries and an admin's manual tick raced over both. PostgreSQL decides (payment_links_one_live,
 * payment_events' key, the booking's row lock, payments_refunds_within_amount), so each ends once.
 */
let w: PaymentsWorld;
let ds2: DataSource;
let second: CreatedApp;
const stripe = new Stripe('sk_test_unused');

beforeAll(async () => {
  w = await paymentsWorld();
  ds2 = createDataSource({ url: (w.t.ds.options as { url: string }).url, poolSize: 10 });
  await ds2.initialize();
  second = await createApp({ ds: ds2, config: w.t.config, logger: createLogger('silent'), secret: 'test-secret' });
});
afterAll(async () => {
  await second.services.payments.idle();
  await second.apollo.stop();
  await ds2.destroy();
  await w.close();
});

const apps = () => [w.t.handler, second.handler];

/** The admin's session cookie, good on either instance. */
async function adminAuth(): Promise<string> {
  const [{ email }] = await w.t.ds.query(`SELECT email FROM users WHERE id = $1`, [w.admin.user.id]);
  const res = await request(w.t.handler).post('/api/auth/login').send({ username: email, password: 'secret123' });
  const cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
  if (!cookie.startsWith(`${SESSION_COOKIE}=`)) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

/** The session's checkout.session.completed as the fake made it, signed as Stripe signs. */
function completedEvent(sessionId: string): { raw: string; signature: string } {
  const event = w.fake.events.find((e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === sessionId);
  if (!event) throw new Error(`no completed event for ${sessionId}`);
  const raw = JSON.stringify(event);
  return { raw, signature: stripe.webhooks.generateTestHeaderString({ payload: raw, secret: WEBHOOK_SECRET }) };
}

const deliver = (i: number, e: { raw: string; signature: string }) =>
  request(apps()[i % 2]).post('/api/payments/webhook').set('content-type', 'application/json').set('stripe-signature', e.signature).send(e.raw);

it('ten requests of the deposit over both instances make one link and one checkout session', async () => {
  const id = await acceptedBooking(w);
  const cookie = await adminAuth();
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) => request(apps()[i % 2]).post(`/api/room-bookings/${id}/request-deposit`).set('cookie', cookie)),
  );
  expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
  await Promise.all([w.t.services.payments.idle(), second.services.payments.idle()]);
  const links = await w.t.ds.query(`SELECT status FROM payment_links WHERE booking_id = $1`, [id]);
  expect(links).toEqual([{ status: 'open' }]);
  expect(w.fake.state.sessions.filter((s) => s.metadata.booking_id === String(id))).toHaveLength(1);
});

it('one event delivered ten times at once over both instances ticks once', async () => {
  const id = await acceptedBooking(w);
  await tick(w, id, 'request-deposit');
  const link = (await linkOf(w, id))!;
  w.fake.dropWebhooks(true);
  w.fake.pay(link.sessionId!);
  const event = completedEvent(link.sessionId!);
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => deliver(i, event)));
  w.fake.dropWebhooks(false);
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  expect(answers.filter((a) => a.body.outcome === 'ticked DEPOSIT_RECEIVED')).toHaveLength(1);
  expect(answers.filter((a) => a.body.outcome === 'duplicate')).toHaveLength(9);
  expect(await paymentsOf(w, id)).toMatchObject([{ status: 'succeeded', ticked: true, attention: null }]);
  expect((await auditOf(w, 'booking', id)).filter((a: { action: string }) => a.action === 'booking.deposit_received')).toHaveLength(1);
});

it("an admin's manual tick racing the webhook: one tick per booking, and a late payment is an attention item, never lost", async () => {
  const cookie = await adminAuth();
  const ids: number[] = [];
  for (let i = 0; i < 6; i++) {
    const id = await acceptedBooking(w, 1);
    await tick(w, id, 'request-deposit');
    ids.push(id);
  }
  w.fake.dropWebhooks(true);
  const events = ids.map((id) => w.fake.pay(w.fake.state.sessions.find((s) => s.metadata.booking_id === String(id) && s.status === 'open')!.id)).map((s) => completedEvent(s.id));
  await Promise.all(
    ids.flatMap((id, i) => [
      request(apps()[i % 2]).post(`/api/room-bookings/${id}/collect-deposit`).set('cookie', cookie),
      deliver(i + 1, events[i]!),
    ]),
  );
  w.fake.dropWebhooks(false);
  for (const id of ids) {
    const ticks = (await auditOf(w, 'booking', id)).filter((a: { action: string }) => a.action === 'booking.deposit_received');
    expect(ticks).toHaveLength(1);
    const [payment] = await paymentsOf(w, id);
    expect(payment.status).toBe('succeeded');
    // Either the payment ticked the step (and the admin's click found it done), or the admin came first and the payment waits for a refund.
    if (ticks[0].actorName === 'Online payment') expect(payment).toMatchObject({ ticked: true, attention: null });
    else expect(payment).toMatchObject({ ticked: false, attention: 'Paid online after "Deposit received" was already ticked' });
  }
});

it('refunds raced over both instances never give back more than was paid', async () => {
  const id = await acceptedBooking(w);
  await tick(w, id, 'request-deposit');
  const link = (await linkOf(w, id))!;
  w.fake.dropWebhooks(true);
  w.fake.pay(link.sessionId!);
  await deliver(0, completedEvent(link.sessionId!));
  w.fake.dropWebhooks(false);
  const [payment] = await paymentsOf(w, id);
  const cookie = await adminAuth();
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      request(apps()[i % 2]).post(`/api/payments/${payment.id}/refund`).set('cookie', cookie).send({ amount: '50.00', reason: `Part ${i}` }),
    ),
  );
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(5);
  expect(statuses.filter((s) => s === 400 || s === 409)).toHaveLength(5);
  const [after] = await paymentsOf(w, id);
  expect(after.refundedMinor).toBe(25000);
  const [{ total }] = await w.t.ds.query(`SELECT sum(amount_minor)::int AS total FROM refunds WHERE payment_id = $1 AND status <> 'failed'`, [payment.id]);
  expect(total).toBe(25000);
  await w.fake.settle();
});
