import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCode, serverMessage } from '../../lib/errors';
import { TWO_FACTOR_REQUIRED_CODE } from '../../../../rules/two-factor';

/**
 * Spec §5/§8: wrong credentials read 'Could not log in with email "{username}". Please check for
 * typos.'; any other server message (e.g. the rate limiter's) is shown as sent; else the fallback.
 */
export function loginErrorMessage(error: unknown, username: string): string {
  const message = serverMessage(error, 'An error occurred during login');
  if (errorCode(error) === 'UNAUTHENTICATED' && message === 'Invalid credentials') {
    return `Could not log in with email "${username}". Please check for typos.`;
  }
  return message;
}

/** The challenge of a password accepted that still needs a two-factor code (extensions.challenge), if that is the answer. */
export function twoFactorChallenge(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const first = error.errors[0];
  return first?.extensions?.code === TWO_FACTOR_REQUIRED_CODE && typeof first.extensions.challenge === 'string' ? first.extensions.challenge : undefined;
}
