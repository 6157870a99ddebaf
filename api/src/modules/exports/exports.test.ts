import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { createBooking, createRoom } from '../../../test/factories/bookings';
import { csvCell, toCsv } from './csv';
import type { UserDto } from '../users/user.mapper';

/** A small RFC 4180 reader, independent of the writer: quoted fields, doubled quotes, CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && s[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += c;
  }
  return rows;
}

let t: TestContext;
let admin: Agent;
let member: Agent;
let memberUser: UserDto;

beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.signedIn({ isAdmin: true, fullName: 'Ex Admin' })).agent;
  ({ agent: member, user: memberUser } = await t.signedIn({ fullName: '=HYPERLINK("http://evil","click"), "quoted"\nnext line' }));
});
afterAll(() => t.close());

describe('CSV cells', () => {
  it('quotes what needs quoting and guards formula starts', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const bad of ['=1+1', '+44 20', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(bad).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(parseCsv(toCsv(['A', 'B'], [['=x,"y"', 'z']]))).toEqual([['A', 'B'], ["'=x,\"y\"", 'z']]);
  });
});

describe('admin exports', () => {
  it('users.csv over REST is a download that parses back to the rows, with the hostile name kept as text', async () => {
    const res = await admin.get('/api/exports/users.csv').buffer(true).parse((r, cb) => {
      let d = '';
      r.on('data', (c: Buffer) => (d += c.toString('utf8')));
      r.on('end', () => cb(null, d));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="d-office-users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(['ID', 'Username', 'Email', 'Full name', 'Role', 'Phone', 'Membership number', 'Joined', 'Admin', 'Parent']);
    expect(rows).toHaveLength(1 + (await t.count('users')));
    const mine = rows.find((r) => r[0] === String(memberUser.id))!;
    expect(mine[3]).toBe(`'${memberUser.fullName}`);
    expect(mine[8]).toBe('false');
  });

  it('bookings, invoices and rsvps over GraphQL agree with the database; members are refused', async () => {
    const roomId = await createRoom(t, { name: 'Export Room' });
    const bookingId = await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2035-03-01', durationMonths: 2, purpose: '-rm -rf' });
    await admin.post(`/api/room-bookings/${bookingId}/accept`).expect(200);
    const ev = await admin.post('/api/events').send({ title: 'Export Night', date: '2035-01-01', startTime: '18:00', location: 'Hall' });
    await member.post(`/api/events/${ev.body.id}/rsvp`).send({ status: 'attending' }).expect(201);

    const q = `query($kind: ExportKind!) { adminExport(kind: $kind) { filename content } }`;
    const get = async (kind: string) => parseCsv(((await t.gql(admin, q, { kind })).data as { adminExport: { content: string } }).adminExport.content);
    const bookings = await get('bookings');
    const b = bookings.find((r) => r[0] === String(bookingId))!;
    expect(b.slice(3, 9)).toEqual(['Export Room', '2035-03-01', '2035-05-01', '2', "'-rm -rf", 'accepted']);
    const invoices = await get('invoices');
    expect(invoices[0]![0]).toBe('Invoice number');
    const inv = invoices.find((r) => r[2] === String(bookingId))!;
    expect(inv[1]).toBe('booking');
    expect(inv.slice(8, 11)).toEqual(['2000.00', '200.00', '2200.00']);
    const rsvps = await get('rsvps');
    expect(rsvps.find((r) => r[1] === 'Export Night')?.slice(7)).toEqual(['attending', expect.any(String)]);

    expect((await member.get('/api/exports/bookings.csv')).status).toBe(403);
    expect((await t.gql(member, q, { kind: 'users' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin.get('/api/exports/planets.csv')).status).toBe(400);
  });

  it('lists dues invoices in the invoices export (kind, plan, period) and memberships with their status in their own', async () => {
    const today = t.services.clock.today();
    const [{ id: plan }] = await t.ds.query(`INSERT INTO membership_plans (name, amount, period) VALUES ('Export plan', 12.5, 'monthly') RETURNING id`);
    const res = await admin.post('/api/memberships').send({ memberId: memberUser.id, planId: plan, startDate: today });
    expect(res.status).toBe(201);
    const [dues] = await t.ds.query(`SELECT invoice_number FROM invoices WHERE kind = 'dues' AND member_id = $1`, [memberUser.id]);

    const invoices = parseCsv((await admin.get('/api/exports/invoices.csv')).text);
    expect(invoices[0]!.slice(0, 8)).toEqual(['Invoice number', 'Kind', 'Booking ID', 'Member', 'Room', 'Plan', 'Start date', 'End date']);
    const row = invoices.find((r) => r[0] === dues.invoice_number)!;
    expect(row.slice(1, 11)).toEqual(['dues', '', expect.any(String), '', 'Export plan', today, expect.any(String), '12.50', '0.00', '12.50']);

    const csv = await admin.get('/api/exports/memberships.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="d-office-memberships-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual([
      'Member ID', 'Member', 'Email', 'Plan', 'Period', 'Amount', 'Plan since', 'Next plan', 'Next plan from', 'Status', 'Paid through', 'Owed since',
      'Lapses on', 'Unpaid invoices', 'Unpaid amount',
    ]);
    const mine = rows.find((r) => r[0] === String(memberUser.id))!;
    expect([mine[3], mine[4], mine[5], mine[6], mine[9], mine[11], mine[13], mine[14]]).toEqual(['Export plan', 'monthly', '12.50', today, 'due', today, '1', '12.50']);
    const gql = await t.gql<{ adminExport: { filename: string } }>(admin, `query { adminExport(kind: memberships) { filename } }`);
    expect(gql.data!.adminExport.filename).toMatch(/^d-office-memberships-/);
    expect((await member.get('/api/exports/memberships.csv')).status).toBe(403);
  });

  describe('a large export', () => {
    beforeAll(async () => {
      // 4,500 RSVPs: three cursor batches (2,000 each), and a partly filled last one.
      const [{ id: eventId }] = await t.ds.query(
        `INSERT INTO events (title, date, start_time, location, type, created_by) SELECT 'Stream Night', '2036-02-02', '18:00', 'Hall', 'social', id FROM users LIMIT 1 RETURNING id`,
      );
      const ids = await t.ds.query(
        `INSERT INTO users (username, email, password_hash, full_name) SELECT 'stream' || g, 'stream' || g || '@example.org', 'x', 'Stream ' || lpad(g::text, 5, '0')
           FROM generate_series(1, 4500) g RETURNING id`,
      );
      await t.ds.query(`INSERT INTO event_rsvps (event_id, member_id, status) SELECT $1, id, 'not_attending' FROM unnest($2::int[]) id`, [eventId, ids.map((r: { id: number }) => r.id)]);
    }, 60_000);

    it('streams a large export in batches from one snapshot: REST and GraphQL give the same bytes, every row once', async () => {
      const rest = await admin.get('/api/exports/rsvps.csv').buffer(true).parse((r, cb) => {
        let d = '';
        r.on('data', (c: Buffer) => (d += c.toString('utf8')));
        r.on('end', () => cb(null, d));
      });
      expect(rest.status).toBe(200);
      // A stream: chunked, no length and no ETag computed over the whole file.
      expect(rest.headers['transfer-encoding']).toBe('chunked');
      expect(rest.headers['content-length']).toBeUndefined();
      expect(rest.headers.etag).toBeUndefined();
      const q = `query { adminExport(kind: rsvps) { content } }`;
      const gql = ((await t.gql(admin, q)).data as { adminExport: { content: string } }).adminExport.content;
      expect(rest.body).toBe(gql);
      const rows = parseCsv(rest.body as string).filter((r) => r[1] === 'Stream Night');
      expect(rows).toHaveLength(4500);
      expect(new Set(rows.map((r) => r[6])).size).toBe(4500);
      expect(rows[0]![5]).toBe('Stream 00001');
      expect(rows[4499]![5]).toBe('Stream 04500');
    });

    /** Other sessions of this database inside a transaction: an export's, idle between batches or fetching one. */
    const openTransactions = async () => {
      const db = (t.ds.options as { url: string }).url.split('/').pop();
      return (await t.ds.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND xact_start IS NOT NULL AND pid <> pg_backend_pid()`, [db]))[0].n as number;
    };
    /** Waits (up to 2.5 s) for the abandoned exports' transactions to end: closing is asynchronous. */
    const transactionsLeftOpen = async () => {
      let open = await openTransactions();
      for (let i = 0; i < 50 && open > 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        open = await openTransactions();
      }
      return open;
    };

    it('a compressed download sends the header before any row is read (compression does not hold it back)', async () => {
      const u = await t.createUser({ isAdmin: true });
      const login = await t.agent().post('/api/auth/login').send({ username: u.username, password: 'secret123' });
      const session = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
      const server = http.createServer(t.handler).listen(0);
      try {
        const port = (server.address() as AddressInfo).port;
        // What the client can read first: the compressed bytes up to the first that decompress to anything.
        const text = await new Promise<string>((resolve, reject) => {
          http.get({ port, path: '/api/exports/rsvps.csv', headers: { cookie: session, 'accept-encoding': 'gzip' } }, (res) => {
            expect(res.headers['content-encoding']).toBe('gzip');
            let got = Buffer.alloc(0);
            res.on('data', (chunk: Buffer) => {
              got = Buffer.concat([got, chunk]);
              const sofar = zlib.gunzipSync(got, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString('utf8');
              if (!sofar) return;
              resolve(sofar);
              res.destroy();
            });
          }).on('error', reject);
        });
        // The header line alone (flushed at once), not the header and the first 2,000 rows.
        expect(text).toBe('\uFEFFEvent ID,Event,Date,Type,Event status,Member,Email,Answer,Answered\r\n');
        // The client went away after the header: the export's transaction ends and its connection goes back.
        expect(await transactionsLeftOpen()).toBe(0);
      } finally {
        server.close();
      }
    });

    it('a download abandoned half way hands its connection back and leaves no transaction open', async () => {
      // The REST route pipes this stream into the answer; a client going away destroys it (stream.pipeline).
      const viewer = { id: Number((await t.createUser({ isAdmin: true })).id), isAdmin: true, sessionId: '' };
      const { body } = await t.services.exports.csvStream(viewer, 'rsvps');
      const first = await new Promise<string>((resolve) => body.once('data', resolve));
      // The header alone comes first, before any batch is read (the first byte does not wait for the first sort).
      expect(first).toBe('\uFEFFEvent ID,Event,Date,Type,Event status,Member,Email,Answer,Answered\r\n');
      body.pause();
      // Mid-way: the cursor waits in its transaction for the reader.
      expect(await openTransactions()).toBe(1);
      body.destroy();
      expect(await transactionsLeftOpen()).toBe(0);
      // The pool is whole: the next export runs.
      expect((await admin.get('/api/exports/rsvps.csv')).status).toBe(200);
    });
  });
});
