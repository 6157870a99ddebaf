import { countStatements, createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { day, eventRow, insertEvent, insertManyEvents } from '../../../test/factories/events';

let t: TestContext;
let admin: { user: { id: number; fullName: string }; agent: Agent };
let member: { user: { id: number; fullName: string }; agent: Agent };

beforeAll(async () => {
  t = await createTestContext({ countQueries: true });
  admin = await t.signedIn({ isAdmin: true, fullName: 'Ada Admin' });
  member = await t.signedIn({ fullName: 'Mo Member' });
});
afterAll(() => t.close());

const valid = () => ({
  title: 'Quarterly networking',
  type: 'networking',
  date: day(10),
  startTime: '18:30',
  endTime: '20:00',
  location: 'Rooftop',
  locationDetail: 'Level 9',
  description: 'Drinks and introductions',
  maxAttendees: 40,
  status: 'confirmed',
});

const EVENT_FIELDS = `id title type date startTime endTime location locationDetail description maxAttendees status
  createdAt attendeeCount currentUserRsvp { status respondedAt } createdBy { id fullName }`;

describe('creating events', () => {
  it('lets an admin create an event over REST; the creator is the caller whatever createdBy says', async () => {
    const res = await admin.agent.post('/api/events').send({ ...valid(), createdBy: member.user.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...valid(),
      createdBy: admin.user.id,
      attendeeCount: 0,
      currentUserRsvp: null,
    });
    const row = await eventRow(t, res.body.id);
    expect(row.created_by).toBe(admin.user.id);
    expect(row.start_time).toBe('18:30:00');
  });

  it('lets an admin create an event over GraphQL, answering times as HH:mm and the creator as a Person', async () => {
    const { data, errors } = await t.gql<{ createEvent: Record<string, unknown> }>(
      admin.agent,
      `mutation($input: EventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`,
      { input: { title: 'Workshop', date: day(3), startTime: '09:05', location: 'Room 2' } },
    );
    expect(errors).toBeUndefined();
    expect(data!.createEvent).toMatchObject({
      title: 'Workshop',
      type: 'meeting',
      status: 'confirmed',
      startTime: '09:05',
      endTime: null,
      maxAttendees: null,
      attendeeCount: 0,
      currentUserRsvp: null,
      createdBy: { id: String(admin.user.id), fullName: 'Ada Admin' },
    });
  });

  it('refuses members (403) and anonymous callers (401) over REST and GraphQL, storing nothing', async () => {
    const before = await t.count('events');
    expect((await member.agent.post('/api/events').send(valid())).status).toBe(403);
    expect((await t.agent().post('/api/events').send(valid())).status).toBe(401);
    const m = `mutation($input: EventInput!) { createEvent(input: $input) { id } }`;
    const { errors } = await t.gql(member.agent, m, { input: valid() });
    expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anon = await t.gql(t.agent(), m, { input: valid() });
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await t.count('events')).toBe(before);
  });

  const big = 'x'.repeat(100_000);
  const without = (k: string) => {
    const v: Record<string, unknown> = valid();
    delete v[k];
    return v;
  };
  it.each<[string, unknown, RegExp]>([
    ['no title', without('title'), /Title is required/],
    ['a blank title', { ...valid(), title: '   ' }, /Title is required/],
    ['a numeric title', { ...valid(), title: 42 }, /text/],
    ['a 100 KB title', { ...valid(), title: big }, /at most 200/],
    ['a 100 KB description', { ...valid(), description: big }, /at most 5000/],
    ['an unknown type', { ...valid(), type: 'party' }, /meeting, workshop, social, networking, match, training or tournament/],
    ['a null type', { ...valid(), type: null }, /Type is required/],
    ['no location', without('location'), /Location is required/],
    ['no date', without('date'), /Date is required/],
    ['an impossible date', { ...valid(), date: '2026-02-30' }, /real day/],
    ['a date in another format', { ...valid(), date: '30/01/2027' }, /real day/],
    ['no start time', without('startTime'), /Start time is required/],
    ['a start time of 25:00', { ...valid(), startTime: '25:00' }, /HH:mm/],
    ['a start time without leading zero', { ...valid(), startTime: '9:00' }, /HH:mm/],
    ['an end time before the start', { ...valid(), startTime: '18:00', endTime: '17:59' }, /after start time/],
    ['an end time equal to the start', { ...valid(), startTime: '18:00', endTime: '18:00' }, /after start time/],
    ['zero attendees', { ...valid(), maxAttendees: 0 }, /positive whole number/],
    ['negative attendees', { ...valid(), maxAttendees: -3 }, /positive whole number/],
    ['fractional attendees', { ...valid(), maxAttendees: 2.5 }, /positive whole number/],
    ['attendees as a string', { ...valid(), maxAttendees: '5' }, /positive whole number/],
    ['an unknown status', { ...valid(), status: 'done' }, /confirmed, pending or cancelled/],
    ['an unknown field', { ...valid(), attendees: [] }, /Unknown field: attendees/],
    ['an array body', [valid()], /JSON object/],
  ])('answers 400 for %s and stores nothing', async (_name, body, message) => {
    const before = await t.count('events');
    const res = await admin.agent.post('/api/events').send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await t.count('events')).toBe(before);
  });

  it('answers 400 for malformed JSON and stores nothing', async () => {
    const before = await t.count('events');
    const res = await admin.agent.post('/api/events').set('content-type', 'application/json').send('{"title": "x",');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not valid JSON/);
    expect(await t.count('events')).toBe(before);
  });

  it('treats an empty maxAttendees and endTime as not set', async () => {
    const res = await admin.agent.post('/api/events').send({ ...valid(), maxAttendees: '', endTime: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ maxAttendees: null, endTime: null });
  });

  it('refuses bad GraphQL input with BAD_USER_INPUT and stores nothing', async () => {
    const before = await t.count('events');
    const m = `mutation($input: EventInput!) { createEvent(input: $input) { id } }`;
    for (const input of [
      { ...valid(), endTime: '08:00' },
      { ...valid(), maxAttendees: -1 },
      { ...valid(), date: '2026-13-01' },
      { ...valid(), maxAttendees: 1.5 },
      { ...valid(), title: big },
    ]) {
      const { errors } = await t.gql(admin.agent, m, { input });
      expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await t.count('events')).toBe(before);
  });
});

describe('listing events', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    await t.ds.query(`DELETE FROM events`);
    ids = {
      later: await insertEvent(t, { title: 'Later', date: day(5), startTime: '10:00' }),
      soonLate: await insertEvent(t, { title: 'Soon late', date: day(1), startTime: '19:00', endTime: null }),
      soonEarly: await insertEvent(t, { title: 'Soon early', date: day(1), startTime: '08:00' }),
      today: await insertEvent(t, { title: 'Today', date: day(0), startTime: '00:00', endTime: null }),
      past: await insertEvent(t, { title: 'Past', date: day(-1) }),
      cancelled: await insertEvent(t, { title: 'Cancelled', status: 'cancelled' }),
      pending: await insertEvent(t, { title: 'Pending', status: 'pending' }),
    };
  });

  it('shows members only confirmed events from today on, ordered by date and start time (REST and GraphQL)', async () => {
    const rest = await member.agent.get('/api/events');
    expect(rest.status).toBe(200);
    expect(rest.body.map((e: { title: string }) => e.title)).toEqual(['Today', 'Soon early', 'Soon late', 'Later']);
    const { data } = await t.gql<{ events: { title: string }[] }>(member.agent, `{ events { title } }`);
    expect(data!.events.map((e) => e.title)).toEqual(['Today', 'Soon early', 'Soon late', 'Later']);
  });

  it('ignores filters from members: they cannot widen what they see', async () => {
    const { data } = await t.gql<{ events: { title: string }[] }>(member.agent, `{ events(filter: { status: cancelled }) { title } }`);
    expect(data!.events.map((e) => e.title)).toEqual(['Today', 'Soon early', 'Soon late', 'Later']);
  });

  it('shows admins every event, filtered by upcoming and status when asked', async () => {
    const all = await admin.agent.get('/api/events');
    expect(all.body).toHaveLength(7);
    const q = `query($f: EventFilter) { events(filter: $f) { title } }`;
    const upcoming = await t.gql<{ events: { title: string }[] }>(admin.agent, q, { f: { upcoming: true } });
    expect(upcoming.data!.events.map((e) => e.title)).not.toContain('Past');
    expect(upcoming.data!.events).toHaveLength(6);
    const cancelled = await t.gql<{ events: { title: string }[] }>(admin.agent, q, { f: { status: 'cancelled' } });
    expect(cancelled.data!.events.map((e) => e.title)).toEqual(['Cancelled']);
    const restFiltered = await admin.agent.get('/api/events?status=pending&upcoming=true');
    expect(restFiltered.body.map((e: { title: string }) => e.title)).toEqual(['Pending']);
    expect((await admin.agent.get('/api/events?upcoming=soon')).status).toBe(400);
    expect((await admin.agent.get('/api/events?status=done')).status).toBe(400);
  });

  it('pages with limit and offset, refusing limits out of bounds', async () => {
    const { data } = await t.gql<{ events: { title: string }[] }>(member.agent, `{ events(limit: 2, offset: 1) { title } }`);
    expect(data!.events.map((e) => e.title)).toEqual(['Soon early', 'Soon late']);
    for (const limit of [0, 501, -1]) {
      const { errors } = await t.gql(member.agent, `query($l: Int) { events(limit: $l) { id } }`, { l: limit });
      expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await member.agent.get('/api/events?limit=1.5')).status).toBe(400);
  });

  it('answers event(id) with null for events a member may not see, and the event for admins', async () => {
    const q = `query($id: ID!) { event(id: $id) { title startTime endTime } }`;
    for (const key of ['past', 'cancelled', 'pending']) {
      expect((await t.gql(member.agent, q, { id: String(ids[key]) })).data).toEqual({ event: null });
      expect((await t.gql<{ event: { title: string } }>(admin.agent, q, { id: String(ids[key]) })).data!.event).not.toBeNull();
    }
    expect((await t.gql(member.agent, q, { id: String(ids.today) })).data).toEqual({
      event: { title: 'Today', startTime: '00:00', endTime: null },
    });
    expect((await t.gql(member.agent, q, { id: '999999' })).data).toEqual({ event: null });
    expect((await t.gql(member.agent, q, { id: 'abc' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('carries attendeeCount and the caller’s own RSVP on each event, over REST and GraphQL', async () => {
    const other = await t.createUser();
    await t.ds.query(`INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, 'attending'), ($1, $3, 'attending'), ($4, $2, 'maybe')`, [
      ids.later,
      member.user.id,
      other.id,
      ids.soonEarly,
    ]);
    const rest = await member.agent.get('/api/events');
    const later = rest.body.find((e: { id: number }) => e.id === ids.later);
    expect(later).toMatchObject({ attendeeCount: 2, currentUserRsvp: { status: 'attending' } });
    expect(typeof later.currentUserRsvp.respondedAt).toBe('string');
    const early = rest.body.find((e: { id: number }) => e.id === ids.soonEarly);
    expect(early).toMatchObject({ attendeeCount: 0, currentUserRsvp: { status: 'maybe' } });
    // Another person sees the same count but not someone else's answer.
    const { data } = await t.gql<{ events: { id: string; attendeeCount: number; currentUserRsvp: unknown }[] }>(
      admin.agent,
      `{ events { id attendeeCount currentUserRsvp { status } } }`,
    );
    expect(data!.events.find((e) => e.id === String(ids.later))).toEqual({ id: String(ids.later), attendeeCount: 2, currentUserRsvp: null });
  });
});

describe('events not over yet (filter notEnded: the dashboard)', () => {
  // The server's clock at today's noon (Date only: timers, I/O and the database run as they do).
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  beforeAll(async () => {
    await t.ds.query(`DELETE FROM events`);
    await insertEvent(t, { title: 'Yesterday', date: day(-1), startTime: '18:00', endTime: null });
    await insertEvent(t, { title: 'Ended at 11:59', date: day(0), startTime: '10:00', endTime: '11:59' });
    await insertEvent(t, { title: 'Started 11:59, no end', date: day(0), startTime: '11:59', endTime: null });
    await insertEvent(t, { title: 'Ends at noon', date: day(0), startTime: '11:00', endTime: '12:00' });
    await insertEvent(t, { title: 'Running', date: day(0), startTime: '09:00', endTime: '17:00' });
    await insertEvent(t, { title: 'Tonight', date: day(0), startTime: '19:00', endTime: null });
    await insertEvent(t, { title: 'Tomorrow early', date: day(1), startTime: '00:00', endTime: '00:30' });
    await insertEvent(t, { title: 'Pending tonight', date: day(0), startTime: '20:00', endTime: null, status: 'pending' });
  });
  beforeEach(() => {
    const real = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;
    jest.useFakeTimers({ now: noon, doNotFake: [...real] });
  });
  afterEach(() => jest.useRealTimers());

  const q = `query($f: EventFilter, $l: Int) { events(filter: $f, limit: $l) { title } }`;
  const titles = async (who: { agent: Agent }, f: Record<string, unknown>, l?: number) => {
    const { data, errors } = await t.gql<{ events: { title: string }[] }>(who.agent, q, { f, l });
    expect(errors).toBeUndefined();
    return data!.events.map((e) => e.title);
  };

  it("leaves out today's events whose end time (start time when none) has passed, the whole minute counting", async () => {
    expect(await titles(member, { upcoming: true, notEnded: true })).toEqual(['Running', 'Ends at noon', 'Tonight', 'Tomorrow early']);
    // Without it, today's events all stay (the browser then goes by its own clock).
    expect(await titles(member, { upcoming: true })).toEqual(['Running', 'Ended at 11:59', 'Ends at noon', 'Started 11:59, no end', 'Tonight', 'Tomorrow early']);
  });

  it('narrows only: admins keep their status filter, and a limit counts what is left', async () => {
    expect(await titles(admin, { notEnded: true, status: 'pending' })).toEqual(['Pending tonight']);
    expect(await titles(admin, { notEnded: true })).toEqual(['Running', 'Ends at noon', 'Tonight', 'Pending tonight', 'Tomorrow early']);
    expect(await titles(member, { notEnded: true }, 2)).toEqual(['Running', 'Ends at noon']);
  });

  it('answers the same on REST (?notEnded=true), and refuses a notEnded that is not true or false', async () => {
    const rest = await member.agent.get('/api/events?notEnded=true');
    expect(rest.status).toBe(200);
    expect(rest.body.map((e: { title: string }) => e.title)).toEqual(['Running', 'Ends at noon', 'Tonight', 'Tomorrow early']);
    const { errors } = await t.gql(member.agent, q, { f: { notEnded: 'yes' } });
    expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await member.agent.get('/api/events?notEnded=soon')).status).toBe(400);
  });
});

describe('updating and deleting events', () => {
  it('lets an admin replace an event’s fields, keeping its creator', async () => {
    const creator = await t.createUser({ isAdmin: true });
    const id = await insertEvent(t, { createdBy: creator.id });
    const res = await admin.agent.put(`/api/events/${id}`).send({ ...valid(), title: 'Renamed', status: 'cancelled', createdBy: admin.user.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: 'Renamed', status: 'cancelled', startTime: '18:30', createdBy: creator.id });
    const { data } = await t.gql<{ updateEvent: { title: string; endTime: string | null } }>(
      admin.agent,
      `mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { title endTime } }`,
      { id: String(id), input: { ...valid(), title: 'Again', endTime: null } },
    );
    expect(data!.updateEvent).toEqual({ title: 'Again', endTime: null });
  });

  it('leaves the event unchanged on refused input, and answers 404 / 400 for unknown or malformed ids', async () => {
    const id = await insertEvent(t, { title: 'Keep me' });
    const before = await eventRow(t, id);
    for (const body of [{ ...valid(), endTime: '01:00' }, { ...valid(), maxAttendees: -1 }, { ...valid(), extra: 1 }, { title: 'Only a title' }]) {
      expect((await admin.agent.put(`/api/events/${id}`).send(body)).status).toBe(400);
    }
    expect(await eventRow(t, id)).toEqual(before);
    expect((await admin.agent.put('/api/events/999999').send(valid())).status).toBe(404);
    expect((await admin.agent.put('/api/events/abc').send(valid())).status).toBe(400);
    expect((await admin.agent.put('/api/events/-1').send(valid())).status).toBe(400);
    expect((await member.agent.put(`/api/events/${id}`).send(valid())).status).toBe(403);
    expect(await eventRow(t, id)).toEqual(before);
  });

  it('deletes an event with its RSVPs (204), then answers 404', async () => {
    const id = await insertEvent(t);
    await t.ds.query(`INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, 'attending')`, [id, member.user.id]);
    expect((await member.agent.delete(`/api/events/${id}`)).status).toBe(403);
    const res = await admin.agent.delete(`/api/events/${id}`);
    expect(res.status).toBe(204);
    expect(await eventRow(t, id)).toBeNull();
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM event_rsvps WHERE event_id = $1`, [id]))[0].n).toBe(0);
    expect((await admin.agent.delete(`/api/events/${id}`)).status).toBe(404);
    const gone = await t.gql(admin.agent, `mutation($id: ID!) { deleteEvent(id: $id) }`, { id: String(id) });
    expect(gone.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const other = await insertEvent(t);
    expect((await t.gql(admin.agent, `mutation($id: ID!) { deleteEvent(id: $id) }`, { id: String(other) })).data).toEqual({
      deleteEvent: String(other),
    });
  });
});

describe('statement counts (no N+1)', () => {
  async function measure(n: number) {
    await t.ds.query(`DELETE FROM events`);
    const creators = [admin.user.id, (await t.createUser({ isAdmin: true })).id, (await t.createUser({ isAdmin: true })).id];
    await insertManyEvents(t, n, creators, [member.user.id, admin.user.id]);
    const q = `{ events(limit: 500) { ${EVENT_FIELDS} } }`;
    let gqlRows = 0;
    const gql = await countStatements(t, async () => {
      const { data, errors } = await t.gql<{ events: { attendeeCount: number; createdBy: unknown }[] }>(member.agent, q);
      expect(errors).toBeUndefined();
      gqlRows = data!.events.length;
      expect(data!.events.every((e) => e.createdBy !== null)).toBe(true);
    });
    let restRows = 0;
    const rest = await countStatements(t, async () => {
      const res = await member.agent.get('/api/events');
      restRows = res.body.length;
    });
    expect([gqlRows, restRows]).toEqual([n, n]);
    return { gql, rest };
  }

  it('runs the same number of statements for 10 and 500 events with counts, RSVPs and creators', async () => {
    const small = await measure(10);
    const large = await measure(500);
    expect(large).toEqual(small);
    // session lookup + events with their counts and own RSVPs in one statement (+ creators for GraphQL)
    expect(small.gql).toBeLessThanOrEqual(3);
    expect(small.rest).toBeLessThanOrEqual(2);
   }, 30_000);

  it('reads the waiting list in the list\'s statement when its fields are asked for (directly or in a fragment), and not at all otherwise', async () => {
    await t.ds.query(`DELETE FROM events`);
    const id = await insertEvent(t, { maxAttendees: 1 });
    const other = await t.signedIn();
    expect((await other.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' })).status).toBe(201);
    expect((await member.agent.post(`/api/events/${id}/waitlist`)).status).toBe(201);
    type Listed = { events: { id: string; attendeeCount: number; waitlistCount?: number; waitlistPosition?: number | null }[] };
    const list = async (q: string) => {
      const start = t.queries.length;
      const { data, errors } = await t.gql<Listed>(member.agent, q);
      expect(errors).toBeUndefined();
      const statements = t.queries.slice(start);
      return { events: data!.events, statements: statements.length, waitlistRead: statements.some((sql) => sql.includes('event_waitlist')) };
    };
    const asked = { events: [{ id: String(id), attendeeCount: 1, waitlistCount: 1, waitlistPosition: 1 }], statements: 2, waitlistRead: true };
    expect(await list(`{ events { id attendeeCount waitlistCount waitlistPosition } }`)).toEqual(asked);
    expect(await list(`{ events { id attendeeCount ...W } } fragment W on Event { waitlistCount waitlistPosition }`)).toEqual(asked);
    expect(await list(`{ events { id ... on Event { attendeeCount waitlistCount waitlistPosition } } }`)).toEqual(asked);
    expect(await list(`{ events { id attendeeCount } }`)).toEqual({ events: [{ id: String(id), attendeeCount: 1 }], statements: 2, waitlistRead: false });
  });

  it('reads only the columns the fields asked for need, in the same one statement, and answers each field as a full read does', async () => {
    await t.ds.query(`DELETE FROM events`);
    const [{ id: teamId }] = await t.ds.query(`INSERT INTO teams (name) VALUES ('Events crew') RETURNING id`);
    const id = await insertEvent(t, { createdBy: admin.user.id });
    // A team event for U12: it concerns a parent of a U12 child (rules/events.ts#concerns), who reads it.
    const fan = await t.signedIn({ isParent: true });
    await t.ds.query(`INSERT INTO children (name, date_of_birth, parent_id, age_group) VALUES ('Fan Kid', '2015-01-01', $1, 'U12')`, [fan.user.id]);
    await t.ds.query(
      `UPDATE events SET location_detail = 'Level 2', description = 'All welcome', team_id = $2, teams_involved = ARRAY[$2::int],
         relevance_type = 'age_group', age_group_relevance = 'U12' WHERE id = $1`,
      [id, teamId],
    );
    expect((await fan.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' })).status).toBe(201);
    const scalars = `id title type date startTime endTime location locationDetail description maxAttendees status createdAt attendeeCount
      teamsInvolved relevanceType ageGroupRelevance waitlistCount waitlistPosition`;
    const objects = `createdBy { id fullName } currentUserRsvp { status respondedAt } team { id name }`;
    const read = async (selection: string) => {
      const start = t.queries.length;
      const query = selection.startsWith('{') ? selection : `{ events { ${selection} } }`;
      const { data, errors } = await t.gql<{ events: Record<string, unknown>[] }>(fan.agent, query);
      expect(errors).toBeUndefined();
      const statements = t.queries.slice(start).filter((sql) => !sql.includes('FROM sessions'));
      // The columns it reads: its select list (a member's WHERE names the team columns to decide relevance).
      const list = statements.find((sql) => sql.includes('FROM events e'))!;
      return { event: data!.events[0], listStatement: list.slice(0, list.indexOf(' FROM events e')), statements: statements.length };
    };
    const full = await read(`${scalars} ${objects}`);
    expect(full.event).toMatchObject({ locationDetail: 'Level 2', description: 'All welcome', team: { name: 'Events crew' }, teamsInvolved: [String(teamId)] });
    expect(full.event).toMatchObject({ relevanceType: 'age_group', createdBy: { fullName: 'Ada Admin' }, currentUserRsvp: { status: 'attending' } });
    // Each field alone (plain, in a named fragment, in an inline fragment) answers what the full read answered.
    for (const field of [...scalars.split(/\s+/), ...objects.split(/ (?=\w+ \{)/)].filter(Boolean)) {
      const name = field.split(' ')[0];
      for (const selection of [`id ${field}`, `{ events { id ...F } } fragment F on Event { ${field} }`, `id ... on Event { ${field} }`]) {
        const one = await read(selection);
        expect([selection, one.event]).toEqual([selection, { id: String(id), [name]: full.event[name] }]);
      }
    }
    // The list statement reads what the fields need: the bench's list fields leave out the details, audit and team columns.
    const core = await read('id title type date startTime location maxAttendees attendeeCount currentUserRsvp { status respondedAt }');
    for (const column of ['e.description', 'e.end_time', 'e.location_detail', 'e.created_by', 'e.created_at', 'e.team_id', 'e.teams_involved', 'e.relevance_type']) {
      expect(core.listStatement).not.toContain(column);
      expect(full.listStatement).toContain(column);
    }
    expect((await read('id description')).listStatement).toMatch(/e\.description.*e\.end_time|e\.end_time.*e\.description/s);
    expect((await read('id description')).listStatement).not.toContain('e.team_id');
    expect((await read('id team { name }')).listStatement).toContain('e.team_id');
    // One list statement whatever is asked (+ the team's loader when team is asked).
    expect([core.statements, (await read('id description')).statements]).toEqual([1, 1]);
  });
});
