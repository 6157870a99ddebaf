import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { execute, getVariableValues, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { installGatewayRequestContext } from './gateway-context';

type GatewayInterface = ApolloServerOptionsWithGateway<object>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

/** A document's compiled operations by operation name ('' for the only one), or null where compiling failed. */
type Compiled = Map<string, CompiledQuery | null>;

/**
 * Executes GraphQL operations compiled to JavaScript (graphql-jit) instead of graphql-js's
 * interpreter, which spends ~2 µs of bookkeeping per field of every answer. Given to Apollo Server as
 * its gateway, the only way Apollo takes a custom executor: everything before execution (parsing,
 * validation with graphql-armor's rules, introspection setting, plugins, context) and after it (error
 * formatting and masking, HTTP status) stays Apollo's.
 *
 * - Each document is compiled once, on first use, and kept as long as Apollo's document cache keeps the
 *   parsed document (a WeakMap keyed by it); the document has passed validation by then.
 * - Variables are coerced by graphql-js first, so an invalid variable gets exactly graphql-js's errors
 *   (Apollo answers them 400 BAD_USER_INPUT); the compiled query then coerces them again for itself.
 * - Anything graphql-jit cannot compile, and an operation Apollo could not resolve, runs on graphql-js.
 * - Resolvers are the schema's own, so the @auth wrapping of root fields (deny by default) applies as is.
 * - The request context Apollo builds for a gateway is built without its per-request accessor literal, which kept
 *   every request in flight alive through scavenges (see gateway-context.ts).
 */
export class CompiledExecutor implements GatewayInterface {
  private readonly compiled = new WeakMap<DocumentNode, Compiled>();

  constructor(private readonly schema: GraphQLSchema) {
    installGatewayRequestContext();
  }

  onSchemaLoadOrUpdate(callback: (schema: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void): () => void {
    callback({ apiSchema: this.schema, coreSupergraphSdl: '' });
    return () => undefined;
  }

  async load(): Promise<{ executor: GatewayExecutor }> {
    return { executor: (rc) => this.execute(rc) };
  }

  async stop(): Promise<void> {}

  /** The compiled form of one operation of a document (null: graphql-js runs it). */
  compiledFor(document: DocumentNode, operationName: string | null | undefined): CompiledQuery | null {
    let byName = this.compiled.get(document);
    if (!byName) this.compiled.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let query = byName.get(key);
    if (query === undefined) {
      const result = compileQuery(this.schema, document, operationName ?? undefined);
      query = isCompiledQuery(result) ? result : null;
      byName.set(key, query);
    }
    return query;
  }

  private async execute(rc: Parameters<GatewayExecutor>[0]): ReturnType<GatewayExecutor> {
    const { document, request, context } = rc;
    const operationName = request.operationName;
    const variables = request.variables ?? {};
    const graphqlJs = () => execute({ schema: this.schema, document, contextValue: context, variableValues: variables, operationName }) as ReturnType<GatewayExecutor>;
    // No operation resolved (none, several without a name, an unknown name): graphql-js words the error.
    if (!rc.operation) return graphqlJs();
    const query = this.compiledFor(document, operationName);
    if (!query) return graphqlJs();
    const definitions = rc.operation.variableDefinitions;
    if (definitions?.length) {
      const coerced = getVariableValues(this.schema, definitions, variables, { maxErrors: 50 });
      if (coerced.errors) return { errors: coerced.errors };
    }
    return withGraphqlJsErrors(await query.query(undefined, context, variables));
  }
}

/**
 * graphql-jit's errors imitate GraphQLError but leave `extensions` undefined when the thrown error has
 * none (an AppError), and Apollo's error formatting expects an object there. They become graphql-js
 * errors with the same message, locations, path and original error, as graphql-js would have made.
 */
export function withGraphqlJsErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((e) => {
    const original = e.originalError;
    const error = new GraphQLError(e.message, {
      path: e.path,
      originalError: original,
      extensions: (original as { extensions?: Record<string, unknown> } | undefined)?.extensions,
    });
    if (e.locations?.length) (error as { locations?: unknown }).locations = e.locations;
    return error;
  });
  return { ...result, errors };
}
