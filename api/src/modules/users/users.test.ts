import { createTestContext, type Agent, type TestContext } from '../../../test/harness';

let t: TestContext;
let admin: Agent;
let adminId: number;
beforeAll(async () => {
  t = await createTestContext();
  const a = await t.signedIn({ isAdmin: true, fullName: 'Ada Admin' });
  admin = a.agent;
  adminId = a.user.id;
});
afterAll(() => t.close());

let n = 0;
const newUser = (over: Record<string, unknown> = {}) => {
  n++;
  return { username: `member${n}`, password: 'secret123', fullName: `Member ${n}`, email: `member${n}@example.org`, ...over };
};

/** No response may carry a password, a hash, a token or a stack trace. */
const clean = (text: string) => expect(text).not.toMatch(/password|\$2[aby]\$|reset_?token|stack|\bat .+\.ts:\d+/i);

describe('access', () => {
  it('refuses anonymous callers with 401 and members with 403, on every users route', async () => {
    const member = (await t.signedIn()).agent;
    const target = await t.createUser();
    const calls = (a: Agent) => [
      a.get('/api/users'),
      a.post('/api/users').send(newUser()),
      a.put(`/api/users/${target.id}`).send({ fullName: 'Hacked', email: 'h@example.org' }),
      a.delete(`/api/users/${target.id}`),
    ];
    for (const res of await Promise.all(calls(t.agent()))) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Authentication required' });
    }
    for (const res of await Promise.all(calls(member))) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Access denied. Admin privileges required.' });
    }
    expect((await t.services.auth.me({ id: target.id, isAdmin: false, sessionId: '' }))?.fullName).toBe(target.fullName);
  });

  it('answers UNAUTHENTICATED and FORBIDDEN over GraphQL', async () => {
    const member = (await t.signedIn()).agent;
    const anon = await t.gql(t.agent(), '{ users { id } }');
    expect(anon.errors?.[0]).toMatchObject({ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } });
    const denied = await t.gql(member, `mutation { deleteUser(id: ${adminId}) }`);
    expect(denied.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(await t.count(`users WHERE id = ${adminId}`)).toBe(1);
  });

  it('takes a demoted admin at their word at once: isAdmin is read from the database on every request', async () => {
    const second = await t.signedIn({ isAdmin: true });
    expect((await second.agent.get('/api/users')).status).toBe(200);
    expect((await admin.put(`/api/users/${second.user.id}`).send({ fullName: 'Now Member', email: second.user.email, isAdmin: false })).status).toBe(200);
    expect((await second.agent.get('/api/users')).status).toBe(403);
  });

  it('leaves the roles as they are when an edit does not name them (issue 38: an omitted isAdmin demoted an admin)', async () => {
    const second = await t.signedIn({ isAdmin: true, isParent: true });
    const res = await admin.put(`/api/users/${second.user.id}`).send({ fullName: 'Renamed Admin', email: second.user.email });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fullName: 'Renamed Admin', isAdmin: true, isParent: true });
    const gql = await t.gql(admin, `mutation($id: ID!, $email: String!) { updateUser(id: $id, input: { fullName: "Still Admin", email: $email }) { isAdmin isParent } }`, {
      id: String(second.user.id),
      email: second.user.email,
    });
    expect(gql.data).toEqual({ updateUser: { isAdmin: true, isParent: true } });
    expect((await second.agent.get('/api/users')).status).toBe(200);
  });
});

describe('CRUD over REST', () => {
  it('creates, lists, updates and deletes a user', async () => {
    const input = newUser({ isAdmin: true, email: 'Mixed.Case@Example.org' });
    const created = await admin.post('/api/users').send(input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: input.username, email: 'mixed.case@example.org', fullName: input.fullName, isAdmin: true });
    clean(created.text);
    const id = created.body.id;

    const signIn = await t.agent().post('/api/auth/login').send({ username: input.username, password: 'secret123' });
    expect(signIn.status).toBe(200);

    const list = await admin.get('/api/users');
    expect(list.status).toBe(200);
    expect(list.body.map((u: { id: number }) => u.id)).toContain(id);
    clean(list.text);

    const updated = await admin.put(`/api/users/${id}`).send({ fullName: 'Renamed', email: 'renamed@example.org', isAdmin: false, username: 'ignored', id: 999 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, username: input.username, fullName: 'Renamed', email: 'renamed@example.org', isAdmin: false });

    expect((await admin.delete(`/api/users/${id}`)).status).toBe(204);
    expect(await t.count(`users WHERE id = ${id}`)).toBe(0);
    expect((await admin.delete(`/api/users/${id}`)).status).toBe(404);
    expect((await admin.put(`/api/users/${id}`).send({ fullName: 'Gone', email: 'gone@example.org' })).body).toEqual({ message: 'User not found' });
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ fullName: 'X' }, 'fullName', 'Full name is required'],
    [{ fullName: undefined }, 'fullName', 'Full name is required'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
    [{ isAdmin: 'true' }, 'isAdmin', 'isAdmin must be true or false'],
  ])('refuses a new user with %j: 400 and the spec message', async (over, field, message) => {
    const res = await admin.post('/api/users').send(newUser(over));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, field, errors: [{ field, message }] });
  });

  it.each([
    [{ fullName: 'X' }, 'fullName', 'Full name is required'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
  ])('refuses an edit with %j: 400 and the spec message', async (over, field, message) => {
    const user = await t.createUser();
    const res = await admin.put(`/api/users/${user.id}`).send({ fullName: 'Fine Name', email: user.email, ...over });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, field, errors: [{ field, message }] });
  });

  it('answers 409 for a taken username or email, on create and on edit', async () => {
    const existing = await t.createUser({ username: 'taken_name', email: 'taken@example.org' });
    const byName = await admin.post('/api/users').send(newUser({ username: 'TAKEN_NAME' }));
    expect(byName.status).toBe(409);
    expect(byName.body).toEqual({ message: 'That username is already taken', field: 'username' });
    const byEmail = await admin.post('/api/users').send(newUser({ email: 'Taken@Example.org' }));
    expect(byEmail.status).toBe(409);
    expect(byEmail.body).toEqual({ message: 'An account with this email already exists', field: 'email' });
    const other = await t.createUser();
    const edit = await admin.put(`/api/users/${other.id}`).send({ fullName: 'Other', email: existing.email });
    expect(edit.status).toBe(409);
    expect(edit.body.field).toBe('email');
  });

  it('answers 400 for an id that is not a positive integer, never 500', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await admin.delete(`/api/users/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('id');
    }
  });
});

describe('the last admin', () => {
  it('cannot be deleted or demoted, but can once another admin exists', async () => {
    const t2 = await createTestContext();
    try {
      const { agent, user } = await t2.signedIn({ isAdmin: true });
      const del = await agent.delete(`/api/users/${user.id}`);
      expect(del.status).toBe(409);
      expect(del.body.message).toBe('The last admin cannot be removed or demoted. Make another user an admin first.');
      const demote = await agent.put(`/api/users/${user.id}`).send({ fullName: user.fullName, email: user.email, isAdmin: false });
      expect(demote.status).toBe(409);
      expect(demote.body.field).toBe('isAdmin');
      const gql = await t2.gql(agent, `mutation { deleteUser(id: ${user.id}) }`);
      expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });

      const other = await t2.createUser({ isAdmin: true });
      expect((await agent.put(`/api/users/${other.id}`).send({ fullName: 'Demoted', email: other.email, isAdmin: false })).status).toBe(200);
      expect((await agent.delete(`/api/users/${user.id}`)).status).toBe(409);
    } finally {
      await t2.close();
    }
  });

  it('survives two concurrent demotions and two concurrent deletions: one admin always remains', async () => {
    const t2 = await createTestContext();
    try {
      for (const action of ['demote', 'delete'] as const) {
        await t2.ds.query(`UPDATE users SET is_admin = false`);
        const [a, b] = await Promise.all([t2.createUser({ isAdmin: true }), t2.createUser({ isAdmin: true })]);
        // Straight to the service with a viewer already checked, so both requests reach the
        // database at once: only the row locks can stop them from removing both admins.
        const viewer = { id: a.id, isAdmin: true, sessionId: 'x' };
        const hit = (target: typeof a) =>
          action === 'delete'
            ? t2.services.users.delete(viewer, target.id)
            : t2.services.users.update(viewer, target.id, { fullName: target.fullName, email: target.email, isAdmin: false });
        const results = await Promise.allSettled([hit(a), hit(b)]);
        expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
        const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        expect(failure.reason).toMatchObject({ code: 'CONFLICT' });
        expect(await t2.count('users WHERE is_admin')).toBe(1);
      }
    } finally {
      await t2.close();
    }
  });

  it('is kept when two admins demote each other at the same moment over HTTP', async () => {
    const t2 = await createTestContext();
    try {
      const a = await t2.signedIn({ isAdmin: true });
      const b = await t2.signedIn({ isAdmin: true });
      const demote = (who: typeof a, target: typeof a) =>
        who.agent.put(`/api/users/${target.user.id}`).send({ fullName: target.user.fullName, email: target.user.email, isAdmin: false });
      const statuses = (await Promise.all([demote(a, b), demote(b, a)])).map((r) => r.status).sort();
      // The loser either sees the other's change first (403, no longer an admin) or hits the lock (409).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      expect(await t2.count('users WHERE is_admin')).toBe(1);
    } finally {
      await t2.close();
    }
  });
});

describe('users over GraphQL', () => {
  const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { id username email isAdmin } }`;

  it('creates, lists, updates and deletes, with the same rules and codes', async () => {
    const input = newUser();
    const created = await t.gql(admin, CREATE, { input });
    expect(created.errors).toBeUndefined();
    const id = (created.data as { createUser: { id: string } }).createUser.id;
    expect(created.data).toEqual({ createUser: { id, username: input.username, email: input.email, isAdmin: false } });

    const list = await t.gql(admin, '{ users(limit: 500) { id } }');
    expect((list.data as { users: { id: string }[] }).users.map((u) => u.id)).toContain(id);

    const UPDATE = `mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { fullName isAdmin } }`;
    const updated = await t.gql(admin, UPDATE, { id, input: { fullName: 'GQL Renamed', email: input.email, isAdmin: true } });
    expect(updated.data).toEqual({ updateUser: { fullName: 'GQL Renamed', isAdmin: true } });

    const bad = await t.gql(admin, CREATE, { input: newUser({ username: 'ab' }) });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Username must be at least 3 characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'username' },
    });
    const taken = await t.gql(admin, CREATE, { input: newUser({ email: input.email }) });
    expect(taken.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', field: 'email' } });

    expect((await t.gql(admin, `mutation { deleteUser(id: "${id}") }`)).data).toEqual({ deleteUser: id });
    const missing = await t.gql(admin, `mutation { deleteUser(id: "${id}") }`);
    expect(missing.errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('has no field that could carry a password or a reset token', async () => {
    for (const field of ['password', 'passwordHash', 'resetToken', 'resetTokenExpiry']) {
      const res = await t.gql(admin, `{ users { id ${field} } }`);
      expect(res.status).toBe(400);
      expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });
});
