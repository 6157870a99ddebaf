import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'doffice_session';

/** Reads and writes the session cookie: httpOnly (no script reads it), SameSite=Lax (no cross-site posts). */
export interface HttpSession {
  token: string | undefined;
  set(token: string, expires: Date): void;
  clear(): void;
}

export function httpSession(req: Request, res: Response, secure: boolean): HttpSession {
  return {
    token: (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE],
    set(token, expires) {
      res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, expires, path: '/' });
    },
    clear() {
      res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    },
  };
}
