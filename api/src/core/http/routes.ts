import type { NextFunction, Request, Response, Router } from 'express';
import type { Viewer, Access } from '../auth/viewer';
import { assertAccess } from '../auth/viewer';
import type { HttpSession } from '../auth/cookies';
import type { Services } from '../../services';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** What a REST handler gets: the same viewer and services a GraphQL resolver gets. */
export interface RestContext {
  viewer: Viewer | null;
  services: Services;
  session: HttpSession;
  ip: string;
  params: Record<string, string>;
  body: unknown;
  query: Record<string, unknown>;
}

/** A result with a status other than 200 (e.g. 201 on create, 204 on delete). */
export class Status<T> {
  constructor(
    readonly status: number,
    readonly body?: T,
  ) {}
}

export interface RouteRule {
  method: Method;
  path: string;
  access: Access;
}

/**
 * Declares REST routes with their access rule. Every route goes through `add`, so the list
 * of rules is complete and the authorization matrix test can enumerate it.
 */
export class RestRoutes {
  readonly rules: RouteRule[] = [];

  constructor(
    private readonly router: Router,
    private readonly contextOf: (req: Request, res: Response) => Promise<Omit<RestContext, 'params' | 'body' | 'query'>>,
  ) {}

  add(method: Method, path: string, access: Access, handler: (ctx: RestContext) => Promise<unknown>): void {
    this.rules.push({ method, path, access });
    this.router[method](path, async (req: Request, res: Response, next: NextFunction) => {
      try {
        const base = await this.contextOf(req, res);
        assertAccess(base.viewer, access);
        const result = await handler({
          ...base,
          params: req.params as Record<string, string>,
          body: req.body,
          query: req.query as Record<string, unknown>,
        });
        if (result instanceof Status) {
          if (result.body === undefined) res.status(result.status).end();
          else res.status(result.status).json(result.body);
        } else {
          res.json(result ?? null);
        }
      } catch (err) {
        next(err);
      }
    });
  }
}
