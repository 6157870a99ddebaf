import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../../core/logger';

/*
 * The app's own middleware, the part every request but the probes runs through (app.ts keeps their order), each made
 * cheaper where it did work that no answer needed.
 */

/**
 * The request id (X-Request-Id) and pino-http's access line. The line is logged at info: below that level pino-http
 * would only make a child logger per request and hook the response for a line nobody writes, so then only the id is
 * set. The probes are not logged; `redactUrl` hides secrets in a logged url (a calendar feed's token).
 */
export function requestLog(logger: Logger, redactUrl: (url: string | undefined) => string | undefined): RequestHandler {
  const requestId = (res: ServerResponse) => {
    const id = randomUUID();
    res.setHeader('X-Request-Id', id);
    return id;
  };
  const accessLog = pinoHttp({
    logger,
    genReqId: (_req, res) => requestId(res),
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    serializers: { req: (req: { url?: string }) => ({ ...req, url: redactUrl(req.url) }) },
  });
  return (req, res, next) => {
    if (logger.isLevelEnabled('info')) return accessLog(req, res, next);
    req.id = requestId(res);
    next();
  };
}

/**
 * gzip for the web bundle and JSON answers (the client's first download is ~3x smaller). A client that accepts no
 * encoding would get none either way: it skips the middleware, and its per-response hooks, altogether.
 */
export function compressWhenAsked(): RequestHandler {
  const compress = compression();
  return (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next());
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
