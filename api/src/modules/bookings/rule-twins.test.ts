import { createTestContext, type TestContext } from '../../../test/harness';
import { bookingEndDate, isIdenticalRequest, periodsOverlap, rejectRefusal } from '../../../../rules/bookings';
import { canTick, PAYMENT_STEPS } from '../../../../rules/payment-steps';
import { createBooking, createRoom } from './test-fixtures';

/**
 * rules/bookings.ts and rules/payment-steps.ts beside their PostgreSQL twins, fed the same cases: where both hold a
 * rule, they must agree (a change to one alone fails here).
 */
let t: TestContext;
let memberId: number;
let otherId: number;
beforeAll(async () => {
  t = await createTestContext();
  memberId = (await t.createUser()).id;
  otherId = (await t.createUser()).id;
});
afterAll(() => t.close());

/** Runs a write and answers the constraint that refused it, or null. */
async function refusedBy(work: () => Promise<unknown>): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (err) {
    return (err as { driverError?: { constraint?: string } }).driverError?.constraint ?? String(err);
  }
}

const STARTS = ['2031-01-31', '2032-01-31', '2031-02-28', '2031-03-31', '2031-11-30', '2031-12-31', '2032-02-29', '2031-06-15'];

describe('bookingEndDate ↔ the generated period column', () => {
  it.each(STARTS.flatMap((s) => [1, 2, 3, 12, 13].map((m) => [s, m] as const)))('%s + %i months', async (start, months) => {
    const [{ end }] = await t.ds.query(`SELECT to_char(($1::date + make_interval(months => $2))::date, 'YYYY-MM-DD') AS "end"`, [start, months]);
    const roomId = await createRoom(t);
    const id = await createBooking(t, { roomId, memberId, startDate: start, durationMonths: months });
    const [{ upper }] = await t.ds.query(`SELECT to_char(upper(period), 'YYYY-MM-DD') AS upper FROM room_bookings WHERE id = $1`, [id]);
    expect(bookingEndDate(start, months)).toBe(upper);
    expect(upper).toBe(end);
  });
});

describe('periodsOverlap among accepted bookings ↔ the exclusion constraint room_bookings_no_overlap', () => {
  const pairs: [string, number, string, number][] = [
    ['2031-01-01', 1, '2031-02-01', 1],
    ['2031-01-01', 1, '2031-01-31', 1],
    ['2031-01-31', 1, '2031-02-28', 1],
    ['2031-01-31', 1, '2031-02-27', 1],
    ['2031-01-15', 3, '2031-02-01', 1],
    ['2031-05-01', 2, '2031-01-01', 4],
    ['2031-05-01', 2, '2031-01-01', 5],
    ['2032-02-29', 12, '2033-02-28', 1],
  ];
  it.each(pairs)('%s for %i month(s) beside %s for %i', async (a, am, b, bm) => {
    const roomId = await createRoom(t);
    await createBooking(t, { roomId, memberId, startDate: a, durationMonths: am, status: 'accepted' });
    const db = await refusedBy(() => createBooking(t, { roomId, memberId: otherId, startDate: b, durationMonths: bm, status: 'accepted' }));
    expect(periodsOverlap({ startDate: a, durationMonths: am }, { startDate: b, durationMonths: bm })).toBe(db === 'room_bookings_no_overlap');
  });
});

describe('isIdenticalRequest ↔ the unique index room_bookings_identical_request_key', () => {
  const first = { startDate: '2031-04-01', durationMonths: 2 };
  const cases: [string, 'pending' | 'accepted' | 'rejected', { startDate: string; durationMonths: number; other?: boolean }][] = [
    ['the same, first pending', 'pending', first],
    ['the same, first accepted', 'accepted', first],
    ['the same, first rejected', 'rejected', first],
    ['another day', 'pending', { ...first, startDate: '2031-04-02' }],
    ['other months', 'pending', { ...first, durationMonths: 3 }],
    ['another member', 'pending', { ...first, other: true }],
  ];
  it.each(cases)('%s', async (_name, status, second) => {
    const roomId = await createRoom(t);
    await createBooking(t, { roomId, memberId, ...first, status });
    const request = { memberId: second.other ? otherId : memberId, roomId, startDate: second.startDate, durationMonths: second.durationMonths };
    const db = await refusedBy(() => createBooking(t, { ...request, status: 'pending' }));
    expect(isIdenticalRequest(request, { memberId, roomId, ...first, status })).toBe(db === 'room_bookings_identical_request_key');
  });
});

describe('the rejection reason ↔ the CHECK room_bookings_rejection_reason', () => {
  it.each([['Closed'], [' x '], [''], ['   '], [null]])('%j', async (reason) => {
    const roomId = await createRoom(t);
    const id = await createBooking(t, { roomId, memberId });
    const db = await refusedBy(() => t.ds.query(`UPDATE room_bookings SET status = 'rejected', rejection_reason = $2 WHERE id = $1`, [id, reason]));
    const rule = rejectRefusal({ memberId, roomId, startDate: '2031-01-01', durationMonths: 1, status: 'pending' }, reason);
    expect(rule === null).toBe(db === null);
    if (db) expect(db).toBe('room_bookings_rejection_reason');
  });
});

describe('payment step order (canTick) ↔ the CHECKs on the step columns', () => {
  // Every combination of statuses and done steps: the rule allows ticking step i when the CHECKs allow the row with it.
  const combos = ['pending', 'accepted', 'rejected'].flatMap((status) =>
    Array.from({ length: 16 }, (_, mask) => [status, mask] as const),
  );
  it.each(combos)('%s with steps %i', async (status, mask) => {
    const roomId = await createRoom(t);
    const id = await createBooking(t, { roomId, memberId, status: status as 'pending' });
    const done = PAYMENT_STEPS.map((_, i) => (mask & (1 << i)) !== 0);
    const set = PAYMENT_STEPS.map((s, i) => `${s.field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)} = ${done[i] ? 'now()' : 'NULL'}`).join(', ');
    const db = await refusedBy(() => t.ds.query(`UPDATE room_bookings SET ${set} WHERE id = $1`, [id]));
    // The row is allowed exactly when each done step could have been ticked with the ones before it done.
    const rule = done.every((d, i) => !d || canTick({ status, ...Object.fromEntries(PAYMENT_STEPS.slice(0, i).map((s, j) => [s.field, done[j] ? 'x' : null])) }, i));
    expect(rule).toBe(db === null);
  });
});
