import { makeExecutableSchema } from '@graphql-tools/schema';
import cookieParser from 'cookie-parser';
import express, { type RequestHandler } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from './core/config';
import { ROOT_DIR } from './core/config';
import { enforceAccess } from './core/graphql/access';
import { mountExplorer } from './core/graphql/explorer';
import { contextFailure, tokenLimit } from './core/graphql/format-error';
import { persistedQueryHashCheck } from './core/graphql/refusals';
import { houseLimits, startGraphqlServer } from './core/graphql/server';
import { apiDocs } from './core/http/api-docs';
import { refuseCrossSiteCookieWrites } from './core/http/csrf';
import { apiNotFound, restErrorHandler } from './core/http/errors';
import { answerLiveness, readiness } from './core/http/probes';
import { RestRoutes } from './core/http/routes';
import { serveWebClient } from './core/http/web-client';
import type { Logger } from './core/logger';
import { createMetrics, metricsOff } from './core/metrics/metrics';
import { liveContext, requestContext, type GraphQLContext } from './context';
import { LiveNotices } from './core/live/notices';
import { liveServer } from './core/live/server';
import { redactFeedToken } from './modules/calendar-feeds/calendar-feeds.rest';
import { allResolvers } from './resolvers';
import { registerRestRoutes } from './rest';
import { createServices, type Services } from './services';
import { firstPages } from './speed/first-page/first-pages';
import { compiledExecution } from './speed/graphql/execution';
import { fixedOperation } from './speed/graphql/fixed-operations';
import { graphqlMiddleware } from './speed/graphql/http';
import { KnownQueries } from './speed/graphql/known-queries';
import { LISTED_EVENT_FIELDS } from './modules/events/listed-event';
import { expressMessages } from './speed/http/express-messages';
import { lanes, listener } from './speed/http/lanes';
import { compressWhenAsked, isJsonBody, requestLog, securityHeaders } from './speed/http/middleware';

/*
 * The whole HTTP surface on one express app: /graphql, the /api REST shims, /healthz and /readyz, and the built web
 * client. Wiring only: each piece is made elsewhere, the request path's fast pieces in speed/ (its README says what
 * each buys).
 */

export interface AppDeps {
  ds: DataSource;
  config: Config;
  logger: Logger;
  secret: string;
  /** Under `npm start` with a new build: its compressed copies, still being made when the server starts. */
  webCompressed?: Promise<void>;
  /** The wall clock behind the office's clock (tests move it). */
  now?: () => Date;
}

export const SCHEMA_PATH = path.join(ROOT_DIR, 'schema.graphql');

/** The executable schema: the contract plus resolvers, with every @auth rule enforced. */
export function buildSchema() {
  const typeDefs = fs.readFileSync(SCHEMA_PATH, 'utf8');
  return enforceAccess(makeExecutableSchema({ typeDefs, resolvers: allResolvers() as never }));
}

/** Largest JSON body accepted; longer bodies answer 413. Field limits answer 400 well before this. */
const BODY_LIMIT = '512kb';

export async function createApp(deps: AppDeps) {
  const { ds, config, logger } = deps;
  const production = config.env === 'production';
  const services = createServices(deps);
  const schema = buildSchema();
  // Prometheus metrics (README "Metrics"): METRICS=false leaves every request path as it was.
  const metrics = config.metrics.enabled ? createMetrics({ ds, restMount: '/api', token: config.metrics.token, production }) : null;
  if (metrics) {
    services.notifications.onSend = (channel, outcome) => metrics.sent(channel, outcome);
    services.webhooks.onSend = (outcome) => metrics.sent('webhook', outcome);
  }
  const apollo = await startGraphqlServer<GraphQLContext>({ execution: compiledExecution(schema), production, logger, plugins: metrics ? [metrics.graphql] : [] });
  // The steady queries answered without Apollo's per-request pipeline, with the same limits (speed/graphql/known-queries.ts).
  const knownQueries = new KnownQueries(schema, houseLimits(production).validationRules, [LISTED_EVENT_FIELDS]);
  const contextOf = requestContext({ ds, services, secureCookies: production && config.publicUrl.startsWith('https://') });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ? 1 : false);
  // Liveness first: no request id, log line, headers or cookies. (The listener answers it before express; this is for app-level callers.)
  app.get('/healthz', (_req, res) => answerLiveness(res));
  // Scrapes are neither logged nor measured; the exposure rule is the endpoint's own.
  app.get('/metrics', metrics ? metrics.endpoint : metricsOff);
  // Every request but the probes, in this order, on both paths (express's and the lanes').
  const before: RequestHandler[] = [requestLog(logger, redactFeedToken), securityHeaders(), compressWhenAsked(), cookieParser()];
  if (metrics) before.unshift(metrics.http);
  for (const m of before) app.use(m);
  app.get('/readyz', readiness(ds));

  const api = express.Router();
  // Before the body is read: a cookie-authenticated write from another site is refused (403) untouched.
  api.use(refuseCrossSiteCookieWrites(config.publicUrl));
  // The raw bytes are kept for the webhooks, whose signatures cover the body exactly as sent.
  api.use(
    express.json({
      limit: BODY_LIMIT,
      verify: (req, _res, buf) => {
        (req as typeof req & { rawBody?: Buffer }).rawBody = buf;
      },
    }),
  );
  const rest = new RestRoutes(api, contextOf);
  registerRestRoutes(rest);
  api.use(apiNotFound);
  app.use('/api/docs', apiDocs());
  app.use('/api', api);

  if (!production) mountExplorer(app);
  const graphql: RequestHandler[] = [
    express.json({ limit: BODY_LIMIT, type: isJsonBody }),
    tokenLimit(2000),
    persistedQueryHashCheck(),
    graphqlMiddleware(
      apollo,
      ({ req, res }) =>
        contextOf(req, res).catch((err: unknown) => {
          throw contextFailure(err);
        }),
      { known: knownQueries, answered: metrics?.graphqlAnswered },
    ),
  ];
  app.use('/graphql', ...graphql);

  // Subscriptions: a WebSocket upgrade of /graphql on the same server (live.attach(server)), fed by LISTEN/NOTIFY.
  const live = liveServer({
    schema,
    path: '/graphql',
    limits: config.live,
    publicUrl: config.publicUrl,
    production,
    logger,
    // LISTEN is a session's: on the direct connection, never through a transaction pooler (issue 40).
    notices: new LiveNotices(config.databaseDirectUrl ?? (ds.options as { url: string }).url, logger),
    viewerOf: (token) => services.auth.viewerFromToken(token),
    contextOf: liveContext({ ds, services }),
  });

  serveWebClient(app, { webDist: config.webDist, logger, compressed: deps.webCompressed, pageFor: firstPages({ webDist: config.webDist, operation: (o) => fixedOperation(schema, o.query, o.name, logger), contextOf }) });
  const onError = restErrorHandler(logger);
  app.use(onError);

  // What the server listens with: the liveness probe, then the lanes past express's router, then the app.
  const lane = lanes(app, { before, onError, rest: { mount: '/api', routes: rest.lean }, graphql: { path: '/graphql', handlers: graphql } });
  const handler = listener(app, lane);
  // The options to make the server with (http.createServer(serverOptions, handler)).
  const serverOptions = expressMessages(app);
  return { app, handler, serverOptions, lane, apollo, schema, services, live, restRules: rest.rules, metrics, knownQueries };
}

export type CreatedApp = Awaited<ReturnType<typeof createApp>>;
export type { Services };
