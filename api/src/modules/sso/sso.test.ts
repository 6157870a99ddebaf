import jwt from 'jsonwebtoken';
import { generateSync } from 'otplib';
import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { ProviderBrowser } from '../../../test/oidc-browser';
import { FakeOidcProvider, FAKE_OIDC_USERS, type FakeOidcUser } from './fake/fake-provider';
import { SSO_EMAIL_UNVERIFIED, SSO_EXPIRED, SSO_NO_ACCOUNT, SSO_NOT_VERIFIED, SSO_PROVIDER_REFUSED, SSO_UNKNOWN_PROVIDER } from '../../../../rules/sso';

/**
 * Issue 38: signing in with OpenID Connect, against a real provider (oidc-provider) on loopback. Provider "corp" names
 * an admin group; provider "plain" (the same fake, another client) does not.
 */
const PUBLIC_URL = 'http://localhost:4000';
const users: FakeOidcUser[] = [
  ...FAKE_OIDC_USERS,
  { username: 'leo', email: 'leo@example.org', emailVerified: true, name: 'Leo Logout' },
  { username: 'new', email: 'newcomer@example.org', emailVerified: true, name: 'Nina Newcomer' },
  { username: 'boss', email: 'boss@example.org', emailVerified: true, name: 'Bea Boss', groups: ['office-admins'] },
  { username: 'exadmin', email: 'exadmin@example.org', emailVerified: true, name: 'Ex Admin', groups: [] },
  { username: 'twofa', email: 'twofa@example.org', emailVerified: true, name: 'Tom Twofactor', groups: ['office-admins'] },
];
const fake = new FakeOidcProvider({
  users,
  clients: [
    { clientId: 'd-office', clientSecret: 'corp-secret', redirectUris: [`${PUBLIC_URL}/auth/sso/corp`] },
    { clientId: 'd-office-plain', clientSecret: 'plain-secret', redirectUris: [`${PUBLIC_URL}/auth/sso/plain`] },
  ],
});
let t: TestContext;
beforeAll(async () => {
  const issuer = await fake.start();
  t = await createTestContext({
    env: {
      PUBLIC_URL,
      OIDC_PROVIDERS: 'corp,plain',
      OIDC_CORP_ISSUER: issuer,
      OIDC_CORP_CLIENT_ID: 'd-office',
      OIDC_CORP_CLIENT_SECRET: 'corp-secret',
      OIDC_CORP_NAME: 'Corp Login',
      OIDC_CORP_ADMIN_GROUP: 'office-admins',
      OIDC_PLAIN_ISSUER: issuer,
      OIDC_PLAIN_CLIENT_ID: 'd-office-plain',
      OIDC_PLAIN_CLIENT_SECRET: 'plain-secret',
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const ME = `{ me { id email isAdmin } }`;

/** Start at D.Office, sign in at the provider: the agent (holding the flow cookie) and the callback's query. */
async function atProvider(username: string, provider = 'corp', agent: Agent = t.agent()): Promise<{ agent: Agent; query: string }> {
  const start = await agent.post(`/api/auth/sso/${provider}/start`).send({});
  expect(start.status).toBe(200);
  const query = await new ProviderBrowser().signIn(start.body.url, username);
  return { agent, query };
}

const finish = (agent: Agent, query: string, provider = 'corp') => agent.post(`/api/auth/sso/${provider}/finish`).send({ callbackQuery: query });

async function setCreatesAccounts(on: boolean): Promise<void> {
  const { agent } = await t.signedIn({ isAdmin: true });
  const res = await agent.put('/api/office/sso').send({ ssoCreatesAccounts: on });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ adminsRequireTwoFactor: false, ssoCreatesAccounts: on });
}

const identities = async (email: string) =>
  (await t.ds.query(`SELECT i.provider, i.subject FROM user_identities i JOIN users u ON u.id = i.user_id WHERE u.email = $1 ORDER BY i.provider`, [email])) as {
    provider: string;
    subject: string;
  }[];

describe('the providers', () => {
  it('are listed by id and display name, for anyone, over REST and GraphQL', async () => {
    const rest = await t.agent().get('/api/auth/sso/providers');
    expect(rest.body).toEqual([
      { id: 'corp', name: 'Corp Login' },
      { id: 'plain', name: 'plain' },
    ]);
    expect((await t.gql(t.agent(), `{ ssoProviders { id name } }`)).data).toEqual({ ssoProviders: rest.body });
  });

  it('a start sends the browser to the provider with the code flow, PKCE (S256), state and nonce, and sets the flow cookie', async () => {
    const res = await t.agent().post('/api/auth/sso/corp/start').send({});
    const url = new URL(res.body.url);
    expect(url.origin).toBe(fake.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'd-office',
      redirect_uri: `${PUBLIC_URL}/auth/sso/corp`,
      scope: 'openid email profile groups',
      code_challenge_method: 'S256',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)).toMatch(/^[\w-]{43,}$/);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^doffice_sso_flow=[^;]+; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/);
  });

  it('an unknown provider is 404', async () => {
    const res = await t.agent().post('/api/auth/sso/nope/start').send({});
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(SSO_UNKNOWN_PROVIDER);
  });
});

describe('signing in', () => {
  it('links the account holding the verified email, signs in, and next time signs in by the link', async () => {
    const max = await t.createUser({ email: 'max@example.org' });
    const { agent, query } = await atProvider('max');
    const res = await finish(agent, query);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: max.id, email: 'max@example.org', isAdmin: false });
    expect(String(res.headers['set-cookie'] ?? '')).toMatch(/doffice_session=[^;]+/);
    expect((await t.gql(agent, ME)).data).toEqual({ me: { id: String(max.id), email: 'max@example.org', isAdmin: false } });
    expect(await identities('max@example.org')).toEqual([{ provider: 'corp', subject: 'max' }]);

    // The link holds when the D.Office email changes: the provider's subject names the account.
    await t.ds.query(`UPDATE users SET email = 'max.renamed@example.org' WHERE id = $1`, [max.id]);
    const again = await atProvider('max');
    const second = await finish(again.agent, again.query);
    expect(second.body).toMatchObject({ id: max.id, email: 'max.renamed@example.org' });
  });

  it('works over GraphQL too (finishSsoSignIn)', async () => {
    const user = await t.createUser({ email: 'ada@example.org' });
    const agent = t.agent();
    const start = await t.gql<{ startSsoSignIn: { url: string } }>(agent, `mutation { startSsoSignIn(provider: "plain") { url } }`);
    const query = await new ProviderBrowser().signIn(start.data!.startSsoSignIn.url, 'ada');
    const done = await t.gql(agent, `mutation($q: String!) { finishSsoSignIn(provider: "plain", callbackQuery: $q) { id isAdmin } }`, { q: query });
    // "plain" names no admin group: Ada's group at the provider gives her nothing here.
    expect(done).toMatchObject({ data: { finishSsoSignIn: { id: String(user.id), isAdmin: false } } });
    expect((await t.gql(agent, ME)).data).toMatchObject({ me: { id: String(user.id) } });
  });

  it('refuses to link an account by an email the provider has not verified', async () => {
    await t.createUser({ email: 'una@example.org' });
    const { agent, query } = await atProvider('una');
    const res = await finish(agent, query);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(SSO_EMAIL_UNVERIFIED);
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/doffice_session=[^;]/);
    expect(await identities('una@example.org')).toEqual([]);
  });

  it('logout ends the session it started', async () => {
    const leo = await t.createUser({ email: 'leo@example.org' });
    const { agent, query } = await atProvider('leo');
    expect((await finish(agent, query)).body).toMatchObject({ id: leo.id });
    const session = /doffice_session=([^;]+)/.exec((await agent.get('/api/auth/me')).request.cookies)![1];
    expect((await agent.post('/api/auth/logout').send({})).status).toBe(200);
    expect((await agent.get('/api/auth/me')).status).toBe(401);
    // The token itself is revoked, not only the cookie cleared.
    expect((await t.agent().get('/api/auth/me').set('cookie', `doffice_session=${session}`)).status).toBe(401);
  });
});

describe('a first sign-in without an account', () => {
  it('is refused while the office does not allow it, and creates a member when it does', async () => {
    const before = await t.count('users');
    const refused = await atProvider('new');
    const res = await finish(refused.agent, refused.query);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(SSO_NO_ACCOUNT);
    expect(await t.count('users')).toBe(before);

    await setCreatesAccounts(true);
    const allowed = await atProvider('new');
    const created = await finish(allowed.agent, allowed.query);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ email: 'newcomer@example.org', username: 'newcomer@example.org', fullName: 'Nina Newcomer', isAdmin: false });
    expect(await identities('newcomer@example.org')).toEqual([{ provider: 'corp', subject: 'new' }]);
    await setCreatesAccounts(false);
  });

  it('makes an admin only through the configured admin group', async () => {
    await setCreatesAccounts(true);
    const viaGroup = await atProvider('boss');
    expect((await finish(viaGroup.agent, viaGroup.query)).body).toMatchObject({ email: 'boss@example.org', isAdmin: true });
    await setCreatesAccounts(false);
  });

  it('the group claim also takes admin rights away when the person left the group', async () => {
    const ex = await t.createUser({ email: 'exadmin@example.org', isAdmin: true });
    const { agent, query } = await atProvider('exadmin');
    expect((await finish(agent, query)).body).toMatchObject({ id: ex.id, isAdmin: false });
  });
});

describe('an admin with two-factor', () => {
  it('still enters the code after the provider vouched for them', async () => {
    const { agent: own, user } = await t.signedIn({ isAdmin: true, email: 'twofa@example.org' });
    const now = 1_950_000_000;
    t.services.twoFactor.now = () => now * 1000;
    const start = await t.gql<{ startTwoFactorEnrolment: { secret: string } }>(own, `mutation { startTwoFactorEnrolment { secret } }`);
    const secret = start.data!.startTwoFactorEnrolment.secret;
    await t.gql(own, `mutation($code: String!) { confirmTwoFactorEnrolment(code: $code) { codes } }`, { code: generateSync({ secret, epoch: now }) });

    const { agent, query } = await atProvider('twofa');
    const res = await finish(agent, query);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Enter the code from your authenticator app', twoFactorRequired: true });
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/doffice_session=[^;]/);
    expect((await agent.get('/api/auth/me')).status).toBe(401);

    t.services.twoFactor.now = () => (now + 60) * 1000;
    const second = await agent.post('/api/auth/login/two-factor').send({ challenge: res.body.challenge, code: generateSync({ secret, epoch: now + 60 }) });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ id: user.id, isAdmin: true });
  });
});

describe('a tampered or stray callback', () => {
  beforeAll(async () => {
    await t.createUser({ email: 'ada.tamper@example.org' });
  });

  it('an altered state is refused, and nobody is signed in', async () => {
    const { agent, query } = await atProvider('max');
    const q = new URLSearchParams(query);
    q.set('state', `${q.get('state')}x`);
    const res = await finish(agent, `?${q}`);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(SSO_NOT_VERIFIED);
    expect((await agent.get('/api/auth/me')).status).toBe(401);
  });

  it('an altered code is refused by the provider', async () => {
    const { agent, query } = await atProvider('max');
    const q = new URLSearchParams(query);
    q.set('code', `${q.get('code')}x`);
    const res = await finish(agent, `?${q}`);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(SSO_NOT_VERIFIED);
  });

  it('a code is used once: the same callback again is refused', async () => {
    const { agent, query } = await atProvider('max');
    const flowCookie = (await agent.get('/api/auth/me')).request.cookies;
    expect(flowCookie).toMatch(/doffice_sso_flow=/);
    const flow = /doffice_sso_flow=([^;]+)/.exec(flowCookie)![1];
    expect((await finish(agent, query)).status).toBe(200);
    // The flow cookie is gone; presented again (an attacker who kept it), the code is spent.
    const replay = await t.agent().post('/api/auth/sso/corp/finish').set('cookie', `doffice_sso_flow=${flow}`).send({ callbackQuery: query });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(SSO_NOT_VERIFIED);
  });

  it('an ID token whose nonce is not the one this browser asked for is refused', async () => {
    // The flow re-signed with the server's key, its nonce replaced or (the control) kept: only the nonce check differs.
    const withNonce = async (nonce: (own: string) => string) => {
      const { agent, query } = await atProvider('max');
      const flow = /doffice_sso_flow=([^;]+)/.exec((await agent.get('/api/auth/me')).request.cookies)![1];
      const claims = jwt.decode(flow) as { p: string; s: string; n: string; v: string };
      const forged = jwt.sign({ p: claims.p, s: claims.s, n: nonce(claims.n), v: claims.v }, 'test-secret', { audience: 'd-office:sso', expiresIn: 60 });
      return t.agent().post('/api/auth/sso/corp/finish').set('cookie', `doffice_sso_flow=${forged}`).send({ callbackQuery: query });
    };
    expect((await withNonce((own) => own)).status).toBe(200);
    const res = await withNonce(() => 'another-nonce-another-nonce-another-nonce');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(SSO_NOT_VERIFIED);
  });

  it('without the flow cookie (another browser), or with another provider’s, the sign-in has expired', async () => {
    const { agent, query } = await atProvider('max');
    const stranger = await t.agent().post('/api/auth/sso/corp/finish').send({ callbackQuery: query });
    expect(stranger.status).toBe(401);
    expect(stranger.body.message).toBe(SSO_EXPIRED);
    const other = await finish(agent, query, 'plain');
    expect(other.status).toBe(401);
    expect(other.body.message).toBe(SSO_EXPIRED);
  });

  it("the provider's refusal (error=access_denied) is 401 with its own words", async () => {
    const agent = t.agent();
    const start = await agent.post('/api/auth/sso/corp/start').send({});
    const state = new URL(start.body.url).searchParams.get('state');
    const res = await finish(agent, `?error=access_denied&state=${state}&iss=${encodeURIComponent(fake.issuer)}`);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(SSO_PROVIDER_REFUSED);
  });

  it('a body without the callback is 400 with the message', async () => {
    const res = await t.agent().post('/api/auth/sso/corp/finish').send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The sign-in provider's answer is missing");
  });
});
