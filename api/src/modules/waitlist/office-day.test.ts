import { createTestContext, type TestContext } from '../../../test/harness';
import { dayIn } from '../../../../rules/today';
import { insertEvent } from '../../../test/factories/events';

/**
 * The waiting list's promotion (a trigger) and the RSVP check (Node) agree on "today": the office's, not the database
 * session's. The database runs 25 hours ahead of the office, so for it the office's today is always yesterday: with
 * `current_date` the trigger refused to promote into an event the RSVP check still took answers for.
 */
const OFFICE = 'Pacific/Pago_Pago';
let t: TestContext;
beforeAll(async () => (t = await createTestContext({ dbTimeZone: 'Pacific/Kiritimati', env: { OFFICE_TIME_ZONE: OFFICE } })));
afterAll(() => t.close());

it('promotes the first waiting member into an event of the office’s today when a place frees', async () => {
  const today = dayIn(OFFICE);
  const id = await insertEvent(t, { date: today, startTime: '23:00', endTime: '23:30', maxAttendees: 1 });
  const [a, b] = await Promise.all([t.signedIn(), t.signedIn()]);
  expect((await a.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' })).status).toBe(201);
  expect((await b.agent.post(`/api/events/${id}/waitlist`)).status).toBe(201);

  expect((await a.agent.post(`/api/events/${id}/rsvp`).send({ status: 'not_attending' })).status).toBe(200);
  const [row] = await t.ds.query(`SELECT status FROM event_rsvps WHERE event_id = $1 AND member_id = $2`, [id, b.user.id]);
  expect(row?.status).toBe('attending');
});

it('refuses answers to the office’s yesterday, as the trigger refuses to promote into it', async () => {
  const yesterday = dayIn(OFFICE, new Date(Date.now() - 86_400_000));
  const id = await insertEvent(t, { date: yesterday, maxAttendees: 1 });
  const a = await t.signedIn();
  const res = await a.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' });
  expect(res.status).toBe(400);
  expect(res.body.message).toBe('This event has already taken place, so it no longer takes RSVPs');
});
