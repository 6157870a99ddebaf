import type { Request, RequestHandler } from 'express';
import { SESSION_COOKIE } from '../auth/cookies';
import { forbidden } from '../errors';

export const CROSS_SITE_REFUSED = 'Cross-site request refused: this request carries your session cookie but comes from another site';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The host (and port) an Origin header names; undefined for "null" and anything unparsable. */
function originHost(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser sent this request from a page of another site. Sec-Fetch-Site (every current browser) says so
 * outright; a sibling subdomain ("same-site") counts as another site, since it is another application. Without it,
 * an Origin naming neither the host the request was addressed to nor the public address does. A request with
 * neither header is not a browser's cross-site request (browsers send Origin on every cross-origin POST).
 */
export function isCrossSite(req: Request, ownHosts: ReadonlySet<string>): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const host = originHost(origin);
  if (!host) return true;
  return !(ownHosts.has(host) || host === req.headers.host?.toLowerCase() || host === req.host?.toLowerCase());
}

/**
 * CSRF protection for the REST shims (issue 38). The session cookie is SameSite=Lax, which keeps it off cross-site
 * POSTs in today's browsers, but not off a sibling subdomain's, nor in every browser; so a write (POST, PUT, PATCH,
 * DELETE) that carries the cookie and comes from another site is refused with 403 before it is read, whatever its
 * content type (a text/plain form post needs no CORS preflight). Bearer-token clients are not concerned (a page
 * cannot make a browser add the header), nor requests without the cookie (sign-in, the signed webhooks). GraphQL has
 * Apollo's own CSRF prevention (a preflight is forced for every POST a page could send without one).
 */
export function refuseCrossSiteCookieWrites(publicUrl: string): RequestHandler {
  const ownHosts = new Set([originHost(publicUrl)].filter((h): h is string => !!h));
  return (req, _res, next) => {
    if (!WRITES.has(req.method)) return next();
    if (/^Bearer /.test(req.headers.authorization ?? '')) return next();
    const cookies = req.cookies as Record<string, string> | undefined;
    if (!cookies?.[SESSION_COOKIE]) return next();
    if (isCrossSite(req, ownHosts)) return next(forbidden(CROSS_SITE_REFUSED));
    next();
  };
}
