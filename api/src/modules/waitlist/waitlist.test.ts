import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { mailsTo, tempOutbox } from '../../../test/outbox';
import { day, insertEvent } from '../../../test/factories/events';

let t: TestContext;
let outbox: string;
let admin: Agent;

beforeAll(async () => {
  outbox = tempOutbox();
  t = await createTestContext({ env: { OUTBOX_DIR: outbox } });
  admin = (await t.signedIn({ isAdmin: true })).agent;
});
afterAll(() => t.close());

const EVENT = `id attendeeCount waitlistCount waitlistPosition currentUserRsvp { status }`;
const JOIN = `mutation($id: ID!) { joinWaitlist(eventId: $id) { ${EVENT} } }`;
const LEAVE = `mutation($id: ID!) { leaveWaitlist(eventId: $id) { ${EVENT} } }`;
const READ = `query($id: ID!) { event(id: $id) { ${EVENT} } }`;

type EventView = { id: string; attendeeCount: number; waitlistCount: number; waitlistPosition: number | null; currentUserRsvp: { status: string } | null };

async function members(n: number) {
  return Promise.all(Array.from({ length: n }, () => t.signedIn()));
}
const attend = (agent: Agent, id: number) => agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' });
const answer = (agent: Agent, id: number, status: string) => agent.post(`/api/events/${id}/rsvp`).send({ status });
async function read(agent: Agent, id: number): Promise<EventView> {
  const { data, errors } = await t.gql<{ event: EventView }>(agent, READ, { id: String(id) });
  expect(errors).toBeUndefined();
  return data!.event;
}
const attendingIds = async (id: number): Promise<number[]> =>
  (await t.ds.query(`SELECT member_id FROM event_rsvps WHERE event_id = $1 AND status = 'attending' ORDER BY member_id`, [id])).map(
    (r: { member_id: number }) => r.member_id,
  );
const waitingIds = async (id: number): Promise<number[]> =>
  (await t.ds.query(`SELECT member_id FROM event_waitlist WHERE event_id = $1 AND promoted_at IS NULL ORDER BY id`, [id])).map(
    (r: { member_id: number }) => r.member_id,
  );

describe('joining and leaving', () => {
  it('a full event takes a waiting list in order (GraphQL and REST), each member sees their place, leaving closes the gap', async () => {
    const id = await insertEvent(t, { maxAttendees: 1 });
    const [a, b, c, d] = await members(4);
    expect((await attend(a.agent, id)).status).toBe(201);

    const first = await t.gql<{ joinWaitlist: EventView }>(b.agent, JOIN, { id: String(id) });
    expect(first.errors).toBeUndefined();
    expect(first.data!.joinWaitlist).toMatchObject({ attendeeCount: 1, waitlistCount: 1, waitlistPosition: 1 });

    const second = await c.agent.post(`/api/events/${id}/waitlist`);
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ id, attendeeCount: 1, waitlistCount: 2, waitlistPosition: 2 });
    // Joining again keeps the place.
    const again = await c.agent.post(`/api/events/${id}/waitlist`);
    expect([again.status, again.body.waitlistPosition]).toEqual([200, 2]);
    expect((await d.agent.post(`/api/events/${id}/waitlist`)).body.waitlistPosition).toBe(3);

    // Everyone sees the count; only waiting members have a place. The REST list says the same.
    expect(await read(a.agent, id)).toMatchObject({ waitlistCount: 3, waitlistPosition: null });
    const list = await d.agent.get('/api/events');
    expect(list.body.find((e: { id: number }) => e.id === id)).toMatchObject({ waitlistCount: 3, waitlistPosition: 3 });

    const left = await t.gql<{ leaveWaitlist: EventView }>(b.agent, LEAVE, { id: String(id) });
    expect(left.data!.leaveWaitlist).toMatchObject({ waitlistCount: 2, waitlistPosition: null });
    expect((await read(c.agent, id)).waitlistPosition).toBe(1);
    // Leaving twice changes nothing.
    const twice = await b.agent.delete(`/api/events/${id}/waitlist`);
    expect([twice.status, twice.body.waitlistCount]).toEqual([200, 2]);
    expect(await waitingIds(id)).toEqual([c.user.id, d.user.id]);
  });

  it('refuses with a clear 4xx and changes nothing: places left, already attending, closed or unknown events, signed out', async () => {
    const open = await insertEvent(t, { maxAttendees: 2 });
    const unlimited = await insertEvent(t);
    const [a, b] = await members(2);
    await attend(a.agent, open);
    const placesLeft = await b.agent.post(`/api/events/${open}/waitlist`);
    expect([placesLeft.status, placesLeft.body.message]).toEqual([409, 'This event still has places: RSVP as attending instead']);
    expect((await b.agent.post(`/api/events/${unlimited}/waitlist`)).status).toBe(409);
    await attend(b.agent, open);
    const attending = await t.gql(a.agent, JOIN, { id: String(open) });
    expect(attending.errors![0]).toMatchObject({ message: 'You are already attending this event', extensions: { code: 'CONFLICT' } });

    const cancelled = await insertEvent(t, { maxAttendees: 1, status: 'cancelled' });
    const past = await insertEvent(t, { maxAttendees: 1, date: day(-2) });
    const pending = await insertEvent(t, { maxAttendees: 1, status: 'pending' });
    const c = (await members(1))[0];
    expect((await c.agent.post(`/api/events/${cancelled}/waitlist`)).body.message).toBe('This event has been cancelled, so it no longer takes RSVPs');
    expect((await c.agent.post(`/api/events/${past}/waitlist`)).status).toBe(400);
    expect((await c.agent.post(`/api/events/${pending}/waitlist`)).status).toBe(404);
    expect((await c.agent.post(`/api/events/999999/waitlist`)).status).toBe(404);
    expect((await c.agent.delete(`/api/events/${pending}/waitlist`)).status).toBe(404);
    expect((await c.agent.post(`/api/events/abc/waitlist`)).status).toBe(400);
    expect((await t.agent().post(`/api/events/${open}/waitlist`)).status).toBe(401);
    for (const e of [open, unlimited, cancelled, past, pending]) expect(await waitingIds(e)).toEqual([]);
  });

  it('the database refuses a waiting place on an event with room, even written past the service', async () => {
    const id = await insertEvent(t, { maxAttendees: 3 });
    const [a] = await members(1);
    await expect(t.ds.query(`INSERT INTO event_waitlist (event_id, member_id) VALUES ($1, $2)`, [id, a.user.id])).rejects.toMatchObject({
      driverError: { constraint: 'event_waitlist_not_full' },
    });
  });
});

describe('promotion', () => {
  it('a freed place goes to the first waiting member in the same transaction, who is told by email', async () => {
    const id = await insertEvent(t, { maxAttendees: 2, title: 'Quiz Night', date: day(3) });
    const [a, b, w1, w2] = await members(4);
    await attend(a.agent, id);
    await attend(b.agent, id);
    await w1.agent.post(`/api/events/${id}/waitlist`);
    await w2.agent.post(`/api/events/${id}/waitlist`);

    // The attendee's change of answer and the promotion are one statement's work.
    const changed = await answer(a.agent, id, 'maybe');
    expect(changed.status).toBe(200);
    expect(await attendingIds(id)).toEqual([b.user.id, w1.user.id].sort((x, y) => x - y));
    expect(await read(w1.agent, id)).toMatchObject({ attendeeCount: 2, waitlistCount: 1, waitlistPosition: null, currentUserRsvp: { status: 'attending' } });
    expect((await read(w2.agent, id)).waitlistPosition).toBe(1);

    // The sweep sends the promotion by the member's channel (email by default), once.
    const due = (await t.services.notifications.due()).filter((k) => k.kind === 'waitlist_promoted' && k.recipientId === w1.user.id);
    expect(due.map((k) => k.channel).sort()).toEqual(['email', 'inbox']);
    for (const k of due) expect(await t.services.notifications.deliver(k)).toBe('sent');
    for (const k of due) expect(await t.services.notifications.deliver(k)).toBe('duplicate');
    const mails = mailsTo(outbox, w1.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('You have a place: Quiz Night');
    expect(mails[0].text).toContain('a place opened up: you are now attending Quiz Night');
    expect((await t.services.notifications.due()).some((k) => k.kind === 'waitlist_promoted' && k.recipientId === w1.user.id)).toBe(false);
  });

  it('an attendee removed (account deleted) or more capacity promotes as many as fit, never more', async () => {
    const id = await insertEvent(t, { maxAttendees: 1 });
    const [a, w1, w2, w3] = await members(4);
    await attend(a.agent, id);
    for (const w of [w1, w2, w3]) await w.agent.post(`/api/events/${id}/waitlist`);

    expect((await admin.delete(`/api/users/${a.user.id}`)).status).toBe(204);
    expect(await attendingIds(id)).toEqual([w1.user.id]);

    const event = (await admin.get('/api/events')).body.find((e: { id: number }) => e.id === id);
    const { id: _id, createdAt: _c, createdBy: _b, attendeeCount: _a, currentUserRsvp: _r, team: _t, waitlistCount: _w, waitlistPosition: _p, ...input } = event;
    const raised = await admin.put(`/api/events/${id}`).send({ ...input, maxAttendees: 5 });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ attendeeCount: 3, waitlistCount: 0 });
    expect(await attendingIds(id)).toEqual([w1.user.id, w2.user.id, w3.user.id].sort((x, y) => x - y));
  });

  it('no promotion into a cancelled event; answering attending takes a member off the list', async () => {
    const id = await insertEvent(t, { maxAttendees: 1 });
    const [a, w1] = await members(2);
    await attend(a.agent, id);
    await w1.agent.post(`/api/events/${id}/waitlist`);
    await t.ds.query(`UPDATE events SET status = 'cancelled' WHERE id = $1`, [id]);
    await t.ds.query(`UPDATE event_rsvps SET status = 'not_attending' WHERE event_id = $1`, [id]);
    expect(await attendingIds(id)).toEqual([]);
    expect(await waitingIds(id)).toEqual([w1.user.id]);
    // Back on: the free place goes to the waiting member.
    await t.ds.query(`UPDATE events SET status = 'confirmed' WHERE id = $1`, [id]);
    expect(await attendingIds(id)).toEqual([w1.user.id]);

    const other = await insertEvent(t, { maxAttendees: 2 });
    const [x, y, z] = await members(3);
    await attend(x.agent, other);
    await attend(y.agent, other);
    await z.agent.post(`/api/events/${other}/waitlist`);
    // An admin lowers then raises capacity around an attendee leaving: z is promoted once a place is really free.
    await t.ds.query(`UPDATE events SET max_attendees = 1 WHERE id = $1`, [other]);
    await answer(x.agent, other, 'not_attending');
    expect(await attendingIds(other)).toEqual([y.user.id]);
    expect(await waitingIds(other)).toEqual([z.user.id]);
    await answer(y.agent, other, 'maybe');
    expect(await attendingIds(other)).toEqual([z.user.id]);
    expect(await waitingIds(other)).toEqual([]);
  });
});
