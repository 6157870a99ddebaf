import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCode, serverMessage } from '../../lib/errors';
import { TWO_FACTOR_REQUIRED_CODE } from '../../../../rules/two-factor';
import type { useAuthT } from './t';

/**
 * Spec §5/§8: wrong credentials read 'Could not log in with email "{username}". Please check for
 * typos.'; any other server message (e.g. the rate limiter's) is shown as sent; else the fallback. The texts are the
 * auth catalog's (the server's 'Invalid credentials' is the same in every language: it is matched, never shown).
 */
export function loginErrorMessage(error: unknown, username: string, t: ReturnType<typeof useAuthT>['t']): string {
  const message = serverMessage(error, t('signIn.failedText'));
  if (errorCode(error) === 'UNAUTHENTICATED' && message === 'Invalid credentials') return t('signIn.wrongCredentials', { username });
  return message;
}

/** The challenge of a password accepted that still needs a two-factor code (extensions.challenge), if that is the answer. */
export function twoFactorChallenge(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const first = error.errors[0];
  return first?.extensions?.code === TWO_FACTOR_REQUIRED_CODE && typeof first.extensions.challenge === 'string' ? first.extensions.challenge : undefined;
}
