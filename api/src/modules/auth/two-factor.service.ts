import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import type { DataSource } from 'typeorm';
import { AppError, refuse } from '../../core/errors';
import { requireAdmin, requireViewer, type Viewer } from '../../core/auth/viewer';
import { validate } from '../../core/validation';
import { officeSecuritySchema, twoFactorCodeSchema } from '../../../../validation/two-factor';
import {
  disableRefusal,
  INVALID_TWO_FACTOR_CODE,
  isTotpCode,
  NOTHING_TO_CONFIRM,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  requireRefusal,
} from '../../../../rules/two-factor';
import { TwoFactorRepository } from './two-factor.repository';

/** Seconds either side of now a code is still taken (one 30 s step each way: a phone's clock a little off). */
const TOLERANCE_SECONDS = 30;
/** Recovery codes: 8 characters (40 bits) of an alphabet without look-alikes, shown as xxxx-xxxx. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The office's sign-in settings: two-factor for admins, and whether single sign-on creates accounts (modules/sso). */
export interface OfficeSecurity {
  adminsRequireTwoFactor: boolean;
  ssoCreatesAccounts: boolean;
}

export interface TwoFactorStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

const hashRecoveryCode = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

function newRecoveryCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238: six digits, 30 s steps, SHA-1, as every app does), for
 * anyone, required of admins when the office says so. A code is taken once (the last accepted step is stored); a
 * recovery code once (sha-256 hashes: they are random, 40 bits, so a slow hash adds nothing but latency).
 */
export class TwoFactorService {
  private readonly repo: TwoFactorRepository;
  /** The time codes are checked at (ms); tests set it to the moment they generated a code for. */
  now: () => number = () => Date.now();

  constructor(
    ds: DataSource,
    private readonly issuer: string,
  ) {
    this.repo = new TwoFactorRepository(ds);
  }

  async status(viewer: Viewer | null): Promise<TwoFactorStatus> {
    const v = requireViewer(viewer);
    const row = await this.repo.forUser(v.id);
    const enabled = !!row?.secret;
    return { enabled, required: !!row && row.isAdmin && row.officeRequires, recoveryCodesLeft: enabled ? (row?.recoveryCodesLeft ?? 0) : 0 };
  }

  /** A new secret to confirm (replacing any unconfirmed one); two-factor already on stays on with the old one until then. */
  async startEnrolment(viewer: Viewer | null): Promise<{ secret: string; otpauthUrl: string; qrCodeDataUrl: string }> {
    const v = requireViewer(viewer);
    const row = await this.repo.forUser(v.id);
    const secret = generateSecret();
    await this.repo.setPending(v.id, secret);
    const otpauthUrl = generateURI({ issuer: this.issuer, label: row?.email ?? String(v.id), secret });
    return { secret, otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
  }

  /** The first code from the new authenticator turns it on; answers the recovery codes, in clear this once. */
  async confirmEnrolment(viewer: Viewer | null, input: unknown): Promise<{ codes: string[] }> {
    const v = requireViewer(viewer);
    const { code } = await validate(twoFactorCodeSchema, input);
    const row = await this.repo.forUser(v.id);
    const pending = row?.pendingSecret;
    if (!pending) throw new AppError('CONFLICT', NOTHING_TO_CONFIRM);
    const step = this.matchingStep(pending, code);
    if (step === null) throw new AppError('BAD_USER_INPUT', INVALID_TWO_FACTOR_CODE, 'code');
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    if (!(await this.repo.enable(v.id, pending, step, codes.map(hashRecoveryCode)))) throw new AppError('CONFLICT', NOTHING_TO_CONFIRM);
    return { codes };
  }

  /** Turns the caller's two-factor off, given a current code or a recovery code. */
  async disable(viewer: Viewer | null, input: unknown): Promise<TwoFactorStatus> {
    const v = requireViewer(viewer);
    const { code } = await validate(twoFactorCodeSchema, input);
    const row = await this.repo.forUser(v.id);
    refuse(disableRefusal({ isAdmin: !!row?.isAdmin, enabled: !!row?.secret }, !!row?.officeRequires));
    if (!(await this.verify(v.id, code))) throw new AppError('BAD_USER_INPUT', INVALID_TWO_FACTOR_CODE, 'code');
    await this.repo.disable(v.id);
    return this.status(v);
  }

  /** Whether sign-in asks this user for a code after the password. */
  enabledFor(userId: number): Promise<boolean> {
    return this.repo.enabledFor(userId);
  }

  /** Checks a code from the app (each time step once) or a recovery code (each once) and uses it up. */
  async verify(userId: number, code: string): Promise<boolean> {
    const row = await this.repo.forUser(userId);
    if (!row?.secret) return false;
    if (isTotpCode(code)) {
      const step = this.matchingStep(row.secret, code);
      return step !== null && (await this.repo.useStep(userId, step));
    }
    return this.repo.useRecoveryCode(userId, hashRecoveryCode(code));
  }

  async officeSecurity(viewer: Viewer | null): Promise<OfficeSecurity> {
    requireAdmin(viewer);
    return this.repo.officeSecurity();
  }

  /** The office's requirement; turning it on needs the caller's own two-factor (or they would be shut out at once). */
  async setOfficeSecurity(viewer: Viewer | null, input: unknown): Promise<OfficeSecurity> {
    const v = requireAdmin(viewer);
    const { adminsRequireTwoFactor } = await validate(officeSecuritySchema, input);
    refuse(requireRefusal(adminsRequireTwoFactor, await this.repo.enabledFor(v.id)));
    await this.repo.setOfficeRequires(adminsRequireTwoFactor);
    return this.repo.officeSecurity();
  }

  /** The time step a six-digit code matches for `secret` near now, or null. */
  private matchingStep(secret: string, code: string): number | null {
    if (!isTotpCode(code)) return null;
    const result = verifySync({ secret, token: code.replace(/\s/g, ''), epoch: Math.floor(this.now() / 1000), epochTolerance: TOLERANCE_SECONDS });
    // The matched period's start, in 30 s steps (RFC 6238's T): what a replay would present again.
    return result.valid && 'epoch' in result ? Math.floor(result.epoch / 30) : null;
  }
}
