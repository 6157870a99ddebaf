import { countStatements, createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { localDay } from '../../../../rules/today';
import { insightPeriod } from './insights.service';

/*
 * Admin insights over GraphQL and REST on a real database, checked against a data set built by
 * hand below: every figure in the expectations is worked out in the comments next to the rows.
 * The period is the last three calendar months, called M2 (two months ago), M1 and M0 (this one).
 */

let t: TestContext;
let admin: Agent;
let member: Agent;
let adminId: number;

const QUERY = `query Insights($months: Int) { adminInsights(months: $months) {
  months from to
  occupancy { month bookedRoomMonths availableRoomMonths rate }
  pipeline { stage count }
  revenue { month invoiced paid }
  dues { month invoiced paid }
  membersByStatus { status count }
  rsvpRates { eventType events attending notAttending maybe noAnswer }
} }`;

interface Insights {
  months: number;
  from: string;
  to: string;
  occupancy: { month: string; bookedRoomMonths: number; availableRoomMonths: number; rate: number }[];
  pipeline: { stage: string; count: number }[];
  revenue: { month: string; invoiced: string; paid: string }[];
  dues: { month: string; invoiced: string; paid: string }[];
  membersByStatus: { status: string; count: number }[];
  rsvpRates: { eventType: string; events: number; attending: number; notAttending: number; maybe: number; noAnswer: number }[];
}

async function insights(months?: number): Promise<Insights> {
  const res = await t.gql<{ adminInsights: Insights }>(admin, QUERY, { months });
  expect(res.errors).toBeUndefined();
  return res.data!.adminInsights;
}

// ---------------------------------------------------------------- the calendar of the data set

const today = localDay();
const [Y, M] = today.split('-').map(Number);
/** yyyy-MM-dd of day `d` of the month `k` months before this one. */
function dayOf(k: number, d: number): string {
  const x = new Date(Date.UTC(Y, M - 1 - k, d));
  return x.toISOString().slice(0, 10);
}
const monthOf = (k: number) => dayOf(k, 1).slice(0, 7);
const daysIn = (k: number) => new Date(Date.UTC(Y, M - k, 0)).getUTCDate();
const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

beforeAll(async () => {
  t = await createTestContext({ countQueries: true });
  const a = await t.signedIn({ isAdmin: true, fullName: 'Insights Admin' });
  admin = a.agent;
  adminId = a.user.id;
  member = (await t.signedIn({ fullName: 'Insights Member' })).agent;
});
afterAll(() => t?.close());

const STAGES = ['PENDING', 'ACCEPTED', 'DEPOSIT_REQUESTED', 'DEPOSIT_RECEIVED', 'PAYMENT_REQUESTED', 'PAYMENT_RECEIVED', 'REJECTED'];

describe('admin insights', () => {
  it('computes the period from today: whole calendar months ending with the current one', () => {
    expect(insightPeriod(3, '2026-01-15')).toEqual({ from: '2025-11-01', until: '2026-02-01', to: '2026-01-31' });
    expect(insightPeriod(12, '2024-02-29')).toEqual({ from: '2023-03-01', until: '2024-03-01', to: '2024-02-29' });
    expect(insightPeriod(1, '2026-12-31')).toEqual({ from: '2026-12-01', until: '2027-01-01', to: '2026-12-31' });
  });

  it('answers zeros for every month and stage when there is nothing yet', async () => {
    const empty = await insights(3);
    expect(empty.months).toBe(3);
    expect(empty.from).toBe(dayOf(2, 1));
    expect(empty.to).toBe(dayOf(-1, 0));
    expect(empty.occupancy).toEqual([2, 1, 0].map((k) => ({ month: monthOf(k), bookedRoomMonths: 0, availableRoomMonths: 0, rate: 0 })));
    expect(empty.pipeline).toEqual(STAGES.map((stage) => ({ stage, count: 0 })));
    expect(empty.revenue).toEqual([2, 1, 0].map((k) => ({ month: monthOf(k), invoiced: '0.00', paid: '0.00' })));
    expect(empty.rsvpRates).toEqual([]);
  });

  it('defaults to 12 months and refuses a period outside 1 to 24 months, over GraphQL and REST', async () => {
    const twelve = await insights();
    expect(twelve.months).toBe(12);
    expect(twelve.occupancy.map((o) => o.month)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map(monthOf));
    for (const months of [0, 25, -3]) {
      const res = await t.gql(admin, QUERY, { months });
      expect(res.errors?.[0]).toMatchObject({ message: 'months must be a whole number from 1 to 24', extensions: { code: 'BAD_USER_INPUT' } });
    }
    for (const q of ['months=0', 'months=25', 'months=abc', 'months=2.5', 'months=3&months=4']) {
      const res = await admin.get(`/api/admin/insights?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/months/);
    }
    expect((await admin.get('/api/admin/insights')).body.months).toBe(12);
  });

  it('is for admins only', async () => {
    expect((await t.gql(member, QUERY, { months: 3 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await member.get('/api/admin/insights')).status).toBe(403);
    expect((await t.agent().get('/api/admin/insights')).status).toBe(401);
  });

  describe('over a hand-built data set', () => {
    beforeAll(async () => {
      const q = (sql: string, params: unknown[] = []) => t.ds.query(sql, params);
      // Everyone joined a year ago, except m4 (day 10 of M1).
      await q(`UPDATE users SET joined_at = $1`, [dayOf(12, 1)]);
      const user = async (name: string, joined: string) =>
        (await q(`INSERT INTO users (username, email, password_hash, full_name, joined_at) VALUES ($1, $1, 'x', $2, $3) RETURNING id`, [`${name}@example.org`, name, joined]))[0].id as number;
      const m1 = await user('m1', dayOf(12, 1));
      const m2 = await user('m2', dayOf(12, 1));
      const m3 = await user('m3', dayOf(12, 1));
      const m4 = await user('m4', dayOf(1, 10));
      // Members now: admin, the signed-in member, m1..m3 (joined a year ago) and m4.

      const room = async (name: string, active: boolean, created: string) =>
        (await q(`INSERT INTO meeting_rooms (name, price_per_month, deposit, is_active, created_at) VALUES ($1, 100, 10, $2, $3) RETURNING id`, [name, active, created]))[0].id as number;
      const A = await room('A', true, dayOf(12, 1));
      const B = await room('B', true, dayOf(12, 1));
      const C = await room('C', false, dayOf(12, 1)); // inactive now, but booked in M2
      const D = await room('D', true, `${dayOf(0, 1)} 09:00`); // added this month

      const booking = async (f: { room: number; member: number; start: string; months: number; status: string; created: string; steps?: number }) => {
        const steps = f.steps ?? 0;
        const at = (n: number) => (steps >= n ? f.created : null);
        return (
          await q(
            `INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, status, rejection_reason, created_at,
               deposit_requested_at, deposit_received_at, full_payment_requested_at, full_payment_received_at)
             VALUES ($1, $2, $3, $4, $5::varchar, CASE WHEN $5::varchar = 'rejected' THEN 'Taken' END, $6, $7, $8, $9, $10) RETURNING id`,
            [f.room, f.member, f.start, f.months, f.status, f.created, at(1), at(2), at(3), at(4)],
          )
        )[0].id as number;
      };
      // Occupancy: A is booked the whole of M2 and M1; B from day 16 of M1 to day 15 of M0; C the whole of M2.
      const bA = await booking({ room: A, member: m1, start: dayOf(2, 1), months: 2, status: 'accepted', created: dayOf(3, 20), steps: 4 });
      const bB = await booking({ room: B, member: m2, start: dayOf(1, 16), months: 1, status: 'accepted', created: dayOf(2, 5), steps: 2 });
      const bC = await booking({ room: C, member: m3, start: dayOf(2, 1), months: 1, status: 'accepted', created: dayOf(2, 6), steps: 1 });
      // Outside the period (M4), so in no figure.
      await booking({ room: A, member: m1, start: dayOf(4, 1), months: 1, status: 'accepted', created: dayOf(6, 1) });
      // Requests made in the period that take no room: pending, rejected, and one accepted with no step done.
      await booking({ room: D, member: m1, start: dayOf(-2, 1), months: 1, status: 'pending', created: dayOf(1, 3) });
      await booking({ room: D, member: m2, start: dayOf(-2, 1), months: 1, status: 'rejected', created: dayOf(1, 4) });
      await booking({ room: D, member: m3, start: dayOf(-3, 1), months: 1, status: 'accepted', created: dayOf(0, 1) });
      await booking({ room: D, member: m4, start: dayOf(-2, 1), months: 1, status: 'pending', created: dayOf(0, 1) });

      // Revenue. A's invoice: issued M2 day 3 (1100.00), deposit 100.00 on M2 day 5, rent 1000.00 on M1 day 2.
      const invoice = async (f: { booking: number; monthly: string; deposit: string; created: string; depositPaid?: string; paidInFull?: string }) =>
        q(
          `INSERT INTO invoices (booking_id, monthly_amount, deposit_amount, total_amount, created_at, deposit_paid, deposit_paid_date, paid_in_full, paid_in_full_date)
           VALUES ($1, $2::numeric, $3::numeric, $2::numeric + $3::numeric, $4, $5::timestamptz IS NOT NULL, $5, $6::timestamptz IS NOT NULL, $6)`,
          [f.booking, f.monthly, f.deposit, f.created, f.depositPaid ?? null, f.paidInFull ?? null],
        );
      await invoice({ booking: bA, monthly: '1000.00', deposit: '100.00', created: `${dayOf(2, 3)} 12:00`, depositPaid: `${dayOf(2, 5)} 12:00`, paidInFull: `${dayOf(1, 2)} 12:00` });
      // B's: issued M1 day 20 (550.50), deposit 50.00 on M0 day 1, rent not paid.
      await invoice({ booking: bB, monthly: '500.50', deposit: '50.00', created: `${dayOf(1, 20)} 12:00`, depositPaid: `${dayOf(0, 1)} 12:00` });
      // C's: issued in M4 (outside), deposit paid in M4 (outside), rent 300.00 paid on M2 day 10.
      await invoice({ booking: bC, monthly: '300.00', deposit: '30.00', created: `${dayOf(4, 2)} 12:00`, depositPaid: `${dayOf(4, 3)} 12:00`, paidInFull: `${dayOf(2, 10)} 12:00` });

      // Membership dues (issue 36), 20.00 a month. m1 paid every period (M2's on M1 day 3, M1's and M0's in M0): active.
      // m2 paid nothing since M2 (M1's waived): lapsed. m4 started today, unpaid: due. m3 starts next month: upcoming.
      const plan = (await q(`INSERT INTO membership_plans (name, amount, period) VALUES ('Insight plan', 20, 'monthly') RETURNING id`))[0].id as number;
      const membership = (member: number, anchor: string) => q(`INSERT INTO memberships (user_id, plan_id, anchor_date) VALUES ($1, $2, $3)`, [member, plan, anchor]);
      const dues = (member: number, start: string, f: { paid?: string; voided?: boolean } = {}) =>
        q(
          `INSERT INTO invoices (kind, member_id, plan_id, period_start, period_end, monthly_amount, deposit_amount, total_amount, paid_in_full, paid_in_full_date, voided_at, void_reason)
           VALUES ('dues', $1, $2, $3::date, ($3::date + interval '1 month' - interval '1 day')::date, 20, 0, 20, $4::timestamptz IS NOT NULL, $4,
                   CASE WHEN $5 THEN now() END, CASE WHEN $5 THEN 'Waived' END)`,
          [member, plan, start, f.paid ?? null, f.voided ?? false],
        );
      await membership(m1, dayOf(2, 1));
      await dues(m1, dayOf(2, 1), { paid: `${dayOf(1, 3)} 12:00` });
      await dues(m1, dayOf(1, 1), { paid: `${dayOf(0, 1)} 12:00` });
      await dues(m1, dayOf(0, 1), { paid: `${dayOf(0, 1)} 13:00` });
      await membership(m2, dayOf(2, 1));
      await dues(m2, dayOf(2, 1));
      await dues(m2, dayOf(1, 1), { voided: true });
      await dues(m2, dayOf(0, 1));
      await membership(m4, today);
      await dues(m4, today);
      await membership(m3, dayOf(-1, 1));

      const event = async (type: string, date: string, status = 'confirmed') =>
        (await q(`INSERT INTO events (title, type, date, start_time, location, status) VALUES ($1, $2, $3, '18:00', 'Hall', $4) RETURNING id`, [`${type} ${date}`, type, date, status]))[0].id as number;
      const rsvp = (eventId: number, memberId: number, status: string) => q(`INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, $3)`, [eventId, memberId, status]);
      // Workshop on M2 day 10: m1 yes, m2 no, m3 maybe; admin and the signed-in member silent (m4 had not joined).
      const w1 = await event('workshop', dayOf(2, 10));
      await rsvp(w1, m1, 'attending');
      await rsvp(w1, m2, 'not_attending');
      await rsvp(w1, m3, 'maybe');
      // Workshop on M1 day 15: m1 and m4 yes; admin, the member, m2 and m3 silent.
      const w2 = await event('workshop', dayOf(1, 15));
      await rsvp(w2, m1, 'attending');
      await rsvp(w2, m4, 'attending');
      // Social on M1 day 5: m4 (who joined on day 10) yes; admin, the member, m1, m2, m3 silent.
      const s1 = await event('social', dayOf(1, 5));
      await rsvp(s1, m4, 'attending');
      // In no figure: a cancelled and a pending event in the period, a team match (answered per child), a meeting before it.
      await rsvp(await event('match', dayOf(1, 8)), m1, 'attending');
      await rsvp(await event('social', dayOf(1, 6), 'cancelled'), m1, 'attending');
      await rsvp(await event('networking', dayOf(1, 7), 'pending'), m1, 'attending');
      await rsvp(await event('meeting', dayOf(4, 7)), m1, 'attending');
    });

    it('reports occupancy, pipeline, revenue and RSVP rates as worked out by hand', async () => {
      const got = await insights(3);
      const bM1 = 1 + (daysIn(1) - 15) / daysIn(1); // A whole, B from day 16
      const bM0 = 15 / daysIn(0); // B's days 1..15
      expect(got.occupancy).toEqual([
        // A and C booked whole; available A, B, C (booked then), not D (added later).
        { month: monthOf(2), bookedRoomMonths: 2, availableRoomMonths: 3, rate: round(2 / 3, 4) },
        { month: monthOf(1), bookedRoomMonths: round(bM1, 2), availableRoomMonths: 2, rate: round(round(bM1, 2) / 2, 4) },
        // D counts from the month it was added; C, inactive and unbooked, does not.
        { month: monthOf(0), bookedRoomMonths: round(bM0, 2), availableRoomMonths: 3, rate: round(round(bM0, 2) / 3, 4) },
      ]);
      // Requests made in the period: B (deposit received), C (deposit requested), pending ×2, rejected, accepted.
      // A's was made before the period.
      expect(got.pipeline).toEqual([
        { stage: 'PENDING', count: 2 },
        { stage: 'ACCEPTED', count: 1 },
        { stage: 'DEPOSIT_REQUESTED', count: 1 },
        { stage: 'DEPOSIT_RECEIVED', count: 1 },
        { stage: 'PAYMENT_REQUESTED', count: 0 },
        { stage: 'PAYMENT_RECEIVED', count: 0 },
        { stage: 'REJECTED', count: 1 },
      ]);
      expect(got.revenue).toEqual([
        { month: monthOf(2), invoiced: '1100.00', paid: '400.00' }, // A's deposit 100 + C's rent 300
        { month: monthOf(1), invoiced: '550.50', paid: '1000.00' },
        { month: monthOf(0), invoiced: '0.00', paid: '50.00' },
      ]);
      // Dues by the month their period starts (the waived one left out), paid by the month they were marked paid.
      expect(got.dues).toEqual([
        { month: monthOf(2), invoiced: '40.00', paid: '0.00' },
        { month: monthOf(1), invoiced: '20.00', paid: '20.00' },
        { month: monthOf(0), invoiced: '60.00', paid: '40.00' },
      ]);
      expect(got.membersByStatus).toEqual([
        { status: 'active', count: 1 },
        { status: 'due', count: 1 },
        { status: 'lapsed', count: 1 },
        { status: 'upcoming', count: 1 },
      ]);
      expect(got.rsvpRates).toEqual([
        { eventType: 'social', events: 1, attending: 1, notAttending: 0, maybe: 0, noAnswer: 5 },
        { eventType: 'workshop', events: 2, attending: 3, notAttending: 1, maybe: 1, noAnswer: 2 + 4 },
      ]);
    });

    it('answers REST with the same figures as GraphQL', async () => {
      const res = await admin.get('/api/admin/insights?months=3');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(await insights(3));
    });

    it('widens with the period: six months take in the M4 booking, invoice and meeting', async () => {
      const six = await insights(6);
      expect(six.occupancy.find((o) => o.month === monthOf(4))).toEqual({ month: monthOf(4), bookedRoomMonths: 1, availableRoomMonths: 2, rate: 0.5 });
      expect(six.revenue.find((r) => r.month === monthOf(4))).toEqual({ month: monthOf(4), invoiced: '330.00', paid: '30.00' });
      expect(six.rsvpRates.find((r) => r.eventType === 'meeting')).toEqual({ eventType: 'meeting', events: 1, attending: 1, notAttending: 0, maybe: 0, noAnswer: 4 });
      // A's request (made in M3) now counts too, paid in full; the M4 booking's request was made in M6.
      expect(six.pipeline.find((p) => p.stage === 'PAYMENT_RECEIVED')).toEqual({ stage: 'PAYMENT_RECEIVED', count: 1 });
    });

    it('runs the same number of SQL statements for ten times the data', async () => {
      const before = await countStatements(t, () => insights(12));
      await t.ds.query(
        `WITH r AS (INSERT INTO meeting_rooms (name, price_per_month, deposit, created_at)
                    SELECT 'Bulk ' || s, 100, 10, $2::date FROM generate_series(1, 60) s RETURNING id),
              e AS (INSERT INTO events (title, type, date, start_time, location)
                    SELECT 'Bulk ' || s, 'social', $3::date + s % 20, '18:00', 'Hall' FROM generate_series(1, 60) s RETURNING id)
         INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, status, created_at)
         SELECT r.id, $1, $3::date, 1 + r.id % 3, 'accepted', $3::date FROM r`,
        [adminId, dayOf(12, 1), dayOf(3, 1)],
      );
      // Sixty members on a plan, each with an invoice: their statuses still come from one statement.
      await t.ds.query(
        `WITH u AS (INSERT INTO users (username, email, password_hash, full_name) SELECT 'bulk' || s, 'bulk' || s || '@example.org', 'x', 'Bulk ' || s
                      FROM generate_series(1, 60) s RETURNING id),
              m AS (INSERT INTO memberships (user_id, plan_id, anchor_date) SELECT u.id, p.id, $1::date FROM u, membership_plans p WHERE p.name = 'Insight plan' RETURNING user_id, plan_id)
         INSERT INTO invoices (kind, member_id, plan_id, period_start, period_end, monthly_amount, deposit_amount, total_amount)
         SELECT 'dues', m.user_id, m.plan_id, $1::date, $1::date + 27, 20, 0, 20 FROM m`,
        [dayOf(3, 1)],
      );
      const after = await countStatements(t, () => insights(12));
      expect(after).toBe(before);
      // The session lookup, the one aggregate statement and the memberships' one (their statuses are derived in Node).
      expect(before).toBeLessThanOrEqual(3);
    });
  });
});
