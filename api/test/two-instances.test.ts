import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp, type CreatedApp } from '../src/app';
import { SESSION_COOKIE } from '../src/core/auth/cookies';
import { createLogger } from '../src/core/logger';
import { createDataSource } from '../src/database';
import { createBooking, createRoom } from './factories/bookings';
import { insertEvent } from './factories/events';
import { createTestContext, type TestContext } from './harness';

/**
 * Two server instances on one database, as two processes behind a load balancer would be: each has
 * its own app and connection pool, and the requests of every race are spread over both. The
 * invariants live in PostgreSQL, so they hold across instances.
 */
let t: TestContext;
let ds2: DataSource;
let second: CreatedApp;
const apps = () => [t.app, second.app];

async function tokenFor(username: string, password = 'secret123'): Promise<string> {
  const res = await request(t.app).post('/api/auth/login').send({ username, password });
  const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(String(res.headers['set-cookie']?.[0] ?? ''))?.[1];
  if (!token) throw new Error(`sign-in failed: ${res.status}`);
  return token;
}

beforeAll(async () => {
  t = await createTestContext();
  ds2 = createDataSource({ url: (t.ds.options as { url: string }).url, poolSize: 10 });
  await ds2.initialize();
  second = await createApp({ ds: ds2, config: t.config, logger: createLogger('silent'), secret: 'test-secret' });
});
afterAll(async () => {
  await second.apollo.stop();
  await ds2.destroy();
  await t.close();
});

it('booking: of 20 overlapping requests accepted at once through both instances, exactly one wins', async () => {
  const admin = await t.createUser({ isAdmin: true });
  const token = await tokenFor(admin.username);
  const roomId = await createRoom(t);
  const ids: number[] = [];
  for (let i = 0; i < 20; i++) {
    const member = await t.createUser();
    ids.push(await createBooking(t, { roomId, memberId: Number(member.id), startDate: `2031-01-${String(i + 1).padStart(2, '0')}`, durationMonths: 2 }));
  }
  const results = await Promise.all(
    ids.map((id, i) => request(apps()[i % 2]).post(`/api/room-bookings/${id}/accept`).set('authorization', `Bearer ${token}`)),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  const [{ accepted, invoices }] = await t.ds.query(
    `SELECT (SELECT count(*)::int FROM room_bookings WHERE room_id = $1 AND status = 'accepted') AS accepted,
            (SELECT count(*)::int FROM invoices i JOIN room_bookings b ON b.id = i.booking_id WHERE b.room_id = $1) AS invoices`,
    [roomId],
  );
  expect({ accepted, invoices }).toEqual({ accepted: 1, invoices: 1 });
});

it('capacity: 30 members answering attending at once through both instances fill exactly maxAttendees 5', async () => {
  const eventId = await insertEvent(t, { maxAttendees: 5 });
  const tokens = await Promise.all(Array.from({ length: 30 }, async () => tokenFor((await t.createUser()).username)));
  const results = await Promise.all(
    tokens.map((token, i) =>
      request(apps()[i % 2]).post(`/api/events/${eventId}/rsvp`).set('authorization', `Bearer ${token}`).send({ status: 'attending' }),
    ),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s >= 200 && s < 300)).toHaveLength(5);
  expect(statuses.filter((s) => s === 409)).toHaveLength(25);
  const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM event_rsvps WHERE event_id = $1 AND status = 'attending'`, [eventId]);
  expect(n).toBe(5);
});

it('rate limit: failed sign-ins spread over both instances add up to one budget, then 429 on either', async () => {
  const user = await t.createUser();
  const limit = t.config.rateLimit.loginPerAccount;
  const failures = await Promise.all(
    Array.from({ length: limit }, (_, i) => request(apps()[i % 2]).post('/api/auth/login').send({ username: user.email, password: `wrong-${i}` })),
  );
  expect(failures.map((r) => r.status)).toEqual(Array(limit).fill(401));
  for (const app of apps()) {
    const res = await request(app).post('/api/auth/login').send({ username: user.email, password: 'secret123' });
    expect(res.status).toBe(429);
  }
});
