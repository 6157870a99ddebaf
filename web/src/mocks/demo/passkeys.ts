import {
  MyPasskeysDocument,
  PasskeyDeleteDocument,
  PasskeyFinishRegistrationDocument,
  PasskeySignInDocument,
  PasskeyStartRegistrationDocument,
  PasskeyStartSignInDocument,
} from '../../gql/graphql';
import { PASSKEY_NOT_FOUND, PASSKEYS_NOT_IN_DEMO } from '../../../../rules/passkeys';
import { DemoError, mutation, query, requireUser, type DemoContext } from './respond';

/**
 * Passkeys in mock mode: none. A passkey is a public key the server checks signatures with; the demo has no server, and
 * a demo that "accepted" any passkey would teach the wrong thing. Nobody has one, and every ceremony says why (the
 * profile's section says so before anyone tries).
 */
export function passkeyHandlers(ctx: DemoContext) {
  const unavailable = () => {
    throw new DemoError('CONFLICT', PASSKEYS_NOT_IN_DEMO);
  };
  return [
    query(MyPasskeysDocument)(() => (requireUser(ctx), { __typename: 'Query', myPasskeys: [] })),
    mutation(PasskeyStartRegistrationDocument)(() => (requireUser(ctx), unavailable())),
    mutation(PasskeyFinishRegistrationDocument)(() => (requireUser(ctx), unavailable())),
    mutation(PasskeyDeleteDocument)(() => {
      requireUser(ctx);
      throw new DemoError('NOT_FOUND', PASSKEY_NOT_FOUND);
    }),
    mutation(PasskeyStartSignInDocument)(unavailable),
    mutation(PasskeySignInDocument)(unavailable),
  ];
}
