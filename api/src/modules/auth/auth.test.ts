import { createTestContext, type TestContext } from '../../../test/harness';
import { UserEntity } from '../users/user.entity';
import { toOwnUserDto } from '../users/user.mapper';

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

describe('session tokens', () => {
  it('refuses a token it has accepted before once the token expires, and an altered copy of it', async () => {
    const user = await t.createUser();
    const { token, expires } = await t.services.auth.login({ username: user.username, password: 'secret123' }, '127.0.0.1');
    expect(await t.services.auth.viewerFromToken(token)).toMatchObject({ id: user.id });
    // Accepted again (remembered as verified); a different signature or payload is checked afresh and refused.
    expect(await t.services.auth.viewerFromToken(token)).toMatchObject({ id: user.id });
    const [h, p, s] = token.split('.');
    const flipped = `${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.at(-1)}`;
    expect(await t.services.auth.viewerFromToken(`${h}.${p}.${flipped}`)).toBeNull();
    expect(await t.services.auth.viewerFromToken(`${h}.${p.slice(0, -1)}.${s}`)).toBeNull();
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(expires.getTime() - 2000);
      expect(await t.services.auth.viewerFromToken(token)).toMatchObject({ id: user.id });
      now.mockReturnValue(expires.getTime() + 1000);
      expect(await t.services.auth.viewerFromToken(token)).toBeNull();
      now.mockReturnValue(expires.getTime() - 2000);
      // Once found expired it is forgotten; jsonwebtoken checks it again in full.
      expect(await t.services.auth.viewerFromToken(token)).toMatchObject({ id: user.id });
    } finally {
      now.mockRestore();
    }
  });
});

describe('register validation (spec §5)', () => {
  const valid = { email: 'valid@example.org', password: 'secret123', fullName: 'Val Id' };
  it.each([
    [{ ...valid, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ ...valid, email: '' }, 'email', 'Please enter a valid email address'],
    [{ ...valid, email: 'has space@example.org' }, 'email', 'Email cannot contain spaces when used as username'],
    [{ ...valid, password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ ...valid, password: undefined }, 'password', 'Password must be at least 6 characters'],
    [{ ...valid, fullName: 'A' }, 'fullName', 'Full name is required'],
    [{ ...valid, email: 42 }, 'email', 'email must be text'],
    [{ ...valid, isAdmin: true, shoeSize: 44 }, undefined, 'Unknown field: shoeSize'],
  ])('refuses %j with 400 and the message', async (body, field, message) => {
    const res = await t.agent().post('/api/auth/register').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(field ? { message, field, errors: [{ field, message }] } : { message, errors: [{ message }] });
    expect(await t.count(`users WHERE email = 'valid@example.org'`)).toBe(0);
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const user = await t.createUser({ email: 'taken@example.org' });
    const res = await t.agent().post('/api/auth/register').send({ ...valid, email: 'TAKEN@example.org' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'An account with this email already exists', field: 'email' });
    expect(user.email).toBe('taken@example.org');
  });
});

describe('login', () => {
  it('accepts the username or the email, in any case', async () => {
    const user = await t.createUser({ username: 'jdoe', email: 'jane.doe@example.org' });
    for (const username of ['jdoe', 'JDOE', 'jane.doe@example.org', 'Jane.Doe@Example.org']) {
      const res = await t.agent().post('/api/auth/login').send({ username, password: 'secret123' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: user.id, username: 'jdoe', email: 'jane.doe@example.org' });
      expect(res.headers['set-cookie'][0]).toMatch(/^doffice_session=.+; .*HttpOnly; SameSite=Lax/);
    }
  });

  it.each([
    [{ password: 'secret123' }, 'username', 'Username is required'],
    [{ username: '  ', password: 'secret123' }, 'username', 'Username is required'],
    [{ username: 'someone' }, 'password', 'Password is required'],
  ])('refuses %j with the spec message', async (body, field, message) => {
    const res = await t.agent().post('/api/auth/login').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, field, errors: [{ field, message }] });
  });

  it('never returns the password hash', async () => {
    const user = await t.createUser();
    const res = await t.agent().post('/api/auth/login').send({ username: user.email, password: 'secret123' });
    expect(res.text).not.toMatch(/\$2[aby]\$|password/i);
  });
});

describe('auth over GraphQL', () => {
  const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id username email isAdmin } }`;
  const LOGIN = `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { id fullName } }`;

  it('registers, reads me, logs out (revoking the session) and logs in again', async () => {
    const agent = t.agent();
    const reg = await t.gql(agent, REGISTER, { input: { email: 'gql@example.org', password: 'secret123', fullName: 'Graph Q' } });
    expect(reg.errors).toBeUndefined();
    expect(reg.data).toMatchObject({ register: { username: 'gql@example.org', isAdmin: false } });
    expect((await t.gql(agent, '{ me { email } }')).data).toEqual({ me: { email: 'gql@example.org' } });
    expect((await t.gql(agent, 'mutation { logout }')).data).toEqual({ logout: true });
    expect((await t.gql(agent, '{ me { email } }')).data).toEqual({ me: null });
    const again = await t.gql(agent, LOGIN, { u: 'gql@example.org', p: 'secret123' });
    expect(again.data).toMatchObject({ login: { fullName: 'Graph Q' } });
  });

  it('maps the same errors to extensions.code', async () => {
    const agent = t.agent();
    const bad = await t.gql(agent, REGISTER, { input: { email: 'nope', password: 'secret123', fullName: 'No Pe' } });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Please enter a valid email address',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    await t.createUser({ email: 'dupe@example.org' });
    const dupe = await t.gql(agent, REGISTER, { input: { email: 'dupe@example.org', password: 'secret123', fullName: 'Du Pe' } });
    expect(dupe.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', field: 'email' } });
    const wrong = await t.gql(agent, LOGIN, { u: 'dupe@example.org', p: 'wrong-password' });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } });
    const unknown = await t.gql(agent, LOGIN, { u: 'ghost@example.org', p: 'wrong-password' });
    expect(unknown.errors?.[0]).toEqual(wrong.errors?.[0]);
  });
});

describe('me', () => {
  it("reads every field of the member as the ORM's read does (the prepared read of a batch of one), and nothing hidden", async () => {
    const user = await t.createUser({ fullName: 'Ada Lovelace', isParent: true });
    await t.ds.query(
      `UPDATE users SET role = 'Treasurer', phone = '+44 20 7946 0000', whatsapp_phone = '+447700900000', bio = 'Counts things',
         membership_number = 'M-0042', joined_at = '2024-02-29T23:59:59.123Z', reset_token = 'secret-token' WHERE id = $1`,
      [user.id],
    );
    const viewer = { id: user.id, isAdmin: false, sessionId: '' };
    const orm = await t.ds.getRepository(UserEntity).findOneByOrFail({ id: user.id });
    const me = await t.services.auth.me(viewer);
    expect(me).toEqual(toOwnUserDto(orm));
    expect(me?.joinedAt).toEqual(new Date('2024-02-29T23:59:59.123Z'));
    expect(JSON.stringify(me)).not.toMatch(/secret-token|password|hash/i);
    expect(await t.services.auth.me({ ...viewer, id: 2_000_000_000 })).toBeNull();
  });
});
