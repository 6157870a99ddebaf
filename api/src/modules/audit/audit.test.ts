import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { createBooking, createRoom } from '../../../test/factories/bookings';
import { record } from './audit.record';
import type { UserDto } from '../users/user.mapper';

let t: TestContext;
let admin: Agent;
let adminUser: UserDto;
let member: Agent;
let memberUser: UserDto;

beforeAll(async () => {
  t = await createTestContext();
  ({ agent: admin, user: adminUser } = await t.signedIn({ isAdmin: true, fullName: 'Audrey Admin' }));
  ({ agent: member, user: memberUser } = await t.signedIn({ fullName: 'Mona Member' }));
});
afterAll(() => t.close());

const rows = (where = 'true', params: unknown[] = []) =>
  t.ds.query(`SELECT actor_id, actor_name, action, entity_type, entity_id, summary, before, after FROM audit_log WHERE ${where} ORDER BY id`, params);

const AUDIT_LOG = `query($filter: AuditLogFilter, $limit: Int, $offset: Int) {
  auditLog(filter: $filter, limit: $limit, offset: $offset) { total items { id at actorId actorName action entityType entityId summary before after } }
}`;

describe('writing audit entries in the transaction of the change', () => {
  it('a committed change leaves exactly one entry, a refused one none (booking accept over GraphQL)', async () => {
    const roomId = await createRoom(t, { name: 'Audit Room' });
    const bookingId = await createBooking(t, { roomId, memberId: memberUser.id });
    const before = await t.count('audit_log');

    const ok = await t.gql(admin, `mutation($id: ID!) { acceptRoomBooking(id: $id) { status } }`, { id: String(bookingId) });
    expect(ok.errors).toBeUndefined();
    const mine = await rows('entity_type = $1 AND entity_id = $2', ['booking', bookingId]);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      actor_id: adminUser.id,
      actor_name: 'Audrey Admin',
      action: 'booking.accepted',
      before: expect.objectContaining({ status: 'pending', memberId: memberUser.id, roomId }),
      after: expect.objectContaining({ status: 'accepted', reviewedBy: adminUser.id }),
    });

    // Accepting again is refused (409): nothing is written.
    const again = await t.gql(admin, `mutation($id: ID!) { acceptRoomBooking(id: $id) { status } }`, { id: String(bookingId) });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await t.count('audit_log')).toBe(before + 1);
  });

  it('a change that fails after its entry was written rolls the entry back with it', async () => {
    const before = await t.count('audit_log');
    await expect(
      t.ds.transaction(async (m) => {
        await record(m, { id: adminUser.id, isAdmin: true, sessionId: '' }, { action: 'room.deleted', entityType: 'room', entityId: 1, summary: 'x' });
        await m.query(`UPDATE meeting_rooms SET capacity = -1`); // the rooms CHECK refuses it
      }),
    ).rejects.toThrow();
    expect(await t.count('audit_log')).toBe(before);
    // And outside a transaction record() refuses to write at all.
    await expect(record(t.ds.manager, null, { action: 'room.deleted', entityType: 'room', entityId: 1, summary: 'x' })).rejects.toThrow(/inside the transaction/);
  });

  it('a refused deletion (a room with bookings, over REST) leaves no entry; a deletion leaves one with the room as it was', async () => {
    const busy = await createRoom(t, { name: 'Busy Room' });
    await createBooking(t, { roomId: busy, memberId: memberUser.id, startDate: '2032-01-01' });
    const before = await t.count('audit_log');
    expect((await admin.delete(`/api/meeting-rooms/${busy}`)).status).toBe(409);
    expect(await t.count('audit_log')).toBe(before);

    const free = await createRoom(t, { name: 'Free Room' });
    expect((await admin.delete(`/api/meeting-rooms/${free}`)).status).toBe(204);
    const [entry] = await rows('entity_type = $1 AND entity_id = $2', ['room', free]);
    expect(entry).toMatchObject({ action: 'room.deleted', summary: 'Deleted room Free Room', before: expect.objectContaining({ name: 'Free Room' }), after: null });
    expect(await t.count('audit_log')).toBe(before + 1);
  });

  it('payment steps each leave an entry; ticking a done step again leaves none', async () => {
    const roomId = await createRoom(t);
    const bookingId = await createBooking(t, { roomId, memberId: memberUser.id, startDate: '2033-01-01' });
    expect((await admin.post(`/api/room-bookings/${bookingId}/accept`)).status).toBe(200);
    expect((await admin.post(`/api/room-bookings/${bookingId}/request-deposit`)).status).toBe(200);
    expect((await admin.post(`/api/room-bookings/${bookingId}/request-deposit`)).status).toBe(200); // no-op
    expect((await admin.post(`/api/room-bookings/${bookingId}/collect-deposit`)).status).toBe(200);
    expect((await admin.post(`/api/room-bookings/${bookingId}/uncheck-deposit-received`)).status).toBe(200);
    const actions = (await rows('entity_type = $1 AND entity_id = $2', ['booking', bookingId])).map((r: { action: string }) => r.action);
    expect(actions).toEqual(['booking.accepted', 'booking.deposit_requested', 'booking.deposit_received', 'booking.deposit_received_undone']);
    const [step] = await rows('entity_id = $1 AND action = $2', [bookingId, 'booking.deposit_requested']);
    expect(step.before.depositRequestedAt).toBeNull();
    expect(step.after.depositRequestedAt).toEqual(expect.any(String));
  });

  it('role changes are recorded with the flags before and after; refusing to demote the last admin records nothing', async () => {
    const target = await t.createUser({ fullName: 'Paul Promoted' });
    const res = await admin.put(`/api/users/${target.id}`).send({ fullName: target.fullName, email: target.email, isAdmin: false, isParent: true });
    expect(res.status).toBe(200);
    const [entry] = await rows('entity_type = $1 AND entity_id = $2', ['user', target.id]);
    expect(entry).toMatchObject({
      action: 'user.role_changed',
      summary: 'Changed the roles of Paul Promoted: member → parent',
      before: expect.objectContaining({ isParent: false, isAdmin: false }),
      after: expect.objectContaining({ isParent: true, isAdmin: false }),
    });
    expect(JSON.stringify(entry)).not.toMatch(/password|\$2[aby]\$/i);

    const lone = await createTestContext();
    try {
      const { agent, user } = await lone.signedIn({ isAdmin: true });
      const refused = await agent.put(`/api/users/${user.id}`).send({ fullName: user.fullName, email: user.email, isAdmin: false });
      expect(refused.status).toBe(409);
      expect(await lone.count('audit_log')).toBe(0);
    } finally {
      await lone.close();
    }
  });

  it('deletions of events, announcements, teams, leagues and users are recorded', async () => {
    const ev = await admin.post('/api/events').send({ title: 'Gone Event', date: '2034-05-05', startTime: '10:00', location: 'Hall' });
    const an = await admin.post('/api/announcements').send({ title: 'Gone News', content: 'Soon gone', sendWhatsapp: true });
    const lg = await admin.post('/api/leagues').send({ name: 'Gone League' });
    const tm = await admin.post('/api/teams').send({ name: 'Gone Team' });
    const us = await t.createUser({ fullName: 'Gone User' });
    for (const path of [`/api/events/${ev.body.id}`, `/api/announcements/${an.body.id}`, `/api/teams/${tm.body.id}`, `/api/leagues/${lg.body.id}`, `/api/users/${us.id}`]) {
      expect((await admin.delete(path)).status).toBe(204);
    }
    const got = (await rows(`action LIKE '%.deleted' OR action = 'announcement.broadcast_requested'`)).map((r: { action: string; entity_id: number }) => `${r.action} ${r.entity_id}`);
    expect(got).toEqual(
      expect.arrayContaining([
        `announcement.broadcast_requested ${an.body.id}`,
        `event.deleted ${ev.body.id}`,
        `announcement.deleted ${an.body.id}`,
        `team.deleted ${tm.body.id}`,
        `league.deleted ${lg.body.id}`,
        `user.deleted ${us.id}`,
      ]),
    );
  });

  it('WhatsApp configuration saves are recorded without the access token', async () => {
    const res = await admin.post('/api/whatsapp/config').send({ phoneNumberId: '12345', accessToken: 'super-secret-token-value', webhookVerifyToken: 'verify-me', isActive: true });
    expect(res.status).toBe(200);
    const [entry] = await rows(`action = 'whatsapp.config_saved'`);
    expect(entry.after).toEqual({ phoneNumberId: '12345', isActive: true, accessTokenChanged: false, webhookVerifyTokenChanged: false });
    expect(JSON.stringify(entry)).not.toContain('super-secret');
  });
});

describe('reading the audit log', () => {
  it('lists newest first with filters over GraphQL and REST, and they agree', async () => {
    const all = await t.gql(admin, AUDIT_LOG, { limit: 200 });
    expect(all.errors).toBeUndefined();
    const page = (all.data as { auditLog: { total: number; items: { id: string; action: string; entityType: string; actorId: string; before: string | null }[] } }).auditLog;
    expect(page.total).toBe(await t.count('audit_log'));
    const ids = page.items.map((i) => Number(i.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // before/after are JSON text.
    expect(JSON.parse(page.items.find((i) => i.action === 'room.deleted')!.before!)).toMatchObject({ name: 'Free Room' });

    const bookingsOnly = await t.gql(admin, AUDIT_LOG, { filter: { entityType: 'booking', actorId: String(adminUser.id) } });
    const items = (bookingsOnly.data as { auditLog: { items: { id: string; entityType: string; actorId: string }[] } }).auditLog.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.entityType === 'booking' && i.actorId === String(adminUser.id))).toBe(true);

    const rest = await admin.get('/api/audit-log').query({ entityType: 'booking', actorId: adminUser.id });
    expect(rest.status).toBe(200);
    expect(rest.body.items.map((i: { id: number }) => String(i.id))).toEqual(items.map((i) => i.id));
    expect(rest.body.total).toBe(items.length);

    const byAction = await admin.get('/api/audit-log').query({ action: 'room.deleted' });
    expect(byAction.body.items.map((i: { action: string }) => i.action)).toEqual(['room.deleted']);
  });

  it('pages with limit and offset, and filters by day (inclusive, server-local)', async () => {
    const first = await admin.get('/api/audit-log').query({ limit: 2 });
    const second = await admin.get('/api/audit-log').query({ limit: 2, offset: 2 });
    expect(first.body.items).toHaveLength(2);
    expect(second.body.items[0].id).toBeLessThan(first.body.items[1].id);
    expect(second.body.total).toBe(first.body.total);
    const beyond = await admin.get('/api/audit-log').query({ limit: 2, offset: 10000 });
    expect(beyond.body).toEqual({ items: [], total: first.body.total, nextCursor: null });

    // Keyset paging: after a page's nextCursor comes what offset gives, over REST and GraphQL; the last page has none.
    expect(first.body.nextCursor).toBe(String(first.body.items[1].id));
    const byCursor = await admin.get('/api/audit-log').query({ limit: 2, after: first.body.nextCursor });
    expect(byCursor.body).toEqual(second.body);
    const viaGql = await t.gql(admin, `query($after: String) { auditLog(limit: 2, after: $after) { total nextCursor items { id } } }`, { after: first.body.nextCursor });
    const gqlPage = (viaGql.data as { auditLog: { total: number; nextCursor: string | null; items: { id: string }[] } }).auditLog;
    expect(gqlPage).toEqual({ total: second.body.total, nextCursor: second.body.nextCursor, items: second.body.items.map((i: { id: number }) => ({ id: String(i.id) })) });
    const all = await admin.get('/api/audit-log').query({ limit: 200 });
    const last = all.body.items.at(-1).id;
    expect(all.body.nextCursor).toBeNull();
    expect((await admin.get('/api/audit-log').query({ limit: 2, after: all.body.items.at(-2).id })).body).toEqual({ items: [all.body.items.at(-1)], total: all.body.total, nextCursor: null });
    expect((await admin.get('/api/audit-log').query({ limit: 2, after: last })).body).toEqual({ items: [], total: all.body.total, nextCursor: null });
    // With a filter, the cursor pages within it.
    const booked = await admin.get('/api/audit-log').query({ entityType: 'booking', limit: 1 });
    const nextBooked = await admin.get('/api/audit-log').query({ entityType: 'booking', limit: 1, after: booked.body.nextCursor });
    expect(nextBooked.body.items.map((i: { entityType: string }) => i.entityType)).toEqual(['booking']);
    expect(nextBooked.body.items[0].id).toBeLessThan(booked.body.items[0].id);

    const d = new Date();
    const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect((await admin.get('/api/audit-log').query({ from: today, to: today })).body.total).toBe(first.body.total);
    expect((await admin.get('/api/audit-log').query({ to: '2000-01-01' })).body.total).toBe(0);
  });

  it('refuses bad filters with 400 and names the actors and actions for the filters', async () => {
    expect((await admin.get('/api/audit-log').query({ from: '2026-02-30' })).status).toBe(400);
    expect((await admin.get('/api/audit-log').query({ from: '2026-02-02', to: '2026-02-01' })).body.message).toBe('To must not be before From');
    expect((await admin.get('/api/audit-log').query({ entityType: 'planet' })).status).toBe(400);
    expect((await admin.get('/api/audit-log').query({ actorId: 'abc' })).status).toBe(400);
    expect((await admin.get('/api/audit-log').query({ colour: 'red' })).status).toBe(400);
    expect((await admin.get('/api/audit-log').query({ limit: 500 })).status).toBe(400);
    const notCursor = await admin.get('/api/audit-log').query({ after: 'abc' });
    expect(notCursor.status).toBe(400);
    expect(notCursor.body.message).toBe('after must be the nextCursor of a page');
    const both = await admin.get('/api/audit-log').query({ after: '5', offset: 2 });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Give either after or offset, not both');
    const bad = await t.gql(admin, AUDIT_LOG, { filter: { from: '2026-05-02', to: '2026-05-01' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const actors = await admin.get('/api/audit-log/actors');
    expect(actors.body).toEqual([{ id: adminUser.id, name: 'Audrey Admin' }]);
    const actions = await t.gql(admin, `{ auditActions }`);
    expect((actions.data as { auditActions: string[] }).auditActions).toEqual(expect.arrayContaining(['booking.accepted', 'room.deleted', 'user.role_changed']));
  });

  it('is for admins only', async () => {
    expect((await member.get('/api/audit-log')).status).toBe(403);
    expect((await t.gql(member, AUDIT_LOG)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('nothing edits or removes an entry', () => {
  it('offers no API to change the log', async () => {
    const [{ id }] = await t.ds.query(`SELECT id FROM audit_log LIMIT 1`);
    expect((await admin.put(`/api/audit-log/${id}`).send({ summary: 'changed' })).status).toBe(404);
    expect((await admin.delete(`/api/audit-log/${id}`)).status).toBe(404);
    const mutations = await t.gql(admin, `{ __schema { mutationType { fields { name } } } }`);
    const names = (mutations.data as { __schema: { mutationType: { fields: { name: string }[] } } }).__schema.mutationType.fields.map((f) => f.name);
    expect(names.filter((n) => /audit/i.test(n))).toEqual([]);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of audit_log, whoever sends them', async () => {
    const n = await t.count('audit_log');
    await expect(t.ds.query(`UPDATE audit_log SET summary = 'forged'`)).rejects.toMatchObject({ driverError: expect.objectContaining({ code: '42501' }) });
    await expect(t.ds.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
    await expect(t.ds.query(`TRUNCATE audit_log`)).rejects.toThrow(/append-only/);
    expect(await t.count('audit_log')).toBe(n);
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM audit_log WHERE summary = 'forged'`))[0].n).toBe(0);
  });
});
