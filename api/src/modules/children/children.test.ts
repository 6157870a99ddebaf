import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { day } from '../../../test/factories/events';

let t: TestContext;
let admin: { user: { id: number }; agent: Agent };
let ann: { user: { id: number }; agent: Agent };
let bob: { user: { id: number }; agent: Agent };
let member: { user: { id: number }; agent: Agent };
let teamId: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signedIn({ isAdmin: true });
  ann = await t.signedIn({ isParent: true, fullName: 'Ann Parent' });
  bob = await t.signedIn({ isParent: true, fullName: 'Bob Parent' });
  member = await t.signedIn();
  [{ id: teamId }] = await t.ds.query(`INSERT INTO teams (name) VALUES ('Falcons') RETURNING id`);
});
afterAll(() => t.close());

const ADD = `mutation($i: ChildInput!) { addChild(input: $i) { id name dateOfBirth parentId ageGroup teams { name } } }`;

const event = async (f: Record<string, unknown>) =>
  (await admin.agent.post('/api/events').send({ title: 'Match', type: 'match', date: day(3), startTime: '10:00', location: 'Pitch', ...f }).expect(201)).body.id as number;

describe('adding children', () => {
  it('adds a child for the caller, whatever parentId the client sends (REST), and lists only own children', async () => {
    const res = await ann.agent.post('/api/children').send({ name: ' Amy Lee ', dateOfBirth: '2014-05-01', parentId: bob.user.id });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'Amy Lee', dateOfBirth: '2014-05-01', parentId: ann.user.id, ageGroup: null });
    // An ISO instant from an older client is stored as its day (spec §5).
    const iso = await ann.agent.post('/api/children').send({ name: 'Al Lee', dateOfBirth: '2016-02-03T00:00:00.000Z' });
    expect(iso.body.dateOfBirth).toBe('2016-02-03');
    expect((await ann.agent.get('/api/children')).body.map((c: { name: string }) => c.name)).toEqual(['Al Lee', 'Amy Lee']);
    expect((await bob.agent.get('/api/children')).body).toEqual([]);
    expect((await admin.agent.get('/api/children')).body.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Al Lee', 'Amy Lee']));
  });

  it('answers the two duplicate outcomes with the exact texts, action and duplicateChildId, over REST and GraphQL', async () => {
    const first = await ann.agent.post('/api/children').send({ name: 'Zoe Park', dateOfBirth: '2013-01-09' });
    const id = first.body.id;
    const before = await t.count('children');

    const same = await ann.agent.post('/api/children').send({ name: '  zoe PARK', dateOfBirth: '2013-01-09' });
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({ message: 'You have already added this child', action: 'view-existing', duplicateChildId: id });

    const other = await bob.agent.post('/api/children').send({ name: 'Zoe Park', dateOfBirth: '2013-01-09' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ message: 'Child already exists in the system', action: 'claim-existing', duplicateChildId: id });

    const gql = await t.gql(bob.agent, ADD, { i: { name: 'ZOE PARK', dateOfBirth: '2013-01-09' } });
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Child already exists in the system',
      extensions: { code: 'CONFLICT', action: 'claim-existing', duplicateChildId: id },
    });
    expect(await t.count('children')).toBe(before);
    // A different birthday is a different child.
    expect((await bob.agent.post('/api/children').send({ name: 'Zoe Park', dateOfBirth: '2013-01-10' })).status).toBe(201);
  });

  it('keeps one row when two parents add the same child at once: one 201, one 409', async () => {
    const body = { name: 'Race Kid', dateOfBirth: '2015-07-07' };
    const answers = await Promise.all([ann.agent.post('/api/children').send(body), bob.agent.post('/api/children').send(body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect(loser.body.action).toBe('claim-existing');
    const rows = await t.ds.query(`SELECT id FROM children WHERE lower(name) = 'race kid'`);
    expect(rows).toHaveLength(1);
    expect(loser.body.duplicateChildId).toBe(rows[0].id);
  });

  it('lets a parent claim an unclaimed child, and nobody take a claimed one', async () => {
    const unclaimed = await admin.agent.post('/api/children').send({ name: 'Orphan Kid', dateOfBirth: '2014-03-03', parentId: 0 });
    expect(unclaimed.body.parentId).toBeNull();
    const dup = await bob.agent.post('/api/children').send({ name: 'orphan kid', dateOfBirth: '2014-03-03' });
    expect(dup.body).toMatchObject({ action: 'claim-existing', duplicateChildId: unclaimed.body.id });

    const { data, errors } = await t.gql<{ claimChild: unknown }>(bob.agent, `mutation($id: ID!) { claimChild(id: $id) { name parentId } }`, { id: String(dup.body.duplicateChildId) });
    expect(errors).toBeUndefined();
    expect(data!.claimChild).toEqual({ name: 'Orphan Kid', parentId: String(bob.user.id) });
    // Claiming again is harmless; another parent cannot take the child.
    expect((await bob.agent.post(`/api/children/${unclaimed.body.id}/claim`)).status).toBe(200);
    const taken = await ann.agent.post(`/api/children/${unclaimed.body.id}/claim`);
    expect(taken.status).toBe(403);
    expect(taken.body.message).toBe('This child already has a parent');
    expect((await t.ds.query(`SELECT parent_id FROM children WHERE id = $1`, [unclaimed.body.id]))[0].parent_id).toBe(bob.user.id);
    expect((await ann.agent.post('/api/children/999999/claim')).status).toBe(404);
  });

  it.each<[string, unknown, RegExp]>([
    ['no name', { dateOfBirth: '2014-01-01' }, /Name is required/],
    ['a blank name', { name: ' ', dateOfBirth: '2014-01-01' }, /Name is required/],
    ['no date of birth', { name: 'Kid' }, /Date of birth is required/],
    ['an impossible date', { name: 'Kid', dateOfBirth: '2014-02-30' }, /real day/],
    ['a future birthday', { name: 'Kid', dateOfBirth: day(30) }, /future/],
    ['a text parentId', { name: 'Kid', dateOfBirth: '2014-01-01', parentId: 'me' }, /whole number/],
    ['an unknown field', { name: 'Kid', dateOfBirth: '2014-01-01', shoeSize: 3 }, /Unknown field/],
  ])('answers 400 for %s and stores nothing', async (_n, body, message) => {
    const before = await t.count('children');
    const res = await ann.agent.post('/api/children').send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await t.count('children')).toBe(before);
  });

  it('refuses plain members (403) and anonymous callers (401)', async () => {
    const before = await t.count('children');
    expect((await member.agent.post('/api/children').send({ name: 'Kid', dateOfBirth: '2014-01-01' })).status).toBe(403);
    expect((await member.agent.get('/api/children')).status).toBe(403);
    expect((await t.agent().get('/api/children')).status).toBe(401);
    expect((await t.gql(member.agent, `{ children { id } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.count('children')).toBe(before);
  });
});

describe('availability', () => {
  let kid: number;
  let ids: Record<string, number>;
  beforeAll(async () => {
    await t.ds.query(`DELETE FROM events`);
    kid = (await ann.agent.post('/api/children').send({ name: 'Kit Player', dateOfBirth: '2014-09-09', ageGroup: 'U12' })).body.id;
    await admin.agent.post('/api/team-members').send({ teamId, childId: kid }).expect(201);
    const [{ id: otherTeam }] = await t.ds.query(`INSERT INTO teams (name) VALUES ('Owls') RETURNING id`);
    ids = {
      own: await event({ title: 'Own team', teamId, date: day(2) }),
      involved: await event({ title: 'Involved', teamId: otherTeam, teamsInvolved: [teamId], date: day(3) }),
      everyone: await event({ title: 'Everyone', type: 'training', relevanceType: 'all', date: day(4) }),
      ageGroup: await event({ title: 'U12 day', type: 'tournament', relevanceType: 'age_group', ageGroupRelevance: 'U12', date: day(5) }),
      otherAge: await event({ title: 'U10 day', relevanceType: 'age_group', ageGroupRelevance: 'U10' }),
      otherTeam: await event({ title: 'Other team', teamId: otherTeam }),
      past: await event({ title: 'Past', teamId }),
      club: await event({ title: 'Board meeting', type: 'meeting' }),
    };
    // Events cannot be created in the past (rules/events.ts#eventDateRefusal): this one is moved there.
    await t.ds.query(`UPDATE events SET date = $2 WHERE id = $1`, [ids.past, day(-2)]);
  });

  it('lists the child’s upcoming relevant events with availability null until answered (REST and GraphQL)', async () => {
    const rest = await ann.agent.get(`/api/children/${kid}/events`);
    expect(rest.status).toBe(200);
    expect(rest.body.map((e: { title: string }) => e.title)).toEqual(['Own team', 'Involved', 'Everyone', 'U12 day']);
    expect(rest.body.every((e: { availability: unknown }) => e.availability === null)).toBe(true);
    const { data } = await t.gql<{ childEvents: { event: { title: string }; availability: unknown }[] }>(
      ann.agent,
      `query($id: ID!) { childEvents(childId: $id) { event { title type } availability { isAvailable } } }`,
      { id: String(kid) },
    );
    expect(data!.childEvents.map((x) => x.event.title)).toEqual(['Own team', 'Involved', 'Everyone', 'U12 day']);
  });

  it('creates on the first answer and updates on a repeat, refreshing respondedAt (REST then GraphQL)', async () => {
    const first = await ann.agent.post('/api/availabilities').send({ eventId: ids.own, childId: kid, isAvailable: true });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), childId: kid, eventId: ids.own, isAvailable: true, respondedAt: expect.any(String) });
    await new Promise((r) => setTimeout(r, 20));
    const repeat = await ann.agent.post('/api/availabilities').send({ eventId: ids.own, childId: kid, isAvailable: false });
    expect(repeat.status).toBe(200);
    expect(repeat.body.id).toBe(first.body.id);
    expect(repeat.body.isAvailable).toBe(false);
    expect(Date.parse(repeat.body.respondedAt)).toBeGreaterThan(Date.parse(first.body.respondedAt));

    const put = await ann.agent.put(`/api/availabilities/${first.body.id}`).send({ isAvailable: true, eventId: 1 });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: first.body.id, eventId: ids.own, isAvailable: true });

    const { data, errors } = await t.gql<{ setAvailability: { isAvailable: boolean } }>(
      ann.agent,
      `mutation($e: ID!, $c: ID!) { setAvailability(eventId: $e, childId: $c, isAvailable: false) { id isAvailable } }`,
      { e: String(ids.everyone), c: String(kid) },
    );
    expect(errors).toBeUndefined();
    expect(data!.setAvailability.isAvailable).toBe(false);
    const rows = await t.ds.query(`SELECT event_id, is_available FROM availabilities WHERE child_id = $1 ORDER BY event_id`, [kid]);
    expect(rows).toEqual([
      { event_id: ids.own, is_available: true },
      { event_id: ids.everyone, is_available: false },
    ]);
    const listed = await ann.agent.get(`/api/children/${kid}/events`);
    expect(listed.body[0].availability).toMatchObject({ isAvailable: true, respondedAt: expect.any(String) });
  });

  it('refuses answers for events that do not concern the child (404) and bad input (400)', async () => {
    const before = await t.count('availabilities');
    for (const eventId of [ids.otherAge, ids.otherTeam, ids.past, ids.club, 999999]) {
      const res = await ann.agent.post('/api/availabilities').send({ eventId, childId: kid, isAvailable: true });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Event not found');
    }
    for (const body of [{ eventId: ids.own, childId: kid, isAvailable: 'yes' }, { eventId: ids.own, childId: kid }, { eventId: 'x', childId: kid, isAvailable: true }]) {
      expect((await ann.agent.post('/api/availabilities').send(body)).status).toBe(400);
    }
    expect(await t.count('availabilities')).toBe(before);
  });

  it('gives another parent nothing: every child and availability path with Ann’s ids answers 404/403 and changes nothing', async () => {
    const [answer] = await t.ds.query(`SELECT id FROM availabilities WHERE child_id = $1 LIMIT 1`, [kid]);
    const snapshot = async () => [
      await t.ds.query(`SELECT * FROM children WHERE id = $1`, [kid]),
      await t.ds.query(`SELECT id, is_available, responded_at FROM availabilities WHERE child_id = $1 ORDER BY id`, [kid]),
    ];
    const before = await snapshot();
    const rest: [string, () => Promise<{ status: number }>][] = [
      ['GET child', () => bob.agent.get(`/api/children/${kid}`)],
      ['GET child events', () => bob.agent.get(`/api/children/${kid}/events`)],
      ['POST availability', () => bob.agent.post('/api/availabilities').send({ eventId: ids.own, childId: kid, isAvailable: false })],
      ['PUT availability', () => bob.agent.put(`/api/availabilities/${answer.id}`).send({ isAvailable: false })],
      ['claim', () => bob.agent.post(`/api/children/${kid}/claim`)],
    ];
    for (const [name, call] of rest) {
      const res = await call();
      expect([name, [403, 404].includes(res.status)]).toEqual([name, true]);
    }
    const gql: [string, Record<string, unknown>][] = [
      [`query($id: ID!) { child(id: $id) { id } }`, { id: String(kid) }],
      [`query($id: ID!) { childEvents(childId: $id) { event { id } } }`, { id: String(kid) }],
      [`mutation($e: ID!, $c: ID!) { setAvailability(eventId: $e, childId: $c, isAvailable: false) { id } }`, { e: String(ids.own), c: String(kid) }],
      [`mutation($id: ID!) { updateAvailability(id: $id, isAvailable: false) { id } }`, { id: String(answer.id) }],
      [`mutation($id: ID!) { claimChild(id: $id) { id } }`, { id: String(kid) }],
    ];
    for (const [doc, vars] of gql) {
      const res = await t.gql(bob.agent, doc, vars);
      const refused = res.data?.child === null || ['NOT_FOUND', 'FORBIDDEN'].includes(String(res.errors?.[0]?.extensions?.code));
      expect([doc, refused]).toEqual([doc, true]);
    }
    expect((await bob.agent.get('/api/children')).body.map((c: { id: number }) => c.id)).not.toContain(kid);
    expect(await snapshot()).toEqual(before);
    // The admin may act for any child.
    expect((await admin.agent.get(`/api/children/${kid}/events`)).status).toBe(200);
  });
});
