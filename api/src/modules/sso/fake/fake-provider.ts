import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ProviderContext } from 'oidc-provider';

/** A person with an account at the fake provider. */
export interface FakeOidcUser {
  /** What they type on the provider's sign-in page (the password is "secret" for everyone). */
  username: string;
  /** Their stable id at the provider (the `sub` claim); the username when not given. */
  sub?: string;
  email: string;
  emailVerified: boolean;
  name: string;
  groups?: string[];
}

export interface FakeOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export const FAKE_OIDC_PASSWORD = 'secret';

/** The people of `OIDC_FAKE=true`: an admin by group, a member, and one whose email the provider never checked. */
export const FAKE_OIDC_USERS: FakeOidcUser[] = [
  { username: 'ada', email: 'ada@example.org', emailVerified: true, name: 'Ada Admin', groups: ['office-admins'] },
  { username: 'max', email: 'max@example.org', emailVerified: true, name: 'Max Member', groups: ['members'] },
  { username: 'una', email: 'una@example.org', emailVerified: false, name: 'Una Unverified' },
];

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A real OpenID provider on loopback (panva's certified oidc-provider), for the tests and for `OIDC_FAKE=true npm start`:
 * discovery, signed ID tokens (RS256, a key made at start), authorization code with PKCE required, userinfo, and the
 * claims email, email_verified, name and groups. Its sign-in page takes a username and the password "secret"; consent is
 * given at once (it is the office's own provider). Not for production: keys and sessions live in memory.
 */
export class FakeOidcProvider {
  private server: http.Server | undefined;
  private provider: Provider | undefined;
  /** The issuer URL, once started. */
  issuer = '';

  constructor(
    private readonly opts: { users: FakeOidcUser[]; clients: FakeOidcClient[] },
  ) {}

  async start(port = 0): Promise<string> {
    const server = http.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const users = this.opts.users;
    const provider = new Provider(this.issuer, {
      clients: this.opts.clients.map((c) => ({
        client_id: c.clientId,
        client_secret: c.clientSecret,
        redirect_uris: c.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        post_logout_redirect_uris: c.redirectUris.map((u) => new URL(u).origin + '/auth'),
      })),
      jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'fake-1', use: 'sig', alg: 'RS256' }] },
      cookies: { keys: [randomBytes(16).toString('hex')] },
      scopes: ['openid', 'email', 'profile', 'groups'],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
      // Claims in the ID token itself, as Keycloak and Authentik put them: the client needs no userinfo call.
      conformIdTokenClaims: false,
      findAccount: async (_ctx: unknown, sub: string) => {
        const user = users.find((u) => (u.sub ?? u.username) === sub);
        if (!user) return undefined;
        return {
          accountId: sub,
          claims: async () => ({ sub, email: user.email, email_verified: user.emailVerified, name: user.name, groups: user.groups ?? [] }),
        };
      },
      features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
      // The office's own provider: every scope asked for is granted without a consent screen.
      loadExistingGrant: async (ctx: ProviderContext) => {
        const { client, session, provider: p } = ctx.oidc;
        if (!client || !session?.accountId) return undefined;
        const known = session.grantIdFor(client.clientId);
        if (known) return p.Grant.find(known);
        const grant = new p.Grant({ clientId: client.clientId, accountId: session.accountId });
        grant.addOIDCScope('openid email profile groups');
        await grant.save();
        return grant;
      },
      pkce: { required: () => true },
      ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    });
    this.provider = provider;
    const oidc = provider.callback();
    server.on('request', (req, res) => {
      const m = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url ?? '');
      if (!m) return oidc(req, res);
      this.interaction(req, res, Boolean(m[2])).catch((err: unknown) => {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String((err as Error).message ?? err));
      });
    });
    return this.issuer;
  }

  /** The sign-in page (GET) and its form (POST …/login). */
  private async interaction(req: http.IncomingMessage, res: http.ServerResponse, submitted: boolean): Promise<void> {
    const provider = this.provider!;
    const details = await provider.interactionDetails(req, res);
    if (submitted && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const user = this.opts.users.find((u) => u.username === form.get('username'));
      if (user && form.get('password') === FAKE_OIDC_PASSWORD) {
        await provider.interactionFinished(req, res, { login: { accountId: user.sub ?? user.username } }, { mergeWithLastSubmission: false });
        return;
      }
      return this.page(res, details.uid, 'Unknown username or wrong password');
    }
    this.page(res, details.uid);
  }

  private page(res: http.ServerResponse, uid: string, error?: string): void {
    const people = this.opts.users.map((u) => `<li><code>${escape(u.username)}</code> — ${escape(u.name)}, ${escape(u.email)}${u.emailVerified ? '' : ' (email not verified)'}${u.groups?.length ? `, groups: ${escape(u.groups.join(', '))}` : ''}</li>`).join('');
    res.writeHead(error ? 401 : 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local OpenID provider</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">
<h1>Local OpenID provider</h1>
<p>A stand-in for your organisation's sign-in (OIDC_FAKE). Every password is <code>${FAKE_OIDC_PASSWORD}</code>.</p>
${error ? `<p role="alert" style="color:#b00">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<p><label>Username <input name="username" autocomplete="username" autofocus></label></p>
<p><label>Password <input name="password" type="password" autocomplete="current-password"></label></p>
<p><button type="submit">Sign in</button></p>
</form>
<ul>${people}</ul>
</body></html>`);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) req.destroy(new Error('too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}
