import { refusal, type Refusal } from './refusal';

/**
 * Two-factor sign-in (TOTP, RFC 6238) in the words the API and the web client both use (issue 38). The server holds
 * the rules below; the web shows the same texts and recognises the same codes.
 */

/** The GraphQL extensions.code (and REST `twoFactorRequired: true`) of a password accepted that still needs a code. */
export const TWO_FACTOR_REQUIRED_CODE = 'TWO_FACTOR_REQUIRED';
export const TWO_FACTOR_REQUIRED = 'Enter the code from your authenticator app';
export const INVALID_TWO_FACTOR_CODE = 'Invalid authentication code';
export const TWO_FACTOR_CHALLENGE_EXPIRED = 'This sign-in has expired; enter your password again';
/** An admin of an office that requires two-factor, who has not set it up, asks for an admin feature. */
export const TWO_FACTOR_SETUP_REQUIRED = 'Set up two-factor authentication on your profile to use admin features';
export const SET_UP_YOURS_FIRST = 'Set up two-factor authentication for yourself first';
export const REQUIRED_FOR_ADMINS = 'Two-factor authentication is required for admins in this office';
export const NOTHING_TO_CONFIRM = 'Start setting up two-factor authentication first';
export const NOT_ENABLED = 'Two-factor authentication is not turned on';

/** How many recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** Whether an admin must set up two-factor before using admin features. */
export const mustEnrol = (u: { isAdmin: boolean; enabled: boolean }, officeRequires: boolean): boolean => u.isAdmin && officeRequires && !u.enabled;

/** Turning the office's requirement on: the admin doing it must have it already, or they would shut themselves out. */
export function requireRefusal(turnOn: boolean, callerEnabled: boolean): Refusal | null {
  return turnOn && !callerEnabled ? refusal('CONFLICT', SET_UP_YOURS_FIRST) : null;
}

/** Turning one's own two-factor off: not on; or an admin while the office requires it. */
export function disableRefusal(u: { isAdmin: boolean; enabled: boolean }, officeRequires: boolean): Refusal | null {
  if (!u.enabled) return refusal('CONFLICT', NOT_ENABLED);
  if (u.isAdmin && officeRequires) return refusal('CONFLICT', REQUIRED_FOR_ADMINS);
  return null;
}

/** A recovery code as typed ("ABCD-2345", "abcd 2345") in the form it is hashed: lower case, no separators. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

/** Six digits (an authenticator's code, spaces allowed) rather than a recovery code. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ''));
