import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../core/auth/cookies';
import type { FixedAnswer } from '../graphql/fixed-operations';
import { ME, SCREENS, SHELL, type PageOperation } from './operations';
import { pageOperations, prerenderedPageOf, withSessionAnswer } from './session-page';

/** The page a request for one of the app's addresses gets: index.html (null), another file of the build, or a page made for it. */
export type FirstPage = null | { file: string } | { html: string };

export interface FirstPagesDeps<Ctx> {
  /** The web build (its index.html and prerendered/ pages). */
  webDist: string;
  /**
   * One of the page's operations made ready to run (at start, once each) for a request context: the app gives
   * speed/graphql/fixed-operations.ts's, the schema's own resolvers compiled, without Apollo's per-operation pipeline.
   */
  operation: (operation: PageOperation) => FixedAnswer<Ctx>;
  /** The request context GraphQL's resolvers get, built the same way for the page's answers. */
  contextOf: (req: Request, res: Response) => Promise<Ctx>;
}

/**
 * What the first request of a visit gets instead of the plain index.html, so the first screen paints without waiting:
 * - a visitor without a session cookie at /auth: the sign-in screen already in the HTML (web/src/prerender/auth.tsx;
 *   nobody can be signed in without the cookie);
 * - a request with a session cookie: the page with the answers to `Me` and, for a member, the page's other first
 *   queries (session-page.ts): the same GraphQL operations for the same request context, run now; the dashboard's
 *   page is its prerendered frame (web/src/prerender/dashboard.tsx). Me answering null (the session ended) gives
 *   index.html with that answer. A query that fails is left out, and the app asks it itself.
 * Everyone else gets index.html. The caller sends it `no-cache` with `Vary: Cookie`, and a page made for the viewer
 * `private`.
 */
export function firstPages<Ctx>({ webDist, operation, contextOf }: FirstPagesDeps<Ctx>): (req: Request, res: Response) => Promise<FirstPage> {
  const indexHtml = path.join(webDist, 'index.html');
  const prerenderedDir = path.join(webDist, 'prerendered');
  const prerendered = new Set(fs.existsSync(prerenderedDir) ? fs.readdirSync(prerenderedDir) : []);
  const signedOutAuth: FirstPage = prerendered.has('auth.html') ? { file: path.join(prerenderedDir, 'auth.html') } : null;
  // A signed-in member's page: index.html, or the screen's prerendered page when the build has one.
  const memberPage = (pathname: string) => {
    const file = prerenderedPageOf(pathname);
    return file && prerendered.has(file) ? path.join(prerenderedDir, file) : indexHtml;
  };

  // The build's pages are read once: the build is fixed while the server runs (the prerendered pages above are listed
  // once too), and reading 120 KB per page load (open, stat, read, close, decode) was ~0.8 ms of the dashboard's CPU.
  const texts = new Map<string, Promise<string>>();
  const pageText = (file: string): Promise<string> => {
    let text = texts.get(file);
    if (!text) {
      text = fs.promises.readFile(file, 'utf8');
      texts.set(file, text);
      text.catch(() => texts.delete(file));
    }
    return text;
  };

  // Every operation a page may carry, ready before the first page is asked for (a document that no longer validates
  // against the schema stops the start, not a page load).
  const ready = new Map([ME, ...SHELL, ...Object.values(SCREENS).flat()].map((o) => [o.name, operation(o)]));

  return async (req, res) => {
    if ((req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE] === undefined) return req.path === '/auth' ? signedOutAuth : null;
    const contextValue = await contextOf(req, res);
    const answer = ({ name }: PageOperation) => ready.get(name)!(contextValue);
    const me = await answer(ME);
    if (!me) return null;
    // Signed in: the page's other first queries too, kept in the operations' order (not the order they finished in),
    // so the same data makes the same bytes.
    const others: Record<string, unknown> = {};
    if (me.me) {
      const operations = pageOperations(req.path);
      const answers = await Promise.all(operations.map((operation) => answer(operation).catch(() => undefined)));
      operations.forEach((operation, i) => {
        if (answers[i]) others[operation.name] = answers[i];
      });
    }
    return { html: withSessionAnswer(await pageText(me.me ? memberPage(req.path) : indexHtml), me, others) };
  };
}
