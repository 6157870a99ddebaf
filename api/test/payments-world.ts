import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestContext, type Agent, type TestContext } from './harness';
import { FakeStripe, type FakeStripeOptions } from '../src/modules/payments/fake/fake-stripe';
import { createRoom } from './factories/bookings';

export const SECRET_KEY = 'sk_test_payments_world';
export const WEBHOOK_SECRET = 'whsec_payments_world_secret';

/** The API with online payment on, against the local fake Stripe posting its webhooks to the real HTTP server. */
export interface PaymentsWorld {
  t: TestContext;
  fake: FakeStripe;
  server: Server;
  admin: { agent: Agent; user: { id: number } };
  member: { agent: Agent; user: { id: number; email: string } };
  roomId: number;
  close(): Promise<void>;
}

export async function paymentsWorld(fakeOpts: Partial<FakeStripeOptions> = {}, env: Record<string, string> = {}, now?: () => Date): Promise<PaymentsWorld> {
  const fake = new FakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookDelayMs: 10,
    retryDelaysMs: [50, 100, 200, 400],
    chaos: { duplicate: 0, reorder: 0 },
    seed: 11,
    refundDelayMs: 30,
    asyncSettle: null,
    allMethodsInAnyCurrency: true,
    ...fakeOpts,
  });
  await fake.start();
  const t = await createTestContext({
    env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url, PAYMENTS_RETRY_SECONDS: '1', ...env },
    now,
  });
  const server = t.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  fake.setWebhookUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhook`);
  const admin = await t.signedIn({ isAdmin: true, fullName: 'Audrey Admin' });
  const member = await t.signedIn({ fullName: 'Mia Member' });
  const roomId = await createRoom(t, { name: 'Garden Room', pricePerMonth: '1000.00', deposit: '250.00' });
  return {
    t,
    fake,
    server,
    admin,
    member,
    roomId,
    async close() {
      await t.services.payments.idle();
      await fake.stop();
      await new Promise((r) => server.close(r));
      await t.close();
    },
  };
}

/** The day `months` months from now, yyyy-MM-dd, so bookings never collide. */
let nextStart = 0;
export function freshStart(): string {
  const d = new Date();
  d.setMonth(d.getMonth() + 2 + 3 * nextStart++);
  return d.toISOString().slice(0, 10);
}

/** A member's request, accepted by the admin: its id. */
export async function acceptedBooking(w: PaymentsWorld, months = 2, member = w.member): Promise<number> {
  const res = await member.agent.post('/api/room-bookings').send({ roomId: w.roomId, startDate: freshStart(), durationMonths: months });
  if (res.status !== 201) throw new Error(`request failed: ${res.status} ${JSON.stringify(res.body)}`);
  const accepted = await w.admin.agent.post(`/api/room-bookings/${res.body.id}/accept`);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return res.body.id;
}

/** The admin ticks a step (REST path segment of spec §7), then the provider calls after the commit finish. */
export async function tick(w: PaymentsWorld, bookingId: number, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await w.admin.agent.post(`/api/room-bookings/${bookingId}/${path}`);
  await w.t.services.payments.idle();
  return { status: res.status, body: res.body };
}

export async function linkOf(w: PaymentsWorld, bookingId: number, purpose: 'deposit' | 'balance' = 'deposit') {
  const rows = await w.t.ds.query(
    `SELECT id, status, provider_session_id AS "sessionId", url, amount_minor AS "amountMinor" FROM payment_links
      WHERE booking_id = $1 AND purpose = $2 ORDER BY id DESC`,
    [bookingId, purpose],
  );
  return rows[0] as { id: number; status: string; sessionId: string | null; url: string | null; amountMinor: number } | undefined;
}

export async function bookingRow(w: PaymentsWorld, id: number) {
  const [b] = await w.t.ds.query(
    `SELECT status, deposit_requested_at, deposit_received_at, full_payment_requested_at, full_payment_received_at FROM room_bookings WHERE id = $1`,
    [id],
  );
  return b;
}

export async function paymentsOf(w: PaymentsWorld, bookingId: number) {
  return w.t.ds.query(
    `SELECT id, status, amount_minor AS "amountMinor", refunded_minor AS "refundedMinor", method, ticked, attention, resolved_at AS "resolvedAt",
            provider_payment_id AS "providerPaymentId"
       FROM payments WHERE booking_id = $1 ORDER BY id`,
    [bookingId],
  );
}

/** Waits until `check` holds (the fake's webhooks arrive a few ms after a payment), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T>, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

/** The audit log's rows about a booking or payment, oldest first. */
export async function auditOf(w: PaymentsWorld, entityType: string, entityId: number) {
  return w.t.ds.query(`SELECT actor_name AS "actorName", action, summary FROM audit_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY id`, [
    entityType,
    entityId,
  ]);
}
