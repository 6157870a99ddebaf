import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { Viewer, Access } from '../auth/viewer';
import { assertAccess } from '../auth/viewer';
import type { HttpSession } from '../auth/cookies';
import type { RouteLocals } from '../metrics/http';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** What the request itself adds to a REST handler's context. */
export interface RestRequest {
  params: Record<string, string>;
  body: unknown;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** The exact bytes of a JSON body, for signature checks (webhooks). */
  rawBody: Buffer | undefined;
}

/** The least a request context holds: who is calling. The app's context adds services, loaders, session… */
export interface BaseContext {
  viewer: Viewer | null;
}

/**
 * A feature's view of the app's request context: the services (and loaders) its routes use,
 * declared by the feature itself, so a feature never imports the app wiring that assembles them.
 */
export type FeatureRoutes<S, L = unknown> = RestRoutes<BaseContext & { services: S; loaders: L; session: HttpSession; ip: string }>;

/** A result with a status other than 200 (e.g. 201 on create, 204 on delete). */
export class Status<T> {
  constructor(
    readonly status: number,
    readonly body?: T,
  ) {}
}

/** A plain-text answer (e.g. a webhook handshake echoing a challenge). */
export class Text {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {}
}

/** A body that is not JSON (a calendar feed, a PDF), with its content type and extra headers. */
export class Payload {
  constructor(
    readonly contentType: string,
    /** A stream is piped as it comes (chunked, no ETag): a download of any size in flat memory. */
    readonly body: string | Buffer | Readable,
    readonly headers: Record<string, string> = {},
  ) {}
}

export interface RouteRule {
  method: Method;
  path: string;
  access: Access;
}

export interface RouteOptions {
  /**
   * A hot read: the server's listener may run it without walking express's routers (leanLane in
   * speed/http/lanes.ts: the same middleware, context, handler, answer and error handler). Static GET
   * paths only; the route stays on the router too, for every request the lane passes on.
   */
  lean?: boolean;
  /**
   * Writes the route's plain JSON answers (not null, not a Status, Payload or Text) instead of res.json, e.g. with a
   * serializer compiled for the answer's shape (speed/http/json-answer.ts). It must answer what res.json would.
   */
  json?: (req: Request, res: Response, body: never) => void;
}

/** An express route path as a pattern of the paths it answers (`:name` = one segment), for the lean-route check. */
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[A-Za-z0-9_]+/g, '/[^/]+')}/?$`, 'i');

/**
 * Declares REST routes with their access rule. Every route goes through `add`, so the list
 * of rules is complete and the authorization matrix test can enumerate it.
 */
export class RestRoutes<Ctx extends BaseContext = BaseContext> {
  readonly rules: RouteRule[] = [];
  /** The lean GET routes by path (relative to the router), each its router handler. */
  readonly lean = new Map<string, RequestHandler>();

  constructor(
    private readonly router: Router,
    private readonly contextOf: (req: Request, res: Response) => Promise<Ctx>,
  ) {}

  add(method: Method, path: string, access: Access, handler: (ctx: Ctx & RestRequest) => Promise<unknown>, options: RouteOptions = {}): void {
    if (options.lean) {
      if (method !== 'get' || path.includes(':')) throw new Error(`lean route ${method.toUpperCase()} ${path}: static GET paths only`);
      // The lane must answer what the router would: no earlier route may match this path first.
      const earlier = this.rules.find((r) => r.method === 'get' && pathPattern(r.path).test(path));
      if (earlier) throw new Error(`lean route GET ${path}: GET ${earlier.path} is declared before it and matches it`);
    }
    this.rules.push({ method, path, access });
    const serve = async (req: Request, res: Response, next: NextFunction) => {
      // The route's pattern, never its path with ids: what the request metrics label it by.
      (res.locals as RouteLocals).route = path;
      try {
        const base = await this.contextOf(req, res);
        assertAccess(base.viewer, access);
        const result = await handler({
          ...base,
          params: req.params as Record<string, string>,
          body: req.body,
          query: req.query as Record<string, unknown>,
          headers: req.headers,
          rawBody: (req as Request & { rawBody?: Buffer }).rawBody,
        });
        if (result instanceof Payload && result.body instanceof Readable) {
          res.set(result.headers).type(result.contentType);
          // A failure mid-download can only cut the answer short (its status is sent): pipeline destroys both sides.
          void pipeline(result.body, res).catch(() => undefined);
          // Each chunk goes out as it comes (an export's header at once, then batch by batch): compression would hold
          // the first bytes until its buffer fills, i.e. until the first batch was read (issue 42's first byte).
          const flush = (res as Response & { flush?: () => void }).flush;
          if (flush) result.body.on('data', () => flush.call(res));
        } else if (result instanceof Payload) {
          // send() sets an ETag and answers 304 when the client's copy is still current.
          res.set(result.headers).type(result.contentType).send(result.body);
        } else if (result instanceof Text) {
          res.status(result.status).type('text/plain').send(result.body);
        } else if (result instanceof Status) {
          if (result.body === undefined) res.status(result.status).end();
          else res.status(result.status).json(result.body);
        } else if (options.json && result != null) {
          (options.json as (req: Request, res: Response, body: unknown) => void)(req, res, result);
        } else {
          res.json(result ?? null);
        }
      } catch (err) {
        next(err);
      }
    };
    this.router[method](path, serve);
    if (options.lean) this.lean.set(path, serve);
  }
}
