import request from 'supertest';
import { createApp } from '../../app';
import { createDataSource } from '../../database';
import { createLogger } from '../../core/logger';
import { createTestContext, type TestContext } from '../../../test/harness';
import { tempOutbox } from '../../../test/outbox';

// Requests name their address in X-Forwarded-For (TRUST_PROXY=true), as behind the office's reverse proxy.
const login = (t: TestContext, username: string, password: string, ip = '10.0.0.1') =>
  t.agent().post('/api/auth/login').set('x-forwarded-for', ip).send({ username, password });

describe('sign-in throttling per account and address (issue 38: growing waits, not a lockout anyone can cause)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ env: { RATE_LIMIT_LOGIN_ACCOUNT: '3', RATE_LIMIT_LOGIN_IP: '100', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after the configured failures, even with the right password, and counts username and email together', async () => {
    const user = await t.createUser({ username: 'limited', email: 'limited@example.org' });
    expect((await login(t, 'limited', 'wrong-1')).status).toBe(401);
    expect((await login(t, 'limited@example.org', 'wrong-2')).status).toBe(401);
    expect((await login(t, 'LIMITED', 'wrong-3')).status).toBe(401);
    const blocked = await login(t, user.email, 'secret123');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ seconds?\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(30);
    // Another account is unaffected.
    const other = await t.createUser();
    expect((await login(t, other.email, 'secret123')).status).toBe(200);
  });

  it("cannot be turned against the owner: failures from an attacker's address leave the admin's own address free", async () => {
    const admin = await t.createUser({ isAdmin: true });
    for (let i = 0; i < 3; i++) expect((await login(t, admin.email, 'guess', '203.0.113.9')).status).toBe(401);
    expect((await login(t, admin.email, 'secret123', '203.0.113.9')).status).toBe(429);
    expect((await login(t, admin.email, 'secret123', '198.51.100.7')).status).toBe(200);
  });

  it('makes each further failure wait twice as long, up to the window', async () => {
    const user = await t.createUser();
    const wait = async () => Number((await login(t, user.email, 'wrong')).headers['retry-after'] ?? 0);
    for (let i = 0; i < 3; i++) await login(t, user.email, 'wrong');
    const waits: number[] = [];
    for (let round = 0; round < 6; round++) {
      waits.push(await wait());
      // Time passes past the wait: the next failure counts, and the one after it is refused with the new wait.
      await t.ds.query(`UPDATE login_throttle SET last_failure_at = last_failure_at - interval '1 hour' WHERE key LIKE $1`, [`login_pair:user:${user.id}@%`]);
      expect((await login(t, user.email, 'wrong')).status).toBe(401);
    }
    expect(waits.map((w) => Math.round(w / 10) * 10)).toEqual([30, 60, 120, 240, 480, 900]);
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

  it('answers RATE_LIMITED over GraphQL, with Retry-After', async () => {
    const user = await t.createUser();
    const LOGIN = `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { id } }`;
    const gql = (p: string) => t.agent().post('/graphql').set('x-forwarded-for', '10.0.0.1').send({ query: LOGIN, variables: { u: user.email, p } });
    for (let i = 0; i < 3; i++) await gql('wrong');
    const res = await gql('secret123');
    expect(res.body.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(res.body.errors?.[0].message).toMatch(/^Too many failed sign-in attempts/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps its state in PostgreSQL, shared by two server instances on one database', async () => {
    const user = await t.createUser();
    // A second app with its own connection pool, as a second server process would have.
    const ds2 = createDataSource({ url: (t.ds.options as { url: string }).url, poolSize: 2 });
    await ds2.initialize();
    const second = await createApp({ ds: ds2, config: t.config, logger: createLogger('silent'), secret: 'test-secret' });
    const loginOnSecond = (password: string) => request(second.app).post('/api/auth/login').set('x-forwarded-for', '10.0.0.1').send({ username: user.email, password });
    try {
      expect((await login(t, user.email, 'wrong-1')).status).toBe(401);
      expect((await loginOnSecond('wrong-2')).status).toBe(401);
      expect((await login(t, user.email, 'wrong-3')).status).toBe(401);
      expect((await loginOnSecond('secret123')).status).toBe(429);
      const [{ failures }] = await t.ds.query(`SELECT failures FROM login_throttle WHERE key = $1`, [`login_pair:user:${user.id}@10.0.0.1`]);
      expect(failures).toBe(3);
    } finally {
      await second.apollo.stop();
      await ds2.destroy();
    }
  });
});

describe('sign-in throttling per address', () => {
  it('answers 429 after the configured failures from one address, across accounts', async () => {
    const t = await createTestContext({ env: { RATE_LIMIT_LOGIN_ACCOUNT: '100', RATE_LIMIT_LOGIN_IP: '3', TRUST_PROXY: 'true' } });
    try {
      const users = await Promise.all([t.createUser(), t.createUser(), t.createUser(), t.createUser()]);
      for (const u of users.slice(0, 3)) expect((await login(t, u.email, 'wrong')).status).toBe(401);
      expect((await login(t, users[3].email, 'secret123')).status).toBe(429);
      expect((await login(t, users[3].email, 'secret123', '10.9.9.9')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("by default lets an office's shared proxy through a morning of typos (20 failures across accounts)", async () => {
    const t = await createTestContext({ env: { TRUST_PROXY: 'true' } });
    try {
      for (let i = 0; i < 20; i++) expect((await login(t, `typo${i}@example.org`, 'wrong', '192.0.2.50')).status).toBe(401);
      const user = await t.createUser();
      expect((await login(t, user.email, 'secret123', '192.0.2.50')).status).toBe(200);
    } finally {
      await t.close();
    }
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
