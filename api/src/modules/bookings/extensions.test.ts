import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';
import {
  ALREADY_EXTENDED,
  ALREADY_EXTENDING,
  BOOKING_ENDED,
  DEPOSIT_CARRIED_OVER,
  EXTEND_TOO_EARLY,
  EXTENDED_NOT_ACCEPTED,
  EXTENSION_MONTHS,
  OVERLAP,
  ROOM_NOT_BOOKABLE,
} from '../../../../rules/bookings';
import type { UserDto } from '../users/user.mapper';
import { BookingExtensions1767100000000 } from '../../migrations/1767100000000-BookingExtensions';
import { createBooking, createRoom, snapshot } from './test-fixtures';

/**
 * Issue 36: a member extends an accepted booking (a continuation request an admin reviews; the deposit carries over, the
 * invoice bills the months added), a chain of extensions reads as one history, and "ending soon" follows the office's
 * today. The clock moves (Date only; timers, I/O and the database run as they do), so sessions are made to outlast it.
 */

let t: TestContext;
let admin: Agent;
let member: Agent;
let memberUser: UserDto;
let other: Agent;
let otherUser: UserDto;

beforeAll(async () => {
  t = await createTestContext({ env: { SESSION_DAYS: '3650' } });
  admin = (await t.signedIn({ isAdmin: true, fullName: 'Ada Admin' })).agent;
  ({ agent: member, user: memberUser } = await t.signedIn({ fullName: 'Mia Member' }));
  ({ agent: other, user: otherUser } = await t.signedIn({ fullName: 'Otto Other' }));
});
afterAll(() => t.close());

const REAL = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;
/** The office's clock at noon of `day` (UTC; the tests' office zone keeps that day). */
const on = (day: string) => jest.setSystemTime(new Date(`${day}T12:00:00Z`));
beforeEach(() => jest.useFakeTimers({ doNotFake: [...REAL], now: new Date('2031-03-10T12:00:00Z') }));
afterEach(() => jest.useRealTimers());

/** An accepted booking Feb 1 – Mar 31, 2031 of a fresh room (1,000 a month, deposit 200): extendable from Mar 1 to Mar 31. */
async function acceptedBooking(f: { memberId?: number; roomId?: number; startDate?: string; durationMonths?: number } = {}) {
  const roomId = f.roomId ?? (await createRoom(t, { name: `Ext room ${Math.random().toString(36).slice(2, 7)}` }));
  const id = await createBooking(t, { roomId, memberId: f.memberId ?? memberUser.id, startDate: f.startDate ?? '2031-02-01', durationMonths: f.durationMonths ?? 2, status: 'accepted', purpose: 'Studio' });
  return { id, roomId };
}
const extend = (who: Agent, id: number, body: unknown) => who.post(`/api/room-bookings/${id}/extend`).send(body as object);
const gqlExtend = (who: Agent, id: number | string, months: unknown) =>
  t.gql<{ extendRoomBooking: Record<string, unknown> }>(who, `mutation($id: ID!, $m: Int!) { extendRoomBooking(id: $id, input: { months: $m }) { id status startDate endDate durationMonths extendsBooking { id } } }`, {
    id: String(id),
    m: months,
  });

const CHAIN = `id status startDate endDate durationMonths depositCarriedOver endingSoon depositRequestedAt depositReceivedAt
  extendsBooking { id } extendedBy { id status } history { id status startDate durationMonths }
  invoice { monthlyAmount depositAmount totalAmount depositPaid }`;
type Chain = {
  id: string;
  status: string;
  startDate: string;
  endDate: string;
  durationMonths: number;
  depositCarriedOver: boolean;
  endingSoon: boolean;
  depositRequestedAt: string | null;
  depositReceivedAt: string | null;
  extendsBooking: { id: string } | null;
  extendedBy: { id: string; status: string } | null;
  history: { id: string; status: string; startDate: string; durationMonths: number }[];
  invoice: { monthlyAmount: string; depositAmount: string; totalAmount: string; depositPaid: boolean } | null;
};
async function mine(who: Agent = member): Promise<Map<string, Chain>> {
  const res = await t.gql<{ myRoomBookings: Chain[] }>(who, `{ myRoomBookings(limit: 500) { ${CHAIN} } }`);
  expect(res.errors).toBeUndefined();
  return new Map(res.data!.myRoomBookings.map((b) => [b.id, b]));
}
async function adminList(filter: Record<string, unknown> | null = null): Promise<Map<string, Chain>> {
  const res = await t.gql<{ roomBookings: Chain[] }>(admin, `query($f: RoomBookingFilter) { roomBookings(filter: $f, limit: 500) { ${CHAIN} } }`, { f: filter });
  expect(res.errors).toBeUndefined();
  return new Map(res.data!.roomBookings.map((b) => [b.id, b]));
}

describe('a member extends an accepted booking', () => {
  it('asks from 30 days before its last day: a pending continuation of the same room from the day after (REST)', async () => {
    const { id, roomId } = await acceptedBooking();
    on('2031-03-01');
    const res = await extend(member, id, { months: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      roomId,
      memberId: memberUser.id,
      status: 'pending',
      startDate: '2031-04-01',
      endDate: '2031-06-01',
      durationMonths: 2,
      purpose: 'Studio',
      extendsBookingId: id,
      depositCarriedOver: false,
      extendedById: null,
      endingSoon: false,
      invoice: null,
    });
    // The member's list reads the chain: the booking is extended (no longer ending), the extension names it.
    const rest = await member.get('/api/room-bookings/mine');
    expect(rest.body.find((b: { id: number }) => b.id === id)).toMatchObject({ extendedById: res.body.id, endingSoon: false });
    const list = await mine();
    expect(list.get(String(id))).toMatchObject({ endingSoon: false, extendedBy: { id: String(res.body.id), status: 'pending' } });
    expect(list.get(String(res.body.id))).toMatchObject({ extendsBooking: { id: String(id) }, extendedBy: null });
    expect(list.get(String(id))!.history.map((b) => [b.id, b.status])).toEqual([
      [String(id), 'accepted'],
      [String(res.body.id), 'pending'],
    ]);
    expect(list.get(String(res.body.id))!.history).toEqual(list.get(String(id))!.history);
  });

  it('works through GraphQL until its last day', async () => {
    const { id } = await acceptedBooking();
    on('2031-03-31');
    const res = await gqlExtend(member, id, 1);
    expect(res.errors).toBeUndefined();
    expect(res.data!.extendRoomBooking).toMatchObject({ status: 'pending', startDate: '2031-04-01', endDate: '2031-05-01', durationMonths: 1, extendsBooking: { id: String(id) } });
  });

  it('is accepted in Booking Requests: the deposit carries over, the invoice bills the months added and no deposit', async () => {
    const { id } = await acceptedBooking();
    const ext = (await extend(member, id, { months: 2 })).body.id as number;
    const accepted = await admin.post(`/api/room-bookings/${ext}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', depositCarriedOver: true, invoice: { monthlyAmount: '2000.00', depositAmount: '0.00', totalAmount: '2000.00', depositPaid: true } });
    expect(accepted.body.depositRequestedAt).not.toBeNull();
    expect(accepted.body.depositReceivedAt).not.toBeNull();
    const [invoice] = await t.ds.query(`SELECT description, deposit_request_sent_at, deposit_paid_date FROM invoices WHERE booking_id = $1`, [ext]);
    expect(invoice.description).toBe(`${accepted.body.roomName}, Apr 1, 2031 – May 31, 2031 (2 months, extension of booking #${id}, deposit carried over)`);
    expect(invoice.deposit_request_sent_at).not.toBeNull();
    const [audit] = await t.ds.query(`SELECT summary FROM audit_log WHERE entity_type = 'booking' AND entity_id = $1 ORDER BY id DESC LIMIT 1`, [ext]);
    expect(audit.summary).toBe(`Accepted booking #${ext} (${accepted.body.roomName}), an extension of booking #${id}: deposit carried over`);

    // The member's invoice PDF: two months of rent, no deposit.
    const pdf = await member.get(accepted.body.invoice.pdfUrl).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.body as Buffer);
    expect(text).toEqual(expect.arrayContaining(['Extension of', `Booking #${id}`, 'Rent (2 × $1,000.00)', '$2,000.00', 'Deposit (carried over)', '$0.00', 'Carried over from the booking extended']));
    expect(text).not.toContain('$200.00');

    // Nothing asks the member for a deposit: no "deposit requested" message is due for the extension.
    const due = await t.services.notifications.due(new Date());
    expect(due.filter((k) => k.subjectId === ext && k.kind === 'deposit_requested')).toEqual([]);
    // Both read as one history, the first booking first.
    expect((await adminList()).get(String(ext))!.history.map((b) => b.id)).toEqual([String(id), String(ext)]);
  });

  it('keeps the carried-over deposit: its steps cannot be cleared; the payment steps run as for any booking; un-accepting takes it back', async () => {
    const { id } = await acceptedBooking();
    const ext = (await extend(member, id, { months: 1 })).body.id as number;
    expect((await admin.post(`/api/room-bookings/${ext}/accept`)).status).toBe(200);
    for (const path of ['uncheck-deposit-received', 'uncheck-deposit-request']) {
      const before = await snapshot(t);
      const res = await admin.post(`/api/room-bookings/${ext}/${path}`);
      expect([res.status, res.body.message]).toEqual([409, DEPOSIT_CARRIED_OVER]);
      expect(await snapshot(t)).toBe(before);
    }
    const gql = await t.gql(admin, `mutation { setRoomBookingStep(id: "${ext}", step: DEPOSIT_RECEIVED, done: false) { id } }`);
    expect(gql.errors?.[0]).toMatchObject({ message: DEPOSIT_CARRIED_OVER, extensions: { code: 'CONFLICT' } });
    // Ticking a carried-over step again changes nothing (a double click).
    expect((await admin.post(`/api/room-bookings/${ext}/collect-deposit`)).status).toBe(200);

    expect((await admin.post(`/api/room-bookings/${ext}/request-full-payment`)).status).toBe(200);
    const refused = await admin.post(`/api/room-bookings/${ext}/uncheck-accept`);
    expect([refused.status, refused.body.message]).toEqual([409, 'Undo the payment steps first, starting with "Payment requested"']);
    expect((await admin.post(`/api/room-bookings/${ext}/uncheck-payment-request`)).status).toBe(200);
    const back = await admin.post(`/api/room-bookings/${ext}/uncheck-accept`);
    expect(back.body).toMatchObject({ status: 'pending', depositCarriedOver: false, depositRequestedAt: null, depositReceivedAt: null, invoice: null });
    // Accepted again: the same invoice number, still without a deposit.
    const again = await admin.post(`/api/room-bookings/${ext}/accept`);
    expect(again.body).toMatchObject({ status: 'accepted', depositCarriedOver: true, invoice: { depositAmount: '0.00', totalAmount: '1000.00' } });
    expect(await t.count(`invoices WHERE booking_id = ${ext}`)).toBe(1);
  });

  it('is rejected like any request; the member may then ask again, and the booking is ending again meanwhile', async () => {
    const { id } = await acceptedBooking();
    const first = (await extend(member, id, { months: 1 })).body.id as number;
    expect((await admin.post(`/api/room-bookings/${first}/reject`).send({ reason: 'Room closes in April' })).status).toBe(200);
    expect((await mine()).get(String(id))).toMatchObject({ endingSoon: true, extendedBy: null });
    const second = await extend(member, id, { months: 1 });
    expect(second.status).toBe(201);
    expect((await mine()).get(String(id))!.history.map((b) => b.status)).toEqual(['accepted', 'rejected', 'pending']);
  });

  it('a chain grows from its latest booking: an extension, once accepted, is the one to extend', async () => {
    const { id } = await acceptedBooking({ startDate: '2031-02-01', durationMonths: 1 });
    on('2031-02-20');
    const one = (await extend(member, id, { months: 1 })).body.id as number;
    expect((await admin.post(`/api/room-bookings/${one}/accept`)).status).toBe(200);
    const refused = await extend(member, id, { months: 1 });
    expect([refused.status, refused.body.message]).toEqual([409, ALREADY_EXTENDED]);
    on('2031-03-15');
    const two = await extend(member, one, { months: 3 });
    expect(two.body).toMatchObject({ startDate: '2031-04-01', durationMonths: 3, extendsBookingId: one });
    const list = await mine();
    expect(list.get(String(two.body.id))!.history.map((b) => [b.id, b.startDate])).toEqual([
      [String(id), '2031-02-01'],
      [String(one), '2031-03-01'],
      [String(two.body.id), '2031-04-01'],
    ]);
  });
});

describe('bad input: a clear 4xx, nothing changed', () => {
  const refusedWith = async (res: { status: number; body: Record<string, unknown> }, status: number, message: string, before: string) => {
    expect([res.status, res.body.message]).toEqual([status, message]);
    expect(await snapshot(t)).toBe(before);
  };

  it.each([
    ['pending', 'Only accepted bookings can be extended; this one is pending'],
    ['rejected', 'Only accepted bookings can be extended; this one is rejected'],
  ] as const)('a %s booking', async (status, message) => {
    const roomId = await createRoom(t);
    const id = await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2031-02-01', durationMonths: 2, status });
    const before = await snapshot(t);
    await refusedWith(await extend(member, id, { months: 1 }), 409, message, before);
    const gql = await gqlExtend(member, id, 1);
    expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
  });

  it('a booking that has ended, or whose last 30 days have not begun', async () => {
    const { id } = await acceptedBooking();
    const before = await snapshot(t);
    on('2031-04-01');
    await refusedWith(await extend(member, id, { months: 1 }), 409, BOOKING_ENDED, before);
    on('2031-02-28');
    await refusedWith(await extend(member, id, { months: 1 }), 409, EXTEND_TOO_EARLY, before);
  });

  it.each([
    ['zero months', { months: 0 }, EXTENSION_MONTHS],
    ['negative months', { months: -2 }, EXTENSION_MONTHS],
    ['no months', {}, EXTENSION_MONTHS],
    ['months as text', { months: '2' }, 'Months must be a whole number'],
    ['a fraction', { months: 1.5 }, 'Months must be a whole number'],
    ['more than 120', { months: 121 }, 'Extend by at most 120 months'],
  ])('%s → 400 naming the field', async (_name, body, message) => {
    const { id } = await acceptedBooking();
    const before = await snapshot(t);
    const res = await extend(member, id, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'months', message });
    expect(await snapshot(t)).toBe(before);
  });

  it('an unknown field, and zero months through GraphQL', async () => {
    const { id } = await acceptedBooking();
    const before = await snapshot(t);
    expect((await extend(member, id, { months: 1, startDate: '2031-05-01' })).body.message).toBe('Unknown field: startDate');
    const gql = await gqlExtend(member, id, 0);
    expect(gql.errors?.[0]).toMatchObject({ message: EXTENSION_MONTHS, extensions: { code: 'BAD_USER_INPUT', field: 'months' } });
    expect(await snapshot(t)).toBe(before);
  });

  it("someone else's booking, or none, is not found", async () => {
    const { id } = await acceptedBooking({ memberId: otherUser.id });
    const before = await snapshot(t);
    await refusedWith(await extend(member, id, { months: 1 }), 404, 'Booking request not found', before);
    await refusedWith(await extend(member, 999999, { months: 1 }), 404, 'Booking request not found', before);
    expect((await t.gql(member, `mutation { extendRoomBooking(id: "${id}", input: { months: 1 }) { id } }`)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // Admins extend nobody's booking for them: the member asks.
    await refusedWith(await extend(admin, id, { months: 1 }), 404, 'Booking request not found', before);
  });

  it('past the room’s availability: an accepted booking in the way (the overlap message), an inactive room', async () => {
    const { id, roomId } = await acceptedBooking();
    await createBooking(t, { roomId, memberId: otherUser.id, startDate: '2031-05-15', durationMonths: 1, status: 'accepted' });
    const before = await snapshot(t);
    // One month fits before the other booking; three do not.
    await refusedWith(await extend(member, id, { months: 3 }), 409, OVERLAP, before);
    expect((await extend(member, id, { months: 1 })).status).toBe(201);

    const closed = await acceptedBooking();
    await t.ds.query(`UPDATE meeting_rooms SET is_active = false WHERE id = $1`, [closed.roomId]);
    const still = await snapshot(t);
    await refusedWith(await extend(member, closed.id, { months: 1 }), 409, ROOM_NOT_BOOKABLE, still);
  });

  it('a second extension while one waits for review', async () => {
    const { id } = await acceptedBooking();
    expect((await extend(member, id, { months: 1 })).status).toBe(201);
    const before = await snapshot(t);
    await refusedWith(await extend(member, id, { months: 2 }), 409, ALREADY_EXTENDING, before);
  });

  it('accepting an extension whose booking is no longer accepted', async () => {
    const { id } = await acceptedBooking();
    const ext = (await extend(member, id, { months: 1 })).body.id as number;
    await t.ds.query(`UPDATE room_bookings SET status = 'pending' WHERE id = $1`, [id]);
    const before = await snapshot(t);
    await refusedWith(await admin.post(`/api/room-bookings/${ext}/accept`), 409, EXTENDED_NOT_ACCEPTED(id), before);
  });

  it('members cannot accept their own extension', async () => {
    const { id } = await acceptedBooking();
    const ext = (await extend(member, id, { months: 1 })).body.id as number;
    expect((await member.post(`/api/room-bookings/${ext}/accept`)).status).toBe(403);
    expect((await t.agent().post(`/api/room-bookings/${id}/extend`).send({ months: 1 })).status).toBe(401);
  });
});

describe('ending soon (admins: the card and the filter)', () => {
  it('is decided by the server on the office’s today: accepted, not extended, last day within 30 days', async () => {
    const ending = await acceptedBooking();
    const extended = await acceptedBooking();
    const ext = (await extend(member, extended.id, { months: 1 })).body.id as number;
    const later = await acceptedBooking({ startDate: '2031-03-01', durationMonths: 3 });
    const pending = await createBooking(t, { roomId: later.roomId, memberId: otherUser.id, startDate: '2031-02-01', durationMonths: 1 });

    const soonIds = async (f: Record<string, unknown> | null) => [...(await adminList(f)).values()].filter((b) => b.endingSoon).map((b) => b.id);
    const filtered = async () => [...(await adminList({ endingSoon: true })).keys()];
    expect(await soonIds(null)).toContain(String(ending.id));
    expect(await filtered()).toContain(String(ending.id));
    for (const not of [extended.id, ext, later.id, pending]) {
      expect(await soonIds(null)).not.toContain(String(not));
      expect(await filtered()).not.toContain(String(not));
    }
    const rest = await admin.get('/api/room-bookings?endingSoon=true');
    expect(rest.status).toBe(200);
    expect(rest.body.map((b: { id: number }) => b.id)).toContain(ending.id);
    expect(rest.body.every((b: { endingSoon: boolean }) => b.endingSoon)).toBe(true);
    expect((await admin.get('/api/room-bookings?endingSoon=soon')).status).toBe(400);

    // The clock moves: a month later the 3-month booking is not yet ending, on its last day it is, the day after it is not.
    on('2031-04-30');
    expect(await filtered()).not.toContain(String(later.id));
    expect(await filtered()).not.toContain(String(ending.id));
    on('2031-05-31');
    expect(await filtered()).toContain(String(later.id));
    on('2031-06-01');
    expect(await filtered()).not.toContain(String(later.id));
  });

  it('members may read their own bookings’ flag, not the admin filter', async () => {
    const res = await member.get('/api/room-bookings?endingSoon=true');
    expect(res.status).toBe(403);
  });
});

describe('the migration', () => {
  it('goes down (extensions become plain bookings, the ending notices go) and up again', async () => {
    const { id } = await acceptedBooking();
    const ext = (await extend(member, id, { months: 1 })).body.id as number;
    const migration = new BookingExtensions1767100000000();
    const q = t.ds.createQueryRunner();
    try {
      await migration.down(q);
      const columns = async () =>
        (await t.ds.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'room_bookings' AND column_name IN ('extends_booking_id', 'deposit_carried_over')`)).length;
      expect(await columns()).toBe(0);
      expect(await t.count(`room_bookings WHERE id = ${ext}`)).toBe(1);
      await migration.up(q);
      expect(await columns()).toBe(2);
      await expect(t.ds.query(`INSERT INTO notification_deliveries (recipient_id, channel, kind, subject_id) VALUES ($1, 'inbox', 'booking_ending_7', $2)`, [memberUser.id, id])).resolves.toBeDefined();
    } finally {
      await q.release();
    }
  });
});
