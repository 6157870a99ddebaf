import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import type { Pool } from 'pg';

/*
 * The raw servers' session check (bench/raw-server.ts, bench/raw-writes.ts): the session cookie's JWT (HS256) verified
 * with node:crypto, then the session and its user checked in SQL on every request (revoked or expired sessions
 * refused), as the project does.
 */

const SESSION_COOKIE = 'doffice_session';

export interface Viewer {
  id: number;
  isAdmin: boolean;
}

function tokenFrom(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** The viewer of `req` on `pool`, or null; JWT_SECRET as the project's server gets it. */
export function sessionCheck(pool: Pool): (req: http.IncomingMessage) => Promise<Viewer | null> {
  const key = createSecretKey(Buffer.from(process.env.JWT_SECRET ?? '', 'utf8'));

  /** HS256 only, signature compared in constant time, exp honoured; the session id it names. */
  function verifiedSid(token: string): string | undefined {
    const [h, p, s] = token.split('.');
    if (!h || !p || !s) return undefined;
    const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as { alg?: string };
    if (header.alg !== 'HS256') return undefined;
    const expected = createHmac('sha256', key).update(`${h}.${p}`).digest();
    const given = Buffer.from(s, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as { sid?: unknown; exp?: number };
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) return undefined;
    return typeof claims.sid === 'string' && /^[0-9a-f-]{36}$/.test(claims.sid) ? claims.sid : undefined;
  }

  return async (req) => {
    const token = tokenFrom(req.headers.cookie);
    if (!token) return null;
    let sid: string | undefined;
    try {
      sid = verifiedSid(token);
    } catch {
      return null;
    }
    if (!sid) return null;
    const { rows } = await pool.query<{ id: number; is_admin: boolean }>({
      name: 'raw-session',
      text: `SELECT u.id, u.is_admin FROM sessions s JOIN users u ON u.id = s.user_id
              WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      values: [sid],
    });
    return rows[0] ? { id: rows[0].id, isAdmin: rows[0].is_admin } : null;
  };
}

/** A session cookie for `userId` as the project signs one (HS256 { sid, sub, iat, exp }), its session row inserted by the caller. */
export function sessionCookie(secret: string, sid: string, userId: number, days = 7): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sid, iat: now, exp: now + days * 86_400, sub: String(userId) })}`;
  const sig = createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('base64url');
  return `${SESSION_COOKIE}=${body}.${sig}`;
}
