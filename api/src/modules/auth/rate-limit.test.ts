import request from 'supertest';
import { createApp } from '../../app';
import { createDataSource } from '../../database';
import { createLogger } from '../../core/logger';
import { createTestContext, type TestContext } from '../../../test/harness';
import { tempOutbox } from '../../../test/outbox';

// Every request from supertest comes from the same loopback address, so per-account tests keep
// the per-IP limit high and per-IP tests spread their attempts over several accounts.
const login = (t: TestContext, username: string, password: string) =>
  t.agent().post('/api/auth/login').send({ username, password });

describe('login limits per account', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ env: { RATE_LIMIT_LOGIN_ACCOUNT: '3', RATE_LIMIT_LOGIN_IP: '100' } });
  });
  afterAll(() => t.close());

  it('answers 429 after the configured failures, even with the right password, and counts username and email together', async () => {
    const user = await t.createUser({ username: 'limited', email: 'limited@example.org' });
    expect((await login(t, 'limited', 'wrong-1')).status).toBe(401);
    expect((await login(t, 'limited@example.org', 'wrong-2')).status).toBe(401);
    expect((await login(t, 'LIMITED', 'wrong-3')).status).toBe(401);
    const blocked = await login(t, user.email, 'secret123');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    // Another account is unaffected.
    const other = await t.createUser();
    expect((await login(t, other.email, 'secret123')).status).toBe(200);
  });

  it('limits unknown accounts too, so a 429 says nothing about existence', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t, 'ghost@example.org', 'wrong')).status).toBe(401);
    expect((await login(t, 'ghost@example.org', 'wrong')).status).toBe(429);
  });

  it('forgets failures after a successful sign-in', async () => {
    const user = await t.createUser();
    expect((await login(t, user.email, 'wrong-1')).status).toBe(401);
    expect((await login(t, user.email, 'wrong-2')).status).toBe(401);
    expect((await login(t, user.email, 'secret123')).status).toBe(200);
    expect((await login(t, user.email, 'wrong-3')).status).toBe(401);
    expect((await login(t, user.email, 'wrong-4')).status).toBe(401);
    expect((await login(t, user.email, 'secret123')).status).toBe(200);
  });

  it('answers 429 with RATE_LIMITED over GraphQL', async () => {
    const user = await t.createUser();
    const LOGIN = `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { id } }`;
    for (let i = 0; i < 3; i++) await t.gql(t.agent(), LOGIN, { u: user.email, p: 'wrong' });
    const res = await t.gql(t.agent(), LOGIN, { u: user.email, p: 'secret123' });
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(res.errors?.[0].message).toMatch(/^Too many failed sign-in attempts/);
  });

  it('keeps its state in PostgreSQL, shared by two server instances on one database', async () => {
    const user = await t.createUser();
    // A second app with its own connection pool, as a second server process would have.
    const ds2 = createDataSource({ url: (t.ds.options as { url: string }).url, poolSize: 2 });
    await ds2.initialize();
    const second = await createApp({ ds: ds2, config: t.config, logger: createLogger('silent'), secret: 'test-secret' });
    try {
      expect((await login(t, user.email, 'wrong-1')).status).toBe(401);
      expect((await request(second.app).post('/api/auth/login').send({ username: user.email, password: 'wrong-2' })).status).toBe(401);
      expect((await login(t, user.email, 'wrong-3')).status).toBe(401);
      const res = await request(second.app).post('/api/auth/login').send({ username: user.email, password: 'secret123' });
      expect(res.status).toBe(429);
      const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM rate_limits WHERE key = $1`, [`login_account:user:${user.id}`]);
      expect(n).toBe(1);
    } finally {
      await second.apollo.stop();
      await ds2.destroy();
    }
  });
});

describe('login limits per IP', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ env: { RATE_LIMIT_LOGIN_ACCOUNT: '100', RATE_LIMIT_LOGIN_IP: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 after the configured failures from one address, across accounts', async () => {
    const users = await Promise.all([t.createUser(), t.createUser(), t.createUser(), t.createUser()]);
    for (const u of users.slice(0, 3)) expect((await login(t, u.email, 'wrong')).status).toBe(401);
    expect((await login(t, users[3].email, 'secret123')).status).toBe(429);
  });
});

describe('forgot-password limits', () => {
  it('answers 429 after the configured requests for one account, known or not', async () => {
    const t = await createTestContext({
      env: { RATE_LIMIT_FORGOT_ACCOUNT: '2', RATE_LIMIT_FORGOT_IP: '100', OUTBOX_DIR: tempOutbox() },
    });
    try {
      const user = await t.createUser();
      for (const email of [user.email, 'nobody@example.org']) {
        expect((await t.agent().post('/api/auth/forgot-password').send({ email })).status).toBe(200);
        expect((await t.agent().post('/api/auth/forgot-password').send({ email: email.toUpperCase() })).status).toBe(200);
        const res = await t.agent().post('/api/auth/forgot-password').send({ email });
        expect(res.status).toBe(429);
        expect(res.body.message).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/);
      }
      await t.services.passwordReset.idle();
    } finally {
      await t.close();
    }
  });

  it('answers 429 after the configured requests from one address, over REST and GraphQL alike', async () => {
    const t = await createTestContext({
      env: { RATE_LIMIT_FORGOT_ACCOUNT: '100', RATE_LIMIT_FORGOT_IP: '2', OUTBOX_DIR: tempOutbox() },
    });
    try {
      expect((await t.agent().post('/api/auth/forgot-password').send({ email: 'a@example.org' })).status).toBe(200);
      const FORGOT = `mutation($e: String!) { forgotPassword(email: $e) { message } }`;
      expect((await t.gql(t.agent(), FORGOT, { e: 'b@example.org' })).errors).toBeUndefined();
      const res = await t.gql(t.agent(), FORGOT, { e: 'c@example.org' });
      expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
      expect((await t.agent().post('/api/auth/forgot-password').send({ email: 'd@example.org' })).status).toBe(429);
      await t.services.passwordReset.idle();
    } finally {
      await t.close();
    }
  });
});
