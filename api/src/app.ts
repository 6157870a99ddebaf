import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse, type RequestListener, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { pinoHttp } from 'pino-http';
import type { DataSource } from 'typeorm';
import { SESSION_COOKIE } from './core/auth/cookies';
import type { Config } from './core/config';
import { ROOT_DIR } from './core/config';
import { enforceAccess } from './core/graphql/access';
import { CompiledExecutor } from './core/graphql/compiled-executor';
import { contextFailure, errorHttpStatus, formatError, tokenLimit } from './core/graphql/format-error';
import { graphqlMiddleware } from './core/graphql/http';
import { apiNotFound, restErrorHandler } from './core/http/errors';
import { ME_OPERATION, pageOperations, prerenderedPageOf, withSessionAnswer } from './core/http/session-page';
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
  /** Under `npm start` with a new build: its compressed copies, still being made when the server starts. */
  webCompressed?: Promise<void>;
  /** The wall clock behind the office's clock (tests move it). */
  now?: () => Date;
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
 * a process that can run this callback is alive); then the lean lanes may take the request (see leanLane
 * and graphqlLane);
 * everything else goes to the app.
 */
export function listener(
  app: (req: IncomingMessage, res: ServerResponse) => void,
  lane: (req: IncomingMessage, res: ServerResponse) => boolean = () => false,
): RequestListener {
  return (req, res) => {
    if (req.url === '/healthz' && req.method === 'GET') answerLiveness(res);
    else if (!lane(req, res)) app(req, res);
  };
}

/**
 * What express's app.handle does to a node request before its router runs: the request and response get
 * express's prototypes (a no-op for the server's own, made with them: expressMessages) and point at each other,
 * and carry the url as express records it. Both lanes below start here.
 */
function adopt(app: express.Express, incoming: IncomingMessage, outgoing: ServerResponse, url: string, baseUrl: string): [Request, Response] {
  const req = incoming as Request;
  const res = outgoing as Response;
  req.res = res;
  res.req = req;
  Object.setPrototypeOf(req, app.request);
  Object.setPrototypeOf(res, app.response);
  res.locals ??= Object.create(null) as Record<string, unknown>;
  req.originalUrl = url;
  req.baseUrl = baseUrl;
  // What express's router layers set on the way (a path-less layer has no parameters).
  req.params = {};
  return [req, res];
}

/**
 * node:http's request and response classes for the server, made with express's prototypes (app.request and
 * app.response) from the start: express (app.handle) and the lean lanes (adopt) give every request and response
 * those prototypes, and changing an object's prototype after it is made costs V8 on every request: a plain express
 * app has ~6 KB of each request's objects promoted to the old generation (node:http alone: none), which fills it
 * and brings full GCs. Setting the prototype an object already has is a no-op. The objects are made by node's own
 * constructors, so they are what node:http makes, with express's methods found first, as after express's switch.
 */
export function expressMessages(app: express.Express): Required<Pick<ServerOptions, 'IncomingMessage' | 'ServerResponse'>> {
  const Incoming = IncomingMessage as unknown as (this: IncomingMessage, socket: Socket) => void;
  const Outgoing = ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: unknown) => void;
  function AppRequest(this: IncomingMessage, socket: Socket): void {
    Incoming.call(this, socket);
  }
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: unknown): void {
    Outgoing.call(this, req, options);
  }
  AppRequest.prototype = app.request;
  AppResponse.prototype = app.response;
  return { IncomingMessage: AppRequest as unknown as typeof IncomingMessage, ServerResponse: AppResponse as unknown as typeof ServerResponse };
}

/**
 * Lean REST routes (RestRoutes' `lean` option: hot reads such as GET /api/events) without express's
 * routers. Walking them costs more than the route itself: a dozen app-level layers, the /api mount and
 * the route table up to the route, each a path match and a closure. The lane does what express does
 * around a route, with the same pieces: app.handle's prototypes and references, the app's middleware in
 * the app's order (`before`: request id and access log, security headers, compression, cookies), the
 * route's own handler (context, access rule, answer through res.json, so the same ETag/304 and headers),
 * and the app's REST error handler. It takes only a GET of exactly a lean path with no body: anything
 * else (HEAD, a body to parse, a trailing slash, another case, a relative path) goes to express as before.
 */
export function leanLane(
  app: express.Express,
  mount: string,
  routes: ReadonlyMap<string, RequestHandler>,
  before: readonly RequestHandler[],
  onError: ErrorRequestHandler,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const byPath = new Map([...routes].map(([path, handler]) => [`${mount}${path}`, handler]));
  return (incoming, outgoing) => {
    if (incoming.method !== 'GET' || incoming.headers['content-length'] !== undefined || incoming.headers['transfer-encoding'] !== undefined) return false;
    const url = incoming.url ?? '';
    const q = url.indexOf('?');
    const route = byPath.get(q < 0 ? url : url.slice(0, q));
    if (!route) return false;
    const [req, res] = adopt(app, incoming, outgoing, url, mount);
    // What body-parser sets when there is no body.
    req.body = undefined;
    let at = 0;
    const next = (err?: unknown): void => {
      if (err) return void onError(err, req, res, () => undefined);
      if (at < before.length) return void before[at++](req, res, next);
      // A RestRoutes handler answers or passes an error on; it never falls through to the next route.
      if (at++ === before.length) void route(req, res, next);
    };
    next();
    return true;
  };
}

/**
 * The lean lane for GraphQL: a POST of exactly `path` (every operation the web client sends) runs the
 * app's middleware (`before`, in the app's order) and then the handlers mounted at `path` (body parser,
 * token limit, Apollo), as express would reach them, without walking the app's router: the probes, the
 * /api mount and the other layers before it are each a path match and a closure per request. Inside the
 * mount the request looks as express makes it (url '/', baseUrl `path`); an error goes to the app's error
 * handler with the url restored, as express's router does. Anything else (GET, a query string, another
 * case or a trailing slash) goes to express as before.
 */
export function graphqlLane(
  app: express.Express,
  path: string,
  before: readonly RequestHandler[],
  mounted: readonly RequestHandler[],
  onError: ErrorRequestHandler,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const steps = before.length + mounted.length;
  return (incoming, outgoing) => {
    if (incoming.method !== 'POST' || incoming.url !== path) return false;
    const [req, res] = adopt(app, incoming, outgoing, path, '');
    let at = 0;
    const next = (err?: unknown): void => {
      if (err) {
        req.url = path;
        req.baseUrl = '';
        return void onError(err, req, res, () => undefined);
      }
      if (at === before.length) {
        req.url = '/';
        req.baseUrl = path;
      }
      // The last handler (Apollo) answers every POST, or passes an error on.
      if (at >= steps) return;
      const step = at < before.length ? before[at] : mounted[at - before.length];
      at++;
      try {
        const done = step(req, res, next) as unknown;
        if (done instanceof Promise) done.catch((e: unknown) => next(e || new Error('Rejected promise')));
      } catch (e) {
        next(e);
      }
    };
    next();
    return true;
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

/**
 * body-parser's own test of which bodies express.json parses (type-is against `application/json`), answered at once
 * for the two Content-Type values clients send: type-is parses and normalises the header and looks the type up on
 * every request. Anything else is asked of type-is (express's `req.is`), as body-parser would. body-parser has
 * already skipped a request without a body (the only other thing type-is checks).
 */
export function isJsonBody(req: IncomingMessage): boolean {
  const type = req.headers['content-type'];
  if (type === 'application/json' || type === 'application/json; charset=utf-8') return true;
  return Boolean((req as Request).is('application/json'));
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
    // its CDN; development serves the local explorer instead (below). The schema is no federated subgraph, so
    // Apollo's inline-trace plugin would only run a hook per request to find that out; usage and schema
    // reporting would call out to Apollo's servers given an APOLLO_KEY (the app makes no such calls).
    plugins: [
      ...protection.plugins,
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      errorHttpStatus,
    ],
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
  const requestId = (res: ServerResponse) => {
    const id = randomUUID();
    res.setHeader('X-Request-Id', id);
    return id;
  };
  const accessLog = pinoHttp({
    logger,
    genReqId: (_req, res) => requestId(res),
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    serializers: { req: (req: { url?: string }) => ({ ...req, url: redactFeedToken(req.url) }) },
  });
  // gzip for the web bundle and JSON answers: the client's first download is ~3x smaller. A client that
  // accepts no encoding gets none either way; it skips the middleware's per-response hooks too.
  const compress = compression();
  // Every request but the probes, in this order, on both paths (express's and the lean lane's).
  const before: RequestHandler[] = [
    // pino-http's access line is logged at info: below that level it would only make a child logger per
    // request and hook the response for a line nobody writes. The request id is the same either way.
    (req, res, next) => {
      if (logger.isLevelEnabled('info')) return accessLog(req, res, next);
      req.id = requestId(res);
      next();
    },
    securityHeaders(),
    (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()),
    cookieParser(),
  ];
  for (const m of before) app.use(m);

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

  const graphqlHandlers: RequestHandler[] = [
    express.json({ limit: BODY_LIMIT, type: isJsonBody }),
    tokenLimit(2000),
    graphqlMiddleware(apollo, ({ req, res }) =>
      contextOf(req, res).catch((err: unknown) => {
        throw contextFailure(err);
      }),
    ),
  ];
  app.use('/graphql', ...graphqlHandlers);

  if (fs.existsSync(path.join(config.webDist, 'index.html'))) {
    // The build writes brotli and zopfli-gzip copies of each file; they go out as they are (compression
    // skips a response that already has an encoding). Hashed assets may be cached for a year, other
    // files for an hour; index.html never, so a deploy shows at once.
    const serveBuilt = () =>
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
      });
    // The middleware finds the compressed copies when it is made: until a new build's are all there, the files go
    // out compressed per request (compression above); then a new one serves the copies.
    let builtFiles = serveBuilt();
    app.use((req, res, next) => builtFiles(req, res, next));
    deps.webCompressed?.then(
      () => {
        builtFiles = serveBuilt();
        logger.info("serving the web client's compressed copies");
      },
      (err: unknown) => logger.warn({ err }, "the web client's compressed copies were not made: its files go out compressed per request"),
    );
    // /auth with the sign-in screen already in the HTML (web/src/prerender/auth.tsx) for a visitor without a
    // session cookie: nobody can be signed in without one. With a cookie the visitor may be signed in, so
    // they get index.html (its spinner, then the dashboard). The answer differs by cookie: Vary says so.
    // The build's prerendered pages (web/src/prerender/), by file name.
    const prerenderedDir = path.join(config.webDist, 'prerendered');
    const prerenderedPages = new Set(fs.existsSync(prerenderedDir) ? fs.readdirSync(prerenderedDir) : []);
    const prerenderedAuth = path.join(prerenderedDir, 'auth.html');
    if (prerenderedPages.has('auth.html')) {
      app.get('/auth', (req, res, next) => {
        res.vary('Cookie');
        if ((req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE] !== undefined) return next();
        res.setHeader('Cache-Control', 'no-cache');
        res.sendFile(prerenderedAuth);
      });
    }
    // A missing /assets file (an old tab asking for a chunk a deploy replaced) is a 404, not the HTML page; so is
    // a missing demo worker script, which a browser would otherwise try to run as a service worker.
    // With a session cookie the page carries the answer to the app's first query, `Me` (core/http/session-page.ts):
    // the same GraphQL operation for the same request context, run now; for a member, so do the page's other first
    // queries. Anything going wrong there sends the plain page, and the app asks for itself.
    const indexHtml = path.join(config.webDist, 'index.html');
    // A signed-in member's page: index.html, or the screen's prerendered page when the build has one.
    const memberPage = (pathname: string) => {
      const prerendered = prerenderedPageOf(pathname);
      return prerendered && prerenderedPages.has(prerendered) ? path.join(prerenderedDir, prerendered) : indexHtml;
    };
    const answerMe = async (req: Request, res: Response): Promise<string | null> => {
      const contextValue = await contextOf(req, res);
      const answer = async (operationName: string, query: string) => {
        const result = await apollo.executeOperation({ query, operationName }, { contextValue });
        return result.body.kind !== 'single' || result.body.singleResult.errors?.length ? undefined : result.body.singleResult.data ?? undefined;
      };
      const me = await answer('Me', ME_OPERATION);
      if (!me) return null;
      // Signed in: the page's other first queries too. One that fails is left out; the app asks it itself.
      const others: Record<string, unknown> = {};
      if (me.me) {
        await Promise.all(
          Object.entries(pageOperations(req.path)).map(async ([name, query]) => {
            const data = await answer(name, query).catch(() => undefined);
            if (data) others[name] = data;
          }),
        );
      }
      return withSessionAnswer(await fs.promises.readFile(me.me ? memberPage(req.path) : indexHtml, 'utf8'), me, others);
    };
    app.get(/^(?!\/(api|graphql|assets)(\/|$)|\/mockServiceWorker\.js$).*/, (req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.vary('Cookie');
      if ((req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE] === undefined) return res.sendFile(indexHtml);
      answerMe(req, res).then(
        // With the answers the page holds the viewer's own data: no shared cache may keep it.
        (html) => (html === null ? res.sendFile(indexHtml) : res.setHeader('Cache-Control', 'private, no-cache').type('html').send(html)),
        (err: unknown) => {
          logger.warn({ err }, 'the page went out without the session answer');
          res.sendFile(indexHtml);
        },
      );
    });
  }

  const onError = restErrorHandler(logger);
  app.use(onError);
  // What the server listens with: probes, then the lean lane, then the app.
  const restLane = leanLane(app, '/api', rest.lean, before, onError);
  const gqlLane = graphqlLane(app, '/graphql', before, graphqlHandlers, onError);
  const lane = (req: IncomingMessage, res: ServerResponse) => gqlLane(req, res) || restLane(req, res);
  const handler = listener(app, lane);
  // The options to make the server with (http.createServer(serverOptions, handler)): see expressMessages.
  const serverOptions: ServerOptions = expressMessages(app);
  return { app, handler, serverOptions, lane, apollo, schema, services, restRules: rest.rules };
}

export type CreatedApp = Awaited<ReturnType<typeof createApp>>;
export type { Services };
