import { createTestContext, type TestContext } from '../../test/harness';
import { BOOKING_STATES, DEMO_ADMIN, DEMO_BOOKINGS, DEMO_EXTENSIONS, DEMO_MEMBERSHIPS, DEMO_PLANS, DEMO_PAYMENTS, DEMO_CHILDREN, DEMO_MEMBER_PASSWORD, DEMO_MEMBERS, DEMO_PARENT, DEMO_PAST_BOOKINGS, DEMO_PAST_EVENTS, DEMO_TEAM_EVENTS } from '../../../sample/world';
import { bookingState, seedDemo, seedDemoCommand } from './seed-demo';

const TABLES = ['users', 'meeting_rooms', 'room_bookings', 'invoices', 'payments', 'refunds', 'events', 'event_rsvps', 'leagues', 'teams', 'children', 'team_members', 'announcements', 'membership_plans', 'memberships'];

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

async function snapshot() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = await t.count(table);
  // Not only counts: a second run must not touch a row (e.g. re-answer an RSVP or tick a step).
  const [{ digest }] = await t.ds.query(`
    SELECT md5(string_agg(x, '|' ORDER BY x)) AS digest FROM (
      SELECT 'b' || row_to_json(b)::text AS x FROM room_bookings b
      UNION ALL SELECT 'i' || row_to_json(i)::text FROM invoices i
      UNION ALL SELECT 'p' || row_to_json(p)::text FROM payments p
      UNION ALL SELECT 'r' || row_to_json(r)::text FROM event_rsvps r
      UNION ALL SELECT 'e' || row_to_json(e)::text FROM events e
      UNION ALL SELECT 'a' || row_to_json(a)::text FROM announcements a
      UNION ALL SELECT 'c' || row_to_json(c)::text FROM children c
      UNION ALL SELECT 'm' || row_to_json(m)::text FROM team_members m
      UNION ALL SELECT 's' || row_to_json(s)::text FROM memberships s
      UNION ALL SELECT 'l' || row_to_json(l)::text FROM membership_plans l
      UNION ALL SELECT 'u' || id || is_admin || is_parent || email FROM users
    ) rows`);
  return { counts, digest };
}

describe('npm run seed:demo', () => {
  it('fills the demo set once; a second run changes nothing', async () => {
    const first = await seedDemo(t.ds, t.services);
    expect(first.adminCreated).toBe(true);
    expect(first.skipped).toEqual([]);
    expect(first.counts.users).toEqual({ total: 2 + DEMO_MEMBERS.length, created: 2 + DEMO_MEMBERS.length });
    const after1 = await snapshot();

    const second = await seedDemo(t.ds, t.services);
    expect(Object.values(second.counts).map((c) => c.created)).toEqual(Object.values(second.counts).map(() => 0));
    expect(await snapshot()).toEqual(after1);
    expect(after1.counts).toMatchObject({ meeting_rooms: 6, room_bookings: DEMO_BOOKINGS.length + DEMO_PAST_BOOKINGS.length + DEMO_EXTENSIONS.length, events: 12 + DEMO_PAST_EVENTS.length + DEMO_TEAM_EVENTS.length, leagues: 3, teams: 3, children: DEMO_CHILDREN.length, team_members: 4, announcements: 5 });
  });

  it('has a booking in every workflow state, each accepted one with an invoice by the rules', async () => {
    const rows = await t.ds.query(`
      SELECT b.*, r.price_per_month, r.deposit AS room_deposit, i.invoice_number, i.monthly_amount, i.deposit_amount,
             i.total_amount, i.deposit_request_sent_at, i.deposit_paid, i.full_payment_request_sent_at, i.paid_in_full
      FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id LEFT JOIN invoices i ON i.booking_id = b.id`);
    expect(new Set(rows.map(bookingState))).toEqual(new Set(BOOKING_STATES));
    for (const b of rows) {
      if (b.status !== 'accepted') {
        expect(b.invoice_number).toBeNull();
        continue;
      }
      expect(b.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
      expect(Number(b.monthly_amount)).toBeCloseTo(Number(b.price_per_month) * b.duration_months, 2);
      // An extension's deposit is carried over from the booking it extends: it bills none (issue 36).
      expect(b.deposit_amount).toBe(b.deposit_carried_over ? '0.00' : b.room_deposit);
      expect(Number(b.total_amount)).toBeCloseTo(Number(b.monthly_amount) + Number(b.deposit_amount), 2);
      expect(b.deposit_request_sent_at !== null).toBe(b.deposit_requested_at !== null);
      expect(b.deposit_paid).toBe(b.deposit_received_at !== null);
      expect(b.full_payment_request_sent_at !== null).toBe(b.full_payment_requested_at !== null);
      expect(b.paid_in_full).toBe(b.full_payment_received_at !== null);
    }
    const [rejected] = rows.filter((b: { status: string }) => b.status === 'rejected');
    expect(rejected.rejection_reason).toEqual(expect.stringMatching(/\S/));
    expect(rejected.reviewed_by).not.toBeNull();
  });

  it('extends bookings: a chain waiting for its next extension ("Extension of …"), and one ending soon whose member was told', async () => {
    const [{ id }] = await t.ds.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [DEMO_ADMIN.email]);
    const admin = { id, isAdmin: true, sessionId: 'test' };
    const list = await t.services.bookings.list(admin, null, 500, 0);
    const portfolio = list.filter((b) => b.purpose === 'Portfolio reviews').sort((a, b) => a.startDate.localeCompare(b.startDate));
    expect(portfolio.map((b) => [b.status, b.depositCarriedOver, b.extendsBookingId])).toEqual([
      ['accepted', false, null],
      ['accepted', true, portfolio[0]!.id],
      ['pending', false, portfolio[1]!.id],
    ]);
    const ending = await t.services.bookings.list(admin, { endingSoon: true }, 500, 0);
    expect(ending.map((b) => b.purpose)).toEqual(['Translation deadline']);
    expect(ending[0]!.depositCarriedOver).toBe(true);
    // Extending it further meets the booking that holds the room next month.
    const refused = await t.services.bookings.extend({ id: ending[0]!.memberId, isAdmin: false, sessionId: 'test' }, ending[0]!.id, { months: 1 }).catch((e: Error) => e.message);
    expect(refused).toBe('This room is already booked for part of that period');
    const told = await t.ds.query(`SELECT kind FROM notification_deliveries WHERE subject_id = $1 AND channel = 'inbox' AND kind LIKE 'booking_ending%'`, [ending[0]!.id]);
    expect(told).toHaveLength(1);
  });

  it('reminds deposits asked for days ago: the first reminder for one, the last for one now overdue, with old unpaid full payments (issue 36)', async () => {
    const reminded = await t.ds.query(
      `SELECT b.purpose, d.kind FROM notification_deliveries d JOIN room_bookings b ON b.id = d.subject_id
        WHERE d.channel = 'inbox' AND d.kind LIKE 'deposit_reminder%' ORDER BY b.purpose`,
    );
    expect(reminded).toEqual([
      { purpose: 'Budget review mornings', kind: 'deposit_reminder_1' },
      { purpose: 'Client calls', kind: 'deposit_reminder_3' },
    ]);
    const [{ id }] = await t.ds.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [DEMO_ADMIN.email]);
    const overdue = await t.services.reminders.overdue({ id, isAdmin: true, sessionId: 'test' });
    // Past bookings whose full payment was asked for long ago and never marked received are overdue too.
    const deposits = overdue.filter((o) => o.what === 'deposit').map((o) => o.roomName);
    expect(deposits).toEqual(['Focus Pod A']);
    expect(overdue.some((o) => o.what === 'payment')).toBe(true);
  });

  it('shows online payments in every state: paid and ticked by "Online payment", settling, part refunded, and one needing attention', async () => {
    const rows = await t.ds.query(
      `SELECT b.purpose AS booking, p.purpose, p.status, p.method, p.ticked, p.attention, p.refunded_minor AS refunded,
              p.amount_minor = round(CASE WHEN p.purpose = 'deposit' THEN i.deposit_amount ELSE i.monthly_amount END * 100) AS invoice_amount
         FROM payments p JOIN room_bookings b ON b.id = p.booking_id JOIN invoices i ON i.booking_id = b.id ORDER BY p.id`,
    );
    expect(rows).toHaveLength(DEMO_PAYMENTS.length);
    expect(rows.every((r: { invoice_amount: boolean }) => r.invoice_amount)).toBe(true);
    expect(rows.map((r: { status: string }) => r.status)).toEqual(expect.arrayContaining(['succeeded', 'pending']));
    expect(rows.filter((r: { refunded: number }) => r.refunded > 0)).toHaveLength(1);
    expect(rows.filter((r: { attention: string | null }) => r.attention)).toHaveLength(1);
    // Each ticked payment's step was ticked by the system, as the webhook would have done it.
    const ticks = await t.ds.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE actor_name = 'Online payment' AND action IN ('booking.deposit_received', 'booking.payment_received')`,
    );
    expect(ticks[0].n).toBe(DEMO_PAYMENTS.filter((p) => p.ticked).length);
  });

  it('gives Insights a year of figures: occupancy and revenue month after month, a full pipeline, RSVP rates per club type', async () => {
    const [{ id }] = await t.ds.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [DEMO_ADMIN.email]);
    const year = await t.services.insights.overview({ id, isAdmin: true, sessionId: 'test' }, { months: 12 });
    // Every month but the oldest has booked rooms and money coming in; the rate stays a share.
    expect(year.occupancy.slice(1).every((o) => o.bookedRoomMonths > 0 && o.rate > 0 && o.rate <= 1)).toBe(true);
    expect(year.revenue.filter((r) => Number(r.paid) > 0).length).toBeGreaterThanOrEqual(9);
    expect(year.revenue.filter((r) => Number(r.invoiced) > 0).length).toBeGreaterThanOrEqual(8);
    expect(year.pipeline.filter((p) => p.count > 0).map((p) => p.stage)).toEqual([
      'PENDING', 'ACCEPTED', 'DEPOSIT_REQUESTED', 'DEPOSIT_RECEIVED', 'PAYMENT_REQUESTED', 'PAYMENT_RECEIVED', 'REJECTED',
    ]);
    expect(year.rsvpRates.map((r) => r.eventType)).toEqual(['meeting', 'networking', 'social', 'workshop']);
    // Members joined before the past events (accounts are dated back), so silence shows as well as answers.
    expect(year.rsvpRates.every((r) => r.attending > 0 && r.noAnswer > 0)).toBe(true);
  });

  it('covers every event type, past and upcoming, every RSVP status, and one full event', async () => {
    const [events] = await t.ds.query(`
      SELECT array_agg(DISTINCT type ORDER BY type) AS types,
             count(*) FILTER (WHERE date < current_date)::int AS past,
             count(*) FILTER (WHERE date >= current_date AND status = 'confirmed')::int AS upcoming,
             array_agg(DISTINCT status ORDER BY status) AS statuses
      FROM events`);
    expect(events.types).toEqual(['match', 'meeting', 'networking', 'social', 'tournament', 'training', 'workshop']);
    expect(events.past).toBeGreaterThanOrEqual(2);
    expect(events.upcoming).toBeGreaterThanOrEqual(6);
    expect(events.statuses).toEqual(['cancelled', 'confirmed', 'pending']);
    const statuses = (await t.ds.query(`SELECT DISTINCT status FROM event_rsvps ORDER BY status`)).map((r: { status: string }) => r.status);
    expect(statuses).toEqual(['attending', 'maybe', 'not_attending']);
    const full = await t.ds.query(`
      SELECT e.title FROM events e
      WHERE e.max_attendees = (SELECT count(*) FROM event_rsvps r WHERE r.event_id = e.id AND r.status = 'attending')`);
    expect(full.length).toBeGreaterThanOrEqual(1);
    // A full event with a waiting list, the sample member second on it.
    const waiting = await t.ds.query(`
      SELECT e.title, u.email FROM event_waitlist w JOIN events e ON e.id = w.event_id JOIN users u ON u.id = w.member_id
       WHERE w.promoted_at IS NULL ORDER BY w.id`);
    expect(waiting.map((w: { email: string }) => w.email.split('@')[0])).toEqual(['ben.okafor', 'amelia.tan']);
    expect(full.map((f: { title: string }) => f.title)).toContain(waiting[0].title);
  });

  it("puts unread notifications in the sample member's inbox", async () => {
    const items = await t.ds.query(
      `SELECT d.kind, d.title FROM notification_deliveries d JOIN users u ON u.id = d.recipient_id
        WHERE u.email = $1 AND d.channel = 'inbox' AND d.status = 'sent' AND d.read_at IS NULL`,
      [DEMO_MEMBERS[0].email],
    );
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.every((i: { title: string }) => i.title.length > 0)).toBe(true);
  });

  it('has membership plans of every period (one no longer offered), members on each, and dues in every status', async () => {
    const admin = t.agent();
    await admin.post('/api/auth/login').send({ username: DEMO_ADMIN.email, password: DEMO_ADMIN.password }).expect(200);
    const plans = (await admin.get('/api/membership-plans')).body as { name: string; period: string; isActive: boolean; memberCount: number }[];
    expect(plans.map((p) => p.name).sort()).toEqual(DEMO_PLANS.map((p) => p.name).sort());
    expect(new Set(plans.map((p) => p.period))).toEqual(new Set(['monthly', 'quarterly', 'yearly']));
    expect(plans.every((p) => p.memberCount > 0)).toBe(true);
    expect(plans.filter((p) => !p.isActive)).toHaveLength(1);
    const memberships = (await admin.get('/api/memberships')).body as { member: { email: string }; status: string; nextPlan: unknown }[];
    expect(memberships).toHaveLength(DEMO_MEMBERSHIPS.length);
    const status = (email: string) => memberships.find((m) => m.member.email === email)?.status;
    expect(new Set(memberships.map((m) => m.status))).toEqual(new Set(['active', 'due', 'lapsed', 'upcoming']));
    expect(status('chloe.martin@d-office.local')).toBe('due');
    expect(status('daniel.lim@d-office.local')).toBe('lapsed');
    expect(status(DEMO_PARENT.email)).toBe('due');
    expect(memberships.filter((m) => m.nextPlan)).toHaveLength(1);
    // Paid, unpaid and waived dues invoices, all numbered like any invoice.
    const [dues] = await t.ds.query(
      `SELECT count(*) FILTER (WHERE paid_in_full)::int AS paid, count(*) FILTER (WHERE NOT paid_in_full AND voided_at IS NULL)::int AS unpaid,
              count(*) FILTER (WHERE voided_at IS NOT NULL)::int AS waived, bool_and(invoice_number ~ '^INV-[0-9]{4}-[0-9]{6}$') AS numbered
         FROM invoices WHERE kind = 'dues'`,
    );
    expect(dues).toMatchObject({ numbered: true });
    expect(dues.paid).toBeGreaterThan(0);
    expect(dues.unpaid).toBeGreaterThan(0);
    expect(dues.waived).toBe(1);
  });

  it('has one inactive room, general and scoped announcements, and accounts that can sign in', async () => {
    expect(await t.count(`meeting_rooms WHERE NOT is_active`)).toBe(1);
    expect(await t.count(`announcements WHERE team_id IS NULL AND league_id IS NULL`)).toBeGreaterThanOrEqual(2);
    expect(await t.count(`announcements WHERE team_id IS NOT NULL`)).toBeGreaterThanOrEqual(1);
    expect(await t.count(`announcements WHERE league_id IS NOT NULL`)).toBeGreaterThanOrEqual(1);

    const admin = t.agent();
    expect((await admin.post('/api/auth/login').send({ username: DEMO_ADMIN.email, password: DEMO_ADMIN.password })).status).toBe(200);
    const pending = await t.gql<{ pendingRoomBookingCount: number }>(admin, `{ pendingRoomBookingCount }`);
    // Two requests and an extension (issue 36).
    expect(pending.data?.pendingRoomBookingCount).toBe(3);
    const member = t.agent();
    const login = await member.post('/api/auth/login').send({ username: DEMO_MEMBERS[0].email, password: DEMO_MEMBER_PASSWORD });
    expect(login.body).toMatchObject({ isAdmin: false, fullName: DEMO_MEMBERS[0].fullName });
    const events = await member.get('/api/events');
    expect(events.status).toBe(200);
    expect(events.body.length).toBeGreaterThan(5);
  });

  it('fills the junior section: a parent who signs in and sees her children with their team events', async () => {
    const parent = t.agent();
    const login = await parent.post('/api/auth/login').send({ username: DEMO_PARENT.email, password: DEMO_PARENT.password });
    expect(login.body).toMatchObject({ isParent: true, isAdmin: false });
    const children = await parent.get('/api/children');
    expect(children.body.map((c: { name: string }) => c.name)).toEqual(['Leo Parent', 'Maya Parent']);
    const maya = children.body.find((c: { name: string }) => c.name === 'Maya Parent');
    const events = await parent.get(`/api/children/${maya.id}/events`);
    expect(events.body.map((e: { title: string; type: string }) => `${e.type}: ${e.title}`)).toEqual([
      'training: U12 Skills Training',
      'match: Giants vs Lions',
      'tournament: Spring Junior Tournament',
    ]);
    expect(await t.count(`children WHERE parent_id IS NULL`)).toBe(2);
  });

  it('skips, and names, a demo item the rules now refuse instead of failing the whole run', async () => {
    const [wine] = await t.ds.query(`SELECT id FROM events WHERE title = 'Wine and Cheese Evening'`);
    const [chloe] = await t.ds.query(`SELECT id FROM users WHERE email = 'chloe.martin@d-office.local'`);
    // Chloe gives up her place and Ben, first on the waiting list, gets it: the event is full without her.
    await t.ds.query(`DELETE FROM event_rsvps WHERE event_id = $1 AND member_id = $2`, [wine.id, chloe.id]);
    expect(await t.count(`event_waitlist WHERE event_id = ${Number(wine.id)} AND promoted_at IS NOT NULL`)).toBe(1);

    const again = await seedDemo(t.ds, t.services);
    expect(again.skipped).toEqual([expect.stringMatching(/^RSVP of chloe\.martin to "Wine and Cheese Evening": .*full/)]);
    expect(again.counts.rsvps.created).toBe(0);
  });

  it('refuses to put published demo passwords into a production database unless told to', async () => {
    const out = { log: jest.fn(), error: jest.fn() };
    expect(await seedDemoCommand([], { NODE_ENV: 'production' }, out)).toBe(2);
    expect(out.error).toHaveBeenCalledWith(expect.stringMatching(/--allow-production/));
    expect(await seedDemoCommand(['--bogus'], {}, out)).toBe(2);
  });
});
