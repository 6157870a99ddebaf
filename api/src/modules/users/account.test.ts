import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { createBooking, createRoom } from '../../../test/factories/bookings';
import type { UserDto } from './user.mapper';

let t: TestContext;
let admin: Agent;

beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.signedIn({ isAdmin: true })).agent;
});
afterAll(() => t.close());

async function memberWithData(fullName: string) {
  const { user, agent } = await t.signedIn({ fullName, isParent: true });
  const roomId = await createRoom(t);
  const bookingId = await createBooking(t, { roomId, memberId: user.id, startDate: '2036-01-01' });
  await admin.post(`/api/room-bookings/${bookingId}/accept`).expect(200);
  const past = await t.ds.query(`INSERT INTO events (title, date, start_time, location, status) VALUES ('Old Party', '2020-01-01', '18:00', 'Hall', 'confirmed') RETURNING id`);
  await t.ds.query(`INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, 'attending')`, [past[0].id, user.id]);
  const future = await admin.post('/api/events').send({ title: 'Future Party', date: '2036-02-02', startTime: '18:00', location: 'Hall', maxAttendees: 1 });
  await agent.post(`/api/events/${future.body.id}/rsvp`).send({ status: 'attending' }).expect(201);
  await agent.post('/api/children').send({ name: `Kid of ${fullName}`, dateOfBirth: '2016-05-05' }).expect(201);
  await agent.post('/api/calendar/feeds').send({}).expect(201);
  await agent.put('/api/profile').send({ fullName, phone: '+6512345678', whatsappPhone: null, whatsappOptIn: false, bio: 'Hello', preferences: { emailNotifications: false, whatsappEventReminders: false, whatsappAnnouncements: false, reminderTimingHours: 24 } }).expect(200);
  return { user, agent, bookingId, futureEventId: future.body.id as number };
}

describe('my data as JSON', () => {
  it('REST download and GraphQL text carry the same document: account, bookings with invoices, RSVPs, children, feeds; no secrets', async () => {
    const { user, agent, bookingId } = await memberWithData('Jo Export');
    const res = await agent.get('/api/profile/export.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="d-office-my-data-.*\.json"$/);
    const data = JSON.parse(res.text);
    expect(data.account).toMatchObject({ id: user.id, fullName: 'Jo Export', phone: '+6512345678', bio: 'Hello', isParent: true });
    expect(data.bookings).toEqual([expect.objectContaining({ id: bookingId, status: 'accepted', invoice: expect.objectContaining({ total: '1200.00' }) })]);
    expect(data.rsvps.map((r: { event: string }) => r.event)).toEqual(['Old Party', 'Future Party']);
    expect(data.children).toEqual([expect.objectContaining({ name: 'Kid of Jo Export' })]);
    expect(data.calendarFeeds).toHaveLength(1);
    expect(data.notificationPreferences).toMatchObject({ emailNotifications: false });
    expect(res.text).not.toMatch(/password|\$2[aby]\$|token/i);

    const gql = await t.gql(agent, `{ myDataExport }`);
    const viaGql = JSON.parse((gql.data as { myDataExport: string }).myDataExport);
    expect({ ...viaGql, exportedAt: null, sessions: null }).toEqual({ ...data, exportedAt: null, sessions: null });
    expect((await t.agent().get('/api/profile/export.json')).status).toBe(401);
  });
});

describe('deleting my account', () => {
  it('needs the right password: a wrong one changes nothing and keeps the member signed in', async () => {
    const { agent, user } = await t.signedIn({ fullName: 'Careful Carl' });
    const wrong = await agent.post('/api/profile/delete-account').send({ password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'That password is not right', field: 'password', errors: [{ field: 'password', message: 'That password is not right' }] });
    expect((await t.gql(agent, `mutation { deleteMyAccount(password: "") }`)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await agent.get('/api/auth/me')).body.id).toBe(user.id);
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM audit_log WHERE entity_id = $1`, [user.id]))[0].n).toBe(0);
  });

  it('over REST: own data goes, bookings and invoices stay anonymised, past RSVPs stay, sessions end, sign-in fails, one audit entry', async () => {
    const { user, agent, bookingId, futureEventId } = await memberWithData('Del Rest');
    const second = t.agent();
    await second.post('/api/auth/login').send({ username: user.email, password: 'secret123' }).expect(200);

    const res = await agent.post('/api/profile/delete-account').send({ password: 'secret123' });
    expect(res.status).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/doffice_session=;/);

    expect((await agent.get('/api/auth/me')).status).toBe(401);
    expect((await second.get('/api/auth/me')).status).toBe(401);
    expect((await t.agent().post('/api/auth/login').send({ username: user.email, password: 'secret123' })).status).toBe(401);
    expect((await t.agent().post('/api/auth/login').send({ username: `deleted-${user.id}`, password: 'secret123' })).status).toBe(401);

    const [row] = await t.ds.query(`SELECT username, email, full_name, phone, bio, is_parent, deleted_at FROM users WHERE id = $1`, [user.id]);
    expect(row).toMatchObject({ username: `deleted-${user.id}`, email: `deleted-${user.id}@deleted.invalid`, full_name: 'Deleted member', phone: null, bio: null, is_parent: false });
    expect(row.deleted_at).not.toBeNull();
    // Kept: the booking and its invoice, now naming 'Deleted member'.
    const booking = (await admin.get('/api/room-bookings')).body.find((b: { id: number }) => b.id === bookingId);
    expect(booking).toMatchObject({ status: 'accepted', member: { fullName: 'Deleted member' }, invoice: expect.objectContaining({ totalAmount: '1200.00' }) });
    // Gone: future RSVPs, children, feeds, preferences, sessions. Past RSVPs stay (attendance history).
    const counts = await t.ds.query(
      `SELECT (SELECT count(*)::int FROM event_rsvps WHERE member_id = $1 AND event_id = $2) AS future,
              (SELECT count(*)::int FROM event_rsvps WHERE member_id = $1) AS rsvps,
              (SELECT count(*)::int FROM children WHERE name = 'Kid of Del Rest') AS children,
              (SELECT count(*)::int FROM calendar_feeds WHERE owner_id = $1) AS feeds,
              (SELECT count(*)::int FROM notification_preferences WHERE user_id = $1) AS prefs,
              (SELECT count(*)::int FROM sessions WHERE user_id = $1) AS sessions`,
      [user.id, futureEventId],
    );
    expect(counts[0]).toEqual({ future: 0, rsvps: 1, children: 0, feeds: 0, prefs: 0, sessions: 0 });
    // Manage Users no longer lists the account.
    expect((await admin.get('/api/users')).body.map((u: UserDto) => u.id)).not.toContain(user.id);

    const audit = await t.ds.query(`SELECT actor_id, actor_name, action, before, after FROM audit_log WHERE entity_type = 'user' AND entity_id = $1`, [user.id]);
    expect(audit).toEqual([
      {
        actor_id: user.id,
        actor_name: 'Deleted member',
        action: 'user.account_deleted',
        before: { isAdmin: false, isParent: true },
        after: { deleted: true, futureRsvps: 1, waitlist: 0, children: 1, calendarFeeds: 1 },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('Del Rest');
  });

  it('over GraphQL, and the last admin cannot delete their own account', async () => {
    const { agent, user } = await t.signedIn({ fullName: 'Gql Gone' });
    const ok = await t.gql(agent, `mutation { deleteMyAccount(password: "secret123") }`);
    expect(ok.data).toEqual({ deleteMyAccount: true });
    expect((await t.gql(agent, `{ me { id } }`)).data).toEqual({ me: null });
    expect((await t.ds.query(`SELECT full_name FROM users WHERE id = $1`, [user.id]))[0].full_name).toBe('Deleted member');

    const lone = await createTestContext();
    try {
      const { agent: soleAdmin, user: a } = await lone.signedIn({ isAdmin: true });
      const refused = await soleAdmin.post('/api/profile/delete-account').send({ password: 'secret123' });
      expect(refused.status).toBe(409);
      expect((await lone.ds.query(`SELECT deleted_at FROM users WHERE id = $1`, [a.id]))[0].deleted_at).toBeNull();
      expect(await lone.count('audit_log')).toBe(0);
    } finally {
      await lone.close();
    }
  });

  it('the database refuses a deleted account that is an admin or parent', async () => {
    const u = await t.createUser();
    await expect(t.ds.query(`UPDATE users SET deleted_at = now(), is_admin = true WHERE id = $1`, [u.id])).rejects.toThrow(/users_deleted_has_no_role/);
  });
});
