import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { ALREADY_EXTENDING, OVERLAP } from '../../../../rules/bookings';
import { createBooking, createRoom, dayFromToday } from './test-fixtures';

/** The invariants hold when admins click at the same time (real PostgreSQL, real HTTP). */

let t: TestContext;
let admin: Agent;
let memberIds: number[];

beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.signedIn({ isAdmin: true })).agent;
  const [{ ids }] = await t.ds.query(
    `WITH u AS (
       INSERT INTO users (username, email, password_hash, full_name)
       SELECT 'c' || g || '@example.org', 'c' || g || '@example.org', 'x', 'Member ' || g FROM generate_series(1, 20) g
       RETURNING id)
     SELECT array_agg(id ORDER BY id) AS ids FROM u`,
  );
  memberIds = ids;
});
afterAll(() => t.close());

/** 20 pending requests of one room, each overlapping all the others. */
async function overlappingRequests(roomId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, memberId] of memberIds.entries()) {
    ids.push(await createBooking(t, { roomId, memberId, startDate: `2031-01-${String(i + 1).padStart(2, '0')}`, durationMonths: 2 }));
  }
  return ids;
}

const accepted = async (roomId: number) =>
  (await t.ds.query(`SELECT count(*)::int AS n FROM room_bookings WHERE room_id = $1 AND status = 'accepted'`, [roomId]))[0].n;
const invoices = async (roomId: number) =>
  (await t.ds.query(`SELECT count(*)::int AS n FROM invoices i JOIN room_bookings b ON b.id = i.booking_id WHERE b.room_id = $1`, [roomId]))[0]
    .n;

it('20 concurrent REST accepts of overlapping requests: exactly one wins, 19 answer 409, one invoice', async () => {
  const roomId = await createRoom(t);
  const ids = await overlappingRequests(roomId);
  const results = await Promise.all(ids.map((id) => admin.post(`/api/room-bookings/${id}/accept`)));
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
  for (const r of results.filter((r) => r.status === 409)) {
    expect(r.body.message).toBe('This room is already booked for part of that period');
  }
  expect(await accepted(roomId)).toBe(1);
  expect(await invoices(roomId)).toBe(1);
});

it('20 concurrent GraphQL accepts: exactly one wins, the rest are CONFLICT', async () => {
  const roomId = await createRoom(t);
  const ids = await overlappingRequests(roomId);
  const results = await Promise.all(ids.map((id) => t.gql(admin, `mutation { acceptRoomBooking(id: "${id}") { id status } }`)));
  expect(results.filter((r) => r.data?.acceptRoomBooking)).toHaveLength(1);
  expect(results.filter((r) => r.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(19);
  expect(results.every((r) => r.status < 500)).toBe(true);
  expect(await accepted(roomId)).toBe(1);
  expect(await invoices(roomId)).toBe(1);
});

it('concurrent checklist clicks on one booking never break the order or the invoice', async () => {
  const roomId = await createRoom(t);
  const id = await createBooking(t, { roomId, memberId: memberIds[0], startDate: '2035-01-01' });
  expect((await admin.post(`/api/room-bookings/${id}/accept`)).status).toBe(200);
  const paths = ['request-deposit', 'collect-deposit', 'uncheck-deposit-request', 'uncheck-accept', 'request-full-payment', 'uncheck-deposit-received'];
  const results = await Promise.all(Array.from({ length: 30 }, (_, i) => admin.post(`/api/room-bookings/${id}/${paths[i % paths.length]}`)));
  expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
  const [b] = await t.ds.query(`SELECT * FROM room_bookings WHERE id = $1`, [id]);
  const [inv] = await t.ds.query(`SELECT * FROM invoices WHERE booking_id = $1`, [id]);
  if (b.status === 'accepted') {
    expect(inv.deposit_request_sent_at).toEqual(b.deposit_requested_at);
    expect(inv.deposit_paid).toBe(b.deposit_received_at !== null);
    expect(inv.full_payment_request_sent_at).toEqual(b.full_payment_requested_at);
  } else {
    expect(b.status).toBe('pending');
    // Undone acceptances void the invoice (kept, numbered); a pending booking never holds a live one.
    expect(inv.voided_at).not.toBeNull();
  }
});

it('when a writer outside the service wins the race, the exclusion constraint still refuses with 409', async () => {
  const roomId = await createRoom(t);
  const id = await createBooking(t, { roomId, memberId: memberIds[0], startDate: '2036-01-01', durationMonths: 3 });
  const rival = t.ds.createQueryRunner();
  await rival.connect();
  try {
    await rival.startTransaction();
    // Not yet committed, so the service's friendly pre-check cannot see it; its UPDATE must wait on the constraint.
    await rival.query(
      `INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, status) VALUES ($1, $2, '2036-02-01', 1, 'accepted')`,
      [roomId, memberIds[1]],
    );
    const pending = admin.post(`/api/room-bookings/${id}/accept`).then((r) => r);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await rival.commitTransaction();
    const res = await pending;
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This room is already booked for part of that period');
  } finally {
    await rival.release();
  }
  expect(await accepted(roomId)).toBe(1);
  expect(await invoices(roomId)).toBe(0);
});

describe('extensions at the same time (issue 36)', () => {
  /** An accepted booking of a fresh room whose last day is about ten days away: extendable today. */
  async function endingBooking(memberId: number) {
    const roomId = await createRoom(t);
    const id = await createBooking(t, { roomId, memberId, startDate: dayFromToday(-20), durationMonths: 1, status: 'accepted' });
    return { roomId, id };
  }

  it('10 concurrent extensions of one booking (REST and GraphQL): exactly one is taken, the others answer 409', async () => {
    const { agent, user } = await t.signedIn();
    const { id } = await endingBooking(user.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? agent.post(`/api/room-bookings/${id}/extend`).send({ months: i }).then((r) => ({ ok: r.status === 201, status: r.status, message: r.body.message }))
          : t.gql(agent, `mutation { extendRoomBooking(id: "${id}", input: { months: ${i + 1} }) { id } }`).then((r) => ({
              ok: !!r.data?.extendRoomBooking,
              status: r.errors?.[0].extensions?.code === 'CONFLICT' ? 409 : r.status,
              message: r.errors?.[0].message,
            })),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(9);
    expect(refused.every((r) => r.status === 409 && r.message === ALREADY_EXTENDING)).toBe(true);
    expect(await t.count(`room_bookings WHERE extends_booking_id = ${id}`)).toBe(1);
  });

  it('an extension and another member’s request for the same months, accepted at the same time: one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const { agent, user } = await t.signedIn();
      const rival = await t.signedIn();
      const { id, roomId } = await endingBooking(user.id);
      const extension = await agent.post(`/api/room-bookings/${id}/extend`).send({ months: 2 });
      expect(extension.status).toBe(201);
      // Asked before either is accepted: both pending (only accepted bookings hold a period).
      const request = await rival.agent.post('/api/room-bookings').send({ roomId, startDate: extension.body.startDate, durationMonths: 1 });
      expect(request.status).toBe(201);
      const [a, b] = await Promise.all([admin.post(`/api/room-bookings/${extension.body.id}/accept`), admin.post(`/api/room-bookings/${request.body.id}/accept`)]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect([a, b].find((r) => r.status === 409)!.body.message).toBe(OVERLAP);
      expect(await accepted(roomId)).toBe(2);
    }
  });
});
