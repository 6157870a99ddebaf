import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import { CompiledExecutor } from './compiled-executor';

/**
 * How Apollo executes the schema here (core/graphql/server.ts takes it): operations compiled to JavaScript (see
 * CompiledExecutor), and two of Apollo's implicit plugins off. The schema declares no @cacheControl hints and nothing
 * reads cache policies, yet the cache-control plugin wrapped and ran a hook on every field of every answer; the schema
 * is no federated subgraph, so the inline-trace plugin only ran a hook per request to find that out.
 */
export function compiledExecution(schema: GraphQLSchema): { gateway: CompiledExecutor; plugins: ApolloServerPlugin[] } {
  return { gateway: new CompiledExecutor(schema), plugins: [ApolloServerPluginCacheControlDisabled(), ApolloServerPluginInlineTraceDisabled()] };
}
