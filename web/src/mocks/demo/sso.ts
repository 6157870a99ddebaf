import { AdminSetSsoCreatesAccountsDocument, SsoFinishDocument, SsoProvidersDocument, SsoStartDocument } from '../../gql/graphql';
import { SSO_NOT_IN_DEMO } from '../../../../rules/sso';
import { DemoError, mutation, query, requireAdmin } from './respond';

/**
 * Single sign-on in mock mode: no provider is offered (there is no server to hold a client secret or check an ID
 * token), so /auth shows no "Sign in with …" button; a stray callback or the admin's setting answers that mock mode cannot.
 */
export function ssoHandlers(ctx: Parameters<typeof requireAdmin>[0]) {
  const unavailable = () => {
    throw new DemoError('CONFLICT', SSO_NOT_IN_DEMO);
  };
  return [
    query(SsoProvidersDocument)(() => ({ __typename: 'Query', ssoProviders: [] })),
    mutation(SsoStartDocument)(unavailable),
    mutation(SsoFinishDocument)(unavailable),
    mutation(AdminSetSsoCreatesAccountsDocument)(() => {
      requireAdmin(ctx);
      return unavailable();
    }),
  ];
}
