import crypto from 'node:crypto';
import { SESSION_COOKIE } from '../src/core/auth/cookies';
import { createBooking, createRoom, snapshot } from './factories/bookings';
import { createTestContext, type Agent, type TestContext } from './harness';

/**
 * Issue 38: a cookie-authenticated REST write from another site is refused (403, nothing changed). The review's
 * attack: a `text/plain` POST (a "simple" request, no CORS preflight) from a foreign page, carried by an admin's
 * session cookie, accepted a booking.
 */
let t: TestContext;
let admin: Agent;
let adminToken: string;
let member: { id: number };
beforeAll(async () => {
  t = await createTestContext({ env: { STRIPE_SECRET_KEY: 'sk_test_csrf', STRIPE_WEBHOOK_SECRET: 'whsec_csrf_test', STRIPE_API_URL: 'http://127.0.0.1:9' } });
  ({ agent: admin } = await t.signedIn({ isAdmin: true }));
  ({ user: member } = await t.signedIn());
  const me = await admin.get('/api/auth/me');
  expect(me.status).toBe(200);
  const cookie = String((await t.agent().post('/api/auth/login').send({ username: me.body.username, password: 'secret123' })).headers['set-cookie']?.[0]);
  adminToken = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(cookie)![1];
});
afterAll(() => t.close());

const MESSAGE = 'Cross-site request refused: this request carries your session cookie but comes from another site';

const pending = async () => createBooking(t, { roomId: await createRoom(t), memberId: member.id });
const statusOf = async (id: number) => (await t.ds.query(`SELECT status FROM room_bookings WHERE id = $1`, [id]))[0].status as string;

describe('cross-site writes with the session cookie', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['both', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a sibling site (Sec-Fetch-Site: same-site)', { 'sec-fetch-site': 'same-site', origin: 'https://other.office.example' }],
    ['an opaque origin (sandboxed frame)', { origin: 'null' }],
  ])('are refused with 403 and change nothing: %s', async (_label, headers) => {
    const id = await pending();
    const before = await snapshot(t);
    const res = await admin.post(`/api/room-bookings/${id}/accept`).set(headers).set('content-type', 'text/plain').send('x');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: MESSAGE });
    expect(await statusOf(id)).toBe('pending');
    expect(await snapshot(t)).toBe(before);
  });

  it('are refused for every write method (PUT, DELETE, JSON bodies too)', async () => {
    const id = await pending();
    const roomId = await createRoom(t, { name: 'Kept' });
    const put = await admin.put(`/api/meeting-rooms/${roomId}`).set('origin', 'https://evil.example').send({ name: 'Taken' });
    const del = await admin.delete(`/api/room-bookings/${id}`).set('sec-fetch-site', 'cross-site');
    expect([put.status, del.status]).toEqual([403, 403]);
    expect((await t.ds.query(`SELECT name FROM meeting_rooms WHERE id = $1`, [roomId]))[0].name).toBe('Kept');
    expect(await statusOf(id)).toBe('pending');
  });

  it('leave reads alone (a cross-site GET changes nothing)', async () => {
    const res = await admin.get('/api/auth/me').set('origin', 'https://evil.example').set('sec-fetch-site', 'cross-site');
    expect(res.status).toBe(200);
  });
});

describe('what keeps working', () => {
  it('the web app: same-origin calls (Sec-Fetch-Site: same-origin, Origin = the server)', async () => {
    const id = await pending();
    const host = new URL(t.config.publicUrl).host;
    const res = await admin.post(`/api/room-bookings/${id}/accept`).set('sec-fetch-site', 'same-origin').set('origin', `http://${host}`);
    expect(res.status).toBe(200);
    expect(await statusOf(id)).toBe('accepted');
  });

  it('an Origin naming the host the request was sent to (a dev proxy, another port)', async () => {
    const id = await pending();
    const res = await admin.post(`/api/room-bookings/${id}/accept`).set('host', 'office.example:5173').set('origin', 'http://office.example:5173');
    expect(res.status).toBe(200);
  });

  it('clients without Origin or Sec-Fetch-Site (curl, scripts with the cookie)', async () => {
    const id = await pending();
    expect((await admin.post(`/api/room-bookings/${id}/accept`)).status).toBe(200);
  });

  it('Bearer-token clients, whatever their Origin', async () => {
    const id = await pending();
    const res = await t
      .agent()
      .post(`/api/room-bookings/${id}/accept`)
      .set('authorization', `Bearer ${adminToken}`)
      .set('origin', 'https://integrator.example')
      .set('sec-fetch-site', 'cross-site');
    expect(res.status).toBe(200);
    expect(await statusOf(id)).toBe('accepted');
  });

  it('requests without the session cookie: sign-in from another site, the webhooks', async () => {
    const me = await admin.get('/api/auth/me');
    const login = await t.agent().post('/api/auth/login').set('origin', 'https://portal.example').set('sec-fetch-site', 'cross-site').send({ username: me.body.username, password: 'secret123' });
    expect(login.status).toBe(200);
    // The Stripe webhook is signature-authenticated: a bad signature is its own 400, not the CSRF refusal.
    const body = JSON.stringify({ id: 'evt_csrf', type: 'ping', data: { object: {} } });
    const stamp = Math.floor(Date.now() / 1000);
    const signature = crypto.createHmac('sha256', 'whsec_csrf_test').update(`${stamp}.${body}`).digest('hex');
    const hook = await t.agent().post('/api/payments/webhook').set('content-type', 'application/json').set('stripe-signature', `t=${stamp},v1=${signature}`).set('origin', 'https://stripe.example').send(body);
    expect(hook.status).toBe(200);
    expect(hook.body).toEqual({ received: true, outcome: 'ignored' });
  });
});
