import { createTestContext, type TestContext } from '../../../test/harness';
import { latestResetToken, mailsTo, readOutbox, tempOutbox } from '../../../test/outbox';
import type { Pool } from 'pg';
import type { Mail } from '../../core/mail';
import { createLogger } from '../../core/logger';
import { FORGOT_SENT, PasswordResetService, RESET_DONE, RESET_INVALID } from './password-reset.service';

let t: TestContext;
let outbox: string;
beforeAll(async () => {
  outbox = tempOutbox();
  t = await createTestContext({ env: { OUTBOX_DIR: outbox, PUBLIC_URL: 'https://office.example.org' } });
});
afterAll(() => t.close());

const forgot = (email: string) => t.agent().post('/api/auth/forgot-password').send({ email });
const reset = (token: string, newPassword = 'brand-new-pw') =>
  t.agent().post('/api/auth/reset-password').send({ token, newPassword });
const login = (username: string, password: string) => t.agent().post('/api/auth/login').send({ username, password });

/** Asks for a link and returns the token from the mail. */
async function requestToken(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(200);
  await t.services.passwordReset.idle();
  return latestResetToken(outbox, email);
}

describe('forgot password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const user = await t.createUser();
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.org');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual({ message: FORGOT_SENT });
    expect(unknown.body).toEqual(known.body);
    await t.services.passwordReset.idle();
    expect(mailsTo(outbox, 'nobody-here@example.org')).toHaveLength(0);
    const [mail] = mailsTo(outbox, user.email);
    expect(mail.subject).toBe('Reset your D.Office password');
    expect(mail.text).toMatch(/^https:\/\/office\.example\.org\/reset-password\?token=[A-Za-z0-9_-]{43}$/m);
    expect(mail.text).toContain('1 hour');
  });

  it('stores only the SHA-256 of the token, expiring in one hour', async () => {
    const user = await t.createUser();
    const token = await requestToken(user.email);
    const [row] = await t.ds.query(
      `SELECT reset_token, extract(epoch FROM reset_token_expiry - now())::int AS secs FROM users WHERE id = $1`,
      [user.id],
    );
    const { createHash } = await import('node:crypto');
    expect(row.reset_token).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.secs).toBeGreaterThan(3590);
    expect(row.secs).toBeLessThanOrEqual(3600);
  });

  it('answers before any mail goes out, so a slow mail server cannot tell known emails apart', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const mailer = { send: async (m: Mail) => void (await gate, sent.push(m.to)) };
    const pool = (t.ds.driver as unknown as { master: Pool }).master;
    const service = new PasswordResetService(t.ds, t.config, createLogger('silent'), t.services.auth, t.services.passwords, mailer, pool);
    const user = await t.createUser();
    await expect(service.forgot({ email: user.email }, '10.0.0.1')).resolves.toEqual({ message: FORGOT_SENT });
    expect(sent).toEqual([]);
    release();
    await service.idle();
    expect(sent).toEqual([user.email]);
  });

  it('still answers 200 when the mail cannot be sent (the failure is logged, not shown)', async () => {
    const errors: unknown[] = [];
    const logger = createLogger('silent');
    logger.error = ((obj: unknown) => void errors.push(obj)) as typeof logger.error;
    const mailer = { send: async () => Promise.reject(new Error('SMTP down')) };
    const pool = (t.ds.driver as unknown as { master: Pool }).master;
    const service = new PasswordResetService(t.ds, t.config, logger, t.services.auth, t.services.passwords, mailer, pool);
    const user = await t.createUser();
    await expect(service.forgot({ email: user.email }, '10.0.0.2')).resolves.toEqual({ message: FORGOT_SENT });
    await service.idle();
    expect(errors).toHaveLength(1);
  });

  it('refuses an invalid email with the spec message', async () => {
    const res = await forgot('not-an-email');
    expect(res.status).toBe(400);
    const emailError = { field: 'email', message: 'Please enter a valid email address' };
    expect(res.body).toEqual({ ...emailError, errors: [emailError] });
  });
});

describe('reset password', () => {
  it('sets the new password once, and signs the user out everywhere', async () => {
    const { user, agent } = await t.signedIn();
    const other = await t.signedIn();
    expect((await agent.get('/api/auth/me')).status).toBe(200);
    const token = await requestToken(user.email);

    const res = await reset(token, 'brand-new-pw');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: RESET_DONE });
    expect((await agent.get('/api/auth/me')).status).toBe(401);
    expect((await other.agent.get('/api/auth/me')).status).toBe(200);
    expect((await login(user.email, 'secret123')).status).toBe(401);
    expect((await login(user.email, 'brand-new-pw')).status).toBe(200);

    const again = await reset(token, 'another-pw');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: RESET_INVALID, field: 'token', errors: [{ field: 'token', message: RESET_INVALID }] });
    expect((await login(user.email, 'another-pw')).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await t.createUser();
    const token = await requestToken(user.email);
    await t.ds.query(`UPDATE users SET reset_token_expiry = now() - interval '1 second' WHERE id = $1`, [user.id]);
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(RESET_INVALID);
    expect((await login(user.email, 'secret123')).status).toBe(200);
  });

  it('only honours the newest link', async () => {
    const user = await t.createUser();
    const first = await requestToken(user.email);
    const second = await requestToken(user.email);
    expect(first).not.toBe(second);
    expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
  });

  it('refuses unknown tokens, a missing token and a short password with clear messages', async () => {
    expect((await reset('x'.repeat(43))).body).toEqual({ message: RESET_INVALID, field: 'token', errors: [{ field: 'token', message: RESET_INVALID }] });
    expect((await reset('x'.repeat(300))).body).toEqual({ message: RESET_INVALID, field: 'token', errors: [{ field: 'token', message: RESET_INVALID }] });
    const missing = await t.agent().post('/api/auth/reset-password').send({ newPassword: 'brand-new-pw' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('No reset token provided. Please request a new password reset link.');
    const short = await reset('x'.repeat(43), '123');
    expect(short.status).toBe(400);
    const newPasswordError = { field: 'newPassword', message: 'Password must be at least 6 characters' };
    expect(short.body).toEqual({ ...newPasswordError, errors: [newPasswordError] });
  });

  it('lets only one of two concurrent resets with the same token through', async () => {
    const user = await t.createUser();
    const token = await requestToken(user.email);
    const results = await Promise.all([reset(token, 'first-pw-1'), reset(token, 'second-pw-2')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('works through GraphQL too', async () => {
    const user = await t.createUser();
    const agent = t.agent();
    const sent = await t.gql(agent, `mutation($e: String!) { forgotPassword(email: $e) { message } }`, { e: user.email });
    expect(sent.data).toEqual({ forgotPassword: { message: FORGOT_SENT } });
    await t.services.passwordReset.idle();
    const token = latestResetToken(outbox, user.email);
    const RESET = `mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) { message } }`;
    const done = await t.gql(agent, RESET, { t: token, p: 'graphql-pw' });
    expect(done.data).toEqual({ resetPassword: { message: RESET_DONE } });
    const used = await t.gql(agent, RESET, { t: token, p: 'graphql-pw' });
    expect(used.errors?.[0]).toMatchObject({ message: RESET_INVALID, extensions: { code: 'BAD_USER_INPUT', field: 'token' } });
    expect((await login(user.email, 'graphql-pw')).status).toBe(200);
  });

  it('never shows the token or its hash in any response', async () => {
    const { user, agent } = await t.signedIn({ isAdmin: true });
    const token = await requestToken(user.email);
    const [{ reset_token: hash }] = await t.ds.query(`SELECT reset_token FROM users WHERE id = $1`, [user.id]);
    const bodies = [
      (await agent.get('/api/auth/me')).text,
      (await agent.get('/api/users')).text,
      JSON.stringify(await t.gql(agent, '{ me { id email } users { id email } }')),
    ];
    for (const body of bodies) {
      expect(body).not.toContain(token);
      expect(body).not.toContain(hash);
    }
    expect(readOutbox(outbox).length).toBeGreaterThan(0);
  });
});
