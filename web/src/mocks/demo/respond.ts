import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { delay, graphql, HttpResponse, type GraphQLQuery, type GraphQLResponseBody, type GraphQLVariables } from 'msw';
import { ValidationError } from 'yup';
import { ADMIN_REQUIRED, AUTHENTICATION_REQUIRED } from '../../../../rules/access';
import type { DemoStore, UserView } from './store';

/** What every demo handler works with: the data and who is signed in. */
export interface DemoContext {
  store: DemoStore;
  session: {
    user(): UserView | null;
    signIn(user: UserView): void;
    signOut(): void;
  };
}

type Code = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT';

/** An error the API would answer with (same code and message as api/src), thrown inside a resolver. */
export class DemoError extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly field?: string,
    /** Extra facts in extensions, as the API sends them (e.g. a duplicate child's action and id). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Answers a shared rule's refusal (rules/refusal.ts) as the API would; does nothing when the rule allows. */
export function refuse(refusal: { code: Code; message: string; field?: string } | null): void {
  if (refusal) throw new DemoError(refusal.code, refusal.message, refusal.field);
}

export function requireUser(ctx: DemoContext): UserView {
  const user = ctx.session.user();
  if (!user) throw new DemoError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED);
  return user;
}

export function requireAdmin(ctx: DemoContext): UserView {
  const user = requireUser(ctx);
  if (!user.isAdmin) throw new DemoError('FORBIDDEN', ADMIN_REQUIRED);
  return user;
}

/** Finds a record or answers NOT_FOUND with the API's message. */
export function found<T>(item: T | undefined, message: string): T {
  if (!item) throw new DemoError('NOT_FOUND', message);
  return item;
}

/**
 * Checks an input with the API's own yup schema (validation/), answering its first message as the API does.
 * Handlers are synchronous (respond() wraps them); yup's validate is async, so this uses validateSync.
 */
export function validSync<T>(schema: { validateSync(v: unknown): T }, input: unknown): T {
  try {
    return schema.validateSync(input);
  } catch (e) {
    if (e instanceof ValidationError) throw new DemoError('BAD_USER_INPUT', e.errors[0] ?? 'Invalid input', e.path);
    throw e;
  }
}

async function respond<Q extends GraphQLQuery>(resolve: () => Q) {
  // A short, realistic wait, so loading states show as they do against a real server.
  await delay();
  try {
    return HttpResponse.json<GraphQLResponseBody<Q>>({ data: resolve() });
  } catch (error) {
    if (!(error instanceof DemoError)) throw error;
    const extensions = { code: error.code, ...(error.field ? { field: error.field } : {}), ...error.details };
    return HttpResponse.json<GraphQLResponseBody<Q>>({ data: null, errors: [{ message: error.message, extensions }] });
  }
}

/**
 * graphql.query for a generated document: `query(SomeDocument)((variables) => data)`. Curried so
 * the document fixes the types before the resolver is checked — in one call TypeScript would widen
 * the answer's `__typename: 'Query'` to string.
 */
export const query =
  <Q extends GraphQLQuery, V extends GraphQLVariables>(doc: TypedDocumentNode<Q, V>) =>
  (resolve: (variables: V) => Q) =>
    graphql.query(doc, ({ variables }) => respond(() => resolve(variables)));

export const mutation =
  <Q extends GraphQLQuery, V extends GraphQLVariables>(doc: TypedDocumentNode<Q, V>) =>
  (resolve: (variables: V) => Q) =>
    graphql.mutation(doc, ({ variables }) => respond(() => resolve(variables)));
