import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'doffice_session';
/** An OpenID sign-in under way: its state, nonce and PKCE verifier, signed (modules/sso); read once at the callback. */
export const SSO_FLOW_COOKIE = 'doffice_sso_flow';

/** Reads and writes the session cookie: httpOnly (no script reads it), SameSite=Lax (no cross-site posts). */
export interface HttpSession {
  token: string | undefined;
  set(token: string, expires: Date): void;
  clear(): void;
  /** The single sign-on flow cookie (SameSite=Lax: it must come back with the browser from the provider's site). */
  ssoFlow: string | undefined;
  setSsoFlow(token: string, expires: Date): void;
  clearSsoFlow(): void;
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
    ssoFlow: (req.cookies as Record<string, string> | undefined)?.[SSO_FLOW_COOKIE],
    setSsoFlow(token, expires) {
      res.cookie(SSO_FLOW_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, expires, path: '/' });
    },
    clearSsoFlow() {
      res.clearCookie(SSO_FLOW_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    },
  };
}
