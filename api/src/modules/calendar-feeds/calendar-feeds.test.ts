import ICAL from 'ical.js';
import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { createBooking, createRoom } from '../bookings/test-fixtures';
import { day, insertEvent } from '../events/events.test-fixtures';
import { redactFeedToken } from './calendar-feeds.rest';

/*
 * Calendar subscriptions through GraphQL and REST on a real database; every feed is fetched over
 * HTTP the way a calendar app does and parsed with an independent iCalendar parser (ical.js).
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const FEED_FIELDS = `id webcalUrl httpUrl createdAt room { id name }`;
const REGENERATE = `mutation Regenerate($roomId: ID) { regenerateCalendarFeed(roomId: $roomId) { ${FEED_FIELDS} } }`;
const REVOKE = `mutation Revoke($roomId: ID) { revokeCalendarFeed(roomId: $roomId) }`;
const MINE = `query Mine { myCalendarFeeds { ${FEED_FIELDS} } }`;

interface Feed {
  id: string;
  webcalUrl: string;
  httpUrl: string;
  room: { id: string; name: string } | null;
}

async function regenerate(agent: Agent, roomId?: number): Promise<Feed> {
  const res = await t.gql<{ regenerateCalendarFeed: Feed }>(agent, REGENERATE, { roomId });
  expect(res.errors).toBeUndefined();
  return res.data!.regenerateCalendarFeed;
}

/** The path of a feed URL on this app (PUBLIC_URL is not the test server's address). */
const pathOf = (url: string) => new URL(url).pathname;

interface ParsedEvent {
  uid: string;
  summary: string;
  status: string;
  /** A day (all-day items), or the absolute instant a calendar app puts a timed event at, as ISO UTC. */
  start: string;
  end: string;
  allDay: boolean;
  /** The zone the feed wrote a timed event in (UTC; a floating time has none). */
  zone: string | undefined;
}

/**
 * The instant a day and time name in this process's zone: the server's, which is the office's until it has a setting
 * of its own (office-time.ts). JavaScript's local-time Date constructor, independent of the feed's code.
 */
const officeInstant = (d: string, time: string) => {
  const [y, m, dd] = d.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(y, m - 1, dd, h, min).toISOString();
};

/** Fetches a feed anonymously (no cookie, as a calendar app) and parses it. */
async function fetchFeed(url: string): Promise<ParsedEvent[]> {
  const res = await t.agent().get(pathOf(url));
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const root = new ICAL.Component(ICAL.parse(res.text));
  expect(root.name).toBe('vcalendar');
  return root.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      status: String(v.getFirstPropertyValue('status')),
      start: e.startDate.isDate ? e.startDate.toString() : e.startDate.toJSDate().toISOString(),
      end: e.endDate.isDate ? e.endDate.toString() : e.endDate.toJSDate().toISOString(),
      allDay: e.startDate.isDate,
      zone: e.startDate.isDate ? undefined : e.startDate.zone?.tzid,
    };
  });
}

async function rsvp(eventId: number, memberId: number, status: string) {
  await t.ds.query(`INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, $3)`, [eventId, memberId, status]);
}

describe("a member's feed", () => {
  it('holds the events they attend or may attend (cancelled ones as CANCELLED) and their accepted bookings, nothing else', async () => {
    const { user, agent } = await t.signedIn({ fullName: 'Feed Member' });
    const other = await t.createUser();
    const going = await insertEvent(t, { title: 'Quiz night', date: day(3), startTime: '19:00', endTime: '21:30' });
    const maybe = await insertEvent(t, { title: 'Design crit', date: day(4), startTime: '18:00', endTime: null });
    const cancelled = await insertEvent(t, { title: 'Boat trip', date: day(5), status: 'cancelled' });
    const declined = await insertEvent(t, { title: 'Declined talk', date: day(6) });
    const unanswered = await insertEvent(t, { title: 'Unanswered talk', date: day(6) });
    const othersEvent = await insertEvent(t, { title: 'Other member only', date: day(6) });
    await rsvp(going, user.id, 'attending');
    await rsvp(maybe, user.id, 'maybe');
    await rsvp(cancelled, user.id, 'attending');
    await rsvp(declined, user.id, 'not_attending');
    await rsvp(othersEvent, other.id, 'attending');
    void unanswered;
    const room = await createRoom(t, { name: 'Feed Loft' });
    const accepted = await createBooking(t, { roomId: room, memberId: user.id, status: 'accepted', startDate: '2031-03-01', durationMonths: 2 });
    await createBooking(t, { roomId: room, memberId: user.id, status: 'pending', startDate: '2031-06-01' });
    await createBooking(t, { roomId: room, memberId: other.id, status: 'accepted', startDate: '2031-09-01' });

    expect((await t.gql(agent, MINE)).data).toEqual({ myCalendarFeeds: [] });
    const feed = await regenerate(agent);
    expect(feed.room).toBeNull();
    expect(feed.webcalUrl).toMatch(/^webcal:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.httpUrl).toBe(feed.webcalUrl.replace(/^webcal:/, 'http:'));
    expect((await t.gql<{ myCalendarFeeds: Feed[] }>(agent, MINE)).data!.myCalendarFeeds).toEqual([feed]);

    const events = await fetchFeed(feed.httpUrl);
    const bySummary = Object.fromEntries(events.map((e) => [e.summary, e]));
    expect(Object.keys(bySummary).sort()).toEqual(['Cancelled: Boat trip', 'Design crit', 'Quiz night', 'Room booking: Feed Loft']);
    expect(bySummary['Quiz night']).toMatchObject({
      uid: `event-${going}@localhost`,
      status: 'CONFIRMED',
      start: officeInstant(day(3), '19:00'),
      end: officeInstant(day(3), '21:30'),
      allDay: false,
      zone: 'UTC',
    });
    // No end time: an hour long.
    expect(bySummary['Design crit']).toMatchObject({ start: officeInstant(day(4), '18:00'), end: officeInstant(day(4), '19:00'), zone: 'UTC' });
    expect(bySummary['Cancelled: Boat trip']).toMatchObject({ uid: `event-${cancelled}@localhost`, status: 'CANCELLED' });
    // All day from the first day to the day after the last (iCal's exclusive end).
    expect(bySummary['Room booking: Feed Loft']).toMatchObject({
      uid: `booking-${accepted}@localhost`,
      status: 'CONFIRMED',
      start: '2031-03-01',
      end: '2031-05-01',
      allDay: true,
    });
  });

  it('answers with caching headers and 304 when the calendar app already has the current copy', async () => {
    const { agent } = await t.signedIn();
    const feed = await regenerate(agent);
    const first = await t.agent().get(pathOf(feed.httpUrl));
    expect(first.headers['cache-control']).toBe('private, max-age=900');
    expect(first.headers['x-robots-tag']).toBe('noindex');
    expect(first.headers.etag).toBeTruthy();
    const again = await t.agent().get(pathOf(feed.httpUrl)).set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
  });

  it('regenerating makes a new address and the old one stops working; revoking turns the feed off', async () => {
    const { agent } = await t.signedIn();
    const old = await regenerate(agent);
    const fresh = await regenerate(agent);
    expect(fresh.httpUrl).not.toBe(old.httpUrl);
    expect((await t.agent().get(pathOf(old.httpUrl))).status).toBe(404);
    expect((await t.agent().get(pathOf(fresh.httpUrl))).status).toBe(200);

    expect((await t.gql(agent, REVOKE)).data).toEqual({ revokeCalendarFeed: true });
    expect((await t.agent().get(pathOf(fresh.httpUrl))).status).toBe(404);
    expect((await t.gql(agent, REVOKE)).data).toEqual({ revokeCalendarFeed: false });
    expect((await t.gql(agent, MINE)).data).toEqual({ myCalendarFeeds: [] });
  });

  it('regenerated twenty times at once (a double click, or several tabs): every answer 200, one feed, the last address works (issue 38)', async () => {
    const { agent } = await t.signedIn();
    const admin = (await t.signedIn({ isAdmin: true })).agent;
    const roomId = await createRoom(t);
    for (const [who, room] of [[agent, undefined], [admin, roomId]] as const) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => t.gql<{ regenerateCalendarFeed: Feed }>(who, REGENERATE, { roomId: room })));
      expect(answers.map((a) => a.errors?.[0]?.extensions?.code ?? 'ok')).toEqual(Array(20).fill('ok'));
      const mine = (await t.gql<{ myCalendarFeeds: Feed[] }>(who, MINE)).data!.myCalendarFeeds.filter((f) => (f.room ? Number(f.room.id) : undefined) === room);
      expect(mine).toHaveLength(1);
      expect((await t.agent().get(pathOf(mine[0]!.httpUrl))).status).toBe(200);
    }
  });

  it('unknown, malformed and deleted-owner tokens all answer 404 with nothing about why', async () => {
    const { user, agent } = await t.signedIn();
    const feed = await regenerate(agent);
    for (const path of ['/api/calendar/not-a-token.ics', `/api/calendar/${'A'.repeat(43)}.ics`, '/api/calendar/%00.ics']) {
      const res = await t.agent().get(path);
      expect(res.status).toBe(404);
    }
    await t.ds.query(`DELETE FROM users WHERE id = $1`, [user.id]);
    const gone = await t.agent().get(pathOf(feed.httpUrl));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Calendar feed not found' });
  });

  it('works over REST as over GraphQL', async () => {
    const { agent } = await t.signedIn();
    const created = await agent.post('/api/calendar/feeds').send({});
    expect(created.status).toBe(201);
    expect(created.body.webcalUrl).toMatch(/^webcal:/);
    expect((await agent.get('/api/calendar/feeds')).body).toEqual([created.body]);
    expect((await t.agent().get(pathOf(created.body.httpUrl))).status).toBe(200);
    expect((await agent.delete('/api/calendar/feeds')).status).toBe(204);
    expect((await agent.delete('/api/calendar/feeds')).status).toBe(404);
    expect((await t.agent().get('/api/calendar/feeds')).status).toBe(401);
  });
});

describe("an admin's room feed", () => {
  it("holds the room's accepted bookings with the member's name; members may not make one", async () => {
    const { agent: admin } = await t.signedIn({ isAdmin: true });
    const { agent: memberAgent } = await t.signedIn();
    const alice = await t.createUser({ fullName: 'Alice Room' });
    const room = await createRoom(t, { name: 'Harbour Suite' });
    const elsewhere = await createRoom(t, { name: 'Elsewhere' });
    await createBooking(t, { roomId: room, memberId: alice.id, status: 'accepted', startDate: '2032-01-01', durationMonths: 1 });
    await createBooking(t, { roomId: room, memberId: alice.id, status: 'pending', startDate: '2032-05-01' });
    await createBooking(t, { roomId: elsewhere, memberId: alice.id, status: 'accepted', startDate: '2032-01-01' });

    const before = await t.count('calendar_feeds');
    const refused = await t.gql(memberAgent, REGENERATE, { roomId: room });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await memberAgent.post('/api/calendar/feeds').send({ roomId: room })).status).toBe(403);
    expect(await t.count('calendar_feeds')).toBe(before);

    const feed = await regenerate(admin, room);
    expect(feed.room).toEqual({ id: String(room), name: 'Harbour Suite' });
    const events = await fetchFeed(feed.httpUrl);
    expect(events.map((e) => [e.summary, e.start, e.end])).toEqual([['Harbour Suite: Alice Room', '2032-01-01', '2032-02-01']]);

    // The admin's own feed and the room feed live side by side.
    await regenerate(admin);
    const mine = (await t.gql<{ myCalendarFeeds: Feed[] }>(admin, MINE)).data!.myCalendarFeeds;
    expect(mine.map((f) => f.room?.name ?? 'own')).toEqual(['own', 'Harbour Suite']);
  });

  it('stops working when its owner is no longer an admin', async () => {
    const { user, agent } = await t.signedIn({ isAdmin: true });
    const room = await createRoom(t);
    const feed = await regenerate(agent, room);
    await t.ds.query(`UPDATE users SET is_admin = false WHERE id = $1`, [user.id]);
    expect((await t.agent().get(pathOf(feed.httpUrl))).status).toBe(404);
  });

  it('refuses an unknown or malformed room with a clear error', async () => {
    const { agent } = await t.signedIn({ isAdmin: true });
    expect((await t.gql(agent, REGENERATE, { roomId: '999999' })).errors?.[0]).toMatchObject({
      message: 'Room not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await t.gql(agent, REGENERATE, { roomId: 'abc' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await agent.post('/api/calendar/feeds').send({ roomId: 'abc' })).status).toBe(400);
  });
});

it('request logs keep the path of a feed without its token', () => {
  expect(redactFeedToken('/api/calendar/abcDEF_-123.ics?x=1')).toBe('/api/calendar/[token].ics?x=1');
  expect(redactFeedToken('/api/calendar/feeds')).toBe('/api/calendar/feeds');
  expect(redactFeedToken(undefined)).toBeUndefined();
});
