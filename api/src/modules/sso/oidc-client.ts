import * as client from 'openid-client';
import { AppError } from '../../core/errors';
import type { SsoProviderConfig } from '../../core/config';
import type { SsoClaims } from '../../../../rules/sso';
import { SSO_NOT_VERIFIED, SSO_PROVIDER_REFUSED } from '../../../../rules/sso';

/** What a sign-in must present again at the callback: kept in the browser's flow cookie, signed by the server. */
export interface SsoChecks {
  state: string;
  nonce: string;
  verifier: string;
}

/** The provider could not be reached or answered nonsense at discovery (not the member's fault: 503). */
export const SSO_PROVIDER_UNAVAILABLE = 'The sign-in provider cannot be reached just now. Please try again in a few minutes.';

/** Whether fetch itself failed (refused, reset, DNS), possibly wrapped by openid-client. */
function unreachable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { message?: unknown; cause?: unknown };
  return (err instanceof TypeError && e.message === 'fetch failed') || unreachable(e.cause, depth + 1);
}

/** Plain http only for a provider on this machine (the fake, a local Keycloak); anything else must be https. */
const isLoopback = (url: URL) => url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * The one place that speaks OpenID Connect, through openid-client 6: discovery (kept once it worked), the
 * authorization URL (code flow, PKCE S256, state, nonce) and the callback (the code exchanged, the ID token's
 * signature, issuer, audience, expiry and nonce checked by openid-client; userinfo for claims the token left out).
 */
export class OidcClient {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    private readonly provider: SsoProviderConfig,
    /** Where the provider sends the browser back: the web app's /auth/sso/<id>. */
    readonly redirectUri: string,
  ) {}

  private config(): Promise<client.Configuration> {
    this.configuration ??= (async () => {
      const issuer = new URL(this.provider.issuer);
      const options = isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined;
      try {
        return await client.discovery(issuer, this.provider.clientId, this.provider.clientSecret, undefined, options);
      } catch (err) {
        this.configuration = undefined;
        throw new AppError('SERVICE_UNAVAILABLE', SSO_PROVIDER_UNAVAILABLE, undefined, { cause: (err as Error).message });
      }
    })();
    return this.configuration;
  }

  /** A new sign-in: where to send the browser, and what the callback must match. */
  async start(): Promise<{ url: string; checks: SsoChecks }> {
    const config = await this.config();
    const checks = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() };
    const scope = ['openid', 'email', 'profile', ...(this.provider.adminGroup ? [this.provider.groupsClaim] : [])].join(' ');
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, checks };
  }

  /**
   * The callback's query (`?code=…&state=…`) against the checks of its start: the validated ID token's claims (and
   * userinfo's, for the ones it lacks). Every failure of the provider's answer is 401 with one message.
   */
  async finish(callbackQuery: string, checks: SsoChecks): Promise<SsoClaims> {
    const config = await this.config();
    const current = new URL(this.redirectUri);
    current.search = callbackQuery.replace(/^\?/, '');
    let claims: SsoClaims;
    let accessToken: string;
    try {
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims() as SsoClaims;
      accessToken = tokens.access_token;
    } catch (err) {
      // fetch itself failed: the provider is away, which is not the member's doing.
      if (unreachable(err)) throw new AppError('SERVICE_UNAVAILABLE', SSO_PROVIDER_UNAVAILABLE);
      if (err instanceof client.AuthorizationResponseError) throw new AppError('UNAUTHENTICATED', SSO_PROVIDER_REFUSED, undefined, { error: err.error });
      throw new AppError('UNAUTHENTICATED', SSO_NOT_VERIFIED);
    }
    const wanted = ['email', 'email_verified', ...(this.provider.adminGroup ? [this.provider.groupsClaim] : [])];
    if (wanted.every((c) => claims[c] !== undefined)) return claims;
    try {
      const info = await client.fetchUserInfo(config, accessToken, claims.sub);
      // The ID token's own claims win; userinfo only fills the gaps (its sub was checked against the token's).
      return { ...info, ...claims } as SsoClaims;
    } catch {
      return claims;
    }
  }
}
