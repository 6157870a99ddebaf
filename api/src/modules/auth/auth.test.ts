import { createTestContext, type TestContext } from '../../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('register', () => {
  it('creates a member whose username is the email, ignoring any admin flag, and signs them in', async () => {
    const agent = t.agent();
    const res = await agent
      .post('/api/auth/register')
      .send({ email: 'New.Member@Example.org', password: 'secret123', fullName: 'New Member', isAdmin: true, username: 'boss' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'new.member@example.org', email: 'new.member@example.org', isAdmin: false });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|token/i);
    const me = await agent.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.fullName).toBe('New Member');
  });
});

describe('login and logout', () => {
  it('answers 401 Invalid credentials alike for a wrong password and an unknown user', async () => {
    const user = await t.createUser();
    const wrong = await t.agent().post('/api/auth/login').send({ username: user.username, password: 'nope-nope' });
    const unknown = await t.agent().post('/api/auth/login').send({ username: 'ghost@example.org', password: 'nope-nope' });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual({ message: 'Invalid credentials' });
    expect(unknown.body).toEqual({ message: 'Invalid credentials' });
  });

  it('revokes the session on logout so the same token no longer works', async () => {
    const { agent } = await t.signedIn();
    const cookie = (await agent.get('/api/auth/me')).request.cookies;
    expect((await agent.get('/api/auth/me')).status).toBe(200);
    const stolen = t.agent().set('Cookie', cookie);
    expect((await stolen.get('/api/auth/me')).status).toBe(200);
    expect((await agent.post('/api/auth/logout').send({})).status).toBe(200);
    expect((await stolen.get('/api/auth/me')).status).toBe(401);
  });
});
