import { countStatements, createTestContext, type Agent, type TestContext } from '../../../test/harness';

/**
 * No N+1: the room and booking lists run the same number of SQL statements for 10 rows as for
 * 500 (nested room, member, reviewer and invoice go through per-request DataLoaders).
 */

let t: TestContext;
let admin: Agent;
let member: Agent;
let memberId: number;

beforeAll(async () => {
  t = await createTestContext({ countQueries: true });
  admin = (await t.signedIn({ isAdmin: true })).agent;
  const m = await t.signedIn();
  member = m.agent;
  memberId = m.user.id;
});
afterAll(() => t.close());

/** Adds rooms, each with one booking by its own new member (every third for the signed-in member), up to `total` bookings. */
async function grow(total: number) {
  const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM room_bookings`);
  const add = total - n;
  await t.ds.query(
    `WITH g AS (SELECT s FROM generate_series($1::int + 1, $1::int + $2::int) s),
     u AS (INSERT INTO users (username, email, password_hash, full_name)
           SELECT 'n' || s || '@example.org', 'n' || s || '@example.org', 'x', 'Member ' || s FROM g RETURNING id, full_name),
     r AS (INSERT INTO meeting_rooms (name, price_per_month, deposit) SELECT 'Room ' || lpad(s::text, 4, '0'), 100, 10 FROM g RETURNING id, name),
     pairs AS (SELECT u.id AS uid, r.id AS rid, row_number() OVER () AS k
                 FROM (SELECT id, row_number() OVER (ORDER BY id) AS k FROM u) u
                 JOIN (SELECT id, row_number() OVER (ORDER BY id) AS k FROM r) r USING (k))
     INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, status, reviewed_by, reviewed_at)
     SELECT rid, CASE WHEN k % 3 = 0 THEN $3::int ELSE uid END, '2031-01-01', 1,
            CASE WHEN k % 2 = 0 THEN 'accepted' ELSE 'pending' END,
            CASE WHEN k % 2 = 0 THEN $4::int END, CASE WHEN k % 2 = 0 THEN now() END
       FROM pairs`,
    [n, add, memberId, adminId],
  );
  await t.ds.query(
    `INSERT INTO invoices (booking_id, monthly_amount, deposit_amount, total_amount)
     SELECT b.id, 100, 10, 110 FROM room_bookings b LEFT JOIN invoices i ON i.booking_id = b.id
      WHERE b.status = 'accepted' AND i.id IS NULL`,
  );
}

let adminId: number;
beforeAll(async () => {
  [{ id: adminId }] = await t.ds.query(`SELECT id FROM users WHERE is_admin LIMIT 1`);
});

const ADMIN_LIST = `{ roomBookings(limit: 500) { id startDate endDate status
  room { id name pricePerMonth deposit } member { id fullName email } reviewedBy { id fullName }
  invoice { id invoiceNumber totalAmount depositPaid } } }`;
const MINE = `{ myRoomBookings(limit: 500) { id endDate room { name } member { fullName } invoice { totalAmount } } }`;
const ROOMS = `{ meetingRooms(limit: 500) { id name amenities pricePerMonth } }`;

const calls: Record<string, () => Promise<unknown>> = {
  'GraphQL roomBookings (room, member, reviewedBy, invoice)': async () => {
    const res = await t.gql<{ roomBookings: unknown[] }>(admin, ADMIN_LIST);
    expect(res.errors).toBeUndefined();
    return res;
  },
  'GraphQL myRoomBookings': () => t.gql(member, MINE),
  'GraphQL meetingRooms': () => t.gql(member, ROOMS),
  'REST GET /api/room-bookings': () => admin.get('/api/room-bookings'),
  'REST GET /api/room-bookings/mine': () => member.get('/api/room-bookings/mine'),
  'REST GET /api/meeting-rooms': () => admin.get('/api/meeting-rooms'),
};

it('runs the same number of statements at 10 and at 500 rows', async () => {
  await grow(10);
  const small: Record<string, number> = {};
  for (const [name, call] of Object.entries(calls)) small[name] = await countStatements(t, call);

  await grow(500);
  const list = await t.gql<{ roomBookings: unknown[] }>(admin, ADMIN_LIST);
  expect(list.data?.roomBookings).toHaveLength(500);
  const large: Record<string, number> = {};
  for (const [name, call] of Object.entries(calls)) large[name] = await countStatements(t, call);

  expect(large).toEqual(small);
  // Keep the measured numbers visible in the test output for the record.
  console.info(`statements per call (10 rows = 500 rows):\n${Object.entries(small).map(([k, v]) => `  ${k}: ${v}`).join('\n')}`);
  // session + the list with room, member and invoice in one statement + reviewers
  expect(small['GraphQL roomBookings (room, member, reviewedBy, invoice)']).toBeLessThanOrEqual(3);
  // session + the list
  expect(small['REST GET /api/room-bookings']).toBeLessThanOrEqual(2);
});
