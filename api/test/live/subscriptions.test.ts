import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { buildSchema, createApp, type CreatedApp } from '../../src/app';
import { rootFieldAccess } from '../../src/core/graphql/access';
import { SESSION_COOKIE } from '../../src/core/auth/cookies';
import { LIVE_CLOSE } from '../../src/core/live/close-codes';
import { ONLY_SUBSCRIPTIONS } from '../../src/core/live/server';
import { createLogger } from '../../src/core/logger';
import { createDataSource } from '../../src/database';
import { createBooking, createRoom } from '../factories/bookings';
import { insertEvent } from '../factories/events';
import { createTestContext, type TestContext } from '../harness';
import { TestSocket } from './ws-client';

/*
 * GraphQL subscriptions over a real WebSocket on a listening server, over real PostgreSQL (LISTEN/NOTIFY), with two
 * instances on one database as two processes behind a load balancer would be.
 */
let t: TestContext;
let ds2: DataSource;
let second: CreatedApp;
let servers: Server[] = [];
let urlA: string;
let urlB: string;

async function listen(app: CreatedApp): Promise<string> {
  const server = createServer(app.serverOptions, app.handler);
  app.live.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function tokenFor(username: string): Promise<string> {
  const res = await request(t.handler).post('/api/auth/login').send({ username, password: 'secret123' });
  const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(String(res.headers['set-cookie']?.[0] ?? ''))?.[1];
  if (!token) throw new Error(`sign-in failed: ${res.status}`);
  return token;
}

async function member(opts: { isAdmin?: boolean } = {}) {
  const user = await t.createUser(opts);
  return { id: Number(user.id), token: await tokenFor(user.username) };
}

/** A signed-in, acknowledged socket (the session cookie, as a browser sends it). */
async function socketOf(token: string, url = urlA): Promise<TestSocket> {
  const s = await TestSocket.open(url, { cookie: `${SESSION_COOKIE}=${token}` });
  expect(await s.init()).toBe('ack');
  sockets.push(s);
  return s;
}
let sockets: TestSocket[] = [];

const BOOKINGS = `subscription { bookingRequestChanged { id status member { id } } }`;
const MY_BOOKINGS = `subscription { myBookingChanged { id status member { id } } }`;
const SEATS = `subscription ($id: ID!) { eventSeatsChanged(eventId: $id) { id attendeeCount waitlistCount } }`;
const INBOX = `subscription { myNotificationAdded { id title link } }`;

const rsvp = (url: string, token: string, eventId: number, status: string) =>
  request(url).post(`/api/events/${eventId}/rsvp`).set('authorization', `Bearer ${token}`).send({ status });

beforeAll(async () => {
  const env = { LIVE_CONNECTIONS_PER_USER: '3', LIVE_OPERATIONS_PER_SOCKET: '3', LIVE_IDLE_SECONDS: '2' };
  t = await createTestContext({ env });
  ds2 = createDataSource({ url: (t.ds.options as { url: string }).url, poolSize: 10 });
  await ds2.initialize();
  second = await createApp({ ds: ds2, config: t.config, logger: createLogger('silent'), secret: 'test-secret' });
  urlA = await listen(t);
  urlB = await listen(second);
});
afterEach(() => {
  for (const s of sockets) s.close();
  sockets = [];
});
afterAll(async () => {
  // The sockets first: an HTTP server's close waits for upgraded sockets too.
  await t.live.close();
  await second.live.close();
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
  await second.apollo.stop();
  await ds2.destroy();
  await t.close();
});

describe('who may open a socket', () => {
  it('without a session, connection_init is refused with 4401 and nothing is acknowledged', async () => {
    const s = await TestSocket.open(urlA);
    expect(await s.init()).toEqual({ code: 4401, reason: LIVE_CLOSE.unauthorized.reason });
    expect(s.messages).toEqual([]);
  });

  it('a forged or revoked token is refused the same way', async () => {
    const forged = await TestSocket.open(urlA, { cookie: `${SESSION_COOKIE}=not.a.token` });
    expect(await forged.init()).toMatchObject({ code: 4401 });
    const m = await member();
    await request(urlA).post('/api/auth/logout').set('authorization', `Bearer ${m.token}`).expect(200);
    const revoked = await TestSocket.open(urlA, { authorization: `Bearer ${m.token}` });
    expect(await revoked.init()).toMatchObject({ code: 4401 });
  });

  it('a Bearer token in the upgrade or in connection_init signs the socket in', async () => {
    const m = await member();
    const viaHeader = await TestSocket.open(urlA, { authorization: `Bearer ${m.token}` });
    expect(await viaHeader.init()).toBe('ack');
    const viaInit = await TestSocket.open(urlA);
    expect(await viaInit.init({ authorization: `Bearer ${m.token}` })).toBe('ack');
    sockets.push(viaHeader, viaInit);
  });

  it("the session cookie from another site's page is refused with 4403 (cross-site WebSocket hijacking)", async () => {
    const m = await member();
    const s = await TestSocket.open(urlA, { cookie: `${SESSION_COOKIE}=${m.token}`, origin: 'https://evil.example' });
    expect(await s.init()).toEqual({ code: 4403, reason: LIVE_CLOSE.crossSite.reason });
  });

  it('revoking the session (sign-out) closes its open socket with 4410', async () => {
    const m = await member();
    const s = await socketOf(m.token);
    s.subscribe('1', INBOX);
    await request(urlB).post('/api/auth/logout').set('authorization', `Bearer ${m.token}`).expect(200);
    expect(await s.closed).toEqual({ code: 4410, reason: LIVE_CLOSE.sessionEnded.reason });
  });

  it('a query or mutation over the socket is refused: only subscriptions are served there', async () => {
    const m = await member();
    const s = await socketOf(m.token);
    s.subscribe('q', '{ me { id } }');
    const error = await s.waitFor((msg) => msg.type === 'error' && msg.id === 'q');
    expect(error.payload).toEqual([{ message: ONLY_SUBSCRIPTIONS, extensions: { code: 'BAD_REQUEST' } }]);
  });

  it("a member subscribing to the admins' bookingRequestChanged is refused FORBIDDEN, like the query", async () => {
    const m = await member();
    const s = await socketOf(m.token);
    s.subscribe('b', BOOKINGS);
    const answer = await s.waitFor((msg) => msg.id === 'b' && msg.type === 'next');
    expect(answer.payload).toMatchObject({ errors: [{ message: 'Access denied. Admin privileges required.', extensions: { code: 'FORBIDDEN' } }] });
  });
});

describe('every Subscription field enforces its @auth rule (enumerated from the schema: a new field is covered)', () => {
  const schema = buildSchema();
  const rules = rootFieldAccess(schema);
  const fields = Object.values(schema.getSubscriptionType()!.getFields());
  it.each(fields.map((f) => [f.name, rules.get(`Subscription.${f.name}`)!] as const))('%s (%s): a member is refused only where admins alone may', async (name, rule) => {
    const eventId = await insertEvent(t);
    const m = await member();
    const s = await socketOf(m.token);
    const args = schema.getSubscriptionType()!.getFields()[name].args.length ? `(eventId: "${eventId}")` : '';
    s.subscribe('m', `subscription { ${name}${args} { id } }`);
    if (rule === 'ADMIN') {
      const answer = await s.waitFor((msg) => msg.id === 'm');
      expect(answer.payload).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
    } else {
      expect(rule).toBe('MEMBER');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(s.messages.filter((msg) => msg.id === 'm')).toEqual([]);
    }
  });
});

describe('limits, with their close codes', () => {
  it('one connection more than LIVE_CONNECTIONS_PER_USER closes with 4420', async () => {
    const m = await member();
    for (let i = 0; i < 3; i++) await socketOf(m.token);
    const fourth = await TestSocket.open(urlA, { cookie: `${SESSION_COOKIE}=${m.token}` });
    expect(await fourth.init()).toEqual({ code: 4420, reason: LIVE_CLOSE.tooManyConnections.reason });
  });

  it('one subscription more than LIVE_OPERATIONS_PER_SOCKET closes the socket with 4421', async () => {
    const m = await member();
    const s = await socketOf(m.token);
    for (const id of ['1', '2', '3', '4']) s.subscribe(id, INBOX);
    expect(await s.closed).toEqual({ code: 4421, reason: LIVE_CLOSE.tooManyOperations.reason });
  });

  it('a socket without a subscription for LIVE_IDLE_SECONDS closes with 4411; one that subscribes stays', async () => {
    const m = await member();
    const idle = await socketOf(m.token);
    const busy = await socketOf(m.token);
    busy.subscribe('1', INBOX);
    expect(await idle.closed).toEqual({ code: 4411, reason: LIVE_CLOSE.idle.reason });
    const stillOpen = await Promise.race([busy.closed, new Promise((resolve) => setTimeout(() => resolve('open'), 1000))]);
    expect(stillOpen).toBe('open');
  });
});

describe('each field delivers only what the subscriber may see', () => {
  it("myBookingChanged: a member gets their own booking's changes and never another member's", async () => {
    const [alice, bob] = [await member(), await member()];
    const roomId = await createRoom(t);
    const s = await socketOf(alice.token);
    s.subscribe('mine', MY_BOOKINGS);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await createBooking(t, { roomId, memberId: bob.id, startDate: '2031-02-01' });
    const own = await createBooking(t, { roomId, memberId: alice.id, startDate: '2031-03-01' });
    const [first] = await s.nextCount('mine', 1);
    expect(first).toEqual({ data: { myBookingChanged: { id: String(own), status: 'pending', member: { id: String(alice.id) } } } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(s.nexts('mine')).toEqual([first]);
  });

  it("bookingRequestChanged: an admin on instance B sees a member's request made through instance A, then its acceptance", async () => {
    const admin = await member({ isAdmin: true });
    const alice = await member();
    const roomId = await createRoom(t, { pricePerMonth: '100.00', deposit: '50.00' });
    const s = await socketOf(admin.token, urlB);
    s.subscribe('all', BOOKINGS);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const made = await request(urlA)
      .post('/api/room-bookings')
      .set('authorization', `Bearer ${alice.token}`)
      .send({ roomId, startDate: '2031-05-01', durationMonths: 1 });
    expect(made.status).toBe(201);
    const [requested] = await s.nextCount('all', 1);
    expect(requested).toEqual({ data: { bookingRequestChanged: { id: String(made.body.id), status: 'pending', member: { id: String(alice.id) } } } });
    await request(urlA).post(`/api/room-bookings/${made.body.id}/accept`).set('authorization', `Bearer ${admin.token}`).expect(200);
    const all = await s.nextCount('all', 2);
    expect(all[1]).toMatchObject({ data: { bookingRequestChanged: { id: String(made.body.id), status: 'accepted' } } });
  });

  it("myNotificationAdded: an inbox delivery reaches its recipient only, once it is sent", async () => {
    const [alice, bob] = [await member(), await member()];
    const s = await socketOf(alice.token);
    s.subscribe('bell', INBOX);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const deliver = (to: number, status: string) =>
      t.ds.query(
        `INSERT INTO notification_deliveries (recipient_id, channel, kind, subject_id, status, title, body) VALUES ($1, 'inbox', 'announcement', $2, $3, 'News', 'Read me') RETURNING id`,
        [to, Math.floor(Math.random() * 1e6), status],
      );
    await deliver(bob.id, 'sent');
    await deliver(alice.id, 'sending');
    const [mine] = await deliver(alice.id, 'sent');
    const [first] = await s.nextCount('bell', 1);
    expect(first).toEqual({ data: { myNotificationAdded: { id: String(mine.id), title: 'News', link: '/dashboard' } } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(s.nexts('bell')).toEqual([first]);
  });

  it('eventSeatsChanged: an RSVP on instance A reaches a subscriber on instance B; a refused one (rolled back) announces nothing', async () => {
    const eventId = await insertEvent(t, { maxAttendees: 1 });
    const [alice, bob, carol] = [await member(), await member(), await member()];
    const s = await socketOf(carol.token, urlB);
    s.subscribe('seats', SEATS, { id: String(eventId) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await rsvp(urlA, alice.token, eventId, 'attending')).status).toBe(201);
    const [first] = await s.nextCount('seats', 1);
    expect(first).toEqual({ data: { eventSeatsChanged: { id: String(eventId), attendeeCount: 1, waitlistCount: 0 } } });
    // Full: the trigger refuses it and the transaction rolls back, its NOTIFY with it.
    expect((await rsvp(urlA, bob.token, eventId, 'attending')).status).toBe(409);
    expect((await rsvp(urlA, alice.token, eventId, 'not_attending')).status).toBe(200);
    const all = await s.nextCount('seats', 2);
    expect(all).toHaveLength(2);
    expect(all[1]).toEqual({ data: { eventSeatsChanged: { id: String(eventId), attendeeCount: 0, waitlistCount: 0 } } });
  });

  it('eventSeatsChanged on an event the member may not see is refused NOT_FOUND, as the query is', async () => {
    const hidden = await insertEvent(t, { status: 'pending' });
    const m = await member();
    const s = await socketOf(m.token);
    s.subscribe('x', SEATS, { id: String(hidden) });
    const answer = await s.waitFor((msg) => msg.id === 'x' && msg.type === 'next');
    expect(answer.payload).toMatchObject({ errors: [{ message: 'Event not found', extensions: { code: 'NOT_FOUND' } }] });
  });
});
