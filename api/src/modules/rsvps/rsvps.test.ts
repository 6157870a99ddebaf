import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { day, insertEvent } from '../../../test/factories/events';

let t: TestContext;
let admin: { user: { id: number }; agent: Agent };
let member: { user: { id: number }; agent: Agent };

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signedIn({ isAdmin: true });
  member = await t.signedIn();
});
afterAll(() => t.close());

async function rsvpRows(eventId: number) {
  return t.ds.query(`SELECT member_id, status, responded_at FROM event_rsvps WHERE event_id = $1 ORDER BY member_id`, [eventId]);
}

const RSVP = `mutation($eventId: ID!, $status: RsvpStatus!) {
  rsvpToEvent(eventId: $eventId, status: $status) { id attendeeCount currentUserRsvp { status respondedAt } }
}`;

describe('answering an event', () => {
  it('accepts both REST paths and GraphQL, keeping one answer per member that switches freely', async () => {
    const id = await insertEvent(t);
    const first = await member.agent.post('/api/event-rsvps').send({ eventId: id, status: 'attending' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ eventId: id, status: 'attending' });

    const second = await member.agent.post(`/api/events/${id}/rsvp`).send({ status: 'maybe' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ id: first.body.id, eventId: id, status: 'maybe' });
    expect(new Date(second.body.respondedAt).getTime()).toBeGreaterThan(new Date(first.body.respondedAt).getTime());

    const { data, errors } = await t.gql<{ rsvpToEvent: { attendeeCount: number; currentUserRsvp: { status: string } } }>(member.agent, RSVP, {
      eventId: String(id),
      status: 'not_attending',
    });
    expect(errors).toBeUndefined();
    expect(data!.rsvpToEvent).toMatchObject({ attendeeCount: 0, currentUserRsvp: { status: 'not_attending' } });

    const back = await t.gql<{ rsvpToEvent: { attendeeCount: number } }>(member.agent, RSVP, { eventId: String(id), status: 'attending' });
    expect(back.data!.rsvpToEvent.attendeeCount).toBe(1);
    expect(await rsvpRows(id)).toHaveLength(1);
  });

  it('accepts the event id as a string of digits in the dashboard body', async () => {
    const id = await insertEvent(t);
    const res = await member.agent.post('/api/event-rsvps').send({ eventId: String(id), status: 'maybe' });
    expect(res.status).toBe(201);
  });

  it('lists the caller’s own answers only (REST and GraphQL)', async () => {
    const other = await t.signedIn();
    const a = await insertEvent(t, { title: 'Mine A' });
    const b = await insertEvent(t, { title: 'Mine B' });
    await member.agent.post(`/api/events/${a}/rsvp`).send({ status: 'attending' });
    await member.agent.post(`/api/events/${b}/rsvp`).send({ status: 'not_attending' });
    await other.agent.post(`/api/events/${a}/rsvp`).send({ status: 'maybe' });

    const mine = await other.agent.get('/api/rsvps/my');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([expect.objectContaining({ eventId: a, status: 'maybe' })]);

    const { data } = await t.gql<{ myRsvps: { eventId: string; status: string; event: { title: string } }[] }>(
      other.agent,
      `{ myRsvps { eventId status respondedAt event { title currentUserRsvp { status } } } }`,
    );
    expect(data!.myRsvps).toEqual([
      expect.objectContaining({ eventId: String(a), status: 'maybe', event: { title: 'Mine A', currentUserRsvp: { status: 'maybe' } } }),
    ]);
    expect((await t.agent().get('/api/rsvps/my')).status).toBe(401);
  });
});

describe('the attendee count', () => {
  const shown = async (agent: Agent, id: number) => {
    const one = await t.gql<{ event: { attendeeCount: number } }>(agent, `{ event(id: "${id}") { attendeeCount } }`);
    const list = await agent.get('/api/events');
    const listed = (list.body as { id: number; attendeeCount: number }[]).find((e) => e.id === id);
    // The single event (the summary loader) and the list (its own statement) show the same number.
    expect(listed?.attendeeCount).toBe(one.data!.event.attendeeCount);
    return one.data!.event.attendeeCount;
  };
  const drift = async () =>
    (
      await t.ds.query(
        `SELECT e.id, e.attending_count, (SELECT count(*)::int FROM event_rsvps r WHERE r.event_id = e.id AND r.status = 'attending') AS counted
           FROM events e WHERE e.attending_count <> (SELECT count(*) FROM event_rsvps r WHERE r.event_id = e.id AND r.status = 'attending')`,
      )
    ).map((r: { id: number; attending_count: number; counted: number }) => `event ${r.id}: shows ${r.attending_count}, has ${r.counted}`);

  it('follows every change of the answers: joining, switching, a waiting list promotion, a deleted account, a moved answer', async () => {
    const id = await insertEvent(t, { maxAttendees: 2 });
    const other = await insertEvent(t);
    const [a, b, c] = [await t.signedIn(), await t.signedIn(), await t.signedIn()];
    expect(await shown(c.agent, id)).toBe(0);

    await a.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' });
    await a.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' }); // a repeat counts once
    await b.agent.post(`/api/events/${id}/rsvp`).send({ status: 'maybe' });
    expect(await shown(c.agent, id)).toBe(1);
    await t.gql(b.agent, RSVP, { eventId: String(id), status: 'attending' });
    expect(await shown(c.agent, id)).toBe(2);

    // Full: c waits; b leaves and c is promoted in the same transaction.
    expect((await c.agent.post(`/api/events/${id}/waitlist`)).status).toBe(201);
    await b.agent.post(`/api/events/${id}/rsvp`).send({ status: 'not_attending' });
    expect(await rsvpRows(id)).toEqual(expect.arrayContaining([expect.objectContaining({ member_id: c.user.id, status: 'attending' })]));
    expect(await shown(b.agent, id)).toBe(2);

    // An account's deletion takes its answers with it; an answer moved to another event (no such path in the app,
    // but PostgreSQL keeps the count whatever writes the table).
    await t.ds.query(`DELETE FROM users WHERE id = $1`, [a.user.id]);
    expect(await shown(b.agent, id)).toBe(1);
    await t.ds.query(`UPDATE event_rsvps SET event_id = $1 WHERE event_id = $2 AND member_id = $3`, [other, id, c.user.id]);
    expect([await shown(b.agent, id), await shown(b.agent, other)]).toEqual([0, 1]);
    await t.ds.query(`DELETE FROM event_rsvps WHERE member_id = $1`, [c.user.id]);
    expect(await shown(b.agent, other)).toBe(0);
    expect(await drift()).toEqual([]);
  });

  it('stays exact under 30 concurrent answers that switch back and forth, and after a burst of inserts in one statement', async () => {
    const id = await insertEvent(t);
    const members = await Promise.all(Array.from({ length: 30 }, () => t.signedIn()));
    const statuses = ['attending', 'maybe', 'not_attending', 'attending'] as const;
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(
        members.map((m, i) => m.agent.post(`/api/events/${id}/rsvp`).send({ status: statuses[(i + round) % statuses.length] })),
      );
      expect(results.every((r) => r.status < 300)).toBe(true);
      const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM event_rsvps WHERE event_id = $1 AND status = 'attending'`, [id]);
      expect(await shown(members[0].agent, id)).toBe(n);
    }
    const ids = members.map((m) => m.user.id);
    const many = await insertEvent(t);
    await t.ds.query(`INSERT INTO event_rsvps (event_id, member_id, status) SELECT $1, m, 'attending' FROM unnest($2::int[]) m`, [many, ids]);
    expect(await shown(members[0].agent, many)).toBe(30);
    expect(await drift()).toEqual([]);
  }, 30_000);
});

describe('events that take no answers', () => {
  it.each<[string, Record<string, unknown>, number, RegExp]>([
    ['a cancelled event', { status: 'cancelled' }, 400, /cancelled/],
    ['a past event', { date: day(-1) }, 400, /already taken place/],
    ['a pending event (invisible to members)', { status: 'pending' }, 404, /Event not found/],
  ])('answers %s with the right status and stores nothing', async (_name, fields, status, message) => {
    const id = await insertEvent(t, fields);
    for (const res of [
      await member.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' }),
      await member.agent.post('/api/event-rsvps').send({ eventId: id, status: 'maybe' }),
    ]) {
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect(await rsvpRows(id)).toEqual([]);
  });

  it('tells an admin a pending event is not confirmed yet (400)', async () => {
    const id = await insertEvent(t, { status: 'pending' });
    const res = await admin.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not confirmed/);
  });

  it('accepts answers to an event dated today', async () => {
    const id = await insertEvent(t, { date: day(0) });
    expect((await member.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' })).status).toBe(201);
  });

  it('answers 404 for unknown events and 400 for malformed ids, over REST and GraphQL', async () => {
    expect((await member.agent.post('/api/events/999999/rsvp').send({ status: 'attending' })).status).toBe(404);
    expect((await member.agent.post('/api/event-rsvps').send({ eventId: 999999, status: 'attending' })).status).toBe(404);
    expect((await member.agent.post('/api/events/abc/rsvp').send({ status: 'attending' })).status).toBe(400);
    const { errors } = await t.gql(member.agent, RSVP, { eventId: '999999', status: 'attending' });
    expect(errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const bad = await t.gql(member.agent, RSVP, { eventId: '1', status: 'yes' });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses anonymous callers', async () => {
    const id = await insertEvent(t);
    expect((await t.agent().post(`/api/events/${id}/rsvp`).send({ status: 'attending' })).status).toBe(401);
    expect((await t.gql(t.agent(), RSVP, { eventId: String(id), status: 'attending' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await rsvpRows(id)).toEqual([]);
  });
});

describe('bad input', () => {
  let id: number;
  beforeAll(async () => {
    id = await insertEvent(t);
  });

  it.each<[string, unknown, RegExp]>([
    ['an unknown status', { eventId: 0, status: 'yes' }, /attending, not_attending or maybe/],
    ['no status', { eventId: 0 }, /attending, not_attending or maybe/],
    ['a numeric status', { eventId: 0, status: 1 }, /attending, not_attending or maybe/],
    ['a 100 KB status', { eventId: 0, status: 'a'.repeat(100_000) }, /attending, not_attending or maybe/],
    ['no event id', { status: 'attending' }, /Event id is required/],
    ['a fractional event id', { eventId: 1.5, status: 'attending' }, /positive whole number/],
    ['a negative event id', { eventId: -4, status: 'attending' }, /positive whole number/],
    ['a boolean event id', { eventId: true, status: 'attending' }, /positive whole number/],
    ['a non-numeric event id', { eventId: 'abc', status: 'attending' }, /positive whole number/],
    ['an unknown field', { eventId: 0, status: 'attending', memberId: 1 }, /Unknown field: memberId/],
    ['a string body', 'attending', /JSON/],
    ['an array body', ['attending'], /JSON object/],
  ])('answers 400 to POST /api/event-rsvps with %s and stores nothing', async (_name, body, message) => {
    const withId = body && typeof body === 'object' && 'eventId' in body && body.eventId === 0 ? { ...body, eventId: id } : body;
    const res = await member.agent.post('/api/event-rsvps').set('content-type', 'application/json').send(JSON.stringify(withId));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await rsvpRows(id)).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['an extra eventId', { status: 'attending', eventId: 1 }],
    ['an unknown status', { status: 'going' }],
    ['an empty body', {}],
    ['null', null],
  ])('answers 400 to POST /api/events/:id/rsvp with %s and stores nothing', async (_name, body) => {
    const res = await member.agent.post(`/api/events/${id}/rsvp`).set('content-type', 'application/json').send(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(await rsvpRows(id)).toEqual([]);
  });

  it('answers 400 to malformed JSON and stores nothing', async () => {
    const res = await member.agent.post(`/api/events/${id}/rsvp`).set('content-type', 'application/json').send('{"status":');
    expect(res.status).toBe(400);
    expect(await rsvpRows(id)).toEqual([]);
  });
});

describe('capacity', () => {
  it('refuses the answer that would exceed maxAttendees with 409, changing nothing; other answers stay free', async () => {
    const id = await insertEvent(t, { maxAttendees: 2 });
    const [a, b, c] = [await t.signedIn(), await t.signedIn(), await t.signedIn()];
    expect((await a.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' })).status).toBe(201);
    expect((await b.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' })).status).toBe(201);

    const full = await c.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('This event is full');
    expect((await rsvpRows(id)).map((r: { member_id: number }) => r.member_id)).toEqual([a.user.id, b.user.id]);

    // c may still answer maybe, but cannot switch that to attending while full.
    expect((await c.agent.post(`/api/events/${id}/rsvp`).send({ status: 'maybe' })).status).toBe(201);
    const before = await rsvpRows(id);
    const gql = await t.gql(c.agent, RSVP, { eventId: String(id), status: 'attending' });
    expect(gql.errors?.[0]).toMatchObject({ message: 'This event is full', extensions: { code: 'CONFLICT' } });
    expect(await rsvpRows(id)).toEqual(before);

    // Someone already attending may repeat the answer; a freed place can be taken.
    expect((await a.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' })).status).toBe(200);
    expect((await b.agent.post(`/api/events/${id}/rsvp`).send({ status: 'not_attending' })).status).toBe(200);
    expect((await c.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' })).status).toBe(200);
  });

  it('lets exactly 5 of 30 concurrent attending answers through to an event with maxAttendees 5; the rest get 409, no 5xx', async () => {
    const id = await insertEvent(t, { maxAttendees: 5 });
    const members = await Promise.all(Array.from({ length: 30 }, () => t.signedIn()));
    const results = await Promise.all(
      members.map((m, i) =>
        i % 2 === 0
          ? m.agent.post('/api/event-rsvps').send({ eventId: id, status: 'attending' })
          : m.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    expect(statuses.every((s) => s < 500)).toBe(true);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM event_rsvps WHERE event_id = $1 AND status = 'attending'`, [id]);
    expect(n).toBe(5);
    expect(await rsvpRows(id)).toHaveLength(5);
   }, 30_000);
});
