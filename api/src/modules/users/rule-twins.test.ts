import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { deleteRoomRefusal, isRoomListedFor } from '../../../../rules/rooms';
import { registerRefusal, takenRefusal } from '../../../../rules/users';
import { createBooking, createRoom } from '../../../test/factories/bookings';

/** rules/users.ts and rules/rooms.ts beside their PostgreSQL twins, fed the same cases. */
let t: TestContext;
let member: Agent;
let admin: Agent;
beforeAll(async () => {
  t = await createTestContext();
  member = (await t.signedIn()).agent;
  admin = (await t.signedIn({ isAdmin: true })).agent;
});
afterAll(() => t.close());

async function refusedBy(work: () => Promise<unknown>): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (err) {
    return (err as { driverError?: { constraint?: string } }).driverError?.constraint ?? String(err);
  }
}

let n = 0;
const insertUser = (username: string, email: string) =>
  t.ds.query(`INSERT INTO users (username, email, password_hash, full_name) VALUES ($1, $2, 'x', 'Twin')`, [username, email]);

describe('takenRefusal ↔ users_username_key and users_email_key (lower(...))', () => {
  const cases: [string, string][] = [
    ['Same.Name', 'same@example.org'],
    ['same.name', 'other@example.org'],
    ['other', 'SAME@example.org'],
    ['other', 'same@example.org '],
    ['Émile', 'emile@example.org'],
    ['émile', 'emile2@example.org'],
    ['fresh', 'fresh@example.org'],
  ];
  it.each(cases)('an account named %s <%s> beside one named Same.Name <same@example.org>', async (username, email) => {
    const tag = `_${++n}`;
    const existing = { username: `Same.Name${tag}`, email: `same${tag}@example.org` };
    await insertUser(existing.username, existing.email);
    // The tag keeps the cases apart: at the end of the name, before the @.
    const wanted = { username: `${username}${tag}`, email: email.trim().replace('@', `${tag}@`) };
    const rule = takenRefusal(wanted, [existing]);
    const db = await refusedBy(() => insertUser(wanted.username, wanted.email));
    expect(rule?.field ?? null).toBe(db === 'users_username_key' ? 'username' : db === 'users_email_key' ? 'email' : null);
  });

  it('registration: the email is the username too', async () => {
    await insertUser('reg.user@example.org', 'elsewhere@example.org');
    expect(registerRefusal('Reg.User@example.org', [{ username: 'reg.user@example.org', email: 'elsewhere@example.org' }])?.message).toBe(
      'An account with this email already exists',
    );
    expect(await refusedBy(() => insertUser('reg.user@example.org', 'reg.user@example.org'))).toBe('users_username_key');
  });
});

describe('deleteRoomRefusal ↔ room_bookings_room_id_fkey (ON DELETE RESTRICT)', () => {
  it.each([
    ['no requests', []],
    ['a pending request', ['pending']],
    ['a rejected request', ['rejected']],
    ['an accepted booking', ['accepted']],
  ] as const)('a room with %s', async (_name, statuses) => {
    const roomId = await createRoom(t);
    const memberId = (await t.createUser()).id;
    for (const [i, status] of statuses.entries()) await createBooking(t, { roomId, memberId, status, startDate: `204${i}-01-01` });
    const db = await refusedBy(() => t.ds.query(`DELETE FROM meeting_rooms WHERE id = $1`, [roomId]));
    expect(deleteRoomRefusal(statuses.length) === null).toBe(db === null);
  });
});

describe('isRoomListedFor ↔ RoomsRepository.list activeOnly', () => {
  it('lists for members exactly the rooms the rule lists, and every room for admins', async () => {
    const rooms = [
      { id: await createRoom(t, { name: 'Twin Active', isActive: true }), isActive: true },
      { id: await createRoom(t, { name: 'Twin Inactive', isActive: false }), isActive: false },
    ];
    for (const [agent, viewer] of [[member, { isAdmin: false }], [admin, { isAdmin: true }]] as const) {
      const listed = new Set(((await agent.get('/api/meeting-rooms')).body as { id: number }[]).map((r) => r.id));
      for (const r of rooms) expect(listed.has(r.id)).toBe(isRoomListedFor(viewer, r));
    }
  });
});
