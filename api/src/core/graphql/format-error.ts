import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../errors';
import type { Logger } from '../logger';

/** Codes produced by the GraphQL machinery itself for a bad request: safe to show as they are. */
const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** AppError → extensions.code (+ field); unknown errors are logged and hidden behind a generic message. */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (formatted.extensions?.code === 'SERVICE_UNAVAILABLE' || isDatabaseUnavailable(original)) {
      return { message: DATABASE_UNAVAILABLE_MESSAGE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    }
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: original.code, ...(original.field ? { field: original.field } : {}), ...original.details },
      };
    }
    const code = formatted.extensions?.code as string | undefined;
    if (code && CLIENT_CODES.has(code)) {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    }
    // graphql-armor and scalar parsing report client mistakes without a stack worth hiding.
    if (!code || code === 'INTERNAL_SERVER_ERROR') {
      logger.error({ err: original, path: formatted.path }, 'unexpected GraphQL error');
      return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
    return { message: formatted.message, path: formatted.path, extensions: { code } };
  };
}

/**
 * For the context function: the viewer lookup needs the database, and Apollo would answer a
 * failure there with 500. This error carries the 503 and Retry-After itself.
 */
export function contextFailure(err: unknown): unknown {
  if (!isDatabaseUnavailable(err)) return err;
  return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      http: { status: 503, headers: new Map([['retry-after', String(RETRY_AFTER_SECONDS)]]) },
    },
  });
}

/** A response carrying a SERVICE_UNAVAILABLE error goes out as HTTP 503 with Retry-After. */
export const serviceUnavailableStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        if (errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) {
          response.http.status = 503;
          response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
        }
      },
    };
  },
};
