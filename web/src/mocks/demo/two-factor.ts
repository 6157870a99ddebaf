import { AdminOfficeSecurityDocument, AdminSetOfficeSecurityDocument, TwoFactorConfirmDocument, TwoFactorDisableDocument, TwoFactorLoginDocument, TwoFactorStartDocument, TwoFactorStatusDocument } from '../../gql/graphql';
import { requireRefusal, TWO_FACTOR_CHALLENGE_EXPIRED } from '../../../../rules/two-factor';
import { DemoError, mutation, query, refuse, requireAdmin, requireUser, type DemoContext } from './respond';

/** The demo cannot check an authenticator app's codes (no secret leaves a real server), so it says so instead. */
export const DEMO_NO_TWO_FACTOR = 'Two-factor authentication is not available in mock mode';

/**
 * Two-factor in mock mode: nobody has it on and the office does not require it (so the demo signs in with a password
 * as ever, and the office's requirement cannot be turned on: rules/two-factor.ts, as the API refuses an admin without
 * it); setting it up answers that mock mode cannot.
 */
export function twoFactorHandlers(ctx: DemoContext) {
  const off = { __typename: 'TwoFactorStatus' as const, enabled: false, required: false, recoveryCodesLeft: 0 };
  const unavailable = () => {
    requireUser(ctx);
    throw new DemoError('CONFLICT', DEMO_NO_TWO_FACTOR);
  };
  return [
    query(TwoFactorStatusDocument)(() => (requireUser(ctx), { __typename: 'Query', twoFactorStatus: off })),
    query(AdminOfficeSecurityDocument)(() => (requireAdmin(ctx), { __typename: 'Query', officeSecurity: { __typename: 'OfficeSecurity', adminsRequireTwoFactor: false, ssoCreatesAccounts: false } })),
    mutation(AdminSetOfficeSecurityDocument)(({ required }) => {
      requireAdmin(ctx);
      refuse(requireRefusal(required, false));
      return { __typename: 'Mutation', setAdminsRequireTwoFactor: { __typename: 'OfficeSecurity', adminsRequireTwoFactor: false, ssoCreatesAccounts: false } };
    }),
    mutation(TwoFactorStartDocument)(unavailable),
    mutation(TwoFactorConfirmDocument)(unavailable),
    mutation(TwoFactorDisableDocument)(unavailable),
    mutation(TwoFactorLoginDocument)(() => {
      throw new DemoError('UNAUTHENTICATED', TWO_FACTOR_CHALLENGE_EXPIRED);
    }),
  ];
}
