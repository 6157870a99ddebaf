import { countStatements, createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { insertEvent } from '../../../test/factories/events';

/** An RSVP is written with its outbox rows in one statement (issue 42 item 1), and the payload tells of the answer as stored. */

let t: TestContext;
let member: Agent;

beforeAll(async () => {
  t = await createTestContext({ countQueries: true });
  member = (await t.signedIn()).agent;
  await t.ds.query(`INSERT INTO webhook_endpoints (url, events, secret) VALUES ('https://hooks.example.org/r', ARRAY['rsvp.changed'], 'whsec_rsvpstatements')`);
});
afterAll(() => t.close());

it('answers in 3 statements (session, the event, the answer with its outbox rows), first time and again', async () => {
  const id = await insertEvent(t);
  const answers: Record<string, unknown>[] = [];
  const first = await countStatements(t, async () => {
    const res = await member.post(`/api/events/${id}/rsvp`).send({ status: 'attending' });
    expect(res.status).toBe(201);
    answers.push(res.body);
  });
  // A note kept on the row (an admin's, say): a changed answer keeps it, and so does its payload.
  await t.ds.query(`UPDATE event_rsvps SET notes = 'Brings a guest' WHERE id = $1`, [answers[0].id]);
  const again = await countStatements(t, async () => {
    const res = await member.post(`/api/event-rsvps`).send({ eventId: id, status: 'maybe' });
    expect(res.status).toBe(200);
    answers.push(res.body);
  });
  // Was 6: session, the event, BEGIN, the upsert, the outbox, COMMIT.
  expect([first, again]).toEqual([3, 3]);
  expect(answers[1]).toMatchObject({ id: answers[0].id, status: 'maybe', notes: 'Brings a guest' });
  const events = await t.ds.query(`SELECT payload FROM webhook_events WHERE type = 'rsvp.changed' ORDER BY id`);
  expect(events.map((e: { payload: { data: unknown } }) => e.payload.data)).toEqual(answers.map((a) => ({ rsvp: { ...a, memberId: expect.any(Number) } })));
  expect(await t.count('webhook_deliveries')).toBe(2);
});

it('writes nothing when the event is full (the capacity trigger refuses the one statement)', async () => {
  const id = await insertEvent(t, { maxAttendees: 1 });
  const other = (await t.signedIn()).agent;
  expect((await other.post(`/api/events/${id}/rsvp`).send({ status: 'attending' })).status).toBe(201);
  const before = await t.count('webhook_events');
  const full = await member.post(`/api/events/${id}/rsvp`).send({ status: 'attending' });
  expect([full.status, full.body.message]).toEqual([409, 'This event is full']);
  expect(await t.count('webhook_events')).toBe(before);
});
