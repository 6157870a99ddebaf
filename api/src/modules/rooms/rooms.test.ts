import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { createBooking, createRoom, HUGE, snapshot } from '../../../test/factories/bookings';

let t: TestContext;
let admin: Agent;
let member: Agent;
let memberId: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.signedIn({ isAdmin: true })).agent;
  const m = await t.signedIn();
  member = m.agent;
  memberId = m.user.id;
});
afterAll(() => t.close());

const ROOM_FIELDS = `id name capacity description location amenities pricePerMonth deposit minimumBookingMonths isActive createdAt`;

describe('creating rooms', () => {
  it('applies the defaults of §9 when only a name is given', async () => {
    const res = await admin.post('/api/meeting-rooms').send({ name: '  Boardroom  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Boardroom',
      capacity: 0,
      amenities: [],
      pricePerMonth: '0.00',
      deposit: '0.00',
      minimumBookingMonths: 1,
      isActive: true,
      description: null,
      location: null,
    });
  });

  it('trims amenities, drops empties and repeats, and stores money exactly', async () => {
    const res = await admin.post('/api/meeting-rooms').send({
      name: 'Studio',
      capacity: 12,
      amenities: [' Projector ', '', '  ', 'Whiteboard', 'Projector'],
      pricePerMonth: 1500,
      deposit: '99.5',
      minimumBookingMonths: 3,
      location: 'Level 2',
      description: 'Bright',
      isActive: false,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amenities: ['Projector', 'Whiteboard'], pricePerMonth: '1500.00', deposit: '99.50', capacity: 12 });
    const [row] = await t.ds.query(`SELECT price_per_month::text AS p, deposit::text AS d FROM meeting_rooms WHERE id = $1`, [res.body.id]);
    expect(row).toEqual({ p: '1500.00', d: '99.50' });
  });

  it('keeps an explicit null price as "not set"', async () => {
    const res = await admin.post('/api/meeting-rooms').send({ name: 'Unpriced', pricePerMonth: null, deposit: null });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ pricePerMonth: null, deposit: null });
  });

  it('is the same through GraphQL', async () => {
    const res = await t.gql(admin, `mutation($i: MeetingRoomInput!) { createMeetingRoom(input: $i) { ${ROOM_FIELDS} } }`, {
      i: { name: 'Gql room', amenities: ['Wi-Fi', ' '], pricePerMonth: '19.99', capacity: 3 },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({
      createMeetingRoom: { name: 'Gql room', amenities: ['Wi-Fi'], pricePerMonth: '19.99', deposit: '0.00', minimumBookingMonths: 1, isActive: true },
    });
  });

  it('is for admins only', async () => {
    const before = await snapshot(t);
    expect((await member.post('/api/meeting-rooms').send({ name: 'Mine' })).status).toBe(403);
    expect((await t.agent().post('/api/meeting-rooms').send({ name: 'Anon' })).status).toBe(401);
    const gql = await t.gql(member, `mutation { createMeetingRoom(input: { name: "Mine" }) { id } }`);
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await snapshot(t)).toBe(before);
  });
});

describe('refused room input changes nothing', () => {
  const cases: [string, unknown, RegExp][] = [
    ['a missing name', { capacity: 2 }, /Room name is required/],
    ['a blank name', { name: '   ' }, /Room name is required/],
    ['an unknown field', { name: 'X', colour: 'red' }, /Unknown field: colour/],
    ['a body that is a list', [{ name: 'X' }], /JSON object/],
    ['capacity as text', { name: 'X', capacity: '5' }, /Capacity must be a whole number/],
    ['a negative capacity', { name: 'X', capacity: -1 }, /Capacity cannot be negative/],
    ['a fractional capacity', { name: 'X', capacity: 2.5 }, /Capacity must be a whole number/],
    ['a null capacity', { name: 'X', capacity: null }, /Capacity must be a whole number/],
    ['a negative price', { name: 'X', pricePerMonth: -1 }, /Monthly price must be a non-negative amount/],
    ['three decimals', { name: 'X', pricePerMonth: '1.234' }, /at most two decimals/],
    ['a price that is not a number', { name: 'X', pricePerMonth: 'ten' }, /Monthly price/],
    ['a boolean deposit', { name: 'X', deposit: true }, /Deposit must be/],
    ['a huge price', { name: 'X', pricePerMonth: '9999999999.99' }, /at most 99,999,999.99/],
    ['zero minimum months', { name: 'X', minimumBookingMonths: 0 }, /at least 1 month/],
    ['121 minimum months', { name: 'X', minimumBookingMonths: 121 }, /at most 120 months/],
    ['fractional minimum months', { name: 'X', minimumBookingMonths: 1.5 }, /whole number/],
    ['amenities as text', { name: 'X', amenities: 'a, b' }, /Amenities must be a list/],
    ['an amenity that is a number', { name: 'X', amenities: ['ok', 7] }, /must be text/],
    ['a 100 KB name', { name: HUGE }, /Room name is too long/],
    ['a 100 KB description', { name: 'X', description: HUGE }, /Description must be at most/],
    ['a 100 KB amenity', { name: 'X', amenities: [HUGE] }, /Each amenity must be at most/],
    ['too many amenities', { name: 'X', amenities: Array.from({ length: 31 }, (_, i) => `a${i}`) }, /At most 30 amenities/],
    ['isActive as text', { name: 'X', isActive: 'yes' }, /true or false/],
  ];

  it.each(cases)('POST refuses %s with 400', async (_name, body, message) => {
    const before = await snapshot(t);
    const res = await admin.post('/api/meeting-rooms').send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await snapshot(t)).toBe(before);
  });

  it.each(cases)('PUT refuses %s with 400', async (_name, body, message) => {
    const id = await createRoom(t, { name: 'Untouched' });
    const before = await snapshot(t);
    const res = await admin.put(`/api/meeting-rooms/${id}`).send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses malformed JSON', async () => {
    const before = await snapshot(t);
    const res = await admin.post('/api/meeting-rooms').set('content-type', 'application/json').send('{"name": "X",');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Request body is not valid JSON');
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses bad GraphQL input with BAD_USER_INPUT', async () => {
    const before = await snapshot(t);
    for (const i of [{ name: 'X', capacity: -3 }, { name: 'X', pricePerMonth: '-5' }, { name: 'X', minimumBookingMonths: 0 }, { name: HUGE }]) {
      const res = await t.gql(admin, `mutation($i: MeetingRoomInput!) { createMeetingRoom(input: $i) { id } }`, { i });
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await snapshot(t)).toBe(before);
  });
});

describe('listing rooms', () => {
  let active: number;
  let inactive: number;
  beforeAll(async () => {
    await t.ds.query(`DELETE FROM room_bookings`);
    await t.ds.query(`DELETE FROM meeting_rooms`);
    active = await createRoom(t, { name: 'B active' });
    await createRoom(t, { name: 'A active' });
    inactive = await createRoom(t, { name: 'C inactive', isActive: false });
  });

  it('shows members active rooms only, ordered by name', async () => {
    const res = await member.get('/api/meeting-rooms');
    expect(res.status).toBe(200);
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(['A active', 'B active']);
    const gql = await t.gql<{ meetingRooms: { name: string }[] }>(member, `{ meetingRooms { name } }`);
    expect(gql.data?.meetingRooms.map((r) => r.name)).toEqual(['A active', 'B active']);
  });

  it('shows admins every room', async () => {
    const res = await admin.get('/api/meeting-rooms');
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(['A active', 'B active', 'C inactive']);
    const page = await t.gql<{ meetingRooms: { id: string }[] }>(admin, `{ meetingRooms(limit: 1, offset: 1) { id } }`);
    expect(page.data?.meetingRooms).toEqual([{ id: String(active) }]);
  });

  it('needs a signed-in caller and sane paging', async () => {
    expect((await t.agent().get('/api/meeting-rooms')).status).toBe(401);
    expect((await admin.get('/api/meeting-rooms?limit=100000')).status).toBe(400);
    expect((await admin.get('/api/meeting-rooms?offset=-1')).status).toBe(400);
    expect(inactive).toBeGreaterThan(0);
  });
});

describe('updating rooms', () => {
  it('replaces the fields; omitted ones take the defaults', async () => {
    const created = await admin.post('/api/meeting-rooms').send({ name: 'Old', capacity: 8, amenities: ['TV'], pricePerMonth: 10 });
    const res = await admin.put(`/api/meeting-rooms/${created.body.id}`).send({ name: 'New', pricePerMonth: '12.30', isActive: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.body.id, name: 'New', capacity: 0, amenities: [], pricePerMonth: '12.30', isActive: false });
    const gql = await t.gql(admin, `mutation($id: ID!) { updateMeetingRoom(id: $id, input: { name: "Newer", capacity: 2 }) { name capacity isActive } }`, {
      id: String(created.body.id),
    });
    expect(gql.data).toEqual({ updateMeetingRoom: { name: 'Newer', capacity: 2, isActive: true } });
    await admin.put(`/api/meeting-rooms/${created.body.id}`).send({ name: 'Off', isActive: false });
    const again = await admin.put(`/api/meeting-rooms/${created.body.id}`).send({ name: 'On again' });
    expect(again.body).toMatchObject({ name: 'On again', isActive: true, minimumBookingMonths: 1 });
  });

  it('answers 404 for an unknown room and 400 for a malformed id', async () => {
    const before = await snapshot(t);
    expect((await admin.put('/api/meeting-rooms/999999').send({ name: 'X' })).status).toBe(404);
    expect((await admin.put('/api/meeting-rooms/abc').send({ name: 'X' })).status).toBe(400);
    expect((await admin.put('/api/meeting-rooms/99999999999').send({ name: 'X' })).status).toBe(400);
    expect((await member.put('/api/meeting-rooms/1').send({ name: 'X' })).status).toBe(403);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('deleting rooms', () => {
  it('deletes a room without bookings (204), then answers 404', async () => {
    const id = await createRoom(t);
    expect((await admin.delete(`/api/meeting-rooms/${id}`)).status).toBe(204);
    expect((await admin.delete(`/api/meeting-rooms/${id}`)).status).toBe(404);
    const gql = await t.gql(admin, `mutation { deleteMeetingRoom(id: "${await createRoom(t)}") }`);
    expect(gql.errors).toBeUndefined();
  });

  it('refuses with 409 when the room has bookings, suggesting deactivation, and keeps the history', async () => {
    const id = await createRoom(t);
    await createBooking(t, { roomId: id, memberId });
    const before = await snapshot(t);
    const res = await admin.delete(`/api/meeting-rooms/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/has booking requests.*Deactivate it instead/);
    const gql = await t.gql(admin, `mutation { deleteMeetingRoom(id: "${id}") }`);
    expect(gql.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await snapshot(t)).toBe(before);
  });

  it('is for admins only', async () => {
    const id = await createRoom(t);
    expect((await member.delete(`/api/meeting-rooms/${id}`)).status).toBe(403);
    expect((await t.agent().delete(`/api/meeting-rooms/${id}`)).status).toBe(401);
  });
});
