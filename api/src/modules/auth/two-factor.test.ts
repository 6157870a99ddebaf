import { generateSync } from 'otplib';
import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { AdminTwoFactor1767400000000 } from '../../migrations/1767400000000-AdminTwoFactor';
import { MIGRATIONS } from '../../database';
import type { UserDto } from '../users/user.mapper';

/** Issue 38: two-factor sign-in (TOTP) for admins. Codes are made here with otplib at known times. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** The server's clock for codes, moved on by each test so no code is a replay of an earlier test's. */
let clock = 1_900_000_000;
const at = (seconds: number) => {
  clock = seconds;
  t.services.twoFactor.now = () => seconds * 1000;
};
const later = () => at(clock + 600);
const codeAt = (secret: string, seconds = clock) => generateSync({ secret, epoch: seconds });

const START = `mutation { startTwoFactorEnrolment { secret otpauthUrl qrCodeDataUrl } }`;
const CONFIRM = `mutation($code: String!) { confirmTwoFactorEnrolment(code: $code) { codes } }`;
const STATUS = `{ twoFactorStatus { enabled required recoveryCodesLeft } }`;
const SECOND_STEP = `mutation($challenge: String!, $code: String!) { loginWithTwoFactor(challenge: $challenge, code: $code) { id isAdmin } }`;

/** Turns two-factor on for a signed-in user; answers the secret and the recovery codes. */
async function enrol(agent: Agent): Promise<{ secret: string; codes: string[] }> {
  const start = await t.gql<{ startTwoFactorEnrolment: { secret: string } }>(agent, START);
  const secret = start.data!.startTwoFactorEnrolment.secret;
  const done = await t.gql<{ confirmTwoFactorEnrolment: { codes: string[] } }>(agent, CONFIRM, { code: codeAt(secret) });
  expect(done.errors).toBeUndefined();
  return { secret, codes: done.data!.confirmTwoFactorEnrolment.codes };
}

/** The password step for a user with two-factor: 401 with the challenge, and no session. */
async function passwordStep(user: UserDto): Promise<{ agent: Agent; challenge: string }> {
  const agent = t.agent();
  const res = await agent.post('/api/auth/login').send({ username: user.username, password: 'secret123' });
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ message: 'Enter the code from your authenticator app', twoFactorRequired: true });
  expect(res.headers['set-cookie']).toBeUndefined();
  return { agent, challenge: res.body.challenge };
}

describe('enrolment on the profile', () => {
  it('gives a secret, its otpauth address and a QR code, then turns on with a first code and answers ten recovery codes once', async () => {
    later();
    const { agent, user } = await t.signedIn({ isAdmin: true, email: 'ada.enrol@example.org' });
    const start = await t.gql<{ startTwoFactorEnrolment: { secret: string; otpauthUrl: string; qrCodeDataUrl: string } }>(agent, START);
    const { secret, otpauthUrl, qrCodeDataUrl } = start.data!.startTwoFactorEnrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/D.Office:ada.enrol%40example.org?secret=${secret}&issuer=D.Office`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    // Not on until confirmed.
    expect((await t.gql(agent, STATUS)).data).toEqual({ twoFactorStatus: { enabled: false, required: false, recoveryCodesLeft: 0 } });

    const wrong = await t.gql(agent, CONFIRM, { code: codeAt(secret, clock - 300) });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid authentication code', extensions: { code: 'BAD_USER_INPUT', field: 'code' } });
    const malformed = await agent.post('/api/profile/two-factor/confirm').send({ code: 'abc' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Enter the 6-digit code from your authenticator app, or a recovery code');

    const done = await agent.post('/api/profile/two-factor/confirm').send({ code: codeAt(secret) });
    expect(done.status).toBe(200);
    expect(done.body.codes).toHaveLength(10);
    expect(new Set(done.body.codes).size).toBe(10);
    for (const c of done.body.codes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await agent.get('/api/profile/two-factor')).body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // Stored as hashes, the secret never answered again.
    const stored = await t.ds.query(`SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = $1`, [user.id]);
    expect(stored.map((r: { code_hash: string }) => r.code_hash)).not.toContain(done.body.codes[0]);
    expect(JSON.stringify((await agent.get('/api/profile/two-factor')).body)).not.toContain(secret);
    // Confirming again: nothing pending.
    expect((await agent.post('/api/profile/two-factor/confirm').send({ code: codeAt(secret) })).status).toBe(409);
  });
});

describe('signing in with two-factor', () => {
  let user: UserDto;
  let secret: string;
  let codes: string[];
  beforeAll(async () => {
    later();
    const s = await t.signedIn({ isAdmin: true, email: 'ada.signin@example.org' });
    user = s.user;
    ({ secret, codes } = await enrol(s.agent));
  });

  it('asks for the code after the password; the challenge is no session', async () => {
    later();
    const { agent, challenge } = await passwordStep(user);
    expect((await agent.get('/api/auth/me')).status).toBe(401);
    expect((await t.agent().get('/api/auth/me').set('authorization', `Bearer ${challenge}`)).status).toBe(401);
    // GraphQL says the same with a code of its own.
    const gql = await t.gql(t.agent(), `mutation { login(username: "${user.username}", password: "secret123") { id } }`);
    expect(gql.errors?.[0]).toMatchObject({ message: 'Enter the code from your authenticator app', extensions: { code: 'TWO_FACTOR_REQUIRED', twoFactorRequired: true } });
  });

  it('signs in with the right code (REST), once: the same code again is refused', async () => {
    later();
    const { agent, challenge } = await passwordStep(user);
    const code = codeAt(secret);
    const ok = await agent.post('/api/auth/login/two-factor').send({ challenge, code });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: user.id, isAdmin: true });
    expect((await agent.get('/api/users')).status).toBe(200);
    const again = await passwordStep(user);
    const replay = await again.agent.post('/api/auth/login/two-factor').send({ challenge: again.challenge, code });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Invalid authentication code');
  });

  it('takes a code from the step before or after (a phone clock a little off), not older', async () => {
    later();
    const { agent, challenge } = await passwordStep(user);
    expect((await t.gql(agent, SECOND_STEP, { challenge, code: codeAt(secret, clock - 90) })).errors?.[0].message).toBe('Invalid authentication code');
    const res = await t.gql(agent, SECOND_STEP, { challenge, code: codeAt(secret, clock - 30) });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ loginWithTwoFactor: { id: String(user.id), isAdmin: true } });
  });

  it('takes a recovery code once, however it is typed', async () => {
    const first = await passwordStep(user);
    const ok = await first.agent.post('/api/auth/login/two-factor').send({ challenge: first.challenge, code: ` ${codes[0].toUpperCase()} ` });
    expect(ok.status).toBe(200);
    expect((await first.agent.get('/api/profile/two-factor')).body.recoveryCodesLeft).toBe(9);
    const second = await passwordStep(user);
    const used = await second.agent.post('/api/auth/login/two-factor').send({ challenge: second.challenge, code: codes[0] });
    expect(used.status).toBe(401);
  });

  it('refuses a tampered or foreign challenge, and a session token as a challenge', async () => {
    later();
    const { challenge } = await passwordStep(user);
    const [h, p, s] = challenge.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: '1' })).toString('base64url')}.${s}`;
    for (const bad of [forged, 'not-a-token']) {
      const res = await t.agent().post('/api/auth/login/two-factor').send({ challenge: bad, code: codeAt(secret) });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('This sign-in has expired; enter your password again');
    }
    const member = await t.agent();
    const m = await t.createUser();
    const signIn = await member.post('/api/auth/login').send({ username: m.username, password: 'secret123' });
    const session = /doffice_session=([^;]+)/.exec(String(signIn.headers['set-cookie']))![1];
    expect((await t.agent().post('/api/auth/login/two-factor').send({ challenge: session, code: codeAt(secret) })).status).toBe(401);
  });

  it('slows wrong codes like wrong passwords: after five, 429 with Retry-After, even with the right code', async () => {
    later();
    // The earlier tests' wrong codes counted too (the password step does not clear them): start from none.
    await t.ds.query(`DELETE FROM login_throttle`);
    const { agent, challenge } = await passwordStep(user);
    for (let i = 0; i < 5; i++) {
      const res = await agent.post('/api/auth/login/two-factor').send({ challenge, code: '000000' });
      expect(res.status).toBe(401);
    }
    const limited = await agent.post('/api/auth/login/two-factor').send({ challenge, code: codeAt(secret) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await t.ds.query(`DELETE FROM login_throttle`);
  });
});

describe('the office requires two-factor of admins', () => {
  let ada: Agent;
  let bob: Agent;
  let adaSecret: string;
  beforeAll(async () => {
    later();
    ({ agent: ada } = await t.signedIn({ isAdmin: true }));
    ({ agent: bob } = await t.signedIn({ isAdmin: true }));
    ({ secret: adaSecret } = await enrol(ada));
  });
  afterAll(() => t.ds.query(`UPDATE office_settings SET admins_require_two_factor = false`));

  it('cannot be turned on by an admin without two-factor (they would shut themselves out)', async () => {
    const res = await bob.put('/api/office/security').send({ adminsRequireTwoFactor: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Set up two-factor authentication for yourself first');
    expect((await ada.get('/api/office/security')).body).toEqual({ adminsRequireTwoFactor: false, ssoCreatesAccounts: false });
  });

  it('keeps an admin without it from every admin feature until they set it up, and says why', async () => {
    const on = await t.gql(ada, `mutation { setAdminsRequireTwoFactor(required: true) { adminsRequireTwoFactor } }`);
    expect(on.data).toEqual({ setAdminsRequireTwoFactor: { adminsRequireTwoFactor: true } });
    const users = await t.gql(bob, `{ users { id } }`);
    expect(users.errors?.[0]).toMatchObject({ message: 'Set up two-factor authentication on your profile to use admin features', extensions: { code: 'FORBIDDEN' } });
    const rest = await bob.get('/api/users');
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe('Set up two-factor authentication on your profile to use admin features');
    // Member features still answer; the status says what is missing.
    expect((await t.gql(bob, STATUS)).data).toEqual({ twoFactorStatus: { enabled: false, required: true, recoveryCodesLeft: 0 } });
    expect((await bob.get('/api/events')).status).toBe(200);
    // Ada, enrolled, is unaffected.
    expect((await ada.get('/api/users')).status).toBe(200);

    later();
    await enrol(bob);
    expect((await bob.get('/api/users')).status).toBe(200);
  });

  it('refuses an admin turning their own two-factor off while it is required; a member may, with a code', async () => {
    later();
    const off = await ada.post('/api/profile/two-factor/disable').send({ code: codeAt(adaSecret) });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('Two-factor authentication is required for admins in this office');

    const { agent: member } = await t.signedIn();
    const { secret } = await enrol(member);
    later();
    const wrong = await member.post('/api/profile/two-factor/disable').send({ code: codeAt(secret, clock - 300) });
    expect(wrong.status).toBe(400);
    const disabled = await t.gql(member, `mutation($code: String!) { disableTwoFactor(code: $code) { enabled recoveryCodesLeft } }`, { code: codeAt(secret) });
    expect(disabled.data).toEqual({ disableTwoFactor: { enabled: false, recoveryCodesLeft: 0 } });
    expect(await t.count(`two_factor_recovery_codes c JOIN users u ON u.id = c.user_id WHERE u.two_factor_secret IS NULL`)).toBe(0);
  });
});

describe('the migration', () => {
  it('goes down (the columns and the recovery codes go) and up again', async () => {
    const migration = new AdminTwoFactor1767400000000();
    const q = t.ds.createQueryRunner();
    const columns = async () =>
      Number((await t.ds.query(`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'users' AND column_name LIKE 'two_factor_%'`))[0].n);
    try {
      await q.startTransaction();
      // The migrations after it first (one of them has a trigger on its column), in reverse, and up again after.
      const later = MIGRATIONS.slice(MIGRATIONS.indexOf(AdminTwoFactor1767400000000) + 1).map((M) => new M());
      for (const m of [...later].reverse()) await m.down(q);
      await migration.down(q);
      expect(Number((await q.query(`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'users' AND column_name LIKE 'two_factor_%'`))[0].n)).toBe(0);
      expect((await q.query(`SELECT to_regclass('two_factor_recovery_codes') AS t`))[0].t).toBeNull();
      await migration.up(q);
      expect(Number((await q.query(`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'users' AND column_name LIKE 'two_factor_%'`))[0].n)).toBe(4);
      for (const m of later) await m.up(q);
      await q.commitTransaction();
    } finally {
      await q.release();
    }
    expect(await columns()).toBe(4);
  });
});
