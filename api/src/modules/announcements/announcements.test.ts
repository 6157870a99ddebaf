import { countStatements, createTestContext, type Agent, type TestContext } from '../../../test/harness';

let t: TestContext;
let admin: { user: { id: number; fullName: string }; agent: Agent };
let member: { user: { id: number }; agent: Agent };
let leagueId: number;
let teamId: number;

beforeAll(async () => {
  t = await createTestContext({ countQueries: true });
  admin = await t.signedIn({ isAdmin: true, fullName: 'Ada Admin' });
  member = await t.signedIn();
  [{ id: leagueId }] = await t.ds.query(`INSERT INTO leagues (name, age_group) VALUES ('City League', 'U14') RETURNING id`);
  [{ id: teamId }] = await t.ds.query(`INSERT INTO teams (name, league_id) VALUES ('Falcons', $1) RETURNING id`, [leagueId]);
  await t.ds.query(`INSERT INTO teams (name) VALUES ('Astros')`);
});
afterAll(() => t.close());

const valid = () => ({ title: 'Office closed Friday', content: 'The office is closed for maintenance.' });

const A_FIELDS = `id title content createdAt sendWhatsapp author { id fullName } team { id name league { id name } } league { id name ageGroup }`;

describe('creating announcements', () => {
  it('lets an admin post a General announcement over REST: author is the caller, embedded with fullName', async () => {
    const res = await admin.agent.post('/api/announcements').send({ ...valid(), sendWhatsapp: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...valid(),
      authorId: admin.user.id,
      author: { id: admin.user.id, fullName: 'Ada Admin' },
      teamId: null,
      leagueId: null,
      sendWhatsapp: true,
    });
    const [row] = await t.ds.query(`SELECT send_whatsapp, author_id FROM announcements WHERE id = $1`, [res.body.id]);
    expect(row).toEqual({ send_whatsapp: true, author_id: admin.user.id });
  });

  it('scopes an announcement to a team or a league (REST and GraphQL)', async () => {
    const team = await admin.agent.post('/api/announcements').send({ ...valid(), teamId });
    expect(team.body).toMatchObject({ teamId, leagueId: null, sendWhatsapp: false });
    const { data, errors } = await t.gql<{ createAnnouncement: Record<string, unknown> }>(
      admin.agent,
      `mutation($input: AnnouncementInput!) { createAnnouncement(input: $input) { ${A_FIELDS} } }`,
      { input: { ...valid(), leagueId: String(leagueId) } },
    );
    expect(errors).toBeUndefined();
    expect(data!.createAnnouncement).toMatchObject({
      team: null,
      league: { id: String(leagueId), name: 'City League', ageGroup: 'U14' },
      author: { fullName: 'Ada Admin' },
    });
  });

  it('refuses members (403) and anonymous callers (401), storing nothing', async () => {
    const before = await t.count('announcements');
    expect((await member.agent.post('/api/announcements').send(valid())).status).toBe(403);
    expect((await t.agent().post('/api/announcements').send(valid())).status).toBe(401);
    const { errors } = await t.gql(member.agent, `mutation($i: AnnouncementInput!) { createAnnouncement(input: $i) { id } }`, { i: valid() });
    expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.count('announcements')).toBe(before);
  });

  it.each<[string, unknown, number, RegExp]>([
    ['no title', { content: 'x' }, 400, /Title is required/],
    ['a blank content', { title: 'x', content: '  ' }, 400, /Content is required/],
    ['a 100 KB content', { title: 'x', content: 'y'.repeat(100_000) }, 400, /at most 5000/],
    ['a 100 KB title', { title: 'y'.repeat(100_000), content: 'x' }, 400, /at most 200/],
    ['a numeric title', { title: 7, content: 'x' }, 400, /text/],
    ['both a team and a league', { ...valid(), teamId: 1, leagueId: 1 }, 400, /not both/],
    ['an unknown team', { ...valid(), teamId: 999999 }, 404, /Team not found/],
    ['an unknown league', { ...valid(), leagueId: 999999 }, 404, /League not found/],
    ['a fractional team id', { ...valid(), teamId: 1.5 }, 400, /positive whole number/],
    ['a negative league id', { ...valid(), leagueId: -1 }, 400, /positive whole number/],
    ['a boolean team id', { ...valid(), teamId: true }, 400, /positive whole number/],
    ['sendWhatsapp as text', { ...valid(), sendWhatsapp: 'yes' }, 400, /true or false/],
    ['an authorId', { ...valid(), authorId: 1 }, 400, /Unknown field: authorId/],
    ['an array body', [valid()], 400, /JSON object/],
  ])('refuses %s and stores nothing', async (_name, body, status, message) => {
    const before = await t.count('announcements');
    const res = await admin.agent.post('/api/announcements').send(body as object);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(await t.count('announcements')).toBe(before);
  });

  it('refuses malformed JSON and bad GraphQL input, storing nothing', async () => {
    const before = await t.count('announcements');
    const res = await admin.agent.post('/api/announcements').set('content-type', 'application/json').send('{"title":');
    expect(res.status).toBe(400);
    const m = `mutation($i: AnnouncementInput!) { createAnnouncement(input: $i) { id } }`;
    expect((await t.gql(admin.agent, m, { i: { ...valid(), teamId: 'abc' } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(admin.agent, m, { i: { ...valid(), teamId: '999999' } })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(admin.agent, m, { i: { title: '', content: 'x' } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await t.count('announcements')).toBe(before);
  });
});

describe('reading announcements', () => {
  it('lists newest first with author, team and league (REST and GraphQL) for any signed-in user', async () => {
    await t.ds.query(`DELETE FROM announcements`);
    await t.ds.query(
      `INSERT INTO announcements (title, content, author_id, created_at, team_id) VALUES
         ('Old', 'o', $1, now() - interval '2 days', NULL),
         ('New', 'n', $1, now(), $2),
         ('Middle', 'm', NULL, now() - interval '1 day', NULL)`,
      [admin.user.id, teamId],
    );
    const rest = await member.agent.get('/api/announcements');
    expect(rest.status).toBe(200);
    expect(rest.body.map((a: { title: string }) => a.title)).toEqual(['New', 'Middle', 'Old']);
    expect(rest.body[0]).toMatchObject({ author: { id: admin.user.id, fullName: 'Ada Admin' }, teamId, leagueId: null });
    expect(rest.body[1].author).toBeNull();

    const { data } = await t.gql<{ announcements: { title: string; team: unknown }[] }>(member.agent, `{ announcements { ${A_FIELDS} } }`);
    expect(data!.announcements.map((a) => a.title)).toEqual(['New', 'Middle', 'Old']);
    expect(data!.announcements[0].team).toEqual({ id: String(teamId), name: 'Falcons', league: { id: String(leagueId), name: 'City League' } });
    const page = await t.gql<{ announcements: { title: string }[] }>(member.agent, `{ announcements(limit: 1, offset: 1) { title } }`);
    expect(page.data!.announcements).toEqual([{ title: 'Middle' }]);
    expect((await t.agent().get('/api/announcements')).status).toBe(401);
  });

  it('lists teams and leagues for the scope picker (REST and GraphQL)', async () => {
    const teams = await member.agent.get('/api/teams');
    expect(teams.body).toEqual([
      { id: expect.any(Number), name: 'Astros', leagueId: null, league: null },
      { id: teamId, name: 'Falcons', leagueId, league: { id: leagueId, name: 'City League' } },
    ]);
    const leagues = await member.agent.get('/api/leagues');
    expect(leagues.body).toEqual([{ id: leagueId, name: 'City League', ageGroup: 'U14', description: null }]);
    const { data } = await t.gql(member.agent, `{ teams { name league { name } } leagues { id name } }`);
    expect(data).toEqual({
      teams: [
        { name: 'Astros', league: null },
        { name: 'Falcons', league: { name: 'City League' } },
      ],
      leagues: [{ id: String(leagueId), name: 'City League' }],
    });
    expect((await t.agent().get('/api/teams')).status).toBe(401);
  });
});

describe('updating and deleting announcements', () => {
  async function post() {
    return (await admin.agent.post('/api/announcements').send(valid())).body.id as number;
  }

  it('lets an admin edit an announcement, keeping its author and date', async () => {
    const id = await post();
    const [before] = await t.ds.query(`SELECT * FROM announcements WHERE id = $1`, [id]);
    const other = await t.signedIn({ isAdmin: true });
    const res = await other.agent.put(`/api/announcements/${id}`).send({ title: 'Edited', content: 'New text', leagueId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Edited', leagueId, authorId: admin.user.id });
    const [after] = await t.ds.query(`SELECT * FROM announcements WHERE id = $1`, [id]);
    expect(after.created_at).toEqual(before.created_at);
    const { data } = await t.gql<{ updateAnnouncement: { title: string; league: unknown } }>(
      admin.agent,
      `mutation($id: ID!, $i: AnnouncementInput!) { updateAnnouncement(id: $id, input: $i) { title league { id } } }`,
      { id: String(id), i: { title: 'Again', content: 'x' } },
    );
    expect(data!.updateAnnouncement).toEqual({ title: 'Again', league: null });
  });

  it('leaves the row unchanged on refused edits; 404 for unknown ids, 403 for members', async () => {
    const id = await post();
    const [before] = await t.ds.query(`SELECT * FROM announcements WHERE id = $1`, [id]);
    expect((await admin.agent.put(`/api/announcements/${id}`).send({ title: '' , content: 'x' })).status).toBe(400);
    expect((await admin.agent.put(`/api/announcements/${id}`).send({ ...valid(), teamId: 999999 })).status).toBe(404);
    expect((await member.agent.put(`/api/announcements/${id}`).send(valid())).status).toBe(403);
    expect((await admin.agent.put('/api/announcements/999999').send(valid())).status).toBe(404);
    expect((await admin.agent.put('/api/announcements/1.5').send(valid())).status).toBe(400);
    const [after] = await t.ds.query(`SELECT * FROM announcements WHERE id = $1`, [id]);
    expect(after).toEqual(before);
  });

  it('deletes (204), then answers 404', async () => {
    const id = await post();
    expect((await member.agent.delete(`/api/announcements/${id}`)).status).toBe(403);
    expect((await admin.agent.delete(`/api/announcements/${id}`)).status).toBe(204);
    expect((await admin.agent.delete(`/api/announcements/${id}`)).status).toBe(404);
    const again = await post();
    const { data } = await t.gql(admin.agent, `mutation($id: ID!) { deleteAnnouncement(id: $id) }`, { id: String(again) });
    expect(data).toEqual({ deleteAnnouncement: String(again) });
  });
});

describe('statement counts (no N+1)', () => {
  async function measure(n: number) {
    await t.ds.query(`DELETE FROM announcements`);
    const authors = [admin.user.id, (await t.createUser({ isAdmin: true })).id];
    // A third General, a third per team, a third per league; authors alternate.
    await t.ds.query(
      `INSERT INTO announcements (title, content, author_id, team_id, league_id, created_at)
       SELECT 'A' || g, 'c', ($2::int[])[1 + g % 2],
              CASE WHEN g % 3 = 1 THEN $3::int END, CASE WHEN g % 3 = 2 THEN $4::int END, now() - g * interval '1 minute'
         FROM generate_series(1, $1::int) g`,
      [n, authors, teamId, leagueId],
    );
    let rows = 0;
    const gql = await countStatements(t, async () => {
      const { data, errors } = await t.gql<{ announcements: unknown[] }>(member.agent, `{ announcements(limit: 500) { ${A_FIELDS} } }`);
      expect(errors).toBeUndefined();
      rows = data!.announcements.length;
    });
    const rest = await countStatements(t, async () => expect((await member.agent.get('/api/announcements')).body).toHaveLength(n));
    expect(rows).toBe(n);
    return { gql, rest };
  }

  it('runs the same number of statements for 10 and 500 announcements with author, team and league', async () => {
    const small = await measure(10);
    const large = await measure(500);
    expect(large).toEqual(small);
    // session lookup + announcements + authors + teams + leagues; REST embeds authors only
    expect(small.gql).toBeLessThanOrEqual(6);
    expect(small.rest).toBeLessThanOrEqual(3);
   }, 30_000);
});
