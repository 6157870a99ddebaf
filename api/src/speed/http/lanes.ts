import type { IncomingMessage, ServerResponse, RequestListener } from 'node:http';
import type express from 'express';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { answerLiveness } from '../../core/http/probes';

/*
 * The server's listener takes the hottest requests straight to their handlers, past express's router: GET /healthz,
 * the lean REST routes and POST /graphql. Each lane runs the same pieces as express would, in the same order, and
 * answers the same bytes (api/test/lean-lane.test.ts compares them); anything unusual goes to express as before.
 */

/** A lane takes a request (true) or leaves it to the app (false). */
export type Lane = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The server's request listener: GET /healthz is answered before express (no routing, middleware or ETag: a process
 * that can run this callback is alive, and load balancers call it often); then the lanes may take the request (see
 * leanLane and graphqlLane); everything else goes to the app.
 */
export function listener(app: (req: IncomingMessage, res: ServerResponse) => void, lane: Lane = () => false): RequestListener {
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
): Lane {
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
): Lane {
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
 * The app's two lanes as one (see leanLane and graphqlLane): `before` is the app's own middleware array (what every
 * request but the probes goes through, in the app's order), `onError` its error handler.
 */
export function lanes(
  app: express.Express,
  o: { before: readonly RequestHandler[]; onError: ErrorRequestHandler; rest: { mount: string; routes: ReadonlyMap<string, RequestHandler> }; graphql: { path: string; handlers: readonly RequestHandler[] } },
): Lane {
  const restLane = leanLane(app, o.rest.mount, o.rest.routes, o.before, o.onError);
  const gqlLane = graphqlLane(app, o.graphql.path, o.before, o.graphql.handlers, o.onError);
  return (req, res) => gqlLane(req, res) || restLane(req, res);
}
