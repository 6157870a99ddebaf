import { ApolloServer, type ApolloServerOptionsWithGateway, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import {
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from '../logger';
import { errorLanguage } from './error-language';
import { errorHttpStatus, formatError } from './format-error';
import { refuseSubscriptions } from './refusals';

/** How operations are executed: graphql-js on the schema, or a gateway (a custom executor), with plugins of its own. */
export type Execution = { schema: GraphQLSchema; plugins?: ApolloServerPlugin[] } | { gateway: ApolloServerOptionsWithGateway<BaseContext>['gateway']; plugins?: ApolloServerPlugin[] };

/**
 * graphql-armor's depth, alias, cost and directive limits, as validation rules and plugins: Apollo's, and the rules of
 * any other path that validates a document (speed/graphql/known-queries.ts).
 */
export function houseLimits(production: boolean) {
  const armor = new ApolloArmor({
    maxDepth: { n: 8 },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000 },
    // Counted by tokenLimit (format-error.ts) instead: armor's own check answers a syntax error with 500.
    maxTokens: { enabled: false },
    maxDirectives: { n: 20 },
    blockFieldSuggestion: { enabled: production },
  });
  return armor.protect();
}

/**
 * Apollo Server, started, with the house's limits and errors: graphql-armor's depth, alias, cost and directive
 * limits, error codes formatted once (format-error.ts), CSRF prevention, no batching, no stack traces, and
 * introspection off in production.
 */
export async function startGraphqlServer<Ctx extends BaseContext>({
  execution,
  production,
  logger,
  plugins = [],
}: {
  execution: Execution;
  production: boolean;
  logger: Logger;
  /** More plugins, e.g. the metrics' (core/metrics). */
  plugins?: ApolloServerPlugin[];
}) {
  const protection = houseLimits(production);
  const apollo = new ApolloServer<Ctx>({
    ...(execution as { schema: GraphQLSchema }),
    ...protection,
    // Apollo's landing pages load from its CDN; development serves the local explorer instead (explorer.ts). Usage and
    // schema reporting would call out to Apollo's servers given an APOLLO_KEY (the app makes no such calls).
    plugins: [
      ...protection.plugins,
      ...(execution.plugins ?? []),
      ...plugins,
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      refuseSubscriptions,
      errorHttpStatus,
      errorLanguage,
    ],
    // The process's own stop (main.ts) drains HTTP, then stops Apollo. Apollo's signal handler would stop it first, and
    // @apollo/server 5 never resolves the wait of a stop() called while its own is under way: the second one (ours)
    // hung until SHUTDOWN_TIMEOUT_SECONDS and the process exited 1 on every SIGTERM in production.
    stopOnTerminationSignals: false,
    introspection: !production,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(logger),
  });
  await apollo.start();
  return apollo;
}
