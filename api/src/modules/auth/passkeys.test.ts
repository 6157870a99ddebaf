import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { SoftAuthenticator, type SoftCredential } from '../../../test/passkeys/soft-authenticator';
import { MAX_PASSKEYS, PASSKEY_ALREADY_REGISTERED, PASSKEY_EXPIRED, PASSKEY_NOT_VERIFIED, PASSKEY_UNKNOWN, TOO_MANY_PASSKEYS } from '../../../../rules/passkeys';
import { Passkeys1767700000000 } from '../../migrations/1767700000000-Passkeys';

/**
 * Issue 38 item 2: passkeys, the ceremonies end to end against real PostgreSQL, with a software authenticator
 * (test/passkeys/soft-authenticator.ts) answering as a browser would. Registration over GraphQL, sign-in over REST and
 * GraphQL; every refusal a 4xx that changes nothing it should not.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const START_REGISTRATION = `mutation { startPasskeyRegistration { optionsJSON } }`;
const FINISH_REGISTRATION = `mutation($name: String!, $response: String!) { finishPasskeyRegistration(name: $name, response: $response) { id name createdAt lastUsedAt backedUp } }`;
const MY_PASSKEYS = `{ myPasskeys { id name createdAt lastUsedAt } }`;
const START_SIGN_IN = `mutation { startPasskeySignIn { optionsJSON } }`;
const SIGN_IN = `mutation($response: String!) { signInWithPasskey(response: $response) { id email } }`;

const origin = () => t.config.passkeys.origins[0]!;

async function registrationOptions(agent: Agent) {
  const res = await t.gql<{ startPasskeyRegistration: { optionsJSON: string } }>(agent, START_REGISTRATION);
  expect(res.errors).toBeUndefined();
  return JSON.parse(res.data!.startPasskeyRegistration.optionsJSON);
}

/** A member with one passkey registered through the API, and the authenticator holding it. */
async function memberWithPasskey(name = 'Work laptop') {
  const { user, agent } = await t.signedIn();
  const device = new SoftAuthenticator(origin());
  const { response, credential } = device.create(await registrationOptions(agent));
  const done = await t.gql<{ finishPasskeyRegistration: { id: string; name: string } }>(agent, FINISH_REGISTRATION, { name, response: JSON.stringify(response) });
  expect(done.errors).toBeUndefined();
  return { user, agent, device, credential, passkeyId: done.data!.finishPasskeyRegistration.id };
}

/** Sign-in options for an anonymous client (REST). */
async function signInOptions(agent: Agent = t.agent()) {
  const res = await agent.post('/api/auth/passkey/options').send({});
  expect(res.status).toBe(200);
  return res.body;
}

async function signInWith(device: SoftAuthenticator, credential?: SoftCredential) {
  const agent = t.agent();
  const answer = device.get(await signInOptions(agent), credential);
  const res = await agent.post('/api/auth/passkey').send({ response: answer });
  return { agent, res, answer };
}

describe('registering a passkey', () => {
  it('offers creation options for this relying party, requiring a discoverable, user-verified credential', async () => {
    const { user, agent } = await t.signedIn();
    const options = await registrationOptions(agent);
    expect(options.rp).toEqual({ name: 'D.Office', id: 'localhost' });
    expect(options.user.name).toBe(user.email);
    // The handle is random, not the row id, and stays the member's.
    expect(Buffer.from(options.user.id, 'base64url')).toHaveLength(32);
    expect((await registrationOptions(agent)).user.id).toBe(options.user.id);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.attestation).toBe('none');
    // One open registration per member: the newest replaced the first.
    expect(await t.ds.query(`SELECT purpose FROM passkey_challenges WHERE user_id = $1`, [user.id])).toEqual([{ purpose: 'registration' }]);
  });

  it('stores the passkey under its name, lists it, and excludes it from the next registration', async () => {
    const { user, agent, credential } = await memberWithPasskey('Phone');
    const list = await t.gql<{ myPasskeys: { name: string; createdAt: string; lastUsedAt: string | null }[] }>(agent, MY_PASSKEYS);
    expect(list.data!.myPasskeys).toEqual([{ id: expect.any(String), name: 'Phone', createdAt: expect.any(String), lastUsedAt: null }]);
    const rest = await agent.get('/api/profile/passkeys');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([expect.objectContaining({ name: 'Phone', lastUsedAt: null, backedUp: false })]);
    const next = await registrationOptions(agent);
    expect(next.excludeCredentials).toEqual([{ id: credential.id.toString('base64url'), type: 'public-key' }]);
    // Nothing secret leaves: no key, no counter, no credential id in the list.
    expect(Object.keys(rest.body[0]).sort()).toEqual(['backedUp', 'createdAt', 'id', 'lastUsedAt', 'name']);
    expect(await t.count('passkey_challenges')).toBeGreaterThanOrEqual(1);
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1`, [user.id]))[0].n).toBe(1);
  });

  it('takes each challenge once: the same answer again is refused, and so is an expired one', async () => {
    const { agent } = await t.signedIn();
    const device = new SoftAuthenticator(origin());
    const { response } = device.create(await registrationOptions(agent));
    const first = await agent.post('/api/profile/passkeys').send({ name: 'Laptop', response });
    expect(first.status).toBe(201);
    const again = await agent.post('/api/profile/passkeys').send({ name: 'Laptop', response });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(PASSKEY_EXPIRED);

    const late = device.create(await registrationOptions(agent)).response;
    await t.ds.query(`UPDATE passkey_challenges SET expires_at = now() - interval '1 second' WHERE purpose = 'registration'`);
    const expired = await agent.post('/api/profile/passkeys').send({ name: 'Late', response: late });
    expect([expired.status, expired.body.message]).toEqual([400, PASSKEY_EXPIRED]);
    expect((await agent.get('/api/profile/passkeys')).body).toHaveLength(1);
  });

  it("refuses another member's challenge, a foreign origin, and an answer without user verification", async () => {
    const a = await t.signedIn();
    const b = await t.signedIn();
    const device = new SoftAuthenticator(origin());
    const stolen = device.create(await registrationOptions(a.agent)).response;
    const asB = await b.agent.post('/api/profile/passkeys').send({ name: 'Not mine', response: stolen });
    expect([asB.status, asB.body.message]).toEqual([400, PASSKEY_EXPIRED]);

    const phishing = new SoftAuthenticator('https://d-office.example.net');
    const foreign = await a.agent.post('/api/profile/passkeys').send({ name: 'Phished', response: phishing.create(await registrationOptions(a.agent)).response });
    expect([foreign.status, foreign.body.message, foreign.body.field]).toEqual([400, PASSKEY_NOT_VERIFIED, 'response']);

    device.userVerified = false;
    const noUv = await a.agent.post('/api/profile/passkeys').send({ name: 'No PIN', response: device.create(await registrationOptions(a.agent)).response });
    expect([noUv.status, noUv.body.message]).toEqual([400, PASSKEY_NOT_VERIFIED]);
    expect(await t.ds.query(`SELECT count(*)::int AS n FROM passkeys WHERE user_id = ANY($1)`, [[a.user.id, b.user.id]])).toEqual([{ n: 0 }]);
  });

  it('refuses a credential already registered (409), and more than the limit', async () => {
    const { agent, device, credential, user } = await memberWithPasskey();
    const again = device.create(await registrationOptions(agent), credential).response;
    const dup = await agent.post('/api/profile/passkeys').send({ name: 'Same key', response: again });
    expect([dup.status, dup.body.message]).toEqual([409, PASSKEY_ALREADY_REGISTERED]);

    await t.ds.query(
      `INSERT INTO passkeys (user_id, credential_id, public_key, name) SELECT $1::int, 'filler-' || $1::int || '-' || i, '\\x00', 'Filler ' || i FROM generate_series(2, $2) i`,
      [user.id, MAX_PASSKEYS],
    );
    const full = await t.gql(agent, START_REGISTRATION);
    expect(full.errors?.[0]).toMatchObject({ message: TOO_MANY_PASSKEYS, extensions: { code: 'CONFLICT' } });
  });

  it('answers malformed answers with 400, never a 500', async () => {
    const { agent } = await t.signedIn();
    for (const response of ['', 'not json', '[]', '{"id":"x"}', JSON.stringify({ id: 'AA', rawId: 'AA', type: 'public-key', response: { clientDataJSON: 'e30' } })]) {
      const res = await t.gql(agent, FINISH_REGISTRATION, { name: 'X', response });
      expect({ response, code: res.errors?.[0]?.extensions?.code }).toEqual({ response, code: 'BAD_USER_INPUT' });
    }
    const noName = await agent.post('/api/profile/passkeys').send({ name: ' ', response: {} });
    expect(noName.status).toBe(400);
    expect(noName.body.errors.map((e: { field: string }) => e.field)).toEqual(['name', 'response.id', 'response.rawId', 'response.type', 'response.response.clientDataJSON']);
  });
});

describe('signing in with a passkey', () => {
  it('signs in without a username or password, over REST and GraphQL, and records the use', async () => {
    const { user, device, agent: owner } = await memberWithPasskey();
    const { agent, res } = await signInWith(device);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email });
    expect((await agent.get('/api/auth/me')).body.id).toBe(user.id);

    const gqlAgent = t.agent();
    const options = JSON.parse((await t.gql<{ startPasskeySignIn: { optionsJSON: string } }>(gqlAgent, START_SIGN_IN)).data!.startPasskeySignIn.optionsJSON);
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required', timeout: 300_000 });
    expect(options.allowCredentials ?? []).toEqual([]);
    const signedIn = await t.gql<{ signInWithPasskey: { id: string } }>(gqlAgent, SIGN_IN, { response: JSON.stringify(device.get(options)) });
    expect(signedIn.errors).toBeUndefined();
    expect((await gqlAgent.get('/api/auth/me')).body.id).toBe(user.id);

    const [listed] = (await owner.get('/api/profile/passkeys')).body;
    expect(listed.lastUsedAt).not.toBeNull();
    expect(await t.ds.query(`SELECT counter::int FROM passkeys WHERE user_id = $1`, [user.id])).toEqual([{ counter: 2 }]);
  });

  it('takes each challenge once: a replayed answer is refused, and so is an expired challenge', async () => {
    const { device } = await memberWithPasskey();
    const { res, answer } = await signInWith(device);
    expect(res.status).toBe(200);
    const replay = await t.agent().post('/api/auth/passkey').send({ response: answer });
    expect([replay.status, replay.body.message]).toEqual([401, PASSKEY_EXPIRED]);

    const agent = t.agent();
    const late = device.get(await signInOptions(agent));
    await t.ds.query(`UPDATE passkey_challenges SET expires_at = now() - interval '1 second' WHERE purpose = 'sign-in'`);
    const expired = await agent.post('/api/auth/passkey').send({ response: late });
    expect([expired.status, expired.body.message]).toEqual([401, PASSKEY_EXPIRED]);
  });

  it('lets one of two simultaneous uses of one answer through', async () => {
    const { device } = await memberWithPasskey();
    const answer = device.get(await signInOptions());
    const results = await Promise.all(Array.from({ length: 6 }, () => t.agent().post('/api/auth/passkey').send({ response: answer })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
  });

  it('refuses a counter that did not move on (a cloned authenticator)', async () => {
    const { device, credential } = await memberWithPasskey();
    expect((await signInWith(device)).res.status).toBe(200);
    expect((await signInWith(device)).res.status).toBe(200);
    credential.counter = 0; // the clone still counts from where it was copied
    const clone = await signInWith(device);
    expect([clone.res.status, clone.res.body.message]).toEqual([401, PASSKEY_NOT_VERIFIED]);
  });

  it('accepts authenticators that keep no counter (always 0)', async () => {
    const { device } = await memberWithPasskey();
    device.counterStep = 0;
    expect((await signInWith(device)).res.status).toBe(200);
    expect((await signInWith(device)).res.status).toBe(200);
  });

  it('refuses an unknown passkey, a foreign origin, no user verification, a wrong user handle and a bad signature', async () => {
    const stranger = new SoftAuthenticator(origin());
    stranger.create({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'AAAA' } });
    const unknown = await signInWith(stranger);
    expect([unknown.res.status, unknown.res.body.message]).toEqual([401, PASSKEY_UNKNOWN]);

    const { device } = await memberWithPasskey();
    device.origin = 'https://d-office.example.net';
    expect((await signInWith(device)).res.body.message).toBe(PASSKEY_NOT_VERIFIED);
    device.origin = origin();
    device.userVerified = false;
    expect((await signInWith(device)).res.status).toBe(401);
    device.userVerified = true;

    const agent = t.agent();
    const wrongHandle = device.get(await signInOptions(agent));
    wrongHandle.response.userHandle = Buffer.from('someone else').toString('base64url');
    expect((await agent.post('/api/auth/passkey').send({ response: wrongHandle })).status).toBe(401);

    const forged = device.get(await signInOptions(agent));
    forged.response.signature = Buffer.alloc(70, 1).toString('base64url');
    const bad = await agent.post('/api/auth/passkey').send({ response: forged });
    expect([bad.status, bad.body.message]).toEqual([401, PASSKEY_NOT_VERIFIED]);
    expect((await signInWith(device)).res.status).toBe(200);
  });

  it('answers malformed answers with 400 and counts no failure', async () => {
    const failures = `SELECT coalesce(sum(failures), 0)::int AS n FROM login_throttle WHERE key LIKE 'passkey_ip:%'`;
    const [before] = await t.ds.query(failures);
    for (const response of ['', 'nope', '{}', '{"id":"!!","rawId":"x","type":"public-key","response":{"clientDataJSON":"e30"}}']) {
      const res = await t.gql(t.agent(), SIGN_IN, { response });
      expect({ response, code: res.errors?.[0]?.extensions?.code }).toEqual({ response, code: 'BAD_USER_INPUT' });
    }
    expect(await t.ds.query(failures)).toEqual([before]);
  });

  it("asks no two-factor code: a user-verified passkey is both factors; an admin who must enrol still must", async () => {
    const { user, device } = await memberWithPasskey();
    await t.ds.query(`UPDATE users SET two_factor_secret = 'JBSWY3DPEHPK3PXP', two_factor_enabled_at = now() WHERE id = $1`, [user.id]);
    const password = await t.agent().post('/api/auth/login').send({ username: user.username, password: 'secret123' });
    expect(password.body.twoFactorRequired).toBe(true);
    const { res } = await signInWith(device);
    expect(res.status).toBe(200);

    // An admin of an office requiring two-factor, without an authenticator app: the passkey signs them in as a member
    // only, as the password does (their account still opens with a password alone).
    const admin = await memberWithPasskey();
    await t.ds.query(`UPDATE users SET is_admin = true WHERE id = $1`, [admin.user.id]);
    await t.ds.query(`UPDATE office_settings SET admins_require_two_factor = true`);
    try {
      const signedIn = await signInWith(admin.device);
      expect(signedIn.res.status).toBe(200);
      const users = await signedIn.agent.get('/api/users');
      expect(users.status).toBe(403);
    } finally {
      await t.ds.query(`UPDATE office_settings SET admins_require_two_factor = false`);
    }
  });
});

describe('removing a passkey', () => {
  it("removes the caller's own only; a removed passkey signs in no more", async () => {
    const { agent, device, passkeyId } = await memberWithPasskey();
    const other = await t.signedIn();
    expect((await other.agent.delete(`/api/profile/passkeys/${passkeyId}`)).status).toBe(404);
    expect((await agent.delete('/api/profile/passkeys/abc')).status).toBe(400);
    const gone = await t.gql<{ deletePasskey: string }>(agent, `mutation($id: ID!) { deletePasskey(id: $id) }`, { id: passkeyId });
    expect(gone.data).toEqual({ deletePasskey: passkeyId });
    expect((await agent.delete(`/api/profile/passkeys/${passkeyId}`)).status).toBe(404);
    const after = await signInWith(device);
    expect([after.res.status, after.res.body.message]).toEqual([401, PASSKEY_UNKNOWN]);
  });

  it('goes with a deleted account', async () => {
    const { agent, device, user } = await memberWithPasskey();
    expect((await agent.post('/api/profile/delete-account').send({ password: 'secret123' })).status).toBe(204);
    expect(await t.ds.query(`SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1`, [user.id])).toEqual([{ n: 0 }]);
    expect((await signInWith(device)).res.status).toBe(401);
  });
});

describe('limits of their own (not the password lockout)', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ env: { RATE_LIMIT_PASSKEY_IP: '3', RATE_LIMIT_LOGIN_ACCOUNT: '1' } });
  });
  afterAll(() => limited.close());

  it('holds at most RATE_LIMIT_PASSKEY_IP open sign-ins per address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await limited.agent().post('/api/auth/passkey/options').send({})).status).toBe(200);
    const refused = await limited.agent().post('/api/auth/passkey/options').send({});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(250);
    await limited.ds.query(`UPDATE passkey_challenges SET expires_at = now() - interval '1 second'`);
    expect((await limited.agent().post('/api/auth/passkey/options').send({})).status).toBe(200);
    // The expired ones were swept out when the new one was stored.
    expect(await limited.count('passkey_challenges')).toBe(1);
  });

  it('slows failed passkey sign-ins per address, and is not stopped by a password lockout', async () => {
    const { user, agent } = await limited.signedIn();
    const device = new SoftAuthenticator(limited.config.passkeys.origins[0]!);
    const start = await limited.gql<{ startPasskeyRegistration: { optionsJSON: string } }>(agent, START_REGISTRATION);
    const { response } = device.create(JSON.parse(start.data!.startPasskeyRegistration.optionsJSON));
    expect((await agent.post('/api/profile/passkeys').send({ name: 'Key', response })).status).toBe(201);

    const signIn = async (answerFor: (options: Parameters<SoftAuthenticator["get"]>[0]) => unknown) => {
      await limited.ds.query(`DELETE FROM passkey_challenges WHERE purpose = 'sign-in'`);
      const a = limited.agent();
      const options = (await a.post('/api/auth/passkey/options').send({})).body;
      return a.post('/api/auth/passkey').send({ response: answerFor(options) });
    };
    // A password locked out for this account and address...
    await limited.agent().post('/api/auth/login').send({ username: user.username, password: 'wrong' });
    expect((await limited.agent().post('/api/auth/login').send({ username: user.username, password: 'secret123' })).status).toBe(429);
    // ...does not stop the passkey.
    expect((await signIn((o) => device.get(o))).status).toBe(200);

    device.origin = 'https://elsewhere.example';
    for (let i = 0; i < 3; i++) expect((await signIn((o) => device.get(o))).status).toBe(401);
    device.origin = limited.config.passkeys.origins[0]!;
    const slowed = await signIn((o) => device.get(o));
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the migration', () => {
  it('comes down and goes up again', async () => {
    const q = t.ds.createQueryRunner();
    try {
      await q.startTransaction();
      await new Passkeys1767700000000().down(q);
      await new Passkeys1767700000000().up(q);
      await q.rollbackTransaction();
    } finally {
      await q.release();
    }
  });
});
