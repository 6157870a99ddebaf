import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { httpSession, type HttpSession } from './core/auth/cookies';
import { VIEWER_LANGUAGE } from './core/http/errors';
import type { Viewer } from './core/auth/viewer';
import type { LiveConnection, LiveStreams } from './core/live/server';
import { createLoaders, type Loaders } from './loaders';
import type { Services } from './services';

/**
 * What every GraphQL resolver and every REST handler receives, built once per request in one
 * way: the viewer from the session cookie (or a Bearer token), the services, and fresh DataLoaders.
 */
export interface RequestContext {
  viewer: Viewer | null;
  services: Services;
  loaders: Loaders;
  session: HttpSession;
  ip: string;
  ds: DataSource;
  /** Subscriptions only (over the WebSocket): this subscriber's stream of re-read changes. */
  live?: LiveStreams;
}

/** GraphQL's name for it (codegen's contextType). */
export type GraphQLContext = RequestContext;

export interface ContextDeps {
  ds: DataSource;
  services: Services;
  /** Whether the session cookie is marked Secure. */
  secureCookies: boolean;
}

/** The request context builder both transports call. */
export function requestContext({ ds, services, secureCookies }: ContextDeps) {
  return async (req: Request, res: Response): Promise<RequestContext> => {
    const session = httpSession(req, res, secureCookies);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const viewer = await services.auth.viewerFromToken(bearer ?? session.token);
    // The REST error handler answers in the viewer's language when the request names none.
    res.locals[VIEWER_LANGUAGE] = viewer?.language ?? null;
    return {
      viewer,
      services,
      loaders: createLoaders(ds, viewer),
      session,
      // Worked out (proxy-addr over X-Forwarded-For) only by the few operations that use it: sign-ins and resets.
      get ip() {
        return req.ip ?? 'unknown';
      },
      ds,
    };
  };
}

/** A subscription's context has no cookie to write (the socket's session is read at connection time, never set). */
const NO_COOKIE: HttpSession = {
  token: undefined,
  set: () => undefined,
  clear: () => undefined,
  ssoFlow: undefined,
  setSsoFlow: () => undefined,
  clearSsoFlow: () => undefined,
};

/**
 * The context of one subscription over the WebSocket: its viewer is the connection's as the session checks keep it
 * (flags changed, or gone), and its DataLoaders are fresh for every change re-read, so one change's answer never
 * shows an earlier one's cached rows.
 */
export function liveContext({ ds, services }: Omit<ContextDeps, 'secureCookies'>) {
  return (connection: LiveConnection, streams: LiveStreams): RequestContext => {
    const ctx: RequestContext = {
      get viewer() {
        return connection.viewer;
      },
      services,
      loaders: createLoaders(ds, connection.viewer),
      session: NO_COOKIE,
      ip: connection.ip,
      ds,
      live: {
        stream: (topic, pick, read) =>
          streams.stream(topic, pick, (notice) => {
            ctx.loaders = createLoaders(ds, connection.viewer);
            return read(notice);
          }),
      },
    };
    return ctx;
  };
}
