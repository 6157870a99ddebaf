import dayjs from 'dayjs';
import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { EVENT_NOT_FOUND } from '../../../../rules/events';
import { day } from '../../../test/factories/events';

/**
 * Issue 41: youth-team events were offered to every adult member with RSVP buttons and reminders. A team event concerns
 * the parents of the children it is relevant to (and admins see it to manage it): other members neither see it (lists,
 * the calendar, event(id)) nor answer it, nor are reminded of it. Office events still concern everyone.
 */
let t: TestContext;
let admin: Agent;
let member: { user: { id: number }; agent: Agent };
let teamParent: { user: { id: number }; agent: Agent };
let otherParent: { user: { id: number }; agent: Agent };
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.signedIn({ isAdmin: true })).agent;
  member = await t.signedIn();
  teamParent = await t.signedIn({ isParent: true });
  otherParent = await t.signedIn({ isParent: true });
  const [{ id: league }] = await t.ds.query(`INSERT INTO leagues (name, age_group) VALUES ('Relevance League', 'U14') RETURNING id`);
  const [{ id: team }] = await t.ds.query(`INSERT INTO teams (name, league_id) VALUES ('Relevance Kites', $1) RETURNING id`, [league]);
  const [{ id: other }] = await t.ds.query(`INSERT INTO teams (name) VALUES ('Relevance Owls') RETURNING id`);
  const kid = (parent: number, name: string) =>
    t.ds.query(`INSERT INTO children (name, date_of_birth, parent_id) VALUES ($1, '2013-02-02', $2) RETURNING id`, [name, parent]);
  const [{ id: kite }] = await kid(teamParent.user.id, 'Kite Kid');
  const [{ id: owl }] = await kid(otherParent.user.id, 'Owl Kid');
  await t.ds.query(`INSERT INTO team_members (team_id, child_id) VALUES ($1, $2), ($3, $4)`, [team, kite, other, owl]);
  const create = async (title: string, f: Record<string, unknown>) =>
    (await admin.post('/api/events').send({ title, date: day(1), startTime: '10:00', location: 'Pitch', ...f }).expect(201)).body.id as number;
  ids.club = await create('Office party', { type: 'social' });
  ids.match = await create('Kites match', { type: 'match', teamId: team });
  ids.u14 = await create('U14 clinic', { type: 'training', relevanceType: 'age_group', ageGroupRelevance: 'U14' });
  ids.all = await create('Junior open day', { type: 'tournament', relevanceType: 'all' });
});
afterAll(() => t.close());

const titles = async (agent: Agent) => ((await agent.get('/api/events')).body as { title: string }[]).map((e) => e.title).sort();
const calendar = async (agent: Agent) => {
  const { data } = await t.gql<{ calendar: { events: { title: string }[] } }>(agent, `query($f: Date!, $t: Date!) { calendar(from: $f, to: $t) { events { title } } }`, {
    f: day(0),
    t: day(5),
  });
  return data!.calendar.events.map((e) => e.title).sort();
};

it('lists team events only to the parents they concern, and every event to admins (lists and the calendar)', async () => {
  expect(await titles(member.agent)).toEqual(['Office party']);
  expect(await calendar(member.agent)).toEqual(['Office party']);
  expect(await titles(teamParent.agent)).toEqual(['Junior open day', 'Kites match', 'Office party', 'U14 clinic']);
  expect(await calendar(teamParent.agent)).toEqual(['Junior open day', 'Kites match', 'Office party', 'U14 clinic']);
  expect(await titles(otherParent.agent)).toEqual(['Junior open day', 'Office party']);
  expect(await titles(admin)).toEqual(['Junior open day', 'Kites match', 'Office party', 'U14 clinic']);
});

it('answers a member about a team event that does not concern them as about a missing one; its parents answer it', async () => {
  const read = await t.gql(member.agent, `query($id: ID!) { event(id: $id) { title } }`, { id: String(ids.match) });
  expect(read.data).toEqual({ event: null });
  const rsvp = await member.agent.post(`/api/events/${ids.match}/rsvp`).send({ status: 'attending' });
  expect([rsvp.status, rsvp.body.message]).toEqual([404, EVENT_NOT_FOUND]);
  expect((await otherParent.agent.post(`/api/events/${ids.u14}/rsvp`).send({ status: 'maybe' })).status).toBe(404);
  expect((await member.agent.post(`/api/events/${ids.match}/waitlist`)).status).toBe(404);
  expect((await teamParent.agent.post(`/api/events/${ids.match}/rsvp`).send({ status: 'attending' })).status).toBe(201);
  expect((await otherParent.agent.post(`/api/events/${ids.all}/rsvp`).send({ status: 'maybe' })).status).toBe(201);
  expect((await member.agent.post(`/api/events/${ids.club}/rsvp`).send({ status: 'maybe' })).status).toBe(201);
});

it('nudges only the people an event concerns to answer it', async () => {
  // Within everyone's default reminder timing (24 hours), not yet started.
  const soon = dayjs().add(2, 'hour');
  await t.ds.query(`UPDATE events SET date = $1, start_time = $2 WHERE id = ANY($3::int[])`, [soon.format('YYYY-MM-DD'), soon.format('HH:mm'), Object.values(ids)]);
  const nudged = (await t.services.notifications.due()).filter((k) => k.kind === 'rsvp_needed' && k.channel === 'inbox');
  const who = (event: number) => nudged.filter((k) => k.subjectId === event).map((k) => k.recipientId).sort();
  expect(who(ids.match)).toEqual([]); // its only parent has answered
  expect(who(ids.u14)).toEqual([teamParent.user.id]);
  expect(who(ids.all)).toEqual([teamParent.user.id]);
  expect(who(ids.club)).toContain(otherParent.user.id);
  expect(who(ids.club)).not.toContain(member.user.id); // answered
});
