import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { createBooking, createRoom } from './test-fixtures';

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
