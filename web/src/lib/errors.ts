import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's message for a failed operation (spec §8: server message when present, else the fallback). */
export function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    if (code !== 'INTERNAL_SERVER_ERROR' && error.errors[0]?.message) return error.errors[0].message;
  }
  return fallback;
}

/** The GraphQL error code of a failed operation, if any (UNAUTHENTICATED, CONFLICT, …). */
export function errorCode(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions?.code as string | undefined) : undefined;
}

/** The input field the server's refusal is about (extensions.field), if it names one. */
export function errorField(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions?.field as string | undefined) : undefined;
}
