import { createTestContext, type Agent, type TestContext } from './harness';
import { seedVolume, type Volume } from '../../bench/seed-volume';

/**
 * Issue 42 item 4: every list the app answers reads its big tables through an index, not a sequential scan. The SQL
 * is the app's own: each list is asked for over the API with the statements logged (the harness's query logger, the
 * prepared hot reads included), and each SELECT (and an export's cursor) is planned again with `EXPLAIN (FORMAT JSON)`
 * and the same parameters. Tables are seeded with generate_series (the bench's seed at a tenth of its large volume,
 * with history) and ANALYZE'd, so the planner prices them as large tables, not as the handful of rows of a test.
 */

/** Tables that grow with the office: a sequential scan of one of them in a list means a missing or unused index. */
const BIG_TABLES = [
  'users',
  'events',
  'event_rsvps',
  'event_waitlist',
  'room_bookings',
  'invoices',
  'announcements',
  'notification_deliveries',
  'audit_log',
  'payments',
];

const VOLUME: Volume = {
  members: 20_000,
  rooms: 20,
  events: 10_000,
  rsvpsPerEvent: 10,
  bookings: 3_000,
  announcements: 3_000,
  eventDays: 365,
  historyDays: 3 * 365,
  auditEntries: 30_000,
};

let t: TestContext;
let admin: Agent;
let member: Agent;

beforeAll(async () => {
  t = await createTestContext({ countQueries: true });
  const hash = await t.services.passwords.hash('secret123');
  const { adminEmail, memberEmail } = await seedVolume(t.ds, VOLUME, hash);
  // Payments and waiting lists, which the bench's seed leaves empty: a payment per accepted booking, members waiting
  // for the full events of the coming weeks.
  await t.ds.query(
    `INSERT INTO payments (booking_id, member_id, purpose, invoice_number, amount_minor, currency, provider_session_id, status, received_at)
     SELECT b.id, b.member_id, 'deposit', 'INV-' || b.id, 40000, 'EUR', 'cs_' || b.id, 'succeeded', now() - make_interval(hours => b.id)
       FROM room_bookings b WHERE b.status = 'accepted'`,
  );
  await t.ds.query(
    `UPDATE events SET max_attendees = attending_count
      WHERE id IN (SELECT id FROM events WHERE date >= current_date AND attending_count > 0 ORDER BY date LIMIT 200)`,
  );
  await t.ds.query(
    `INSERT INTO event_waitlist (event_id, member_id)
     SELECT e.id, u.id FROM (SELECT id FROM events WHERE date >= current_date AND max_attendees = attending_count) e
      CROSS JOIN LATERAL (SELECT id FROM users WHERE NOT is_admin AND id % 200 = e.id % 200
                             AND NOT EXISTS (SELECT 1 FROM event_rsvps r WHERE r.event_id = e.id AND r.member_id = users.id) LIMIT 10) u`,
  );
  await t.ds.query('VACUUM ANALYZE');
  admin = t.agent();
  member = t.agent();
  for (const [agent, email] of [[admin, adminEmail], [member, memberEmail]] as const) {
    const res = await agent.post('/api/auth/login').send({ username: email, password: 'secret123' });
    if (res.status !== 200) throw new Error(`sign-in as ${email}: ${res.status}`);
  }
}, 120_000);
afterAll(() => t?.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(node['Relation Name']!) ? [node['Relation Name']!] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

/** The reads a call made (its SELECTs, WITH queries and an export's DECLARE ... CURSOR), with their parameters. */
async function readsOf(call: () => Promise<{ status: number }>) {
  const from = t.statements.length;
  const res = await call();
  expect(res.status).toBe(200);
  return t.statements.slice(from).filter((s) => /^\s*(SELECT|WITH|DECLARE)\b/i.test(s.sql));
}

/** Each read's plan: which big tables it scans sequentially ([] when none). */
async function planned(reads: { sql: string; parameters: unknown[] }[]) {
  const out: { sql: string; seqScans: string[] }[] = [];
  for (const r of reads) {
    const [{ 'QUERY PLAN': plan }] = await t.ds.query(`EXPLAIN (FORMAT JSON) ${r.sql}`, r.parameters);
    out.push({ sql: r.sql.replace(/\s+/g, ' ').slice(0, 160), seqScans: seqScans((plan as { Plan: PlanNode }[])[0]!.Plan) });
  }
  return out;
}

const gql = (agent: Agent, query: string, variables?: Record<string, unknown>) => async () => {
  const res = await agent.post('/graphql').set('content-type', 'application/json').send({ query, variables });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res;
};
const get = (agent: Agent, url: string) => () => agent.get(url);

const nextMonth = () => {
  const d = new Date();
  const day = (x: Date) => `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;
  return { from: day(new Date(d.getFullYear(), d.getMonth() + 1, 1)), to: day(new Date(d.getFullYear(), d.getMonth() + 2, 0)) };
};

/** Every list of the app, as its screens and integrators ask for it, and the big table it must read by index. */
const LISTS: [string, string, () => () => Promise<{ status: number }>][] = [
  ['events, member (GraphQL: counts, own answer, waiting list)', 'events',
    () => gql(member, `{ events(limit: 100) { id title attendeeCount currentUserRsvp { status } waitlistCount waitlistPosition } }`)],
  ['events, admin, all statuses (GraphQL)', 'events', () => gql(admin, `{ events(limit: 100) { id title status attendeeCount } }`)],
  ['events, member (REST, 100)', 'events', () => get(member, '/api/events?limit=100')],
  ['calendar month (GraphQL)', 'events', () => gql(member, `query($from: Date!, $to: Date!) { calendar(from: $from, to: $to) {
      events { id title attendeeCount currentUserRsvp { status } } bookings { id date status room { name } member { fullName } } } }`, nextMonth())],
  ['my bookings (GraphQL)', 'room_bookings', () => gql(member, `{ myRoomBookings(limit: 100) { id status room { name } invoice { totalAmount } } }`)],
  ['admin room bookings (GraphQL)', 'room_bookings', () => gql(admin, `{ roomBookings(limit: 100) { id status room { name } member { fullName } invoice { invoiceNumber } } }`)],
  ['admin room bookings, pending (GraphQL)', 'room_bookings', () => gql(admin, `{ roomBookings(filter: { status: pending }, limit: 100) { id status } }`)],
  ['users (GraphQL)', 'users', () => gql(admin, `{ users(limit: 100) { id fullName email } }`)],
  ['announcements (GraphQL)', 'announcements', () => gql(member, `{ announcements(limit: 100) { id title author { fullName } } }`)],
  ['inbox (GraphQL)', 'notification_deliveries', () => gql(member, `{ myNotifications(limit: 20) { id title readAt } }`)],
  ['inbox (REST)', 'notification_deliveries', () => get(member, '/api/notifications/inbox?limit=20')],
  ['audit log, first page (GraphQL)', 'audit_log', () => gql(admin, `{ auditLog(limit: 50) { total nextCursor items { id action } } }`)],
  ['audit log, by cursor (REST)', 'audit_log', () => get(admin, '/api/audit-log?limit=50&after=15000')],
  ['audit log, one kind (REST)', 'audit_log', () => get(admin, '/api/audit-log?limit=50&entityType=booking')],
  ['payments (GraphQL)', 'payments', () => gql(admin, `{ payments(limit: 100) { id status amount member { fullName } } }`)],
  ['my payments (GraphQL)', 'payments', () => gql(member, `{ myPayments(limit: 100) { id status } }`)],
  ['invoices, admin (GraphQL)', 'invoices', () => gql(admin, `{ invoices(limit: 100) { id invoiceNumber totalAmount } }`)],
  ["a member's data export (REST)", 'event_rsvps', () => get(member, '/api/profile/export.json')],
  ['export of RSVPs, its cursor (REST)', 'event_rsvps', () => get(admin, '/api/exports/rsvps.csv')],
  ['export of users, its cursor (REST)', 'users', () => get(admin, '/api/exports/users.csv')],
  ['export of bookings, its cursor (REST)', 'room_bookings', () => get(admin, '/api/exports/bookings.csv')],
];

describe('every list reads its big tables by index (EXPLAIN of the statements the app ran)', () => {
  it.each(LISTS)('%s', async (_name, table, call) => {
    const reads = await readsOf(call());
    // The list's own table was read (the logger saw the app's statement, not only the session check).
    expect(reads.some((r) => new RegExp(`\\b${table}\\b`).test(r.sql))).toBe(true);
    const plans = await planned(reads);
    expect(plans.filter((p) => p.seqScans.length)).toEqual([]);
  });

  it('insights for 12 months read the members a bounded number of times, not once per event', async () => {
    const reads = await readsOf(gql(admin, `{ adminInsights(months: 12) { rsvpRates { eventType events noAnswer } } }`));
    const insights = reads.find((r) => r.sql.includes('event_rsvps'))!;
    const [{ 'QUERY PLAN': plan }] = await t.ds.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${insights.sql}`, insights.parameters);
    type Analysed = Omit<PlanNode, 'Plans'> & { 'Actual Rows': number; 'Actual Loops': number; Plans?: Analysed[] };
    const usersRead = (n: Analysed): number =>
      (n['Relation Name'] === 'users' ? n['Actual Rows'] * n['Actual Loops'] : 0) + (n.Plans ?? []).reduce((sum, c) => sum + usersRead(c), 0);
    const members = await t.count('users');
    // Counting the members who had joined by each event's day once per event read events x members rows (minutes on
    // the huge volume); now the join days are summed once.
    expect(usersRead((plan as { Plan: Analysed }[])[0]!.Plan)).toBeLessThanOrEqual(3 * members);
  });

  it('finds a sequential scan where there is one (the check can fail)', async () => {
    const plans = await planned([{ sql: `SELECT id FROM event_rsvps WHERE responded_at::date = $1::date`, parameters: ['2030-01-01'] }]);
    expect(plans[0]!.seqScans).toEqual(['event_rsvps']);
  });
});
