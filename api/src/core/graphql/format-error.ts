import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, Lexer, Source, TokenKind, type GraphQLFormattedError } from 'graphql';
import { AppError, DATABASE_UNAVAILABLE_MESSAGE, errorFacts, isDatabaseUnavailable, RETRY_AFTER_SECONDS, unstorableText } from '../errors';
import type { Logger } from '../logger';
import { REFUSAL_CODES } from './refusals';

/** Codes produced by the GraphQL machinery itself for a bad request: safe to show as they are. */
const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  ...REFUSAL_CODES,
]);

/** AppError → extensions.code (+ field, errors, details: errorFacts, as REST sends them); unknown errors are logged and hidden behind a generic message. */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    const original = unstorableText(unwrapped) ?? unwrapped;
    if (formatted.extensions?.code === 'SERVICE_UNAVAILABLE' || isDatabaseUnavailable(original)) {
      return { message: DATABASE_UNAVAILABLE_MESSAGE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    }
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: original.code, ...errorFacts(original) },
      };
    }
    const code = formatted.extensions?.code as string | undefined;
    if (code && CLIENT_CODES.has(code)) {
      // Bad input found by GraphQL itself (a variable of the wrong type) is listed as the services' is, with the field
      // at fault when the message names one inside an input object (`… at "input.amount"; …` → amount).
      const field = code === 'BAD_USER_INPUT' ? coercedField(formatted.message) : undefined;
      const errors = code === 'BAD_USER_INPUT' ? (field ? { field, errors: [{ field, message: formatted.message }] } : { errors: [{ message: formatted.message }] }) : {};
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code, ...errors } };
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
 * The field of an input object that graphql-js's variable coercion refused, as the services name fields: the path
 * after the variable's name (`Variable "$input" got invalid value -5 at "input.amount"; …` → `amount`,
 * `input.amenities[1]` → `amenities[1]`); none when the variable itself is wrong.
 */
export function coercedField(message: string): string | undefined {
  const at = /^Variable "\$[_A-Za-z][_0-9A-Za-z]*" got invalid value .*? at "[_A-Za-z][_0-9A-Za-z]*((?:\.[_A-Za-z][_0-9A-Za-z]*|\[\d+\])+)";/s.exec(message);
  return at ? at[1]!.replace(/^\./, '') : undefined;
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

/**
 * The HTTP status follows the errors: SERVICE_UNAVAILABLE → 503 with Retry-After; a 500 that only
 * carries client mistakes → 400 (graphql-armor parses the document in a plugin hook, and Apollo
 * answers anything thrown there, a syntax error included, with 500).
 */
export const errorHttpStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        if (!errors?.length) return;
        if (errors.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) {
          response.http.status = 503;
          response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
        }
        // A refusal for now (sign-in attempts) says when to come back, as REST's 429 does; the answer stays GraphQL's 200.
        const waits = errors.filter((e) => e.extensions?.code === 'RATE_LIMITED').map((e) => Number(e.extensions?.retryAfter) || 60);
        if (waits.length) response.http.headers.set('retry-after', String(Math.max(...waits))); else if ((response.http.status ?? 200) >= 500 && errors.every((e) => CLIENT_CODES.has(String(e.extensions?.code)))) {
          response.http.status = 400;
        }
      },
    };
  },
};

/** How many documents tokenLimit remembers as within the limit, and the longest it remembers. */
const WITHIN_CAP = 1000;
const WITHIN_MAX_LENGTH = 20_000;

/**
 * The token limit (graphql-armor's maxTokens, done here, before Apollo): armor's version parses in a
 * plugin hook, and Apollo answers anything thrown there with 500, a plain syntax error included. Only
 * the limit is checked here (400); any other syntax error is left to Apollo's own parse (400
 * GRAPHQL_PARSE_FAILED).
 */
export function tokenLimit(n: number): RequestHandler {
  const tooMany = (source: string) => {
    const lexer = new Lexer(new Source(source));
    let count = 0;
    try {
      for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) if (++count > n) return true;
    } catch {
      return false;
    }
    return false;
  };
  // Documents already counted and found within the limit (the same few operations arrive again and again); the
  // count of a string never changes, so a repeat skips lexing it. Bounded: past WITHIN_CAP the oldest is dropped.
  const within = new Set<string>();
  const withinLimit = (source: string) => {
    if (within.has(source)) return true;
    if (tooMany(source)) return false;
    if (source.length <= WITHIN_MAX_LENGTH) {
      if (within.size >= WITHIN_CAP) within.delete(within.values().next().value as string);
      within.add(source);
    }
    return true;
  };
  return (req, res, next) => {
    const query: unknown = req.method === 'GET' ? req.query.query : (req.body as { query?: unknown } | undefined)?.query;
    if (typeof query === 'string' && !withinLimit(query)) {
      res.status(400).json({ errors: [{ message: `Syntax Error: Token limit of ${n} exceeded.`, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
      return;
    }
    next();
  };
}
