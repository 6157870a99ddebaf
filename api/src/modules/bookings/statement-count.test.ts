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

it('reads only the columns the fields asked of the admin list need, in one statement, and answers each field as a full read does', async () => {
  await grow(12);
  const parts = {
    '': `id startDate endDate durationMonths purpose status reviewedAt rejectionReason depositRequestedAt depositReceivedAt
      fullPaymentRequestedAt fullPaymentReceivedAt createdAt reviewedBy{id fullName}`,
    room: 'id name capacity description location amenities pricePerMonth deposit minimumBookingMonths isActive createdAt',
    member: 'id username email fullName isAdmin isParent role phone whatsappPhone bio membershipNumber joinedAt',
    invoice: `id bookingId invoiceNumber totalAmount depositAmount monthlyAmount depositRequestSentAt depositPaid depositPaidDate
      fullPaymentRequestSentAt paidInFull paidInFullDate pdfUrl createdAt`,
  };
  const selectionOf = (part: string, fields: string) => (part ? `${part} { ${fields} }` : fields);
  type Booking = Record<string, unknown>;
  const read = async (selection: string) => {
    const start = t.queries.length;
    const res = await t.gql<{ roomBookings: Booking[] }>(admin, `{ roomBookings(limit: 12) { ${selection} } }`);
    expect(res.errors).toBeUndefined();
    const statements = t.queries.slice(start).filter((sql) => !sql.includes('FROM sessions'));
    return { bookings: res.data!.roomBookings, list: statements.find((sql) => sql.includes('FROM room_bookings b'))! };
  };
  // The bench's fields: no column of the four tables that nobody asked for.
  const bench = await read(`id status startDate durationMonths room { id name pricePerMonth deposit } member { id fullName email }
    invoice { invoiceNumber totalAmount depositPaid paidInFull }`);
  const full = await read(Object.entries(parts).map(([part, fields]) => selectionOf(part, fields)).join(' '));
  for (const column of ['b.purpose', 'b.reviewed_at', 'b.created_at AS', 'r.description', 'r.amenities', 'u.bio', 'u.joined_at', 'i.created_at', 'i.deposit_paid_date']) {
    expect(bench.list).not.toContain(column);
    expect(full.list).toContain(column);
  }
  expect(bench.list).toContain('i.total_amount');
  expect(full.bookings.some((b) => b.invoice !== null) && full.bookings.some((b) => b.invoice === null)).toBe(true);
  const pick = (b: Booking, part: string, names: string[]) => {
    if (!part) return Object.fromEntries(['id', ...names].map((n) => [n, b[n]]));
    const whole = b[part] as Booking | null;
    return { id: b.id, [part]: whole && Object.fromEntries(names.map((n) => [n, n === '__typename' ? 'MeetingRoom' : whole[n]])) };
  };
  const namesOf = (fields: string) => fields.split(/\s+(?![^{]*\})/).filter(Boolean).map((f) => f.split('{')[0]);
  // Each part's fields without the others', and each booking field and invoice pdfUrl alone: what the full read answered
  // (an invoice's fields: null where there is none), from a statement that reads less.
  const checks: [string, string[]][] = [
    ...Object.entries(parts).map(([part, fields]) => [part, namesOf(fields)] as [string, string[]]),
    ...namesOf(parts['']).map((name) => ['', [name]] as [string, string[]]),
    ['invoice', ['pdfUrl']],
    ['room', ['__typename']],
  ];
  for (const [part, names] of checks) {
    const fields = names.map((n) => (n === 'reviewedBy' ? 'reviewedBy{id fullName}' : n)).join(' ');
    const one = await read(`id ${selectionOf(part, fields)}`);
    expect([part, names, one.bookings]).toEqual([part, names, full.bookings.map((b) => pick(b, part, names))]);
    expect(one.list.length).toBeLessThan(full.list.length);
  }
});

it('reads every column for column choices past the admin list statement cap, with the same answers', async () => {
  const fields = ['purpose', 'status', 'startDate', 'durationMonths', 'createdAt', 'reviewedAt', 'rejectionReason', 'depositRequestedAt',
    'depositReceivedAt', 'fullPaymentRequestedAt', 'fullPaymentReceivedAt'];
  const expected = (await t.gql<{ roomBookings: Record<string, unknown>[] }>(admin, `{ roomBookings(limit: 5) { id ${fields.join(' ')} } }`)).data!.roomBookings;
  // More distinct choices than the cap (32): each still answers exactly its fields.
  for (let n = 0; n < fields.length; n++) {
    for (const pair of [[fields[n]], [fields[n], fields[(n + 1) % fields.length]], [fields[n], fields[(n + 2) % fields.length]], fields.slice(n)]) {
      const res = await t.gql<{ roomBookings: Record<string, unknown>[] }>(admin, `{ roomBookings(limit: 5) { id ${pair.join(' ')} } }`);
      expect(res.errors).toBeUndefined();
      expect(res.data!.roomBookings).toEqual(expected.map((b) => Object.fromEntries([['id', b.id], ...pair.map((f) => [f, b[f]])])));
    }
  }
});

it('writes a request, an accept and a payment-step tick in few statements, and answers each with its room, member and invoice (issue 42)', async () => {
  const [{ id: roomId }] = await t.ds.query(`INSERT INTO meeting_rooms (name, price_per_month, deposit) VALUES ('Few statements', 300, 50) RETURNING id`);
  // An integration that wants every booking event: each write also writes its outbox row.
  await t.ds.query(`INSERT INTO webhook_endpoints (url, events, secret) VALUES ('https://hooks.example.org/x',
    ARRAY['booking.requested', 'booking.accepted', 'booking.payment_step'], 'whsec_statementcount')`);
  let created: Record<string, unknown> = {};
  const request = await countStatements(t, async () => {
    const res = await member.post('/api/room-bookings').send({ roomId, startDate: '2032-03-01', durationMonths: 2 });
    expect(res.status).toBe(201);
    created = res.body;
  });
  expect(created).toMatchObject({ roomId, memberId, status: 'pending', room: { id: roomId, name: 'Few statements', pricePerMonth: '300.00' }, invoice: null, extendedById: null });
  // The outbox row, written in the request's own statement, tells of the booking as it was stored.
  const [event] = await t.ds.query(`SELECT payload FROM webhook_events WHERE type = 'booking.requested' ORDER BY id DESC LIMIT 1`);
  const { roomName: _n, room: _r, invoice: _i, extendedById: _x, endingSoon: _e, ...stored } = created;
  expect(event.payload.data).toEqual({ booking: stored });
  expect(await t.count('webhook_deliveries')).toBe(1);
  let accepted: Record<string, unknown> = {};
  const accept = await countStatements(t, async () => {
    const res = await admin.post(`/api/room-bookings/${created.id}/accept`);
    expect(res.status).toBe(200);
    accepted = res.body;
  });
  expect(accepted).toMatchObject({ status: 'accepted', member: { id: memberId }, invoice: { totalAmount: '650.00', depositRequestSentAt: null } });
  let ticked: Record<string, unknown> = {};
  const tick = await countStatements(t, async () => {
    const res = await admin.post(`/api/room-bookings/${created.id}/request-deposit`);
    expect(res.status).toBe(200);
    ticked = res.body;
  });
  expect((ticked.invoice as Record<string, unknown>).depositRequestSentAt).toBe(ticked.depositRequestedAt);
  expect(ticked.depositRequestedAt).toEqual(expect.any(String));
  console.info(`statements: request ${request}, accept ${accept}, tick ${tick}`);
  // The accept's and the tick's outbox rows, written in their statements, tell of the booking as the answers show it.
  const payloads = await t.ds.query(`SELECT type, payload FROM webhook_events WHERE type IN ('booking.accepted', 'booking.payment_step') ORDER BY id`);
  const booking = ({ roomName: _n, room: _r, invoice: _i, extendedById: _x, endingSoon: _e, member: _m, reviewedByName: _v, ...b }: Record<string, unknown>) => b;
  expect(payloads.map((e: { type: string; payload: { data: unknown } }) => [e.type, e.payload.data])).toEqual([
    ['booking.accepted', { booking: booking(accepted) }],
    ['booking.payment_step', { booking: booking(ticked), step: 'DEPOSIT_REQUESTED', done: true }],
  ]);
  // Request: session, facts (room, member, bookings in the way, whether the membership gate is open), the row with its
  // outbox rows (was 12: room and bookings apart, BEGIN, the insert, its reload, the outbox, COMMIT, room, invoice and
  // extension read for the answer; then 4, the gate's settings read apart).
  expect(request).toBeLessThanOrEqual(3);
  // Accept: session, BEGIN, the booking and room locked with the accepted bookings in the way, the booking, invoice, audit
  // entry and outbox rows written in one statement answering the booking joined, COMMIT (was 16, then 11).
  expect(accept).toBeLessThanOrEqual(5);
  // Tick: session, BEGIN, the booking locked, booking, invoice, audit entry and outbox rows in one statement, COMMIT (was 13, then 9).
  expect(tick).toBeLessThanOrEqual(5);
  // Each answer is the booking as a read of it answers now, though written by the change's own statement.
  const listed = (await admin.get('/api/room-bookings')).body as Record<string, unknown>[];
  expect(listed.find((b) => b.id === created.id)).toEqual(ticked);
  expect({ ...accepted, depositRequestedAt: null, invoice: { ...(accepted.invoice as object), depositRequestSentAt: null } }).toEqual({
    ...ticked, depositRequestedAt: null, invoice: { ...(ticked.invoice as object), depositRequestSentAt: null } });
});

it('answers every transition with the booking as a read of it answers after the commit (the write statement answers it)', async () => {
  const [{ id: roomId }] = await t.ds.query(`INSERT INTO meeting_rooms (name, price_per_month, deposit) VALUES ('Answers', 120, 30) RETURNING id`);
  const asRead = async (id: unknown) => ((await admin.get('/api/room-bookings')).body as Record<string, unknown>[]).find((b) => b.id === id);
  const made = (await member.post('/api/room-bookings').send({ roomId, startDate: '2033-05-01', durationMonths: 1 })).body as { id: number };
  const other = (await member.post('/api/room-bookings').send({ roomId, startDate: '2033-09-01', durationMonths: 1 })).body as { id: number };
  for (const [id, path] of [
    [made.id, 'accept'], [made.id, 'request-deposit'], [made.id, 'collect-deposit'], [made.id, 'uncheck-deposit-received'],
    [made.id, 'uncheck-deposit-request'], [made.id, 'uncheck-accept'], [made.id, 'accept'], [other.id, 'reject'],
  ] as const) {
    const res = await admin.post(`/api/room-bookings/${id}/${path}`).send(path === 'reject' ? { reason: 'Closed that month' } : {});
    expect([path, res.status]).toEqual([path, 200]);
    expect([path, res.body]).toEqual([path, await asRead(id)]);
  }
  // Accepted again: its voided invoice issued again, same number, live.
  const [inv] = await t.ds.query(`SELECT count(*)::int AS n, bool_and(voided_at IS NULL) AS live FROM invoices WHERE booking_id = $1`, [made.id]);
  expect(inv).toEqual({ n: 1, live: true });
});
