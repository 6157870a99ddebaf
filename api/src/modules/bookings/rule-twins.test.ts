import { createTestContext, type TestContext } from '../../../test/harness';
import {
  bookingEndDate,
  carriedOverStepRefusal,
  endingNoticeDue,
  extendRefusal,
  extensionOf,
  isEndingSoon,
  isIdenticalRequest,
  periodsOverlap,
  rejectRefusal,
  uncheckAcceptRefusal,
} from '../../../../rules/bookings';
import { canTick, PAYMENT_STEPS } from '../../../../rules/payment-steps';
import { BookingsRepository } from './bookings.repository';
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

describe('extensions (issue 36)', () => {
  /** An accepted booking Feb 1 – Mar 31, 2031 of a fresh room. */
  async function booking(status: 'pending' | 'accepted' | 'rejected' = 'accepted', f: { startDate?: string; durationMonths?: number } = {}) {
    const roomId = await createRoom(t);
    const id = await createBooking(t, { roomId, memberId, startDate: f.startDate ?? '2031-02-01', durationMonths: f.durationMonths ?? 2, status });
    return { id, roomId, memberId, startDate: f.startDate ?? '2031-02-01', durationMonths: f.durationMonths ?? 2, status };
  }
  const insertExtension = (b: { id: number }, row: { roomId: number; memberId: number; startDate: string; durationMonths?: number; status?: string }) =>
    t.ds.query(
      `INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, status, rejection_reason, extends_booking_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [row.roomId, row.memberId, row.startDate, row.durationMonths ?? 1, row.status ?? 'pending', row.status === 'rejected' ? 'No' : null, b.id],
    );

  describe('extensionOf ↔ the trigger room_bookings_extension_continues', () => {
    const cases: [string, (b: Awaited<ReturnType<typeof booking>>, room2: number) => { roomId: number; memberId: number; startDate: string }][] = [
      ['the planned continuation', (b) => extensionOf(b, 1)],
      ['a day late', (b) => ({ ...extensionOf(b, 1), startDate: '2031-04-02' })],
      ['overlapping its last day', (b) => ({ ...extensionOf(b, 1), startDate: '2031-03-31' })],
      ['another room', (b, room2) => ({ ...extensionOf(b, 1), roomId: room2 })],
      ['another member', (b) => ({ ...extensionOf(b, 1), memberId: otherId })],
    ];
    it.each(cases)('%s', async (_name, make) => {
      const b = await booking();
      const row = make(b, await createRoom(t));
      const db = await refusedBy(() => insertExtension(b, row));
      const plan = extensionOf(b, 1);
      const rule = row.roomId === plan.roomId && row.memberId === plan.memberId && row.startDate === plan.startDate;
      expect(rule).toBe(db === null);
      if (db) expect(db).toBe('room_bookings_extension_continues');
    });
  });

  describe('one open extension (extendRefusal) ↔ the unique index room_bookings_one_open_extension', () => {
    it.each(['pending', 'accepted', 'rejected'] as const)('a second extension beside a %s one', async (first) => {
      const b = await booking('accepted', { startDate: '2031-02-01', durationMonths: 2 });
      const [{ id }] = await insertExtension(b, { ...extensionOf(b, 1), status: first });
      // Other months than the first (an identical request is refused by its own index).
      const db = await refusedBy(() => insertExtension(b, extensionOf(b, 2)));
      const rule = extendRefusal(b, memberId, 2, { id: b.roomId, isActive: true, minimumBookingMonths: 1, pricePerMonth: '1', deposit: '1' }, '2031-03-15', [
        { ...extensionOf(b, 1), id, status: first },
      ]);
      expect(rule === null).toBe(db === null);
      if (db) expect(db).toBe('room_bookings_one_open_extension');
    });
  });

  describe('carriedOverStepRefusal ↔ the CHECK room_bookings_carried_over_deposit (and the step order)', () => {
    it.each(PAYMENT_STEPS.map((s) => [s.step, s.field] as const))('clearing %s on a carried-over extension', async (step, field) => {
      const b = await booking();
      const [{ id }] = await insertExtension(b, extensionOf(b, 1));
      const done = { depositRequestedAt: 'x', depositReceivedAt: 'x', fullPaymentRequestedAt: 'x', fullPaymentReceivedAt: 'x' };
      await t.ds.query(
        `UPDATE room_bookings SET status = 'accepted', deposit_carried_over = true, deposit_requested_at = now(), deposit_received_at = now(),
                full_payment_requested_at = now(), full_payment_received_at = now() WHERE id = $1`,
        [id],
      );
      const column = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      // Cleared alone, as the database sees it; the rule also keeps steps undone from the last one back (planStep).
      const db = await refusedBy(() => t.ds.query(`UPDATE room_bookings SET ${column} = NULL WHERE id = $1`, [id]));
      const rule = carriedOverStepRefusal({ status: 'accepted', depositCarriedOver: true, ...done }, step, false);
      if (rule) expect(db).not.toBeNull();
      if (step === 'DEPOSIT_RECEIVED') expect(db).toBe('room_bookings_carried_over_deposit');
      if (!rule) expect(db === null || db.endsWith('_order')).toBe(true);
    });

    it('a carried-over deposit needs an accepted booking: un-accepting clears it (uncheckAcceptRefusal)', async () => {
      const b = await booking();
      const [{ id }] = await insertExtension(b, extensionOf(b, 1));
      await t.ds.query(`UPDATE room_bookings SET status = 'accepted', deposit_carried_over = true, deposit_requested_at = now(), deposit_received_at = now() WHERE id = $1`, [id]);
      expect(uncheckAcceptRefusal({ status: 'accepted', depositCarriedOver: true, depositRequestedAt: 'x', depositReceivedAt: 'x' })).toBeNull();
      expect(await refusedBy(() => t.ds.query(`UPDATE room_bookings SET status = 'pending' WHERE id = $1`, [id]))).not.toBeNull();
      expect(
        await refusedBy(() =>
          t.ds.query(`UPDATE room_bookings SET status = 'pending', deposit_carried_over = false, deposit_requested_at = NULL, deposit_received_at = NULL WHERE id = $1`, [id]),
        ),
      ).toBeNull();
    });
  });

  describe('isEndingSoon and endingNoticeDue ↔ the admin filter and the sweep (ending.sql.ts)', () => {
    // Bookings Feb 1 – Mar 31, 2031 (last day Mar 31) in each status, one with each kind of extension, seen on days around the window.
    const DAYS = ['2031-02-28', '2031-03-01', '2031-03-10', '2031-03-24', '2031-03-25', '2031-03-31', '2031-04-01'];
    const kinds = [
      ['accepted', null],
      ['pending', null],
      ['rejected', null],
      ['accepted', 'pending'],
      ['accepted', 'accepted'],
      ['accepted', 'rejected'],
    ] as const;
    it.each(kinds)('a %s booking with a %s extension', async (status, extension) => {
      const b = await booking(status);
      if (extension) await insertExtension(b, { ...extensionOf(b, 1), status: extension === 'accepted' ? 'pending' : extension });
      if (extension === 'accepted') await t.ds.query(`UPDATE room_bookings SET status = 'accepted' WHERE extends_booking_id = $1`, [b.id]);
      const repo = new BookingsRepository(t.ds);
      for (const day of DAYS) {
        const extended = extension === 'pending' || extension === 'accepted';
        const listed = (await repo.list(undefined, 500, 0, undefined, day)).some((x) => x.id === b.id);
        expect([day, listed]).toEqual([day, isEndingSoon(b, day, extended)]);
        const due = (await t.services.notifications.due(new Date(`${day}T12:00:00Z`))).filter((k) => k.subjectId === b.id && k.channel === 'inbox' && k.kind.startsWith('booking_ending'));
        expect([day, due.map((k) => k.kind)]).toEqual([day, [endingNoticeDue(b, day, extended)].filter(Boolean)]);
      }
    });
  });
});
