import { createTestContext, type TestContext } from '../../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const PROFILE = { fullName: 'Lena Sprache', phone: null, whatsappPhone: null, whatsappOptIn: false, bio: null };

describe("a member's language (issue 37 item 4)", () => {
  it('is saved through updateProfile, read by me and myProfile, and kept when the profile is saved without it', async () => {
    const { agent } = await t.signedIn({ fullName: 'Lena Sprache' });
    const read = async () => (await t.gql(agent, `{ me { language } myProfile { language user { language } } }`)).data;
    expect(await read()).toEqual({ me: { language: null }, myProfile: { language: null, user: { language: null } } });

    const saved = await t.gql(agent, `mutation($input: ProfileInput!) { updateProfile(input: $input) { language user { language } } }`, { input: { ...PROFILE, language: 'de' } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({ updateProfile: { language: 'de', user: { language: 'de' } } });
    // The profile form saves without the field: the language stays.
    await t.gql(agent, `mutation($input: ProfileInput!) { updateProfile(input: $input) { language } }`, { input: { ...PROFILE, bio: 'Hallo' } });
    expect(await read()).toEqual({ me: { language: 'de' }, myProfile: { language: 'de', user: { language: 'de' } } });
    // null: follow the browser again.
    await t.gql(agent, `mutation($input: ProfileInput!) { updateProfile(input: $input) { language } }`, { input: { ...PROFILE, language: null } });
    expect((await read())?.me).toEqual({ language: null });
  });

  it('over REST: PUT /profile takes it, GET /profile answers it, anything but en/de/null is a 400 that changes nothing', async () => {
    const { agent } = await t.signedIn({ fullName: 'Rest Sprache' });
    expect((await agent.put('/api/profile').send({ ...PROFILE, language: 'de' }).expect(200)).body.language).toBe('de');
    expect((await agent.get('/api/profile').expect(200)).body.language).toBe('de');
    for (const language of ['fr', 'DE', 3, '']) {
      const res = await agent.put('/api/profile').send({ ...PROFILE, language });
      expect(res.status).toBe(400);
      // Refused in the member's own language (German now); an English browser is answered in English.
      expect(JSON.stringify(res.body)).toContain("Die Sprache muss 'en', 'de' oder null sein");
      const english = await agent.put('/api/profile').set('Accept-Language', 'en').send({ ...PROFILE, language });
      expect(JSON.stringify(english.body)).toContain("Language must be 'en', 'de' or null");
    }
    const bad = await t.gql(agent, `mutation($input: ProfileInput!) { updateProfile(input: $input) { language } }`, { input: { ...PROFILE, language: 'fr' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await agent.get('/api/profile').expect(200)).body.language).toBe('de');
    // The caller's own account carries it; signing in answers it too (the app shows the language at once).
    expect((await agent.get('/api/auth/me').expect(200)).body.language).toBe('de');
  });

  it("is the caller's own only: another user's language reads null, even for an admin", async () => {
    const { user: member, agent } = await t.signedIn({ fullName: 'Own Only' });
    await agent.put('/api/profile').send({ ...PROFILE, fullName: 'Own Only', language: 'de' }).expect(200);
    const admin = (await t.signedIn({ isAdmin: true })).agent;
    const res = await t.gql(admin, `{ users(limit: 500) { id language } }`);
    expect(res.errors).toBeUndefined();
    const row = (res.data as { users: { id: string; language: string | null }[] }).users.find((u) => u.id === String(member.id));
    expect(row).toEqual({ id: String(member.id), language: null });
    expect((await admin.get('/api/users?limit=500').expect(200)).body.find((u: { id: number }) => u.id === member.id)).not.toHaveProperty('language');
  });

  it('comes with the answer to signing in', async () => {
    const { user, agent } = await t.signedIn({ fullName: 'Login Sprache' });
    await agent.put('/api/profile').send({ ...PROFILE, fullName: 'Login Sprache', language: 'de' }).expect(200);
    const res = await t.gql(t.agent(), `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { id language } }`, { u: user.username, p: 'secret123' });
    expect(res.data).toEqual({ login: { id: String(user.id), language: 'de' } });
  });
});
