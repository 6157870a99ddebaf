import Stripe from 'stripe';
import { createTestContext, type TestContext } from './harness';
import { freePort, npmStart } from './scratch';

/**
 * Issue 35's "Done when" starts from `PAYMENTS_FAKE=true npm start`: the server starts the local fake Stripe itself,
 * turns online payment on against it, and the fake's signed webhooks reach this server and pass its signature check.
 * (The browser test starts the same fake in-process through e2e/harness.ts; this is the command a newcomer types.)
 */
jest.setTimeout(150_000);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

it('PAYMENTS_FAKE=true npm start: online payment is on against the fake, whose signed webhooks the server accepts', async () => {
  const port = await freePort();
  const s = npmStart({
    NODE_ENV: 'development',
    PAYMENTS_FAKE: 'true',
    DATABASE_URL: (t.ds.options as { url: string }).url,
    PORT: String(port),
    JWT_SECRET: 'payments-fake-start-test-secret-0123456789',
    JOBS: 'false',
    SKIP_WEB_BUILD: 'true',
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
  });
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (s.child.exitCode !== null) throw new Error(`the server exited early: ${s.output()}`);
      if (Date.now() > deadline) throw new Error(`the server did not become ready: ${s.output()}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
      if (ready?.status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await (await fetch(`http://127.0.0.1:${port}/api/settings`)).json()).toEqual({ currency: 'USD', onlinePayments: true });
    const fakeUrl = /fake Stripe on (http:\/\/127\.0\.0\.1:(\d+))/.exec(s.output());
    expect(fakeUrl).not.toBeNull();

    // A session the office did not make (as another integration's on the same account), paid on the fake: its signed
    // checkout.session.completed comes to this server, passes the signature check, and is recorded, changing nothing.
    const stripe = new Stripe('sk_test_d_office_fake', { host: '127.0.0.1', port: Number(fakeUrl![2]), protocol: 'http' });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'Not ours' } }, quantity: 1 }],
      success_url: 'http://127.0.0.1/ok',
      cancel_url: 'http://127.0.0.1/cancel',
    });
    const paid = await fetch(`${fakeUrl![1]}/_fake/sessions/${session.id}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'card' }) });
    expect(paid.status).toBe(200);
    let recorded: { outcome: string }[] = [];
    for (let i = 0; i < 100 && !recorded.length; i++) {
      recorded = await t.ds.query(`SELECT outcome FROM payment_events WHERE object_id = $1 AND type = 'checkout.session.completed'`, [session.id]);
      if (!recorded.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(recorded).toEqual([{ outcome: 'unknown session: recorded, nothing changed' }]);
    expect(await t.count('payments')).toBe(0);
  } finally {
    s.child.kill('SIGTERM');
    await s.exited;
  }
});
