import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { IDENTICAL_REQUEST } from '../../../../rules/bookings';
import { BookingIdenticalRequests1765100000001 } from '../../migrations/1765100000001-BookingIdenticalRequests';
import type { UserDto } from '../users/user.mapper';
import { createBooking, createRoom, snapshot } from '../../../test/factories/bookings';

/**
 * Issue 41: identical booking requests (same member, room, start date and months) were all taken as separate
 * pending rows. While one is pending or accepted, another is refused (409, the rule's words), held by the unique
 * index `room_bookings_identical_request_key` under concurrency. After a rejection the member may ask again.
 */
let t: TestContext;
let admin: Agent;
let member: Agent;
let memberUser: UserDto;

beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.signedIn({ isAdmin: true })).agent;
  ({ agent: member, user: memberUser } = await t.signedIn());
});
afterAll(() => t.close());

const ask = (agent: Agent, roomId: number, startDate = '2032-03-01', durationMonths = 2) =>
  agent.post('/api/room-bookings').send({ roomId, startDate, durationMonths, purpose: 'Studio' });
const rowsOf = async (roomId: number) =>
  (await t.ds.query(`SELECT status FROM room_bookings WHERE room_id = $1 ORDER BY id`, [roomId])).map((r: { status: string }) => r.status);

it('refuses a second identical request while the first is pending, then while it is accepted, and changes nothing', async () => {
  const roomId = await createRoom(t);
  const first = await ask(member, roomId);
  expect(first.status).toBe(201);
  const before = await snapshot(t);
  const again = await ask(member, roomId);
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ message: IDENTICAL_REQUEST, field: 'startDate' });
  const gql = await t.gql(member, `mutation($i: RoomBookingRequestInput!) { requestRoomBooking(input: $i) { id } }`, {
    i: { roomId: String(roomId), startDate: '2032-03-01', durationMonths: 2 },
  });
  expect(gql.errors?.[0]).toMatchObject({ message: IDENTICAL_REQUEST, extensions: { code: 'CONFLICT', field: 'startDate' } });
  expect(await snapshot(t)).toBe(before);

  expect((await admin.post(`/api/room-bookings/${first.body.id}/accept`)).status).toBe(200);
  expect((await ask(member, roomId)).body.message).toBe(IDENTICAL_REQUEST);
  expect(await rowsOf(roomId)).toEqual(['accepted']);
});

it('takes the same request again once the earlier one was rejected', async () => {
  const roomId = await createRoom(t);
  const first = await ask(member, roomId);
  expect((await admin.post(`/api/room-bookings/${first.body.id}/reject`).send({ reason: 'Closed for works' })).status).toBe(200);
  expect((await ask(member, roomId)).status).toBe(201);
  expect(await rowsOf(roomId)).toEqual(['rejected', 'pending']);
});

it('is about the same member, room, start date and months: any other request is taken', async () => {
  const [roomId, otherRoom] = [await createRoom(t), await createRoom(t)];
  const other = await t.signedIn();
  expect((await ask(member, roomId)).status).toBe(201);
  expect((await ask(member, roomId, '2032-03-02')).status).toBe(201);
  expect((await ask(member, roomId, '2032-03-01', 3)).status).toBe(201);
  expect((await ask(member, otherRoom)).status).toBe(201);
  expect((await ask(other.agent, roomId)).status).toBe(201);
});

it('20 identical requests at once: one is taken, 19 answer the 409, none a 5xx', async () => {
  const roomId = await createRoom(t);
  const results = await Promise.all(Array.from({ length: 20 }, () => ask(member, roomId, '2033-05-01', 1)));
  const statuses = results.map((r) => r.status).sort();
  expect(statuses).toEqual([201, ...Array(19).fill(409)]);
  for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(IDENTICAL_REQUEST);
  expect(await rowsOf(roomId)).toEqual(['pending']);
});

it('is held by the database whatever code writes', async () => {
  const roomId = await createRoom(t);
  await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2034-01-01', durationMonths: 1 });
  await expect(createBooking(t, { roomId, memberId: memberUser.id, startDate: '2034-01-01', durationMonths: 1 })).rejects.toThrow(
    'room_bookings_identical_request_key',
  );
  // Rejected rows hold nothing.
  await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2034-01-01', durationMonths: 1, status: 'rejected' });
});

it('the migration settles identical open requests made before it: the accepted one, else the earliest, stays', async () => {
  const migration = new BookingIdenticalRequests1765100000001();
  const q = t.ds.createQueryRunner();
  try {
    await migration.down(q);
    const roomId = await createRoom(t);
    const same = { roomId, memberId: memberUser.id, startDate: '2035-01-01', durationMonths: 1 };
    const older = await createBooking(t, same);
    const accepted = await createBooking(t, { ...same, status: 'accepted' });
    const newer = await createBooking(t, same);
    const lone = await createBooking(t, { ...same, startDate: '2036-01-01' });
    const a = await createBooking(t, { ...same, startDate: '2037-01-01' });
    const b = await createBooking(t, { ...same, startDate: '2037-01-01' });
    await migration.up(q);
    const rows: { id: number; status: string; rejection_reason: string | null }[] = await t.ds.query(
      `SELECT id, status, rejection_reason FROM room_bookings WHERE room_id = $1 ORDER BY id`,
      [roomId],
    );
    const reason = (kept: number) => `Identical to request #${kept} (same member, room, start date and months), which stays open`;
    expect(rows).toEqual([
      { id: older, status: 'rejected', rejection_reason: reason(accepted) },
      { id: accepted, status: 'accepted', rejection_reason: null },
      { id: newer, status: 'rejected', rejection_reason: reason(accepted) },
      { id: lone, status: 'pending', rejection_reason: null },
      { id: a, status: 'pending', rejection_reason: null },
      { id: b, status: 'rejected', rejection_reason: reason(a) },
    ]);
    await expect(createBooking(t, same)).rejects.toThrow('room_bookings_identical_request_key');
  } finally {
    await q.release();
  }
});
