import helmet from 'helmet';
import request from 'supertest';
import { listener } from '../src/speed/http/lanes';
import { securityHeaders } from '../src/speed/http/middleware';
import { createTestContext, type TestContext } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Neither a stack trace nor a file path of ours ever reaches a client. */
const noStack = (text: string) => expect(text).not.toMatch(/\bat .+\(.+:\d+:\d+\)|\/api\/src\/|stacktrace/i);

describe('bodies the server cannot use answer 4xx, never 500', () => {
  it('answers 400 for malformed JSON on REST and GraphQL', async () => {
    for (const path of ['/api/auth/login', '/api/users', '/graphql']) {
      const res = await t.agent().post(path).set('content-type', 'application/json').send('{"username": "a", ');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Request body is not valid JSON', errors: [{ message: 'Request body is not valid JSON' }] });
      noStack(res.text);
    }
  });

  it('answers 413 for an oversized body', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(600 * 1024), password: 'secret123' });
    for (const path of ['/api/auth/login', '/graphql']) {
      const res = await t.agent().post(path).set('content-type', 'application/json').send(big);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'Request body is too large' });
    }
  });

  it.each([
    ['/api/auth/login', { username: ['a'], password: 'secret123' }],
    ['/api/auth/login', { username: 'a', password: 12345678 }],
    ['/api/auth/register', { email: { $ne: null }, password: 'secret123', fullName: 'Ob Ject' }],
    ['/api/auth/forgot-password', { email: 42 }],
    ['/api/auth/reset-password', { token: 42, newPassword: 'secret123' }],
    ['/api/auth/login', [1, 2, 3]],
    ['/api/auth/login', 'just a string'],
  ])('answers 400 for wrong types on %s (%j)', async (path, body) => {
    const res = await t.agent().post(path).set('content-type', 'application/json').send(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    noStack(res.text);
  });

  it('answers 400 for wrong variable types in GraphQL', async () => {
    const res = await t.gql(t.agent(), 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { id } }', {
      u: { evil: true },
      p: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers 400 for a JSON object that cannot be made a number where one belongs, and changes nothing', async () => {
    // Found by the fuzz run: yup's cast calls String() on { "toString": 1 }, which throws a TypeError.
    const { agent } = await t.signedIn({ isAdmin: true });
    const before = await t.count('meeting_rooms');
    const res = await agent.post('/api/meeting-rooms').send({ name: 'Odd', capacity: { toString: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid input');
    expect(await t.count('meeting_rooms')).toBe(before);
  });

  it('answers 400 for text holding a NUL byte (PostgreSQL cannot store it), on REST and GraphQL, and changes nothing', async () => {
    // Found by the fuzz run: a league's description "\u0000" reached PostgreSQL, which refused it (22021), answered 500.
    const { agent } = await t.signedIn({ isAdmin: true });
    const before = await t.count('meeting_rooms');
    const rest = await agent.post('/api/meeting-rooms').send({ name: 'Odd\u0000room', capacity: 4 });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ message: 'Text must not contain NUL (\\u0000) characters', errors: [{ message: 'Text must not contain NUL (\\u0000) characters' }] });
    const gql = await t.gql(agent, 'mutation($n: String!) { createMeetingRoom(input: { name: $n, capacity: 4 }) { id } }', { n: '\u0000' });
    expect(gql.errors?.[0]).toMatchObject({ message: 'Text must not contain NUL (\\u0000) characters', extensions: { code: 'BAD_USER_INPUT' } });
    const search = await agent.get('/api/events').query({ search: 'a\u0000b' });
    expect(search.status).toBeLessThan(500);
    noStack(rest.text + JSON.stringify(gql.errors) + search.text);
    expect(await t.count('meeting_rooms')).toBe(before);
  });

  it('answers 400 for a GraphQL syntax error and for a document over the token limit', async () => {
    const syntax = await t.gql(t.agent(), ':FH');
    expect(syntax.status).toBe(400);
    expect(syntax.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    const tokens = await t.gql(t.agent(), `{ ${'me { id } '.repeat(600)} }`);
    expect(tokens.status).toBe(400);
    expect(tokens.errors?.[0].message).toBe('Syntax Error: Token limit of 2000 exceeded.');
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const res = await t.agent().get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No such endpoint: GET /nope');
  });
});

describe('headers, logs and probes', () => {
  it('sends helmet security headers and a request id on every response but the liveness probe', async () => {
    for (const path of ['/api/auth/me', '/graphql?query=%7B__typename%7D', '/readyz']) {
      const res = await t.agent().get(path).set('apollo-require-preflight', 'true');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const api = await t.agent().get('/api/auth/me');
    expect(api.headers['content-security-policy']).toMatch(/default-src 'self'/);
    const [a, b] = await Promise.all([t.agent().get('/api/auth/me'), t.agent().get('/api/auth/me')]);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    // /healthz answers before every middleware (issue 11): nothing to log, protect, compress or read there.
    const probe = await t.agent().get('/healthz').set('accept-encoding', 'gzip');
    expect(probe.body).toEqual({ status: 'ok' });
    expect(probe.headers['x-request-id']).toBeUndefined();
    expect(probe.headers['x-powered-by']).toBeUndefined();
    // The server's listener answers it before express, the same way; everything else it passes on.
    const direct = await request(listener(t.app)).get('/healthz');
    expect([direct.status, direct.body, direct.headers['x-request-id']]).toEqual([200, { status: 'ok' }, undefined]);
    expect((await request(listener(t.app)).get('/api/auth/me')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sets exactly helmet's headers, worked out once", () => {
    const headersOf = (middleware: (req: never, res: never, next: () => void) => void) => {
      const seen: string[] = [];
      middleware({} as never, { setHeader: (k: string, v: string) => seen.push(`${k}: ${v}`), removeHeader: (k: string) => seen.push(`-${k}`) } as never, () => undefined);
      return seen.sort();
    };
    expect(headersOf(securityHeaders())).toEqual(headersOf(helmet()));
    expect(headersOf(securityHeaders())).toContain('-X-Powered-By');
  });

  it('gzips JSON answers for clients that accept it, and only for them', async () => {
    const zipped = await t.agent().get('/api/openapi.json').set('accept-encoding', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.openapi).toMatch(/^3\./);
    const plain = await t.agent().get('/api/openapi.json').set('accept-encoding', '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.openapi).toMatch(/^3\./);
  });

  it('answers /healthz and /readyz', async () => {
    expect((await t.agent().get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await t.agent().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });
});

describe('GraphQL protections', () => {
  it('refuses a GET or a simple POST without a preflight-forcing header (CSRF)', async () => {
    const get = await t.agent().get('/graphql?query=%7B__typename%7D');
    expect(get.status).toBe(400);
    expect(get.text).toMatch(/CSRF/);
    const form = await t.agent().post('/graphql').set('content-type', 'text/plain').send('{"query":"{ __typename }"}');
    expect(form.status).toBe(400);
    expect(form.text).toMatch(/CSRF/);
    const ok = await t.agent().get('/graphql?query=%7B__typename%7D').set('apollo-require-preflight', 'true');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a mutation over GET', async () => {
    const res = await t.agent().get('/graphql?query=mutation%7Blogout%7D').set('apollo-require-preflight', 'true');
    expect(res.status).toBe(405);
  });

  it('refuses batched requests', async () => {
    const res = await t
      .agent()
      .post('/graphql')
      .set('content-type', 'application/json')
      .send([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/batching/i);
  });

  it('refuses queries deeper than the limit', async () => {
    const deep = '{ a { b { c { d { e { f { g { h { i { j { k } } } } } } } } } } }';
    const res = await t.gql(t.agent(), deep);
    expect(res.status).toBe(400);
    expect(res.errors?.map((e) => e.message).join('\n')).toMatch(/depth limit of 8/);
  });

  it('refuses more aliases than the limit', async () => {
    // __typename aliases are allowed (clients add them freely); real fields count.
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ');
    const res = await t.gql(t.agent(), `{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].message).toMatch(/Aliases limit of 15/);
    const fine = await t.gql(t.agent(), `{ ${aliases.split(' a15:')[0]} }`);
    expect(fine.errors).toBeUndefined();
  });

  it('refuses queries costlier than the limit, even when short', async () => {
    const times = (s: string) => Array(10).fill(s).join(' ');
    const query = `{ ...F4 }
      fragment F1 on Query { me { id fullName email } }
      fragment F2 on Query { ${times('...F1')} }
      fragment F3 on Query { ${times('...F2')} }
      fragment F4 on Query { ${times('...F3')} }`;
    const res = await t.gql(t.agent(), query);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].message).toMatch(/Query Cost limit of 5000 exceeded/);
  });

  it('allows introspection outside production', async () => {
    const res = await t.gql(t.agent(), '{ __schema { queryType { name } } }');
    expect(res.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('turns introspection and field suggestions off in production', async () => {
    const prod = await createTestContext({ env: { NODE_ENV: 'production', JWT_SECRET: 'x', BCRYPT_ROUNDS: '4' } });
    try {
      expect(prod.config.env).toBe('production');
      const res = await prod.gql(prod.agent(), '{ __schema { queryType { name } } }');
      expect(res.status).toBe(400);
      expect(res.data).toBeNull();
      expect(res.errors?.[0].message).toMatch(/introspection is not allowed/i);
      const typo = await prod.gql(prod.agent(), '{ mee { id } }');
      expect(typo.errors?.[0].message).not.toMatch(/Did you mean/);
      // The landing page (Apollo Sandbox) is off too.
      const page = await prod.agent().get('/graphql').set('accept', 'text/html');
      expect(page.text).not.toMatch(/sandbox/i);
    } finally {
      await prod.close();
    }
  });
});

describe('errors never leak internals', () => {
  it('hides unexpected failures behind a generic 500 message', async () => {
    const { agent } = await t.signedIn({ isAdmin: true });
    // Break the database under the running app: the failure must not reach the client verbatim.
    await t.ds.query(`ALTER TABLE users RENAME COLUMN full_name TO full_name_gone`);
    try {
      const rest = await agent.get('/api/users');
      expect(rest.status).toBe(500);
      expect(rest.body).toEqual({ message: 'Internal server error' });
      const gql = await t.gql(agent, '{ users { id } }');
      expect(gql.errors?.[0]).toEqual({ message: 'Internal server error', path: ['users'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      noStack(JSON.stringify(gql));
    } finally {
      await t.ds.query(`ALTER TABLE users RENAME COLUMN full_name_gone TO full_name`);
    }
  });
});
