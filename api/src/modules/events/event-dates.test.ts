import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { EVENT_DATE_PAST } from '../../../../rules/events';
import { day, eventRow, insertEvent } from '../../../test/factories/events';

/** Issue 41: admins could create events dated in the past (2020-01-01 was accepted). */
let t: TestContext;
let admin: Agent;
beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.signedIn({ isAdmin: true })).agent;
});
afterAll(() => t.close());

const fields = (date: string) => ({ title: 'Quiz night', type: 'social', date, startTime: '19:00', location: 'Lounge' });

it('refuses a new event dated before today (REST and GraphQL) and stores nothing; today is fine', async () => {
  const before = await t.count('events');
  const rest = await admin.post('/api/events').send(fields('2020-01-01'));
  expect(rest.status).toBe(400);
  expect(rest.body).toMatchObject({ message: EVENT_DATE_PAST, field: 'date' });
  const gql = await t.gql(admin, `mutation($i: EventInput!) { createEvent(input: $i) { id } }`, { i: fields(day(-1)) });
  expect(gql.errors?.[0]).toMatchObject({ message: EVENT_DATE_PAST, extensions: { code: 'BAD_USER_INPUT', field: 'date' } });
  expect(await t.count('events')).toBe(before);
  expect((await admin.post('/api/events').send(fields(day(0)))).status).toBe(201);
});

it('lets an admin edit an event that already took place, its date included', async () => {
  const id = await insertEvent(t, { date: day(-10) });
  const res = await admin.put(`/api/events/${id}`).send({ ...fields(day(-10)), title: 'Quiz night (minutes added)' });
  expect(res.status).toBe(200);
  expect((await admin.put(`/api/events/${id}`).send(fields(day(-11)))).status).toBe(200);
  expect((await eventRow(t, id)).title).toBe('Quiz night');
});

it('refuses moving an upcoming event into the past, and changes nothing', async () => {
  const id = await insertEvent(t, { date: day(3), title: 'Upcoming' });
  const res = await admin.put(`/api/events/${id}`).send(fields(day(-1)));
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(EVENT_DATE_PAST);
  expect((await eventRow(t, id)).title).toBe('Upcoming');
});
