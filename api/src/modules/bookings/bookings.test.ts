import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import type { UserDto } from '../users/user.mapper';
import { createBooking, createRoom, dayFromToday, snapshot } from '../../../test/factories/bookings';
import { pdfText } from '../../../test/pdf-text';

let t: TestContext;
let admin: Agent;
let adminUser: UserDto;
let member: Agent;
let memberUser: UserDto;
let other: Agent;
let otherUser: UserDto;

beforeAll(async () => {
  t = await createTestContext();
  ({ agent: admin, user: adminUser } = await t.signedIn({ isAdmin: true, fullName: 'Ada Admin' }));
  ({ agent: member, user: memberUser } = await t.signedIn({ fullName: 'Mia Member' }));
  ({ agent: other, user: otherUser } = await t.signedIn({ fullName: 'Otto Other' }));
});
afterAll(() => t.close());

const BOOKING = `id startDate endDate durationMonths purpose status rejectionReason reviewedAt
  depositRequestedAt depositReceivedAt fullPaymentRequestedAt fullPaymentReceivedAt createdAt
  room { id name pricePerMonth deposit } member { id fullName email } reviewedBy { id fullName }
  invoice { id bookingId invoiceNumber monthlyAmount depositAmount totalAmount depositRequestSentAt depositPaid depositPaidDate
            fullPaymentRequestSentAt paidInFull paidInFullDate }`;

const accept = (id: number) => admin.post(`/api/room-bookings/${id}/accept`);
const invoiceOf = async (bookingId: number) =>
  (await t.ds.query(`SELECT * FROM invoices WHERE booking_id = $1`, [bookingId]))[0] as Record<string, unknown> | undefined;

describe('requesting a booking', () => {
  it('creates a pending request owned by the caller, whatever status the client sends', async () => {
    const roomId = await createRoom(t, { name: 'Harbour' });
    const res = await member
      .post('/api/room-bookings')
      .send({ roomId, startDate: dayFromToday(0), durationMonths: 2, purpose: 'Team base', status: 'accepted' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      roomId,
      memberId: memberUser.id,
      status: 'pending',
      durationMonths: 2,
      purpose: 'Team base',
      startDate: dayFromToday(0),
      roomName: 'Harbour',
      room: { id: roomId, name: 'Harbour', pricePerMonth: '1000.00', deposit: '200.00' },
      reviewedBy: null,
      reviewedAt: null,
      invoice: null,
    });
    const spec = await member.post('/api/room-bookings').send({ roomId, startDate: dayFromToday(40), durationMonths: 1, purpose: null, status: 'pending' });
    expect(spec.status).toBe(201);
    expect(spec.body.purpose).toBeNull();
  });

  it('works through GraphQL, with the end date PostgreSQL computes (Jan 31 + 1 month = Feb 28)', async () => {
    const roomId = await createRoom(t);
    const res = await t.gql(member, `mutation($i: RoomBookingRequestInput!) { requestRoomBooking(input: $i) { ${BOOKING} } }`, {
      i: { roomId: String(roomId), startDate: '2031-01-31', durationMonths: 1, purpose: '' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({
      requestRoomBooking: { status: 'pending', startDate: '2031-01-31', endDate: '2031-02-28', purpose: null, member: { id: String(memberUser.id) } },
    });
  });

  it('refuses a start date in the past, naming the rule', async () => {
    const roomId = await createRoom(t);
    const before = await snapshot(t);
    const res = await member.post('/api/room-bookings').send({ roomId, startDate: dayFromToday(-1), durationMonths: 1 });
    expect(res.status).toBe(400);
    const startDateError = { field: 'startDate', message: 'Start date must be today or later' };
    expect(res.body).toEqual({ ...startDateError, errors: [startDateError] });
    expect(await snapshot(t)).toBe(before);
  });

  it("refuses fewer months than the room's minimum, and more than 120", async () => {
    const roomId = await createRoom(t, { minimumBookingMonths: 3 });
    const before = await snapshot(t);
    const short = await member.post('/api/room-bookings').send({ roomId, startDate: '2031-05-01', durationMonths: 2 });
    expect(short.status).toBe(400);
    // The booking form's own words (validation/bookings.ts, given the room's minimum), over REST and GraphQL.
    const durationMonthsError = { field: 'durationMonths', message: 'Duration must be at least 3 months' };
    expect(short.body).toEqual({ ...durationMonthsError, errors: [durationMonthsError] });
    const { errors } = await t.gql(
      member,
      `mutation($i: RoomBookingRequestInput!) { requestRoomBooking(input: $i) { id } }`,
      { i: { roomId: String(roomId), startDate: '2031-05-01', durationMonths: 2 } },
    );
    expect(errors?.[0]).toMatchObject({ message: 'Duration must be at least 3 months', extensions: { code: 'BAD_USER_INPUT', field: 'durationMonths' } });
    const long = await member.post('/api/room-bookings').send({ roomId, startDate: '2031-05-01', durationMonths: 121 });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Duration must be at most 120 months');
    expect(await snapshot(t)).toBe(before);
    expect((await member.post('/api/room-bookings').send({ roomId, startDate: '2031-05-01', durationMonths: 3 })).status).toBe(201);
  });

  it('refuses an inactive room (409) and an unknown room (404)', async () => {
    const roomId = await createRoom(t, { isActive: false });
    const before = await snapshot(t);
    const inactive = await member.post('/api/room-bookings').send({ roomId, startDate: '2031-05-01', durationMonths: 1 });
    expect(inactive.status).toBe(409);
    expect(inactive.body.message).toBe('This room is not available for booking');
    const unknown = await member.post('/api/room-bookings').send({ roomId: 999999, startDate: '2031-05-01', durationMonths: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Meeting room not found');
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses a period that overlaps an accepted booking of the room', async () => {
    const roomId = await createRoom(t);
    await createBooking(t, { roomId, memberId: otherUser.id, startDate: '2032-01-01', durationMonths: 3, status: 'accepted' });
    const before = await snapshot(t);
    const res = await member.post('/api/room-bookings').send({ roomId, startDate: '2032-03-31', durationMonths: 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This room is already booked for part of that period');
    expect(await snapshot(t)).toBe(before);
    // The period is half-open: the day the accepted one ends is free.
    expect((await member.post('/api/room-bookings').send({ roomId, startDate: '2032-04-01', durationMonths: 1 })).status).toBe(201);
  });

  it('needs a signed-in caller and never takes the member from the client', async () => {
    const roomId = await createRoom(t);
    const before = await snapshot(t);
    expect((await t.agent().post('/api/room-bookings').send({ roomId, startDate: '2031-05-01', durationMonths: 1 })).status).toBe(401);
    const forged = await member.post('/api/room-bookings').send({ roomId, startDate: '2031-05-01', durationMonths: 1, memberId: otherUser.id });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Unknown field: memberId');
    expect(await snapshot(t)).toBe(before);
  });
});

describe('lists', () => {
  let roomId: number;
  let mineId: number;
  let othersId: number;
  beforeAll(async () => {
    roomId = await createRoom(t, { name: 'Listing room' });
    mineId = await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2033-01-01' });
    othersId = await createBooking(t, { roomId, memberId: otherUser.id, startDate: '2033-06-01', status: 'rejected' });
  });

  it("gives a member only their own requests, newest first, with the room's name", async () => {
    const res = await member.get('/api/room-bookings/mine');
    expect(res.status).toBe(200);
    expect(res.body.every((b: { memberId: number }) => b.memberId === memberUser.id)).toBe(true);
    expect(res.body[0]).toMatchObject({ id: mineId, roomName: 'Listing room', room: { name: 'Listing room' } });
    expect(res.body.map((b: { id: number }) => b.id)).not.toContain(othersId);
    const gql = await t.gql<{ myRoomBookings: { id: string }[] }>(other, `{ myRoomBookings { id member { id } } }`);
    expect(gql.data?.myRoomBookings.map((b) => b.id)).toContain(String(othersId));
    expect(gql.data?.myRoomBookings.map((b) => b.id)).not.toContain(String(mineId));
  });

  it('gives admins every request with room and member, newest first, filtered by status', async () => {
    const res = await admin.get('/api/room-bookings');
    expect(res.status).toBe(200);
    const ids = res.body.map((b: { id: number }) => b.id);
    expect(ids.indexOf(othersId)).toBeLessThan(ids.indexOf(mineId));
    expect(res.body.find((b: { id: number }) => b.id === mineId)).toMatchObject({
      room: { name: 'Listing room', pricePerMonth: '1000.00', deposit: '200.00' },
      member: { id: memberUser.id, fullName: 'Mia Member', email: memberUser.email },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|token/i);
    const rejected = await admin.get('/api/room-bookings?status=rejected');
    expect(rejected.body.map((b: { status: string }) => b.status)).toEqual(rejected.body.map(() => 'rejected'));
    expect(rejected.body.map((b: { id: number }) => b.id)).toContain(othersId);
    expect((await admin.get('/api/room-bookings?status=confirmed')).status).toBe(400);
    const gql = await t.gql<{ roomBookings: { id: string; status: string }[] }>(
      admin,
      `{ roomBookings(filter: { status: rejected }, limit: 1) { id status member { fullName } } }`,
    );
    expect(gql.data?.roomBookings).toEqual([{ id: String(othersId), status: 'rejected', member: { fullName: 'Otto Other' } }]);
  });

  it('pages the admin list with limit and offset, with and without a status filter', async () => {
    const ids = async (args: string) => {
      const res = await t.gql<{ roomBookings: { id: string }[] }>(admin, `{ roomBookings(${args}) { id } }`);
      expect(res.errors).toBeUndefined();
      return res.data!.roomBookings.map((b) => b.id);
    };
    const firstTwo = await ids('limit: 2');
    expect(firstTwo).toHaveLength(2);
    expect([...(await ids('limit: 1')), ...(await ids('limit: 1, offset: 1'))]).toEqual(firstTwo);
    const pending = await ids('filter: { status: pending }, limit: 2');
    expect(await ids('filter: { status: pending }, limit: 1, offset: 1')).toEqual(pending.slice(1, 2));
  });

  it('counts pending requests for admins', async () => {
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM room_bookings WHERE status = 'pending'`);
    const res = await t.gql(admin, `{ pendingRoomBookingCount }`);
    expect(res.data).toEqual({ pendingRoomBookingCount: n });
  });

  it('gives members the confirmed bookings the calendar shows, with no prices and no payment data (spec §7)', async () => {
    const confirmed = await createBooking(t, { roomId, memberId: otherUser.id, startDate: '2034-02-01', status: 'accepted', purpose: 'Board meetings' });
    await t.ds.query(`INSERT INTO invoices (booking_id, invoice_number, total_amount, deposit_amount, monthly_amount)
                      VALUES ($1, 'INV-D8', '1200.00', '200.00', '1000.00')`, [confirmed]);
    await t.ds.query(`UPDATE room_bookings SET deposit_requested_at = now() WHERE id = $1`, [confirmed]);

    const res = await member.get('/api/room-bookings');
    expect(res.status).toBe(200);
    expect(new Set(res.body.map((b: { status: string }) => b.status))).toEqual(new Set(['accepted']));
    const ids = res.body.map((b: { id: number }) => b.id);
    expect(ids).toContain(confirmed);
    expect(ids).not.toContain(mineId); // pending, even their own
    expect(ids).not.toContain(othersId); // rejected
    expect(res.body.find((b: { id: number }) => b.id === confirmed)).toEqual({
      id: confirmed,
      roomId,
      roomName: 'Listing room',
      room: { id: roomId, name: 'Listing room', location: null, capacity: 4 },
      memberId: otherUser.id,
      member: { id: otherUser.id, fullName: 'Otto Other' },
      startDate: '2034-02-01',
      endDate: '2034-03-01',
      durationMonths: 1,
      status: 'accepted',
      purpose: 'Board meetings',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/price|deposit|invoice|payment|amount|email|review|INV-D8/i);
    expect((await member.get('/api/room-bookings?status=accepted')).body.map((b: { id: number }) => b.id)).toContain(confirmed);

    // GraphQL's equivalent is the calendar, which gives members the same booking.
    const gql = await t.gql<{ calendar: { bookings: { id: string; purpose: string; member: { fullName: string } }[] } }>(
      member,
      `{ calendar(from: "2034-02-01", to: "2034-02-01") { bookings { id purpose member { fullName } } } }`,
    );
    expect(gql.data?.calendar.bookings).toContainEqual({ id: String(confirmed), purpose: 'Board meetings', member: { fullName: 'Otto Other' } });
  });

  it('keeps the rest of the admin list and the count from members', async () => {
    for (const status of ['pending', 'rejected']) {
      const res = await member.get(`/api/room-bookings?status=${status}`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Access denied. Admin privileges required.');
    }
    expect((await t.agent().get('/api/room-bookings')).status).toBe(401);
    expect((await t.agent().get('/api/room-bookings/mine')).status).toBe(401);
    for (const query of [`{ roomBookings { id } }`, `{ pendingRoomBookingCount }`]) {
      const res = await t.gql(member, query);
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('accepting', () => {
  it('records the reviewer and creates the invoice with exact amounts', async () => {
    const roomId = await createRoom(t, { pricePerMonth: '19.99', deposit: '0.10' });
    const id = await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2034-01-01', durationMonths: 7 });
    const res = await accept(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'accepted', reviewedBy: adminUser.id, member: { id: memberUser.id } });
    expect(res.body.reviewedAt).not.toBeNull();
    // 19.99 × 7 is 139.92999999999998 in floating point.
    expect(res.body.invoice).toMatchObject({ bookingId: id, monthlyAmount: '139.93', depositAmount: '0.10', totalAmount: '140.03', depositPaid: false, paidInFull: false });
    expect(res.body.invoice.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
  });

  it('is the same through GraphQL, with reviewedBy and invoice resolved', async () => {
    const roomId = await createRoom(t, { pricePerMonth: '1234.56', deposit: '500.00' });
    const id = await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2034-01-01', durationMonths: 3 });
    const res = await t.gql(admin, `mutation { acceptRoomBooking(id: "${id}") { ${BOOKING} } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({
      acceptRoomBooking: {
        status: 'accepted',
        endDate: '2034-04-01',
        reviewedBy: { id: String(adminUser.id), fullName: 'Ada Admin' },
        invoice: { monthlyAmount: '3703.68', depositAmount: '500.00', totalAmount: '4203.68' },
      },
    });
  });

  it('refuses a period overlapping an accepted booking (409) and leaves the request pending', async () => {
    const roomId = await createRoom(t);
    const first = await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2035-01-15', durationMonths: 2 });
    const second = await createBooking(t, { roomId, memberId: otherUser.id, startDate: '2035-03-14', durationMonths: 1 });
    const adjacent = await createBooking(t, { roomId, memberId: otherUser.id, startDate: '2035-03-15', durationMonths: 1 });
    expect((await accept(first)).status).toBe(200);
    const before = await snapshot(t);
    const res = await accept(second);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This room is already booked for part of that period');
    expect(await snapshot(t)).toBe(before);
    expect((await accept(adjacent)).status).toBe(200);
    // Another room's calendar is independent.
    const elsewhere = await createBooking(t, { roomId: await createRoom(t), memberId: otherUser.id, startDate: '2035-01-15', durationMonths: 2 });
    expect((await accept(elsewhere)).status).toBe(200);
  });

  it('accepts only pending requests', async () => {
    const roomId = await createRoom(t);
    const rejected = await createBooking(t, { roomId, memberId: memberUser.id, status: 'rejected' });
    const pending = await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2036-01-01' });
    expect((await accept(pending)).status).toBe(200);
    const before = await snapshot(t);
    const again = await accept(pending);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only pending requests can be accepted; this one is accepted');
    expect((await accept(rejected)).body.message).toBe('Only pending requests can be accepted; this one is rejected');
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses a room whose pricing is not set, since no invoice could be issued', async () => {
    const roomId = await createRoom(t, { pricePerMonth: null });
    const id = await createBooking(t, { roomId, memberId: memberUser.id });
    const res = await accept(id);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Set the room's monthly price and deposit/);
  });

  it('answers 404 for an unknown booking, 400 for a malformed id, 403 for members', async () => {
    expect((await accept(999999)).status).toBe(404);
    expect((await admin.post('/api/room-bookings/1.5/accept')).status).toBe(400);
    expect((await member.post('/api/room-bookings/1/accept')).status).toBe(403);
    expect((await t.agent().post('/api/room-bookings/1/accept')).status).toBe(401);
  });
});

describe('rejecting', () => {
  it('needs a non-blank reason, stores it and records the reviewer', async () => {
    const id = await createBooking(t, { roomId: await createRoom(t), memberId: memberUser.id });
    const before = await snapshot(t);
    for (const body of [{}, { reason: '   ' }, { reason: 7 }]) {
      const res = await admin.post(`/api/room-bookings/${id}/reject`).send(body);
      expect(res.status).toBe(400);
    }
    expect((await admin.post(`/api/room-bookings/${id}/reject`).send({ reason: ' ' })).body.message).toBe('Please give a reason for rejecting');
    expect(await snapshot(t)).toBe(before);
    const res = await admin.post(`/api/room-bookings/${id}/reject`).send({ reason: '  Room is closed for works  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', rejectionReason: 'Room is closed for works', reviewedBy: adminUser.id, invoice: null });
  });

  it('rejects only pending requests, through REST and GraphQL', async () => {
    const roomId = await createRoom(t);
    const id = await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2037-01-01' });
    const gql = await t.gql(admin, `mutation { rejectRoomBooking(id: "${id}", reason: "Full") { status rejectionReason reviewedBy { fullName } } }`);
    expect(gql.data).toEqual({ rejectRoomBooking: { status: 'rejected', rejectionReason: 'Full', reviewedBy: { fullName: 'Ada Admin' } } });
    const again = await admin.post(`/api/room-bookings/${id}/reject`).send({ reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only pending requests can be rejected; this one is rejected');
    const accepted = await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2038-01-01' });
    await accept(accepted);
    expect((await admin.post(`/api/room-bookings/${accepted}/reject`).send({ reason: 'No' })).status).toBe(409);
  });
});

describe('the payment checklist', () => {
  let roomId: number;
  beforeAll(async () => {
    roomId = await createRoom(t, { pricePerMonth: '100.00', deposit: '50.00' });
  });
  let year = 2040;
  const accepted = async () => {
    const id = await createBooking(t, { roomId, memberId: memberUser.id, startDate: `${year++}-01-01` });
    expect((await accept(id)).status).toBe(200);
    return id;
  };
  const step = (id: number, path: string) => admin.post(`/api/room-bookings/${id}/${path}`);

  it('needs an accepted booking', async () => {
    const id = await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2039-01-01' });
    const res = await step(id, 'request-deposit');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Payment steps need an accepted booking; this one is pending');
  });

  it('goes in order, keeping the invoice in step', async () => {
    const id = await accepted();
    const before = await snapshot(t);
    const early = await step(id, 'collect-deposit');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('"Deposit requested" must be done before "Deposit received"');
    expect((await step(id, 'request-full-payment')).status).toBe(409);
    expect((await step(id, 'collect-full-payment')).status).toBe(409);
    expect(await snapshot(t)).toBe(before);

    const r1 = await step(id, 'request-deposit');
    expect(r1.status).toBe(200);
    expect(r1.body.depositRequestedAt).not.toBeNull();
    expect(r1.body.invoice.depositRequestSentAt).toBe(r1.body.depositRequestedAt);
    const r2 = await step(id, 'collect-deposit');
    expect(r2.body.invoice).toMatchObject({ depositPaid: true, depositPaidDate: r2.body.depositReceivedAt });
    const r3 = await step(id, 'request-full-payment');
    expect(r3.body.invoice.fullPaymentRequestSentAt).toBe(r3.body.fullPaymentRequestedAt);
    const r4 = await step(id, 'collect-full-payment');
    expect(r4.body.invoice).toMatchObject({ paidInFull: true, paidInFullDate: r4.body.fullPaymentReceivedAt });
    expect(r4.body.fullPaymentReceivedAt).not.toBeNull();
  });

  it('ticking a done step again changes nothing', async () => {
    const id = await accepted();
    const first = await step(id, 'request-deposit');
    const second = await step(id, 'request-deposit');
    expect(second.status).toBe(200);
    expect(second.body.depositRequestedAt).toBe(first.body.depositRequestedAt);
    expect((await step(id, 'uncheck-payment-received')).status).toBe(200);
  });

  it('undoes from the last step back, naming the step to undo first, and reverts the invoice', async () => {
    const id = await accepted();
    for (const p of ['request-deposit', 'collect-deposit', 'request-full-payment']) expect((await step(id, p)).status).toBe(200);
    const before = await snapshot(t);
    const res = await step(id, 'uncheck-deposit-request');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Undo "Payment requested" first: steps are undone from the last one back');
    expect((await step(id, 'uncheck-deposit-received')).status).toBe(409);
    expect(await snapshot(t)).toBe(before);

    const u3 = await step(id, 'uncheck-payment-request');
    expect(u3.status).toBe(200);
    expect(u3.body).toMatchObject({ fullPaymentRequestedAt: null, invoice: { fullPaymentRequestSentAt: null } });
    const u2 = await step(id, 'uncheck-deposit-received');
    expect(u2.body).toMatchObject({ depositReceivedAt: null, invoice: { depositPaid: false, depositPaidDate: null } });
    const u1 = await step(id, 'uncheck-deposit-request');
    expect(u1.body).toMatchObject({ depositRequestedAt: null, status: 'accepted', invoice: { depositRequestSentAt: null } });
  });

  it('reverts paid-in-full when the last step is undone', async () => {
    const id = await accepted();
    for (const p of ['request-deposit', 'collect-deposit', 'request-full-payment', 'collect-full-payment']) await step(id, p);
    const res = await step(id, 'uncheck-payment-received');
    expect(res.body).toMatchObject({ fullPaymentReceivedAt: null, invoice: { paidInFull: false, paidInFullDate: null } });
  });

  it('works through GraphQL setRoomBookingStep', async () => {
    const id = await accepted();
    const on = await t.gql(admin, `mutation { setRoomBookingStep(id: "${id}", step: DEPOSIT_REQUESTED, done: true) { depositRequestedAt invoice { depositRequestSentAt } } }`);
    expect(on.errors).toBeUndefined();
    const early = await t.gql(admin, `mutation { setRoomBookingStep(id: "${id}", step: PAYMENT_RECEIVED, done: true) { id } }`);
    expect(early.errors?.[0]).toMatchObject({ message: '"Payment requested" must be done before "Payment received"', extensions: { code: 'CONFLICT' } });
    const off = await t.gql(admin, `mutation { setRoomBookingStep(id: "${id}", step: DEPOSIT_REQUESTED, done: false) { depositRequestedAt invoice { depositRequestSentAt } } }`);
    expect(off.data).toEqual({ setRoomBookingStep: { depositRequestedAt: null, invoice: { depositRequestSentAt: null } } });
    const member403 = await t.gql(member, `mutation { setRoomBookingStep(id: "${id}", step: DEPOSIT_REQUESTED, done: true) { id } }`);
    expect(member403.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('uncheck-accept', () => {
  it('returns an accepted booking to pending, clearing the review and voiding the invoice, which a new acceptance reissues', async () => {
    const id = await createBooking(t, { roomId: await createRoom(t), memberId: memberUser.id });
    await accept(id);
    const issued = (await invoiceOf(id))!;
    expect(issued).toMatchObject({ voided_at: null });
    const res = await admin.post(`/api/room-bookings/${id}/uncheck-accept`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', reviewedAt: null, reviewedBy: null, invoice: null });
    // Numbered invoices are never deleted: voided, with the reason, and still listed for admins.
    expect(await invoiceOf(id)).toMatchObject({ invoice_number: issued.invoice_number, void_reason: 'Acceptance undone' });
    expect((await admin.get('/api/invoices')).body.find((i: { id: number }) => i.id === issued.id)).toMatchObject({ voidReason: 'Acceptance undone' });
    // Accepted again: the same invoice and number, no longer void.
    const again = (await accept(id)).body.invoice;
    expect(again).toMatchObject({ id: issued.id, invoiceNumber: issued.invoice_number, voidedAt: null });
    const gql = await t.gql(admin, `mutation { uncheckAcceptRoomBooking(id: "${id}") { status reviewedAt invoice { id } } }`);
    expect(gql.data).toEqual({ uncheckAcceptRoomBooking: { status: 'pending', reviewedAt: null, invoice: null } });
  });

  it('refuses while a payment step is done, or when the booking is not accepted', async () => {
    const roomId = await createRoom(t);
    const id = await createBooking(t, { roomId, memberId: memberUser.id });
    const notAccepted = await admin.post(`/api/room-bookings/${id}/uncheck-accept`);
    expect(notAccepted.status).toBe(409);
    expect(notAccepted.body.message).toBe('Only accepted bookings can be returned to pending; this one is pending');
    await accept(id);
    await admin.post(`/api/room-bookings/${id}/request-deposit`);
    const before = await snapshot(t);
    const res = await admin.post(`/api/room-bookings/${id}/uncheck-accept`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Undo the payment steps first, starting with "Deposit requested"');
    expect(await snapshot(t)).toBe(before);
  });
});

describe('deleting a booking', () => {
  it('removes it (204), keeping its invoice voided with what it billed, then answers 404', async () => {
    const id = await createBooking(t, { roomId: await createRoom(t, { name: 'Kept Room' }), memberId: memberUser.id, startDate: '2031-03-01' });
    await accept(id);
    const issued = (await invoiceOf(id))!;
    expect((await member.delete(`/api/room-bookings/${id}`)).status).toBe(403);
    expect((await admin.delete(`/api/room-bookings/${id}`)).status).toBe(204);
    expect(await invoiceOf(id)).toBeUndefined();
    const [kept] = await t.ds.query(`SELECT booking_id, member_id, description, void_reason FROM invoices WHERE id = $1`, [issued.id]);
    expect(kept).toEqual({ booking_id: null, member_id: memberUser.id, description: 'Kept Room, Mar 1, 2031 – Mar 31, 2031 (1 month)', void_reason: 'Booking deleted' });
    // Its member still finds it, and its PDF says what it billed and that it is void.
    expect((await member.get('/api/invoices')).body.map((i: { id: number }) => i.id)).toContain(issued.id);
    const pdf = await member.get(`/api/invoices/${issued.id}.pdf`).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.body as Buffer).join('\n');
    expect(text).toContain('Kept Room, Mar 1, 2031 – Mar 31, 2031');
    expect(text).toContain('VOID since');
    expect((await admin.delete(`/api/room-bookings/${id}`)).status).toBe(404);
    const gqlId = await createBooking(t, { roomId: await createRoom(t), memberId: memberUser.id });
    expect((await t.gql(admin, `mutation { deleteRoomBooking(id: "${gqlId}") }`)).data).toEqual({ deleteRoomBooking: String(gqlId) });
  });
});

describe('invoices', () => {
  it('gives members their own and admins all', async () => {
    const roomId = await createRoom(t);
    const mine = await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2050-01-01' });
    const theirs = await createBooking(t, { roomId, memberId: otherUser.id, startDate: '2051-01-01' });
    await accept(mine);
    await accept(theirs);
    const own = await member.get('/api/invoices');
    expect(own.status).toBe(200);
    const ownBookings = own.body.map((i: { bookingId: number }) => i.bookingId);
    expect(ownBookings).toContain(mine);
    expect(ownBookings).not.toContain(theirs);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM invoices i WHERE i.member_id = $1`, [memberUser.id]);
    expect(own.body).toHaveLength(n);
    const all = await admin.get('/api/invoices');
    expect(all.body).toHaveLength(await t.count('invoices'));
    const gql = await t.gql<{ invoices: { bookingId: string }[] }>(other, `{ invoices { bookingId totalAmount } }`);
    expect(gql.data?.invoices.map((i) => i.bookingId)).toContain(String(theirs));
    expect(gql.data?.invoices.map((i) => i.bookingId)).not.toContain(String(mine));
    expect((await t.agent().get('/api/invoices')).status).toBe(401);
  });
});

describe('the database guards the invariants whatever code writes', () => {
  it('refuses two overlapping accepted bookings of one room (exclusion constraint)', async () => {
    const roomId = await createRoom(t);
    await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2060-01-01', durationMonths: 2, status: 'accepted' });
    await expect(createBooking(t, { roomId, memberId: otherUser.id, startDate: '2060-02-01', status: 'accepted' })).rejects.toMatchObject({
      code: '23P01',
      constraint: 'room_bookings_no_overlap',
    });
  });

  it('refuses payment steps out of order or without acceptance (CHECK constraints)', async () => {
    const roomId = await createRoom(t);
    const pending = await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2061-01-01' });
    await expect(t.ds.query(`UPDATE room_bookings SET deposit_requested_at = now() WHERE id = $1`, [pending])).rejects.toMatchObject({
      constraint: 'room_bookings_steps_need_acceptance',
    });
    const acc = await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2062-01-01', status: 'accepted' });
    await expect(t.ds.query(`UPDATE room_bookings SET deposit_received_at = now() WHERE id = $1`, [acc])).rejects.toMatchObject({
      constraint: 'room_bookings_deposit_received_order',
    });
    await expect(t.ds.query(`UPDATE room_bookings SET status = 'rejected' WHERE id = $1`, [acc])).rejects.toMatchObject({
      constraint: 'room_bookings_rejection_reason',
    });
  });
});
