import jwt from 'jsonwebtoken';
import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../core/config';
import { AppError, conflict, guardDb, refuse, unauthenticated } from '../../core/errors';
import type { Passwords } from '../../core/auth/passwords';
import type { Viewer } from '../../core/auth/viewer';
import { BackoffLimiter, tooManyAttempts } from '../../core/rate-limit';
import { validate } from '../../core/validation';
import { loginSchema, registerSchema } from '../../../../validation/auth';
import { EMAIL_TAKEN, registerRefusal } from '../../../../rules/users';
import { UsersRepository } from '../users/users.repository';
import { toOwnUserDto, type UserDto } from '../users/user.mapper';
import { SessionsRepository } from './sessions.repository';
import type { TwoFactorService } from './two-factor.service';
import { isPasskeyRefusal, type PasskeysService } from './passkeys.service';
import { twoFactorLoginSchema } from '../../../../validation/two-factor';
import { INVALID_TWO_FACTOR_CODE, TWO_FACTOR_CHALLENGE_EXPIRED, TWO_FACTOR_REQUIRED } from '../../../../rules/two-factor';
import { emitWebhook } from '../webhooks/webhook.emit';
import { memberData } from '../webhooks/webhook.payloads';

/** A signed-in session: the user, and the token the transport puts in the cookie. */
export interface SignedIn {
  user: UserDto;
  token: string;
  expires: Date;
}

interface TokenClaims {
  sub: string;
  sid: string;
  /** Set by jwt.sign (expiresIn); seconds since the epoch. */
  exp?: number;
  nbf?: number;
}

/** How many verified tokens AuthService remembers (a few hundred bytes each). */
const VERIFIED_TOKENS = 5000;

/**
 * jsonwebtoken's time checks (verify.js, clockTolerance 0) on claims it has already accepted once (so exp and nbf
 * are numbers or absent): not yet valid (nbf) or expired (exp) is false.
 */
function withinTimes(claims: TokenClaims, clockTimestamp: number): boolean {
  if (typeof claims.nbf !== 'undefined' && claims.nbf > clockTimestamp) return false;
  if (typeof claims.exp !== 'undefined' && clockTimestamp >= claims.exp) return false;
  return true;
}

export const INVALID_CREDENTIALS = 'Invalid credentials';

const accountKey = (userId: number) => `user:${userId}`;

/** The second step's token: who passed the password step, for this long. Signed like sessions, but no session. */
const CHALLENGE_SECONDS = 300;
const CHALLENGE_AUDIENCE = 'd-office:two-factor';


/** Sign-up, sign-in and sessions. Passwords are bcrypt hashes; sessions are revocable rows named by a JWT. */
export class AuthService {
  private readonly users: UsersRepository;
  private readonly sessions: SessionsRepository;
  /** Failures of one account from one address: growing waits for that pair only, so nobody can lock another person out. */
  readonly loginPerPair: BackoffLimiter;
  /** Failures from one address across accounts: a budget an office's shared proxy does not reach by mistake. */
  readonly loginPerIp: BackoffLimiter;
  /** Failed passkey sign-ins from one address: their own budget, apart from passwords' (a passkey cannot be guessed). */
  readonly passkeyPerIp: BackoffLimiter;
  /**
   * The signing key, made once: given the secret as a string, jsonwebtoken derives a key object
   * on every call (~1 ms each here), which capped every signed-in request.
   */
  private readonly key: KeyObject;
  /** Tokens verified by jsonwebtoken, with their claims (see verifiedClaims). */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    private readonly ds: DataSource,
    private readonly config: Config,
    secret: string,
    private readonly passwords: Passwords,
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeysService,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
    this.users = new UsersRepository(ds);
    this.sessions = new SessionsRepository(ds);
    const { rateLimit } = config;
    this.loginPerPair = new BackoffLimiter(ds, 'login_pair', rateLimit.loginPerAccount, 30, rateLimit.windowSeconds);
    this.loginPerIp = new BackoffLimiter(ds, 'login_ip', rateLimit.loginPerIp, 60, rateLimit.windowSeconds);
    this.passkeyPerIp = new BackoffLimiter(ds, 'passkey_ip', config.passkeys.perIp, 60, rateLimit.windowSeconds);
  }

  /** The viewer named by a session token, or null when it is missing, forged, expired or revoked. */
  async viewerFromToken(token: string | undefined): Promise<Viewer | null> {
    if (!token) return null;
    const claims = this.verifiedClaims(token);
    if (!claims) return null;
    if (typeof claims.sid !== 'string' || !/^[0-9a-f-]{36}$/.test(claims.sid)) return null;
    const user = await this.sessions.liveUser(claims.sid);
    return user ? { ...user, sessionId: claims.sid } : null;
  }

  /**
   * The claims of a token jsonwebtoken accepts (HS256, this key, within nbf/exp), or null. A token whose signature it
   * has verified once is remembered (at most VERIFIED_TOKENS of them, oldest out first): a repeat only has its
   * nbf/exp checked again, as jsonwebtoken checks them, instead of its JSON decoded and its HMAC computed again on every
   * request (~0.03 ms). The session behind it is still looked up in PostgreSQL on every request (revocation).
   */
  private verifiedClaims(token: string): TokenClaims | null {
    const known = this.verified.get(token);
    if (known) {
      if (withinTimes(known, Math.floor(Date.now() / 1000))) return known;
      this.verified.delete(token);
      return null;
    }
    let claims: TokenClaims;
    try {
      claims = jwt.verify(token, this.key, { algorithms: ['HS256'] }) as TokenClaims;
    } catch {
      return null;
    }
    if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, claims);
    return claims;
  }

  async me(viewer: Viewer | null): Promise<UserDto | null> {
    if (!viewer) return null;
    // The prepared batch read (a batch of one): asked on every page load, and TypeORM's findOneBy (query builder,
    // hydration) was ~10 % of the dashboard page's server CPU (issue 42 item 3, round 2).
    const [user] = await this.users.findByIds([viewer.id]);
    return user ? toOwnUserDto(user) : null;
  }

  /** Creates a member (never an admin; username = email) and signs them in. */
  async register(input: unknown): Promise<SignedIn> {
    const data = await validate(registerSchema, input);
    const email = data.email.toLowerCase();
    refuse(registerRefusal(email, await this.users.holdersOf(email, email)));
    const passwordHash = await this.passwords.hash(data.password);
    const user = await guardDb(
      () =>
        this.ds.transaction(async (m) => {
          const created = await this.users.insert(
            {
              username: email,
              email,
              passwordHash,
              fullName: data.fullName,
              phone: data.phone ?? null,
              whatsappPhone: data.whatsappPhone ?? null,
              bio: data.bio ?? null,
              membershipNumber: data.membershipNumber ?? null,
              role: data.role ?? null,
              isAdmin: false,
            },
            m,
          );
          await emitWebhook(m, 'member.registered', memberData(created));
          return created;
        }),
      {
        users_email_key: conflict(EMAIL_TAKEN, 'email'),
        users_username_key: conflict(EMAIL_TAKEN, 'email'),
      },
    );
    return this.startSession(toOwnUserDto(user));
  }

  /**
   * Signs in by username or email. Wrong credentials answer 'Invalid credentials' whether or
   * not the account exists; repeated failures per account and per IP are refused for a while.
   */
  async login(input: unknown, ip: string): Promise<SignedIn> {
    const { username, password } = await validate(loginSchema, input);
    const user = await this.users.findForLogin(username);
    // Keyed by the account, not by what was typed: username and email share one budget.
    const account = user ? accountKey(user.id) : `login:${username.toLowerCase()}`;
    const pair = `${account}@${ip}`;
    const wait = Math.max(await this.loginPerPair.waitFor(pair), await this.loginPerIp.waitFor(ip));
    if (wait > 0) throw tooManyAttempts('failed sign-in attempts', wait);

    const ok = await this.passwords.matches(password, user?.passwordHash);
    if (!user || !ok) {
      await Promise.all([this.loginPerPair.fail(pair), this.loginPerIp.fail(ip)]);
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    // Not signed in yet with two-factor on: the pair's failures stand until the code is right too (a guessed password buys no reset).
    await this.askForCodeIfEnabled(user.id);
    await this.loginPerPair.reset(pair);
    return this.startSession(toOwnUserDto(user));
  }

  /**
   * Signs in a user another way has vouched for (an OpenID provider): the session, or, with two-factor on, the same
   * TWO_FACTOR_REQUIRED answer and challenge as the password step, so the code is still asked for.
   */
  async signInVouched(userId: number): Promise<SignedIn> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthenticated();
    await this.askForCodeIfEnabled(user.id);
    return this.startSession(toOwnUserDto(user));
  }

  /** Throws TWO_FACTOR_REQUIRED with a challenge (valid 5 minutes) when the user has two-factor on. */
  private async askForCodeIfEnabled(userId: number): Promise<void> {
    if (!(await this.twoFactor.enabledFor(userId))) return;
    const challenge = jwt.sign({}, this.key, { algorithm: 'HS256', subject: String(userId), audience: CHALLENGE_AUDIENCE, expiresIn: CHALLENGE_SECONDS });
    throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_REQUIRED, undefined, { twoFactorRequired: true, challenge });
  }

  /**
   * Sign-in's second step: the challenge from the password step and a code (from the app, or a recovery code). Wrong
   * codes count as wrong passwords do, for the same account and address, so guessing codes is slowed the same way.
   */
  async loginWithTwoFactor(input: unknown, ip: string): Promise<SignedIn> {
    const { challenge, code } = await validate(twoFactorLoginSchema, input);
    let userId: number;
    try {
      const claims = jwt.verify(challenge, this.key, { algorithms: ['HS256'], audience: CHALLENGE_AUDIENCE }) as { sub?: string };
      userId = Number(claims.sub);
    } catch {
      throw unauthenticated(TWO_FACTOR_CHALLENGE_EXPIRED);
    }
    if (!Number.isSafeInteger(userId)) throw unauthenticated(TWO_FACTOR_CHALLENGE_EXPIRED);
    const pair = `${accountKey(userId)}@${ip}`;
    const wait = Math.max(await this.loginPerPair.waitFor(pair), await this.loginPerIp.waitFor(ip));
    if (wait > 0) throw tooManyAttempts('failed sign-in attempts', wait);
    if (!(await this.twoFactor.verify(userId, code))) {
      await Promise.all([this.loginPerPair.fail(pair), this.loginPerIp.fail(ip)]);
      throw unauthenticated(INVALID_TWO_FACTOR_CODE);
    }
    const user = await this.users.findById(userId);
    if (!user) throw unauthenticated(TWO_FACTOR_CHALLENGE_EXPIRED);
    await this.loginPerPair.reset(pair);
    return this.startSession(toOwnUserDto(user));
  }

  /**
   * Signs in with a passkey: no password, and no two-factor code after it (the passkey is the device and its PIN or
   * biometric, verified). The password's throttles do not apply; failures from one address wait on their own budget.
   */
  async loginWithPasskey(input: unknown, ip: string): Promise<SignedIn> {
    const wait = await this.passkeyPerIp.waitFor(ip);
    if (wait > 0) throw tooManyAttempts('failed passkey sign-ins', wait);
    let userId: number;
    try {
      userId = await this.passkeys.verifySignIn(input);
    } catch (err) {
      if (isPasskeyRefusal(err)) await this.passkeyPerIp.fail(ip);
      throw err;
    }
    const user = await this.users.findById(userId);
    if (!user) throw unauthenticated(INVALID_CREDENTIALS);
    return this.startSession(toOwnUserDto(user));
  }

  /** Revokes the caller's session: the same token no longer works. */
  async logout(viewer: Viewer | null): Promise<void> {
    if (!viewer) return;
    await this.sessions.revoke(viewer.sessionId);
  }

  /** Revokes every session of a user (after a password reset), inside the caller's transaction when given. */
  async revokeAll(userId: number, m?: EntityManager): Promise<void> {
    await this.sessions.revokeAllOf(userId, m);
  }

  /** Forgets failed sign-ins of an account (after its owner proved the mailbox with a reset). */
  async clearLoginFailures(userId: number): Promise<void> {
    await this.loginPerPair.resetAccount(accountKey(userId));
  }

  private async startSession(user: UserDto): Promise<SignedIn> {
    const sid = randomUUID();
    const expires = new Date(Date.now() + this.config.sessionDays * 86_400_000);
    await this.sessions.insert(sid, user.id, expires);
    const token = jwt.sign({ sid } satisfies Omit<TokenClaims, 'sub'>, this.key, {
      algorithm: 'HS256',
      subject: String(user.id),
      expiresIn: this.config.sessionDays * 86_400,
    });
    return { user, token, expires };
  }
}
