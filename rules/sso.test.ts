import { adminFromGroups, ssoPlan, SSO_EMAIL_UNVERIFIED, SSO_LINKED_ELSEWHERE, SSO_NO_ACCOUNT, verifiedEmail, type SsoFacts } from './sso';

const withGroup = { adminGroup: 'admins', groupsClaim: 'groups' };
const noGroup = { adminGroup: undefined, groupsClaim: 'groups' };
const facts = (f: Partial<SsoFacts> = {}): SsoFacts => ({ linked: null, byEmail: null, officeCreatesAccounts: false, otherAdmins: 1, ...f });

describe('rules/sso', () => {
  it('takes an email only when email_verified is the boolean true', () => {
    expect(verifiedEmail({ sub: 'a', email: 'A@Example.org', email_verified: true })).toBe('a@example.org');
    expect(verifiedEmail({ sub: 'a', email: 'a@example.org', email_verified: 'true' })).toBeNull();
    expect(verifiedEmail({ sub: 'a', email: 'a@example.org' })).toBeNull();
  });

  it('reads admin rights from the configured group only', () => {
    expect(adminFromGroups({ sub: 'a', groups: ['admins'] }, noGroup)).toBeUndefined();
    expect(adminFromGroups({ sub: 'a', groups: ['admins'] }, withGroup)).toBe(true);
    expect(adminFromGroups({ sub: 'a', groups: 'admins' }, withGroup)).toBe(false);
  });

  it('a linked subject signs in whatever its email says', () => {
    expect(ssoPlan({ sub: 'a' }, noGroup, facts({ linked: { id: 7, isAdmin: false } }))).toEqual({ kind: 'signIn', userId: 7 });
  });

  it('links by verified email, refuses an unverified one, and an account already linked to another subject', () => {
    const byEmail = { id: 3, isAdmin: false, linkedToOther: false };
    expect(ssoPlan({ sub: 'a', email: 'x@y.z', email_verified: true }, noGroup, facts({ byEmail }))).toEqual({ kind: 'link', userId: 3 });
    expect(ssoPlan({ sub: 'a', email: 'x@y.z', email_verified: false }, noGroup, facts({ byEmail }))).toMatchObject({ code: 'FORBIDDEN', message: SSO_EMAIL_UNVERIFIED });
    expect(ssoPlan({ sub: 'a', email: 'x@y.z', email_verified: true }, noGroup, facts({ byEmail: { ...byEmail, linkedToOther: true } }))).toMatchObject({
      code: 'CONFLICT',
      message: SSO_LINKED_ELSEWHERE,
    });
  });

  it('creates an account only when the office allows it, an admin only by the group', () => {
    const claims = { sub: 'a', email: 'x@y.z', email_verified: true, name: 'X', groups: ['admins'] };
    expect(ssoPlan(claims, noGroup, facts())).toMatchObject({ code: 'FORBIDDEN', message: SSO_NO_ACCOUNT });
    expect(ssoPlan(claims, noGroup, facts({ officeCreatesAccounts: true }))).toEqual({ kind: 'create', email: 'x@y.z', fullName: 'X', isAdmin: false });
    expect(ssoPlan(claims, withGroup, facts({ officeCreatesAccounts: true }))).toEqual({ kind: 'create', email: 'x@y.z', fullName: 'X', isAdmin: true });
  });

  it('the group grants and removes admin rights, but never demotes the last admin', () => {
    const admin = { id: 1, isAdmin: true };
    expect(ssoPlan({ sub: 'a', groups: [] }, withGroup, facts({ linked: admin }))).toEqual({ kind: 'signIn', userId: 1, isAdmin: false });
    expect(ssoPlan({ sub: 'a', groups: [] }, withGroup, facts({ linked: admin, otherAdmins: 0 }))).toEqual({ kind: 'signIn', userId: 1 });
    expect(ssoPlan({ sub: 'a', groups: ['admins'] }, withGroup, facts({ linked: { id: 2, isAdmin: false } }))).toEqual({ kind: 'signIn', userId: 2, isAdmin: true });
    expect(ssoPlan({ sub: 'a', groups: [] }, noGroup, facts({ linked: admin }))).toEqual({ kind: 'signIn', userId: 1 });
  });
});
