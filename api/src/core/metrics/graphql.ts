import type { ApolloServerPlugin, GraphQLRequestContextWillSendResponse } from '@apollo/server';
import type { Counter, Histogram } from 'prom-client';
import { BoundedLabel } from './bounded-label';

/*
 * Rate, errors and duration per GraphQL operation. The operation's name is the caller's choice, so its label is
 * bounded (BoundedLabel): a request with no name, or whose document never got as far as an operation (a syntax or
 * validation error), is `(anonymous)`; names past the cap, or too long, are `(other)`.
 */

/** Distinct operation names kept as labels: the web client has ~110 operations, integrators a few more. */
export const OPERATION_NAME_CAP = 200;
export const ANONYMOUS = '(anonymous)';
export const OTHER = '(other)';
/** Distinct error codes kept as labels (the server's own are a dozen; a formatted error may carry others). */
const ERROR_CODE_CAP = 50;

export interface GraphqlInstruments {
  duration: Histogram<'operation' | 'type' | 'outcome'>;
  errors: Counter<'operation' | 'code'>;
}

type Done = GraphQLRequestContextWillSendResponse<never>;

function errorsOf(rc: Done): readonly { extensions?: Record<string, unknown> }[] | undefined {
  const body = rc.response.body;
  return body.kind === 'single' ? body.singleResult.errors : body.initialResult.errors;
}

export interface MeasuredOperations {
  /** Apollo's: times each request from its start to its answer and counts its errors by code. */
  plugin: ApolloServerPlugin;
  /** An operation answered with data and no errors outside Apollo (speed/graphql/known-queries.ts), timed by its caller. */
  answered(operationName: string | null, type: string, seconds: number): void;
}

/** Times each GraphQL operation from its start to its answer and counts its errors by code. */
export function measureOperations({ duration, errors }: GraphqlInstruments, cap = OPERATION_NAME_CAP): MeasuredOperations {
  const names = new BoundedLabel(cap, OTHER);
  const codes = new BoundedLabel(ERROR_CODE_CAP, OTHER);
  // Labelled children by a string key (every part bounded): prom-client's labels() makes and checks them anew each call.
  const children = new Map<string, ReturnType<typeof duration.labels>>();
  const child = (operation: string, type: string, outcome: string) => {
    const key = `${operation} ${type} ${outcome}`;
    let found = children.get(key);
    if (!found) children.set(key, (found = duration.labels(operation, type, outcome)));
    return found;
  };
  const plugin: ApolloServerPlugin = {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse(rc) {
          const seconds = (performance.now() - started) / 1000;
          // operationName is the chosen operation's own name, set only once the document has validated.
          const name = rc.operation ? rc.operationName : null;
          const operation = name ? names.of(name) : ANONYMOUS;
          const found = errorsOf(rc as Done);
          child(operation, rc.operation?.operation ?? 'unknown', found?.length ? 'error' : 'ok').observe(seconds);
          for (const e of found ?? []) {
            const code = e.extensions?.code;
            errors.labels(operation, codes.of(typeof code === 'string' ? code : 'UNKNOWN')).inc();
          }
        },
      };
    },
  };
  return {
    plugin,
    answered: (name, type, seconds) => child(name ? names.of(name) : ANONYMOUS, type, 'ok').observe(seconds),
  };
}
