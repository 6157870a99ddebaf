import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { STEP_PATHS } from './payment-steps';
import { createBooking, createRoom, HUGE, snapshot } from '../../../test/factories/bookings';

/** Every booking shim and mutation refuses bad input with a 4xx and a clear message, and changes nothing. */

let t: TestContext;
let admin: Agent;
let member: Agent;
let roomId: number;
let pendingId: number;
let acceptedId: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.signedIn({ isAdmin: true })).agent;
  const m = await t.signedIn();
  member = m.agent;
  roomId = await createRoom(t, { minimumBookingMonths: 1 });
  pendingId = await createBooking(t, { roomId, memberId: m.user.id, startDate: '2031-01-01' });
  acceptedId = await createBooking(t, { roomId, memberId: m.user.id, startDate: '2032-01-01' });
  expect((await admin.post(`/api/room-bookings/${acceptedId}/accept`)).status).toBe(200);
});
afterAll(() => t.close());

/** Runs a call and asserts it was refused with `status` and left every row as it was. */
async function refused(call: () => Promise<{ status: number; body: { message?: string } }>, status: number, message?: RegExp) {
  const before = await snapshot(t);
  const res = await call();
  expect(res.status).toBe(status);
  if (message) expect(res.body.message).toMatch(message);
  expect(await snapshot(t)).toBe(before);
}

describe('POST /api/room-bookings', () => {
  const ok = () => ({ roomId, startDate: '2031-06-01', durationMonths: 1, purpose: 'Work' });
  const cases: [string, () => unknown, RegExp][] = [
    ['a list body', () => [ok()], /JSON object/],
    ['a missing room', () => ({ ...ok(), roomId: undefined }), /Please select a room/],
    ['a missing start date', () => ({ ...ok(), startDate: undefined }), /Please select a start date/],
    ['a missing duration', () => ({ ...ok(), durationMonths: undefined }), /Duration must be at least 1 month/],
    ['an extra field', () => ({ ...ok(), paid: true }), /Unknown field: paid/],
    ['a room id that is text', () => ({ ...ok(), roomId: 'abc' }), /Please select a room/],
    ['a negative room id', () => ({ ...ok(), roomId: -1 }), /Please select a room/],
    ['a fractional room id', () => ({ ...ok(), roomId: 1.5 }), /Please select a room/],
    ['an impossible date', () => ({ ...ok(), startDate: '2026-02-30' }), /real day/],
    ['a date in another format', () => ({ ...ok(), startDate: '01/06/2031' }), /real day/],
    ['a date as a number', () => ({ ...ok(), startDate: 20310601 }), /startDate must be text/],
    ['a 100 KB date', () => ({ ...ok(), startDate: HUGE }), /real day/],
    ['a duration as text', () => ({ ...ok(), durationMonths: '3' }), /whole number of months/],
    ['a fractional duration', () => ({ ...ok(), durationMonths: 2.5 }), /whole number of months/],
    ['a negative duration', () => ({ ...ok(), durationMonths: -1 }), /at least 1 month/],
    ['a zero duration', () => ({ ...ok(), durationMonths: 0 }), /at least 1 month/],
    ['a 100 KB purpose', () => ({ ...ok(), purpose: HUGE }), /Purpose must be at most/],
    ['a purpose that is a number', () => ({ ...ok(), purpose: 42 }), /purpose must be text/],
  ];

  it.each(cases)('refuses %s with 400', async (_name, body, message) => {
    await refused(() => member.post('/api/room-bookings').send(body() as object), 400, message);
  });

  it('refuses malformed JSON and an unknown room', async () => {
    await refused(
      () => member.post('/api/room-bookings').set('content-type', 'application/json').send('{"roomId": 1,'),
      400,
      /not valid JSON/,
    );
    await refused(() => member.post('/api/room-bookings').send({ ...ok(), roomId: 999999 }), 404, /Meeting room not found/);
  });
});

describe('admin transitions', () => {
  // Every id-only transition the shim registers (reject takes a body: tested below).
  const paths = ['accept', 'uncheck-accept', ...Object.keys(STEP_PATHS)];

  it.each(paths)('POST /:id/%s answers 404 for an unknown id and 400 for a malformed one', async (path) => {
    await refused(() => admin.post(`/api/room-bookings/999999/${path}`), 404, /Booking request not found/);
    await refused(() => admin.post(`/api/room-bookings/abc/${path}`), 400, /Booking id must be a positive integer/);
    await refused(() => admin.post(`/api/room-bookings/0/${path}`), 400);
  });

  it('reject refuses a missing body, a blank, 100 KB or non-text reason, extra fields and malformed JSON', async () => {
    const url = `/api/room-bookings/${pendingId}/reject`;
    await refused(() => admin.post(url), 400, /Please give a reason for rejecting/);
    await refused(() => admin.post(url).send({}), 400, /Please give a reason for rejecting/);
    await refused(() => admin.post(url).send({ reason: '\n\t ' }), 400, /Please give a reason for rejecting/);
    await refused(() => admin.post(url).send({ reason: HUGE }), 400, /Reason must be at most/);
    await refused(() => admin.post(url).send({ reason: ['full'] }), 400, /reason must be text/);
    await refused(() => admin.post(url).send({ reason: 'Full', notify: true }), 400, /Unknown field: notify/);
    await refused(() => admin.post(url).set('content-type', 'application/json').send('{"reason": '), 400, /not valid JSON/);
    await refused(() => admin.post('/api/room-bookings/999999/reject').send({ reason: 'Full' }), 404);
  });

  it('DELETE answers 404 for an unknown id and 400 for a malformed one', async () => {
    await refused(() => admin.delete('/api/room-bookings/999999'), 404);
    await refused(() => admin.delete('/api/room-bookings/-3'), 400);
  });

  it('the admin list refuses a bad filter or paging', async () => {
    await refused(() => admin.get('/api/room-bookings?status=confirmed'), 400, /status must be pending, accepted or rejected/);
    await refused(() => admin.get('/api/room-bookings?limit=0'), 400, /limit/);
    await refused(() => admin.get('/api/room-bookings?limit=1.5'), 400, /limit/);
    await refused(() => member.get('/api/room-bookings/mine?offset=abc'), 400, /offset/);
  });
});

describe('GraphQL mutations', () => {
  const gqlRefused = async (query: string, variables: Record<string, unknown>, code: string, message?: RegExp) => {
    const before = await snapshot(t);
    const res = await t.gql(admin, query, variables);
    expect(res.status).toBeLessThan(500);
    expect(res.data?.[Object.keys(res.data ?? {})[0]] ?? null).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe(code);
    if (message) expect(res.errors?.[0].message).toMatch(message);
    expect(await snapshot(t)).toBe(before);
  };
  const request = `mutation($i: RoomBookingRequestInput!) { requestRoomBooking(input: $i) { id } }`;
  const ok = () => ({ roomId: String(roomId), startDate: '2031-06-01', durationMonths: 1 });

  it('requestRoomBooking refuses bad values', async () => {
    await gqlRefused(request, { i: { ...ok(), startDate: '2026-02-30' } }, 'BAD_USER_INPUT', /real day/);
    await gqlRefused(request, { i: { ...ok(), durationMonths: 2.5 } }, 'BAD_USER_INPUT');
    await gqlRefused(request, { i: { ...ok(), durationMonths: -2 } }, 'BAD_USER_INPUT', /at least 1 month/);
    await gqlRefused(request, { i: { ...ok(), roomId: 'abc' } }, 'BAD_USER_INPUT', /Please select a room/);
    await gqlRefused(request, { i: { ...ok(), roomId: '999999' } }, 'NOT_FOUND');
    await gqlRefused(request, { i: { ...ok(), purpose: HUGE } }, 'BAD_USER_INPUT', /Purpose must be at most/);
    await gqlRefused(request, { i: { ...ok(), memberId: '1' } }, 'BAD_USER_INPUT');
  });

  it('transitions refuse unknown and malformed ids, blank reasons and unknown steps', async () => {
    await gqlRefused(`mutation($id: ID!) { acceptRoomBooking(id: $id) { id } }`, { id: '999999' }, 'NOT_FOUND');
    await gqlRefused(`mutation($id: ID!) { acceptRoomBooking(id: $id) { id } }`, { id: 'abc' }, 'BAD_USER_INPUT');
    await gqlRefused(`mutation($id: ID!) { rejectRoomBooking(id: $id, reason: "  ") { id } }`, { id: String(pendingId) }, 'BAD_USER_INPUT');
    await gqlRefused(`mutation($id: ID!) { uncheckAcceptRoomBooking(id: $id) { id } }`, { id: '999999' }, 'NOT_FOUND');
    await gqlRefused(`mutation($id: ID!) { deleteRoomBooking(id: $id) }`, { id: '1e3' }, 'BAD_USER_INPUT');
    await gqlRefused(
      `mutation($id: ID!) { setRoomBookingStep(id: $id, step: DEPOSIT_PAID, done: true) { id } }`,
      { id: String(acceptedId) },
      'GRAPHQL_VALIDATION_FAILED',
    );
    await gqlRefused(
      `mutation($id: ID!, $d: Boolean!) { setRoomBookingStep(id: $id, step: DEPOSIT_REQUESTED, done: $d) { id } }`,
      { id: String(acceptedId), d: 'yes' },
      'BAD_USER_INPUT',
    );
  });
});
