import { errorCode, serverMessage } from '../../lib/errors';

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
