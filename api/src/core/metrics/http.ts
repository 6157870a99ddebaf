import type { Request, RequestHandler, Response } from 'express';
import type { Histogram } from 'prom-client';

/*
 * Request rate, errors and duration per route: one histogram observation per answered request, labelled with the
 * route's pattern (never the raw path: ids would make a time series each), the method and the status code.
 */

/** Where a REST route's handler writes its pattern (core/http/routes.ts), for the metrics to read when it answers. */
export interface RouteLocals {
  route?: string;
}

const STARTED = Symbol('metrics.started');
type Timed = Response & { [STARTED]: number };

/** The label of a request no REST route answered, by its path: a few fixed values, whatever the path. */
export function unroutedLabel(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).toLowerCase();
  if (path === '/graphql' || path === '/graphql/') return '/graphql';
  if (path === '/readyz') return '/readyz';
  if (path === '/api/docs' || path.startsWith('/api/docs/')) return '/api/docs';
  // Refused before a route answered (no such route, a bad JSON body, a cross-site write) or no route at all.
  if (path === '/api' || path.startsWith('/api/')) return '/api/*';
  // The web client's pages and files.
  return 'web';
}

/**
 * Express middleware, first of the app's own (so the listener's lanes run it too): notes when the request came and
 * observes the duration when the response closes. One listener function for all requests, no closure per request;
 * the histogram's labelled children are looked up by a string key (all three parts bounded).
 */
export function measureRequests(duration: Histogram<'method' | 'route' | 'code'>, restMount: string): RequestHandler {
  const children = new Map<string, ReturnType<typeof duration.labels>>();
  function closed(this: Timed) {
    const res = this;
    const req = res.req as Request;
    const seconds = (performance.now() - res[STARTED]) / 1000;
    const pattern = (res.locals as RouteLocals | undefined)?.route;
    const route = pattern === undefined ? unroutedLabel(req.originalUrl ?? req.url ?? '') : restMount + pattern;
    // A response that never finished: the client went away first.
    const code = res.writableFinished ? String(res.statusCode) : 'aborted';
    const key = `${req.method} ${route} ${code}`;
    let child = children.get(key);
    if (!child) children.set(key, (child = duration.labels(req.method ?? 'OTHER', route, code)));
    child.observe(seconds);
  }
  return (_req, res, next) => {
    (res as Timed)[STARTED] = performance.now();
    // `on`, not `once`: a response closes once, and `once` would wrap the listener in a new closure per request.
    res.on('close', closed);
    next();
  };
}
