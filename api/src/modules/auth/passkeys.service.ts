import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { DataSource } from 'typeorm';
import type { PasskeyConfig } from '../../core/config';
import { AppError, badInput, conflict, guardDb, notFound, unauthenticated } from '../../core/errors';
import { requireViewer, type Viewer } from '../../core/auth/viewer';
import { tooManyAttempts } from '../../core/rate-limit';
import { parseId, validate } from '../../core/validation';
import { passkeyRegistrationSchema, passkeySignInSchema } from '../../../../validation/passkeys';
import {
  MAX_PASSKEYS,
  PASSKEY_ALREADY_REGISTERED,
  PASSKEY_CHALLENGE_SECONDS,
  PASSKEY_EXPIRED,
  PASSKEY_NOT_FOUND,
  PASSKEY_NOT_VERIFIED,
  PASSKEY_UNKNOWN,
  TOO_MANY_PASSKEYS,
} from '../../../../rules/passkeys';
import { PasskeysRepository, type PasskeyRow } from './passkeys.repository';

export type { PasskeyRow };

/** The challenge a browser signed, read from its clientDataJSON (base64url JSON); null when unreadable. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length <= 200 ? data.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Passkeys (WebAuthn with @simplewebauthn/server): registering, listing and removing a member's, and checking a
 * sign-in. Every ceremony's challenge is stored (passkey_challenges) and used up once, whatever the outcome; user
 * verification (the device's PIN or biometric) is required both ways, so a passkey sign-in is two factors by itself.
 * Credentials are discoverable: sign-in needs no username. Attestation is 'none' (no vendor check: any authenticator).
 */
export class PasskeysService {
  private readonly repo: PasskeysRepository;

  constructor(
    ds: DataSource,
    private readonly rp: PasskeyConfig,
  ) {
    this.repo = new PasskeysRepository(ds);
  }

  list(viewer: Viewer | null): Promise<PasskeyRow[]> {
    return this.repo.list(requireViewer(viewer).id);
  }

  /** Options for navigator.credentials.create(): a new challenge, the member's handle, their passkeys excluded. */
  async startRegistration(viewer: Viewer | null) {
    const v = requireViewer(viewer);
    if ((await this.repo.count(v.id)) >= MAX_PASSKEYS) throw conflict(TOO_MANY_PASSKEYS);
    const who = await this.repo.registrant(v.id, randomBytes(32).toString('base64url'));
    if (!who) throw unauthenticated();
    const options = await generateRegistrationOptions({
      rpName: this.rp.rpName,
      rpID: this.rp.rpId,
      userID: Buffer.from(who.handle, 'base64url'),
      userName: who.email,
      userDisplayName: who.fullName,
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
      attestationType: 'none',
      excludeCredentials: who.credentialIds.map((id) => ({ id })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.repo.openRegistration(v.id, options.challenge, PASSKEY_CHALLENGE_SECONDS);
    return options;
  }

  /** Checks the browser's answer to the member's open registration and stores the passkey under the name given. */
  async finishRegistration(viewer: Viewer | null, input: unknown): Promise<PasskeyRow> {
    const v = requireViewer(viewer);
    const { name, response } = await validate(passkeyRegistrationSchema, input);
    const answer = response as unknown as RegistrationResponseJSON;
    const challenge = signedChallenge(answer.response.clientDataJSON);
    if (!challenge) throw badInput(PASSKEY_NOT_VERIFIED, 'response');
    if (!(await this.repo.consume(challenge, 'registration', v.id))) throw badInput(PASSKEY_EXPIRED, 'response');
    let info;
    try {
      const result = await verifyRegistrationResponse({
        response: answer,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origins,
        expectedRPID: this.rp.rpId,
        requireUserVerification: true,
      });
      info = result.verified ? result.registrationInfo : null;
    } catch {
      info = null;
    }
    if (!info) throw badInput(PASSKEY_NOT_VERIFIED, 'response');
    const stored = await guardDb(
      () =>
        this.repo.insert(
          v.id,
          {
            credentialId: info.credential.id,
            publicKey: info.credential.publicKey,
            counter: info.credential.counter,
            transports: info.credential.transports ?? [],
            name,
            backedUp: info.credentialBackedUp,
          },
          MAX_PASSKEYS,
        ),
      { passkeys_credential_id_key: conflict(PASSKEY_ALREADY_REGISTERED) },
    );
    if (!stored) throw conflict(TOO_MANY_PASSKEYS);
    return stored;
  }

  async remove(viewer: Viewer | null, rawId: unknown): Promise<void> {
    const v = requireViewer(viewer);
    if (!(await this.repo.remove(v.id, parseId(rawId, 'Passkey')))) throw notFound(PASSKEY_NOT_FOUND);
  }

  /**
   * Options for navigator.credentials.get(): a new challenge, no allowed list (the browser offers the passkeys it
   * holds for this site). One address may hold `perIp` open at once; past that, 429 until its oldest expires.
   */
  async startSignIn(ip: string) {
    const options = await generateAuthenticationOptions({ rpID: this.rp.rpId, userVerification: 'required', timeout: PASSKEY_CHALLENGE_SECONDS * 1000 });
    const refused = await this.repo.openSignIn(ip, options.challenge, PASSKEY_CHALLENGE_SECONDS, this.rp.perIp);
    if (refused) throw tooManyAttempts('passkey sign-in requests', refused.waitSeconds);
    return options;
  }

  /**
   * The account a sign-in answer proves, or UNAUTHENTICATED: its challenge open (and now used), the credential known,
   * the user handle its own, the signature valid with user verification, and the counter moved on.
   */
  async verifySignIn(input: unknown): Promise<number> {
    const { response } = await validate(passkeySignInSchema, input);
    const answer = response as unknown as AuthenticationResponseJSON;
    const challenge = signedChallenge(answer.response.clientDataJSON);
    if (!challenge) throw unauthenticated(PASSKEY_NOT_VERIFIED);
    if (!(await this.repo.consume(challenge, 'sign-in', null))) throw unauthenticated(PASSKEY_EXPIRED);
    const stored = await this.repo.byCredentialId(answer.id);
    if (!stored) throw unauthenticated(PASSKEY_UNKNOWN);
    const handle = (answer.response as { userHandle?: unknown }).userHandle;
    if (handle !== undefined && handle !== null && handle !== stored.userHandle) throw unauthenticated(PASSKEY_NOT_VERIFIED);
    let info;
    try {
      const result = await verifyAuthenticationResponse({
        response: answer,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origins,
        expectedRPID: this.rp.rpId,
        credential: {
          id: stored.credentialId,
          publicKey: new Uint8Array(stored.publicKey),
          counter: stored.counter,
          transports: stored.transports as AuthenticatorTransportFuture[],
        },
        requireUserVerification: true,
      });
      info = result.verified ? result.authenticationInfo : null;
    } catch {
      info = null;
    }
    if (!info) throw unauthenticated(PASSKEY_NOT_VERIFIED);
    if (!(await this.repo.used(stored.id, info.newCounter, info.credentialBackedUp))) throw unauthenticated(PASSKEY_NOT_VERIFIED);
    return stored.userId;
  }
}

export const isPasskeyRefusal = (err: unknown): boolean => err instanceof AppError && err.code === 'UNAUTHENTICATED';
