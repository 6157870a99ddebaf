import { refusal, type Refusal } from './refusal';

/**
 * Signing in with an OpenID provider (issue 38): who the provider's account is in D.Office, decided from the claims of
 * a validated ID token and what the database holds. The API's SsoService stores the plan; the texts are the web's too.
 */

export const SSO_UNKNOWN_PROVIDER = 'This sign-in provider is not configured';
export const SSO_NOT_VERIFIED = 'The sign-in could not be verified. Please try again.';
export const SSO_EXPIRED = 'This sign-in has expired or was started in another browser. Please try again.';
export const SSO_PROVIDER_REFUSED = 'The sign-in provider did not sign you in';
export const SSO_EMAIL_UNVERIFIED = 'Your account at this provider has no verified email address, so it cannot be linked to a D.Office account';
export const SSO_NO_ACCOUNT = 'No D.Office account uses this email address. Ask an admin to create one for you.';
export const SSO_LINKED_ELSEWHERE = 'This D.Office account is already linked to another account at this provider';
export const SSO_NOT_IN_DEMO = 'Single sign-on is not available in mock mode';

/** The claims that matter, from the validated ID token (and userinfo when the token leaves some out). */
export interface SsoClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  [claim: string]: unknown;
}

/** The provider's settings the decision reads. */
export interface SsoProviderRules {
  /** Members of this group are admins and others are not; undefined: the provider never decides admin rights. */
  adminGroup: string | undefined;
  groupsClaim: string;
}

/** What the database knows: the account already linked to this subject, or the account holding the email. */
export interface SsoFacts {
  linked: { id: number; isAdmin: boolean } | null;
  byEmail: { id: number; isAdmin: boolean; linkedToOther: boolean } | null;
  officeCreatesAccounts: boolean;
  /** Admins other than the account signing in (the last one is never demoted). */
  otherAdmins: number;
}

export type SsoPlan =
  | { kind: 'signIn'; userId: number; isAdmin?: boolean }
  | { kind: 'link'; userId: number; isAdmin?: boolean }
  | { kind: 'create'; email: string; fullName: string; isAdmin: boolean };

/** The verified email of the claims (lower case), or null: `email_verified` must be the boolean true. */
export function verifiedEmail(claims: SsoClaims): string | null {
  if (claims.email_verified !== true || typeof claims.email !== 'string') return null;
  const email = claims.email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 255 ? email : null;
}

/** Admin rights from the configured group claim: true/false when a group is configured, undefined when it is not. */
export function adminFromGroups(claims: SsoClaims, rules: SsoProviderRules): boolean | undefined {
  if (!rules.adminGroup) return undefined;
  const groups = claims[rules.groupsClaim];
  return Array.isArray(groups) && groups.includes(rules.adminGroup);
}

/**
 * A linked subject signs in as its account (whatever its email is now). Otherwise a verified email links the account
 * holding it, or creates one when the office allows; an unverified email links nothing (anyone can claim an
 * address at a provider that does not check it). The group claim, when configured, grants and removes admin rights at
 * each sign-in, except that the last admin is never demoted by it.
 */
export function ssoPlan(claims: SsoClaims, rules: SsoProviderRules, facts: SsoFacts): Refusal | SsoPlan {
  const groupAdmin = adminFromGroups(claims, rules);
  const admin = (current: boolean): boolean | undefined => {
    if (groupAdmin === undefined || groupAdmin === current) return undefined;
    return !groupAdmin && facts.otherAdmins === 0 ? undefined : groupAdmin;
  };
  if (facts.linked) return withAdmin({ kind: 'signIn', userId: facts.linked.id }, admin(facts.linked.isAdmin));
  const email = verifiedEmail(claims);
  if (!email) return refusal('FORBIDDEN', SSO_EMAIL_UNVERIFIED);
  if (facts.byEmail) {
    if (facts.byEmail.linkedToOther) return refusal('CONFLICT', SSO_LINKED_ELSEWHERE);
    return withAdmin({ kind: 'link', userId: facts.byEmail.id }, admin(facts.byEmail.isAdmin));
  }
  if (!facts.officeCreatesAccounts) return refusal('FORBIDDEN', SSO_NO_ACCOUNT);
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 200) : email;
  return { kind: 'create', email, fullName: name, isAdmin: groupAdmin === true };
}

const withAdmin = <P extends { kind: 'signIn' | 'link'; userId: number }>(plan: P, isAdmin: boolean | undefined): P =>
  isAdmin === undefined ? plan : { ...plan, isAdmin };

export const isRefusal = (r: Refusal | SsoPlan): r is Refusal => 'code' in r;
