import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { httpSession, type HttpSession } from './core/auth/cookies';
import type { Viewer } from './core/auth/viewer';
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
    return { viewer, services, loaders: createLoaders(ds, viewer), session, ip: req.ip ?? 'unknown', ds };
  };
}
