import dayjs from 'dayjs';
import { createRoom, dayFromToday } from './factories/bookings';
import { createTestContext, type TestContext } from './harness';
import { buildServerOnce, errorLines, signIn, startInstance, type Instance } from './instances';
import { mailsTo, tempOutbox } from './outbox';
import { startPgBouncer } from './pgbouncer';
import { findProgram, missingProgram } from './services-bin';

/**
 * Issue 40 item 2: D.Office behind PgBouncer in transaction mode — two ROLE=web instances and one ROLE=worker, real
 * processes, their DATABASE_URL the pooler and DATABASE_DIRECT_URL the database itself (the migrations' and the job
 * queue's sessions). The smoke path over REST and GraphQL on both web instances, the jobs, and a reminder sent once.
 * PgBouncer has fewer server connections than the instances' pools: a statement named on one is unknown on the next.
 */
const bin = findProgram('pgbouncer');
// eslint-disable-next-line no-console
if (!bin) console.warn(missingProgram('pgbouncer'));
const maybe = bin ? describe : describe.skip;

jest.setTimeout(180_000);

maybe('behind PgBouncer in transaction mode: two web instances and a worker', () => {
  let t: TestContext;
  let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
  const outbox = tempOutbox();
  const web: Instance[] = [];
  let worker: Instance;

  beforeAll(async () => {
    t = await createTestContext();
    const direct = (t.ds.options as { url: string }).url;
    bouncer = await startPgBouncer(bin!, direct);
    await buildServerOnce();
    const env = { DATABASE_URL: bouncer.url(new URL(direct).pathname.slice(1)), DATABASE_DIRECT_URL: direct, OUTBOX_DIR: outbox };
    [web[0], web[1], worker] = await Promise.all([
      startInstance({ ...env, ROLE: 'web', SHUTDOWN_DRAIN_SECONDS: '0' }),
      startInstance({ ...env, ROLE: 'web', SHUTDOWN_DRAIN_SECONDS: '0' }),
      startInstance({ ...env, ROLE: 'worker', NOTIFY_SWEEP_SECONDS: '1' }),
    ]);
  }, 180_000);

  afterAll(async () => {
    const running = [...web, worker].filter(Boolean);
    const codes = await Promise.all(running.map((i) => i.stop()));
    await bouncer?.stop();
    await t?.close();
    // Each stopped cleanly, through the pooler too (else what it said last).
    expect(codes.map((c, i) => (c === 0 ? 0 : `${c}: ${running[i].output().slice(-1500)}`))).toEqual(codes.map(() => 0));
  });

  const call = async (base: string, token: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const gql = (base: string, token: string, query: string, variables?: Record<string, unknown>) => call(base, token, 'POST', '/graphql', { query, variables });

  it('serves the smoke path on both web instances, runs the jobs on the worker, and sends a reminder exactly once', async () => {
    const [a, b] = web.map((w) => w.url);
    const admin = await t.createUser({ isAdmin: true });
    const member = await t.createUser();
    const adminToken = await signIn(a, admin.username);
    const memberToken = await signIn(b, member.username);

    // An event three hours from now: within the member's 24-hour reminder once they attend.
    const at = dayjs().add(3, 'hour');
    const [{ id: eventId }] = await t.ds.query(
      `INSERT INTO events (title, date, start_time, location) VALUES ('Pooled Quiz', $1, $2, 'Club Room') RETURNING id`,
      [at.format('YYYY-MM-DD'), at.format('HH:mm')],
    );

    // Hot reads (named prepared statements on a direct connection), many at once on both instances: more statements
    // than PgBouncer has server connections, so they land on connections that never saw them prepared.
    const reads = await Promise.all(
      Array.from({ length: 24 }, (_, i) => (i % 3 === 2 ? gql(web[i % 2].url, memberToken, '{ events { id title } }') : call(web[i % 2].url, memberToken, 'GET', '/api/events'))),
    );
    for (const r of reads) {
      expect(r.status).toBe(200);
      const list = Array.isArray(r.body) ? r.body : (r.body.items ?? r.body.data?.events);
      expect(list.map((e: { title: string }) => e.title)).toContain('Pooled Quiz');
    }

    expect((await call(b, memberToken, 'POST', `/api/events/${eventId}/rsvp`, { status: 'attending' })).status).toBeLessThan(300);
    const rsvp = await gql(a, memberToken, 'query($id: ID!) { event(id: $id) { id currentUserRsvp { status } } }', { id: String(eventId) });
    expect(rsvp.body).toEqual({ data: { event: { id: String(eventId), currentUserRsvp: { status: 'attending' } } } });

    const roomId = await createRoom(t);
    const asked = await call(a, memberToken, 'POST', '/api/room-bookings', { roomId, startDate: dayFromToday(30), durationMonths: 1 });
    expect(asked.status).toBe(201);
    const accepted = await gql(b, adminToken, 'mutation($id: ID!) { acceptRoomBooking(id: $id) { id status } }', { id: String(asked.body.id) });
    expect(accepted.body).toEqual({ data: { acceptRoomBooking: { id: String(asked.body.id), status: 'accepted' } } });
    const mine = await call(b, memberToken, 'GET', '/api/room-bookings/mine');
    expect(mine.status).toBe(200);

    const news = await call(b, adminToken, 'POST', '/api/announcements', { title: 'Pooled news', content: 'Through the pooler.', sendWhatsapp: true });
    expect(news.status).toBe(201);

    // The worker's jobs: the announcement's broadcast and the event's reminder, by email to the member.
    const subjects = () => mailsTo(outbox, member.email).map((m) => m.subject);
    const deadline = Date.now() + 60_000;
    while (!(subjects().includes('Reminder: Pooled Quiz') && subjects().includes('Announcement: Pooled news')) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
    }
    // A few more sweeps (one a second): nothing goes out twice.
    await new Promise((r) => setTimeout(r, 4000));
    expect(subjects().filter((s) => s === 'Reminder: Pooled Quiz')).toHaveLength(1);
    expect(subjects().filter((s) => s === 'Announcement: Pooled news')).toHaveLength(1);
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM notification_deliveries WHERE recipient_id = $1 AND kind = 'event_reminder' AND channel = 'email'`,
      [member.id],
    );
    expect(n).toBe(1);

    // Nobody logged an error (a prepared statement unknown on a server connection, a lost lock) on the way.
    for (const i of [...web, worker]) expect(errorLines(i.output())).toEqual([]);
  });
});
