import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { AppError } from '../errors';
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
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: original.code, ...(original.field ? { field: original.field } : {}) },
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
