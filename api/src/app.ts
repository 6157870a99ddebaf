import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pinoHttp } from 'pino-http';
import type { DataSource } from 'typeorm';
import type { Config } from './core/config';
import { ROOT_DIR } from './core/config';
import { enforceAccess } from './core/graphql/access';
import { CompiledExecutor } from './core/graphql/compiled-executor';
import { contextFailure, errorHttpStatus, formatError, tokenLimit } from './core/graphql/format-error';
import { apiNotFound, restErrorHandler } from './core/http/errors';
import { RestRoutes } from './core/http/routes';
import type { Logger } from './core/logger';
import { requestContext, type GraphQLContext } from './context';
import { allResolvers } from './resolvers';
import { redactFeedToken } from './modules/calendar-feeds/calendar-feeds.rest';
import { registerRestRoutes } from './rest';
import { createServices, type Services } from './services';

export interface AppDeps {
  ds: DataSource;
  config: Config;
  logger: Logger;
  secret: string;
}

export const SCHEMA_PATH = path.join(ROOT_DIR, 'schema.graphql');
const EXPLORER_DIR = path.join(ROOT_DIR, 'api', 'src', 'explorer');
/** The web build's service worker for demo mode ("Try the demo"), served from the build's root. */
const DEMO_WORKER = 'mockServiceWorker.js';

/** The executable schema: the contract plus resolvers, with every @auth rule enforced. */
export function buildSchema() {
  const typeDefs = fs.readFileSync(SCHEMA_PATH, 'utf8');
  return enforceAccess(makeExecutableSchema({ typeDefs, resolvers: allResolvers() as never }));
}

const LIVENESS = Buffer.from(JSON.stringify({ status: 'ok' }));

function answerLiveness(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': LIVENESS.length, 'Cache-Control': 'no-store' });
  res.end(LIVENESS);
}

/**
 * The server's request listener: GET /healthz is answered before express (no routing, middleware or ETag:
 * a process that can run this callback is alive); everything else goes to the app.
 */
export function listener(app: (req: IncomingMessage, res: ServerResponse) => void): RequestListener {
  return (req, res) => {
    if (req.url === '/healthz' && req.method === 'GET') answerLiveness(res);
    else app(req, res);
  };
}

/**
 * helmet's headers, which do not depend on the request (no CSP nonces): worked out once by helmet
 * itself, then set on every response in one loop instead of a dozen middleware calls each.
 */
export function securityHeaders(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const set: [string, string][] = [];
  const removed: string[] = [];
  helmet()(
    {} as IncomingMessage,
    {
      setHeader: (name: string, value: string) => set.push([name, value]),
      removeHeader: (name: string) => removed.push(name),
    } as unknown as ServerResponse,
    () => undefined,
  );
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

/** Largest JSON body accepted; longer bodies answer 413. Field limits answer 400 well before this. */
const BODY_LIMIT = '512kb';

/**
 * The whole HTTP surface on one express app: /graphql, the /api REST shims, /healthz and
 * /readyz, and the built web client with SPA fallback.
 */
export async function createApp(deps: AppDeps) {
  const { ds, config, logger } = deps;
  const services = createServices(deps);
  const schema = buildSchema();
  const production = config.env === 'production';
  const secureCookies = production && config.publicUrl.startsWith('https://');

  const armor = new ApolloArmor({
    maxDepth: { n: 8 },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000 },
    // Counted by tokenLimit below instead: armor's own check answers a syntax error with 500.
    maxTokens: { enabled: false },
    maxDirectives: { n: 20 },
    blockFieldSuggestion: { enabled: production },
  });
  const protection = armor.protect();
  const apollo = new ApolloServer<GraphQLContext>({
    // The schema, executed by compiled queries instead of graphql-js's interpreter (see CompiledExecutor).
    gateway: new CompiledExecutor(schema),
    ...protection,
    // The schema declares no @cacheControl hints and nothing reads cache policies; Apollo's default cache-control
    // plugin would still wrap and run a hook on every field of every answer. Apollo's landing pages load from
    // its CDN; development serves the local explorer instead (below).
    plugins: [...protection.plugins, ApolloServerPluginCacheControlDisabled(), ApolloServerPluginLandingPageDisabled(), errorHttpStatus],
    introspection: !production,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(logger),
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ? 1 : false);
  // Liveness first: it needs no request id, log line, security headers, compression or cookies, and load
  // balancers call it often. (The server's listener answers it before express; this serves app-level callers.)
  app.get('/healthz', (_req, res) => {
    answerLiveness(res);
  });
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      serializers: { req: (req: { url?: string }) => ({ ...req, url: redactFeedToken(req.url) }) },
    }),
  );
  app.use(securityHeaders());
  // gzip for the web bundle and JSON answers: the client's first download is ~3x smaller. A client that
  // accepts no encoding gets none either way; it skips the middleware's per-response hooks too.
  const compress = compression();
  app.use((req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));
  app.use(cookieParser());

  app.get('/readyz', async (_req, res) => {
    try {
      await ds.query('SELECT 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'database unreachable' });
    }
  });

  const contextOf = requestContext({ ds, services, secureCookies });

  const api = express.Router();
  // The raw bytes are kept for the WhatsApp webhook, whose signature covers the body exactly as sent.
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
  // Swagger UI from the swagger-ui-dist package on this server; no validator badge (it would call out).
  const docsUi = { swaggerOptions: { url: '/api/openapi.json', validatorUrl: null }, customSiteTitle: 'D.Office REST API' };
  // swagger-ui (~15 MB) loads on the first visit of the docs, not at every server start.
  let docs: Promise<express.Router> | undefined;
  app.use('/api/docs', (req, res, next) => {
    docs ??= import('swagger-ui-express').then((m) => {
      const swaggerUi = (m as unknown as { default: typeof m }).default ?? m;
      return express.Router().use(swaggerUi.serveFiles(undefined, docsUi), swaggerUi.setup(undefined, docsUi));
    });
    docs.then((router) => router(req, res, next), next);
  });
  app.use('/api', api);

  if (!production) {
    // The GraphQL explorer (development only): plain files from this server, so it works offline and
    // under the default CSP. A browser opening /graphql gets it; API clients never ask for text/html.
    app.use('/graphql/explorer', express.static(EXPLORER_DIR, { index: false, maxAge: 0 }));
    app.get('/graphql', (req, res, next) => {
      if (req.accepts(['application/json', 'text/html']) === 'text/html') res.sendFile(path.join(EXPLORER_DIR, 'index.html'));
      else next();
    });
  }

  app.use(
    '/graphql',
    express.json({ limit: BODY_LIMIT }),
    tokenLimit(2000),
    expressMiddleware(apollo, {
      context: ({ req, res }) =>
        contextOf(req, res).catch((err: unknown) => {
          throw contextFailure(err);
        }),
    }),
  );

  if (fs.existsSync(path.join(config.webDist, 'index.html'))) {
    // The build writes brotli and zopfli-gzip copies of each file; they go out as they are (compression
    // skips a response that already has an encoding). Hashed assets may be cached for a year, other
    // files for an hour; index.html never, so a deploy shows at once.
    app.use(
      expressStaticGzip(config.webDist, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: {
          maxAge: '1h',
          setHeaders: (res, file) => {
            if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
            // Demo mode's service worker (MSW's script, copied from web/public; or its .br/.gz copy): always the current build's.
            if (path.basename(file).startsWith(DEMO_WORKER)) res.setHeader('Cache-Control', 'no-cache');
          },
        },
      }),
    );
    // A missing /assets file (an old tab asking for a chunk a deploy replaced) is a 404, not the HTML page; so is
    // a missing demo worker script, which a browser would otherwise try to run as a service worker.
    app.get(/^(?!\/(api|graphql|assets)(\/|$)|\/mockServiceWorker\.js$).*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(config.webDist, 'index.html'));
    });
  }

  app.use(restErrorHandler(logger));
  return { app, apollo, schema, services, restRules: rest.rules };
}

export type CreatedApp = Awaited<ReturnType<typeof createApp>>;
export type { Services };
