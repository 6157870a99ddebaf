import { countStatements, createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { day } from '../../../test/factories/events';

let t: TestContext;
let admin: { user: { id: number }; agent: Agent };
let parent: { user: { id: number }; agent: Agent };
let member: { user: { id: number }; agent: Agent };

beforeAll(async () => {
  t = await createTestContext({ countQueries: true });
  admin = await t.signedIn({ isAdmin: true, fullName: 'Ada Admin' });
  parent = await t.signedIn({ isParent: true, fullName: 'Pat Parent' });
  member = await t.signedIn({ fullName: 'Mo Member' });
});
afterAll(() => t.close());

const child = async (name: string, parentId: number | null = null) =>
  ((await t.ds.query(`INSERT INTO children (name, date_of_birth, parent_id) VALUES ($1, '2014-05-01', $2) RETURNING id`, [name, parentId])) as { id: number }[])[0].id;

describe('leagues (REST and GraphQL over one service)', () => {
  it('lets an admin create, rename and delete a league; members and parents are refused and nothing changes', async () => {
    const created = await admin.agent.post('/api/leagues').send({ name: ' City League ', ageGroup: 'U14', description: 'Saturdays' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'City League', ageGroup: 'U14', description: 'Saturdays' });
    const id = created.body.id as number;

    const before = await t.count('leagues');
    for (const who of [member, parent]) {
      expect((await who.agent.post('/api/leagues').send({ name: 'X' })).status).toBe(403);
      expect((await who.agent.put(`/api/leagues/${id}`).send({ name: 'X' })).status).toBe(403);
      expect((await who.agent.delete(`/api/leagues/${id}`)).status).toBe(403);
      const { errors } = await t.gql(who.agent, `mutation { createLeague(input: { name: "X" }) { id } }`);
      expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await t.count('leagues')).toBe(before);

    const { data, errors } = await t.gql<{ updateLeague: unknown }>(
      admin.agent,
      `mutation($id: ID!) { updateLeague(id: $id, input: { name: "City League North", ageGroup: "U12" }) { id name ageGroup description } }`,
      { id: String(id) },
    );
    expect(errors).toBeUndefined();
    expect(data!.updateLeague).toEqual({ id: String(id), name: 'City League North', ageGroup: 'U12', description: null });
    expect((await member.agent.get('/api/leagues')).body).toContainEqual({ id, name: 'City League North', ageGroup: 'U12', description: null });

    expect((await admin.agent.delete(`/api/leagues/${id}`)).status).toBe(204);
    expect((await admin.agent.delete(`/api/leagues/${id}`)).status).toBe(404);
    expect((await admin.agent.put(`/api/leagues/${id}`).send({ name: 'Gone' })).status).toBe(404);
  });

  it.each<[string, unknown, RegExp]>([
    ['no name', { ageGroup: 'U10' }, /Name is required/],
    ['a blank name', { name: '   ' }, /Name is required/],
    ['a 100 KB name', { name: 'x'.repeat(100_000) }, /at most 200/],
    ['a long age group', { name: 'L', ageGroup: 'U'.repeat(17) }, /at most 16/],
    ['an unknown field', { name: 'L', colour: 'red' }, /Unknown field: colour/],
    ['an array body', [{ name: 'L' }], /JSON object/],
  ])('answers 400 for %s and stores nothing', async (_n, body, message) => {
    const before = await t.count('leagues');
    const res = await admin.agent.post('/api/leagues').send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await t.count('leagues')).toBe(before);
  });
});

describe('teams and rosters', () => {
  let leagueId: number;
  beforeAll(async () => {
    [{ id: leagueId }] = await t.ds.query(`INSERT INTO leagues (name, age_group) VALUES ('Junior League', 'U12') RETURNING id`);
  });

  it('lets an admin build a team with a league and a roster, over REST', async () => {
    const created = await admin.agent.post('/api/teams').send({ name: 'Falcons', leagueId });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Falcons',
      leagueId,
      league: { id: leagueId, name: 'Junior League', ageGroup: 'U12' },
      members: [],
    });
    const teamId = created.body.id as number;
    const amy = await child('Amy Lee', parent.user.id);
    const ben = await child('Ben Ode');

    const added = await admin.agent.post('/api/team-members').send({ teamId, childId: amy });
    expect(added.status).toBe(201);
    expect(added.body.members).toEqual([{ id: amy, name: 'Amy Lee' }]);
    await admin.agent.post('/api/team-members').send({ teamId: String(teamId), childId: String(ben) }).expect(201);

    const again = await admin.agent.post('/api/team-members').send({ teamId, childId: amy });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This child is already in the team');
    expect((await admin.agent.post('/api/team-members').send({ teamId, childId: 999999 })).status).toBe(404);
    expect((await admin.agent.post('/api/team-members').send({ teamId: 999999, childId: amy })).status).toBe(404);
    expect((await admin.agent.post('/api/team-members').send({ teamId, childId: 'x' })).status).toBe(400);

    const read = await parent.agent.get(`/api/teams/${teamId}`);
    expect(read.status).toBe(200);
    expect(read.body.members).toEqual([
      { id: amy, name: 'Amy Lee' },
      { id: ben, name: 'Ben Ode' },
    ]);
    // Rosters name children: a plain member reads the team list, not the roster.
    expect((await member.agent.get(`/api/teams/${teamId}`)).status).toBe(403);
    expect((await member.agent.get('/api/teams')).body).toContainEqual({ id: teamId, name: 'Falcons', leagueId, league: { id: leagueId, name: 'Junior League' } });

    expect((await admin.agent.delete(`/api/teams/${teamId}/members/${ben}`)).status).toBe(204);
    expect((await admin.agent.delete(`/api/teams/${teamId}/members/${ben}`)).status).toBe(404);
    expect((await t.ds.query(`SELECT child_id FROM team_members WHERE team_id = $1`, [teamId])).map((r: { child_id: number }) => r.child_id)).toEqual([amy]);
  });

  it('does the same over GraphQL, and hides rosters from plain members with FORBIDDEN', async () => {
    const { data, errors } = await t.gql<{ createTeam: { id: string } }>(
      admin.agent,
      `mutation($l: ID) { createTeam(input: { name: "Hawks", leagueId: $l }) { id name league { name } members { id } } }`,
      { l: String(leagueId) },
    );
    expect(errors).toBeUndefined();
    const teamId = data!.createTeam.id;
    const kid = await child('Cara Moss', parent.user.id);
    const add = await t.gql<{ addTeamMember: unknown }>(
      admin.agent,
      `mutation($t: ID!, $c: ID!) { addTeamMember(teamId: $t, childId: $c) { name members { id name } } }`,
      { t: teamId, c: String(kid) },
    );
    expect(add.data!.addTeamMember).toEqual({ name: 'Hawks', members: [{ id: String(kid), name: 'Cara Moss' }] });
    const byParent = await t.gql<{ team: unknown }>(parent.agent, `query($id: ID!) { team(id: $id) { name members { name } } }`, { id: teamId });
    expect(byParent.data!.team).toEqual({ name: 'Hawks', members: [{ name: 'Cara Moss' }] });
    const byMember = await t.gql(member.agent, `{ teams { name members { name } } }`);
    expect(byMember.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const listOnly = await t.gql<{ teams: { name: string }[] }>(member.agent, `{ teams { name league { ageGroup } } }`);
    expect(listOnly.data!.teams).toContainEqual({ name: 'Hawks', league: { ageGroup: 'U12' } });

    const forParent = await t.gql(parent.agent, `mutation($t: ID!, $c: ID!) { removeTeamMember(teamId: $t, childId: $c) { id } }`, { t: teamId, c: String(kid) });
    expect(forParent.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const removed = await t.gql<{ removeTeamMember: unknown }>(
      admin.agent,
      `mutation($t: ID!, $c: ID!) { removeTeamMember(teamId: $t, childId: $c) { members { id } } }`,
      { t: teamId, c: String(kid) },
    );
    expect(removed.data!.removeTeamMember).toEqual({ members: [] });
  });

  it('refuses bad team input with 400/404 and stores nothing', async () => {
    const before = await t.count('teams');
    expect((await admin.agent.post('/api/teams').send({ name: '' })).status).toBe(400);
    expect((await admin.agent.post('/api/teams').send({ name: 'X', leagueId: 1.5 })).status).toBe(400);
    expect((await admin.agent.post('/api/teams').send({ name: 'X', leagueId: 999999 })).status).toBe(404);
    expect((await parent.agent.post('/api/teams').send({ name: 'X' })).status).toBe(403);
    expect((await t.agent().post('/api/teams').send({ name: 'X' })).status).toBe(401);
    expect(await t.count('teams')).toBe(before);
  });

  it('deletes a team: its roster goes, its events lose it, and other events forget it in teamsInvolved', async () => {
    const [{ id: teamId }] = await t.ds.query(`INSERT INTO teams (name) VALUES ('Doomed') RETURNING id`);
    const [{ id: otherId }] = await t.ds.query(`INSERT INTO teams (name) VALUES ('Stays') RETURNING id`);
    await t.ds.query(`INSERT INTO team_members (team_id, child_id) VALUES ($1, $2)`, [teamId, await child('Dee Doom')]);
    const ev = await admin.agent.post('/api/events').send({ title: 'Cup', type: 'tournament', date: day(4), startTime: '10:00', location: 'Park', teamId, teamsInvolved: [teamId, otherId] });
    expect(ev.status).toBe(201);
    expect((await parent.agent.delete(`/api/teams/${teamId}`)).status).toBe(403);
    expect((await admin.agent.delete(`/api/teams/${teamId}`)).status).toBe(204);
    const [row] = await t.ds.query(`SELECT team_id, teams_involved FROM events WHERE id = $1`, [ev.body.id]);
    expect(row).toEqual({ team_id: null, teams_involved: [otherId] });
    expect(await t.ds.query(`SELECT * FROM team_members WHERE team_id = $1`, [teamId])).toEqual([]);
    expect((await admin.agent.get(`/api/teams/${teamId}`)).status).toBe(404);
  });
});

describe('team events', () => {
  let teamId: number;
  let otherTeamId: number;
  beforeAll(async () => {
    [{ id: teamId }] = await t.ds.query(`INSERT INTO teams (name) VALUES ('Eagles') RETURNING id`);
    [{ id: otherTeamId }] = await t.ds.query(`INSERT INTO teams (name) VALUES ('Owls') RETURNING id`);
  });

  it('creates match, training and tournament events with team fields (REST), normalising teamsInvolved', async () => {
    const res = await admin.agent.post('/api/events').send({
      title: 'Derby',
      type: 'match',
      date: day(3),
      startTime: '10:00',
      location: 'North pitch',
      teamId,
      teamsInvolved: JSON.stringify({ 0: String(otherTeamId) }),
      relevanceType: 'team',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'match', teamId, team: { id: teamId, name: 'Eagles' }, teamsInvolved: [otherTeamId], relevanceType: 'team', ageGroupRelevance: null });

    const { data, errors } = await t.gql<{ createEvent: unknown }>(
      admin.agent,
      `mutation($i: EventInput!) { createEvent(input: $i) { type team { name } teamsInvolved relevanceType ageGroupRelevance } }`,
      { i: { title: 'Skills', type: 'training', date: day(2), startTime: '17:00', location: 'Gym', relevanceType: 'age_group', ageGroupRelevance: 'U12' } },
    );
    expect(errors).toBeUndefined();
    expect(data!.createEvent).toEqual({ type: 'training', team: null, teamsInvolved: [], relevanceType: 'age_group', ageGroupRelevance: 'U12' });
  });

  it.each<[string, Record<string, unknown>, number, RegExp]>([
    ['teamsInvolved as a number', { teamsInvolved: 7 }, 400, /list of team ids/],
    ['teamsInvolved as broken JSON', { teamsInvolved: '[1,' }, 400, /list of team ids/],
    ['teamsInvolved with a word key', { teamsInvolved: { a: 1 } }, 400, /list of team ids/],
    ['teamsInvolved naming a missing team', { teamsInvolved: [999999] }, 404, /Team not found/],
    ['an unknown team', { teamId: 999999 }, 404, /Team not found/],
    ['an unknown relevance', { relevanceType: 'everyone' }, 400, /all, age_group or team/],
    ['an age-group event without its age group', { relevanceType: 'age_group' }, 400, /Please choose an age group/],
    ['an unknown type', { type: 'friendly' }, 400, /match, training or tournament/],
  ])('refuses %s and stores nothing', async (_n, extra, status, message) => {
    const before = await t.count('events');
    const res = await admin.agent.post('/api/events').send({ title: 'X', type: 'match', date: day(3), startTime: '10:00', location: 'Y', ...extra });
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(await t.count('events')).toBe(before);
  });

  it('lists a team’s own and involved events (REST and GraphQL), 404 for an unknown team', async () => {
    await t.ds.query(`DELETE FROM events`);
    const mk = (title: string, f: Record<string, unknown>) =>
      admin.agent.post('/api/events').send({ title, type: 'match', date: day(5), startTime: '10:00', location: 'Y', ...f }).expect(201);
    await mk('Own', { teamId });
    await mk('Involved', { teamId: otherTeamId, teamsInvolved: [teamId] });
    await mk('Other', { teamId: otherTeamId });
    // Team events concern the parents of their children (rules/events.ts#concerns): the parent's child plays in both teams.
    const kid = await child('Both Teams Kid', parent.user.id);
    await t.ds.query(`INSERT INTO team_members (team_id, child_id) VALUES ($1, $3), ($2, $3)`, [teamId, otherTeamId, kid]);
    const rest = await parent.agent.get(`/api/teams/${teamId}/events`);
    expect(rest.body.map((e: { title: string }) => e.title).sort()).toEqual(['Involved', 'Own']);
    const { data } = await t.gql<{ teamEvents: { title: string }[] }>(parent.agent, `query($id: ID!) { teamEvents(teamId: $id) { title } }`, { id: String(otherTeamId) });
    expect(data!.teamEvents.map((e) => e.title).sort()).toEqual(['Involved', 'Other']);
    expect((await parent.agent.get('/api/teams/999999/events')).status).toBe(404);
  });

  it('runs the same number of statements for 2 and 40 teams with leagues and rosters (GraphQL)', async () => {
    const measure = async () =>
      countStatements(t, async () => {
        const { errors } = await t.gql(admin.agent, `{ teams { id league { name } members { name } } }`);
        expect(errors).toBeUndefined();
      });
    const small = await measure();
    await t.ds.query(`INSERT INTO teams (name, league_id) SELECT 'Bulk ' || g, (SELECT min(id) FROM leagues) FROM generate_series(1, 40) g`);
    expect(await measure()).toBe(small);
  });
});
