import { execute, parse, validate, type ExecutionResult, type GraphQLError, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Logger } from '../../core/logger';
import { formatError } from '../../core/graphql/format-error';
import { withGraphqlJsErrors } from './compiled-executor';

/** An operation's data for a request context, or undefined when it answered with errors (the caller leaves it out). */
export type FixedAnswer<Ctx> = (context: Ctx) => Promise<Record<string, unknown> | undefined>;

/**
 * The server's own fixed operations (the first page's queries, speed/first-page/operations.ts), parsed, validated and
 * compiled once, then executed for a request's context as Apollo's gateway executes any operation (compiled-executor.ts):
 * the same schema, resolvers (so the same @auth rules), context and compiled code, without Apollo's per-operation
 * request pipeline (its document hash and cache look-up, plugin hooks, request context, response assembly) — four
 * times per dashboard load. Errors are formatted as Apollo formats them (core/graphql/format-error.ts), so an unexpected
 * one is logged the same way; the answer is then left out, as before.
 *
 * Operations with variables are not for this: a fixed operation has none.
 */
export function fixedOperation<Ctx>(schema: GraphQLSchema, query: string, operationName: string, logger: Logger): FixedAnswer<Ctx> {
  const document = parse(query);
  const invalid = validate(schema, document);
  if (invalid.length) throw new Error(`the fixed operation ${operationName} is not valid: ${invalid.map((e) => e.message).join('; ')}`);
  const compiled = compileQuery(schema, document, operationName);
  const run = isCompiledQuery(compiled)
    ? async (context: Ctx) => withGraphqlJsErrors(await compiled.query(undefined, context, {}))
    : (context: Ctx) => execute({ schema, document, contextValue: context, operationName }) as ExecutionResult | Promise<ExecutionResult>;
  const format = formatError(logger);
  return async (context) => {
    const result = await run(context);
    if (result.errors?.length) {
      for (const error of result.errors) format(formatted(error), error);
      return undefined;
    }
    return (result.data as Record<string, unknown> | null | undefined) ?? undefined;
  };
}

/** What Apollo hands formatError: the error as JSON (its code, when it has one, under extensions). */
function formatted(error: GraphQLError) {
  return error.toJSON();
}
