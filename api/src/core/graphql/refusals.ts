import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { createHash } from 'node:crypto';

/*
 * Two requests an anonymous caller can send that the GraphQL machinery answered with INTERNAL_SERVER_ERROR (and a
 * stack trace at error level in our log): both are the caller's mistake, so both answer 400 with a stable code and
 * log nothing (issue 38).
 */

export const SUBSCRIPTIONS_NOT_SUPPORTED = 'Subscriptions are not supported over HTTP; open a WebSocket to /graphql (the graphql-ws protocol)';
export const PERSISTED_QUERY_HASH_MISMATCH = 'The persisted query hash does not match the query';

/** The codes these refusals carry (format-error.ts shows them as they are). */
export const REFUSAL_CODES = ['SUBSCRIPTIONS_NOT_SUPPORTED', 'PERSISTED_QUERY_HASH_MISMATCH'] as const;

/**
 * A subscription operation is refused once Apollo has resolved the operation, before execution: subscriptions are
 * served over the WebSocket only (core/live/), and graphql-js's own refusal over HTTP had no code.
 */
export const refuseSubscriptions: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation === 'subscription') {
          throw new GraphQLError(SUBSCRIPTIONS_NOT_SUPPORTED, { extensions: { code: 'SUBSCRIPTIONS_NOT_SUPPORTED', http: { status: 400, headers: new Map() } } });
        }
      },
    };
  },
};

/** extensions.persistedQuery.sha256Hash from a POST body or a GET's query string (where extensions is JSON text). */
function persistedHash(extensions: unknown): unknown {
  let value = extensions;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return (value as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery?.sha256Hash;
}

/**
 * Apollo checks an automatic persisted query's hash against its text itself, but with an error without a code (so a
 * 500 in our logs); this checks first, the same way (sha256 of the text, hex), and answers 400 with a code.
 */
export function persistedQueryHashCheck(): RequestHandler {
  return (req, res, next) => {
    const source = (req.method === 'GET' ? req.query : req.body) as { query?: unknown; extensions?: unknown } | undefined;
    const hash = persistedHash(source?.extensions);
    if (typeof hash === 'string' && typeof source?.query === 'string' && createHash('sha256').update(source.query).digest('hex') !== hash) {
      res.status(400).json({ errors: [{ message: PERSISTED_QUERY_HASH_MISMATCH, extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } }] });
      return;
    }
    next();
  };
}
