import jwt from 'jsonwebtoken';
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Config, SsoProviderConfig } from '../../core/config';
import type { Passwords } from '../../core/auth/passwords';
import { requireAdmin, type Viewer } from '../../core/auth/viewer';
import { AppError, conflict, guardDb, refuse } from '../../core/errors';
import { validate } from '../../core/validation';
import { isRefusal, ssoPlan, SSO_EXPIRED, SSO_LINKED_ELSEWHERE, SSO_UNKNOWN_PROVIDER, type SsoClaims } from '../../../../rules/sso';
import { EMAIL_TAKEN } from '../../../../rules/users';
import { ssoFinishSchema, ssoSettingsSchema } from '../../../../validation/sso';
import type { AuthService, SignedIn } from '../auth/auth.service';
import type { OfficeSecurity } from '../auth/two-factor.service';
import { emitWebhook } from '../webhooks/webhook.emit';
import { memberData } from '../webhooks/webhook.payloads';
import { OidcClient, type SsoChecks } from './oidc-client';
import { SsoRepository } from './sso.repository';

/** How long a started sign-in may take at the provider (the flow cookie's life). */
export const FLOW_SECONDS = 600;
const FLOW_AUDIENCE = 'd-office:sso';

interface FlowClaims {
  /** The provider's id. */
  p: string;
  s: string;
  n: string;
  v: string;
}

export interface SsoProvider {
  id: string;
  name: string;
}

/**
 * Sign-in with the office's OpenID providers (issue 38). A start hands the browser the provider's address and a flow
 * cookie (state, nonce and PKCE verifier, signed with the session key, 10 minutes); the finish checks the provider's
 * answer against it (oidc-client.ts), decides who that is (rules/sso.ts), stores the plan and signs in through
 * AuthService (which still asks for a two-factor code when the account has it on). Password failures' throttle is
 * not involved: the provider guards its own sign-in.
 */
export class SsoService {
  private readonly repo: SsoRepository;
  private readonly clients = new Map<string, OidcClient>();
  private readonly key: KeyObject;

  constructor(
    private readonly ds: DataSource,
    private readonly config: Config,
    secret: string,
    private readonly auth: AuthService,
    private readonly passwords: Passwords,
  ) {
    this.repo = new SsoRepository(ds);
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
    for (const p of config.sso.providers) this.clients.set(p.id, new OidcClient(p, `${config.publicUrl}/auth/sso/${p.id}`));
  }

  /** The providers offered on the sign-in page, in the configured order. */
  providers(): SsoProvider[] {
    return this.config.sso.providers.map(({ id, name }) => ({ id, name }));
  }

  /** A new sign-in: the provider's address to send the browser to, and the flow token for the cookie. */
  async start(providerId: string): Promise<{ url: string; flow: string }> {
    const { client } = this.provider(providerId);
    const { url, checks } = await client.start();
    const flow = jwt.sign({ p: providerId, s: checks.state, n: checks.nonce, v: checks.verifier } satisfies FlowClaims, this.key, {
      algorithm: 'HS256',
      audience: FLOW_AUDIENCE,
      expiresIn: FLOW_SECONDS,
    });
    return { url, flow };
  }

  /** The browser is back from the provider: check its answer against the flow cookie, then sign in (or refuse). */
  async finish(providerId: string, input: unknown, flow: string | undefined): Promise<SignedIn> {
    const { callbackQuery } = await validate(ssoFinishSchema, input);
    const { config, client } = this.provider(providerId);
    const checks = this.openFlow(flow, providerId);
    const claims = await client.finish(callbackQuery, checks);
    const userId = await this.account(config, claims);
    return this.auth.signInVouched(userId);
  }

  /** Whether a first sign-in without an account creates one. */
  async setCreatesAccounts(viewer: Viewer | null, input: unknown): Promise<OfficeSecurity> {
    requireAdmin(viewer);
    const { ssoCreatesAccounts } = await validate(ssoSettingsSchema, input);
    await this.repo.setOfficeCreatesAccounts(ssoCreatesAccounts);
    return this.repo.officeSecurity();
  }

  /** The flow cookie's checks, when it is this server's, unexpired, and for this provider. */
  private openFlow(flow: string | undefined, providerId: string): SsoChecks {
    if (!flow) throw new AppError('UNAUTHENTICATED', SSO_EXPIRED);
    let claims: FlowClaims;
    try {
      claims = jwt.verify(flow, this.key, { algorithms: ['HS256'], audience: FLOW_AUDIENCE }) as FlowClaims;
    } catch {
      throw new AppError('UNAUTHENTICATED', SSO_EXPIRED);
    }
    if (claims.p !== providerId || ![claims.s, claims.n, claims.v].every((x) => typeof x === 'string')) throw new AppError('UNAUTHENTICATED', SSO_EXPIRED);
    return { state: claims.s, nonce: claims.n, verifier: claims.v };
  }

  /** The user these verified claims sign in as: linked, linked now, or created (rules/sso.ts decides). */
  private async account(provider: SsoProviderConfig, claims: SsoClaims): Promise<number> {
    const linked = await this.repo.linked(provider.id, claims.sub);
    const email = typeof claims.email === 'string' ? claims.email : null;
    const byEmail = linked || !email ? null : await this.repo.byEmail(provider.id, email);
    const plan = ssoPlan(claims, provider, {
      linked,
      byEmail,
      officeCreatesAccounts: await this.repo.officeCreatesAccounts(),
      otherAdmins: await this.repo.adminsOtherThan(linked?.id ?? byEmail?.id ?? null),
    });
    if (isRefusal(plan)) return refuse(plan) as never;
    // A random password nobody knows: the account signs in through the provider, or sets one with "Forgot password".
    const passwordHash = plan.kind === 'create' ? await this.passwords.hash(randomBytes(24).toString('base64url')) : '';
    return guardDb(
      () =>
        this.ds.transaction(async (m) => {
          if (plan.kind === 'create') {
            const user = await this.repo.insertUser(m, { username: plan.email, email: plan.email, passwordHash, fullName: plan.fullName, isAdmin: plan.isAdmin });
            await this.repo.link(m, user.id, provider.id, claims.sub);
            await emitWebhook(m, 'member.registered', memberData(user));
            return user.id;
          }
          if (plan.kind === 'link') await this.repo.link(m, plan.userId, provider.id, claims.sub);
          if (plan.isAdmin !== undefined) await this.repo.setAdmin(m, plan.userId, plan.isAdmin);
          return plan.userId;
        }),
      {
        users_email_key: conflict(EMAIL_TAKEN),
        users_username_key: conflict(EMAIL_TAKEN),
        user_identities_user_key: conflict(SSO_LINKED_ELSEWHERE),
        user_identities_subject_key: conflict(SSO_LINKED_ELSEWHERE),
      },
    );
  }

  private provider(id: string): { config: SsoProviderConfig; client: OidcClient } {
    const config = this.config.sso.providers.find((p) => p.id === id);
    const client = this.clients.get(id);
    if (!config || !client) throw new AppError('NOT_FOUND', SSO_UNKNOWN_PROVIDER);
    return { config, client };
  }
}
