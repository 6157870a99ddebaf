import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { insertEvent } from '../../../test/factories/events';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const CAPACITY = 5;

async function counts(id: number) {
  const [row] = await t.ds.query(
    `SELECT (SELECT count(*)::int FROM event_rsvps WHERE event_id = $1 AND status = 'attending') AS attending,
            (SELECT count(*)::int FROM event_waitlist WHERE event_id = $1 AND promoted_at IS NULL) AS waiting,
            (SELECT count(*)::int FROM event_waitlist w JOIN event_rsvps r ON r.event_id = w.event_id AND r.member_id = w.member_id
              WHERE w.event_id = $1 AND w.promoted_at IS NULL AND r.status = 'attending') AS both_ways,
            (SELECT attending_count FROM events WHERE id = $1) AS shown`,
    [id],
  );
  return row as { attending: number; waiting: number; both_ways: number; shown: number };
}

it('many parallel answers, joins, leaves and waitlist joins on one full event never exceed capacity and fill every freed place from the list', async () => {
  const id = await insertEvent(t, { maxAttendees: CAPACITY });
  const people: { user: { id: number }; agent: Agent }[] = [];
  for (let i = 0; i < 30; i++) people.push(await t.signedIn());
  const attendees = people.slice(0, CAPACITY);
  const waiting = people.slice(CAPACITY, CAPACITY + 10);
  const latecomers = people.slice(CAPACITY + 10);
  for (const p of attendees) expect((await p.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' })).status).toBe(201);
  for (const p of waiting) expect((await p.agent.post(`/api/events/${id}/waitlist`)).status).toBe(201);

  // All at once: every attendee gives up their place (REST and GraphQL), while 15 latecomers try to
  // grab one by answering attending and by joining the list.
  const results = await Promise.all([
    ...attendees.map((p, i) =>
      i % 2
        ? p.agent.post(`/api/events/${id}/rsvp`).send({ status: 'not_attending' })
        : t.gql(p.agent, `mutation { rsvpToEvent(eventId: "${id}", status: maybe) { id } }`),
    ),
    ...latecomers.map((p, i) =>
      i % 2 ? p.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' }) : p.agent.post(`/api/events/${id}/waitlist`),
    ),
  ]);
  expect(results.every((r) => r.status < 500)).toBe(true);
  const after = await counts(id);
  expect(after.attending).toBe(CAPACITY);
  expect(after.both_ways).toBe(0);
  expect(after.shown).toBe(after.attending); // the attendee count every list shows
  // The five freed places went to the first five who were waiting, in order, before any latecomer.
  const attending: number[] = (await t.ds.query(`SELECT member_id FROM event_rsvps WHERE event_id = $1 AND status = 'attending'`, [id])).map(
    (r: { member_id: number }) => r.member_id,
  );
  expect(attending.sort((a, b) => a - b)).toEqual(waiting.slice(0, CAPACITY).map((p) => p.user.id).sort((a, b) => a - b));
  const refused = results.slice(CAPACITY).filter((r) => r.status === 409);
  expect(refused.length).toBeGreaterThan(0);

  // Then everyone left tries at once again while the promoted ones give up their places: still never over.
  const promoted = waiting.slice(0, CAPACITY);
  const second = await Promise.all([
    ...promoted.map((p) => p.agent.post(`/api/events/${id}/rsvp`).send({ status: 'not_attending' })),
    ...latecomers.map((p) => p.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' })),
    ...waiting.slice(CAPACITY).map((p) => p.agent.delete(`/api/events/${id}/waitlist`)),
  ]);
  expect(second.every((r) => r.status < 500)).toBe(true);
  const end = await counts(id);
  expect(end.attending).toBeLessThanOrEqual(CAPACITY);
  expect(end.both_ways).toBe(0);
  expect(end.shown).toBe(end.attending);
  // Nobody waits while a place is free.
  if (end.waiting > 0) expect(end.attending).toBe(CAPACITY);
});
