import fs from 'node:fs';
import path from 'node:path';
import type { Express, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from '../logger';

/** The web build's service worker for demo mode ("Try the demo"), served from the build's root. */
const DEMO_WORKER = 'mockServiceWorker.js';
/**
 * The installable app's service worker and web manifest (issue 37): browsers must see a new build's at once (a worker
 * kept by the HTTP cache would keep serving the old shell), so, like index.html, they are never cached without asking.
 */
const ALWAYS_ASK = new Set([DEMO_WORKER, 'sw.js', 'manifest.webmanifest']);

/**
 * The app's addresses (the single-page app's routes): everything but the API, GraphQL, the build's assets, the service
 * workers and the manifest. A missing /assets file (an old tab asking for a chunk a deploy replaced) is a 404, not the
 * HTML page; so is a missing worker script, which a browser would otherwise try to run as a service worker.
 */
const APP_PATHS = /^(?!\/(api|graphql|assets)(\/|$)|\/(mockServiceWorker\.js|sw\.js|manifest\.webmanifest)$).*/;

/** The names of the files and folders at the top of the web build. */
function topLevelNames(webDist: string): Set<string> {
  return new Set(fs.readdirSync(webDist));
}

/** Whether `pathname` may name a file of the build whose top-level names are `names` (as serve-static decodes it). */
export function mayBeBuilt(pathname: string, names: ReadonlySet<string>): boolean {
  const slash = pathname.indexOf('/', 1);
  const first = slash === -1 ? pathname.slice(1) : pathname.slice(1, slash);
  if (first === '') return true;
  try {
    return names.has(decodeURIComponent(first));
  } catch {
    return true; // let serve-static answer a malformed path as it always has
  }
}

/** A page other than index.html for one of the app's addresses (see speed/first-page): null for index.html. */
type PageFor = (req: Request, res: Response) => Promise<null | { file: string } | { html: string }>;

export interface WebClientOptions {
  webDist: string;
  logger: Logger;
  /** Under `npm start` with a new build: its compressed copies, still being made when the server starts. */
  compressed?: Promise<void>;
  pageFor?: PageFor;
}

/**
 * The built web client, when there is one: its files, and index.html (or `pageFor`'s page) at every address of the
 * app. The answer at an address may differ by cookie (a signed-in visitor's page): Vary says so, and no-cache makes a
 * browser ask again each time.
 */
export function serveWebClient(app: Express, { webDist, logger, compressed, pageFor = async () => null }: WebClientOptions): void {
  const indexHtml = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexHtml)) return;
  // The build writes brotli and zopfli-gzip copies of each file; they go out as they are (compression skips a
  // response that already has an encoding). Hashed assets may be cached for a year, other files for an hour;
  // index.html never, so a deploy shows at once.
  const serveBuilt = () =>
    expressStaticGzip(webDist, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        maxAge: '1h',
        setHeaders: (res, file) => {
          if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          // The service workers and the manifest (or their .br/.gz copies): always the current build's.
          if (ALWAYS_ASK.has(path.basename(file).replace(/\.(br|gz)$/, ''))) res.setHeader('Cache-Control', 'no-cache');
        },
      },
    });
  // The middleware finds the compressed copies when it is made: until a new build's are all there, the files go out
  // compressed per request (the app's compression); then a new one serves the copies.
  let builtFiles = serveBuilt();
  // The build's top-level names: a path whose first segment is none of them (an app page such as /dashboard) cannot be
  // a file of the build, and skips the static middleware's file-system look-up (a stat per page load, ~0.5 ms of a
  // dashboard load's CPU on a busy machine). Read again when the compressed copies are there, as the middleware is.
  let topNames = topLevelNames(webDist);
  app.use((req, res, next) => (mayBeBuilt(req.path, topNames) ? builtFiles(req, res, next) : next()));
  compressed?.then(
    () => {
      builtFiles = serveBuilt();
      topNames = topLevelNames(webDist);
      logger.info("serving the web client's compressed copies");
    },
    (err: unknown) => logger.warn({ err }, "the web client's compressed copies were not made: its files go out compressed per request"),
  );
  app.get(APP_PATHS, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Cookie');
    pageFor(req, res).then(
      (page) => {
        if (page === null) res.sendFile(indexHtml);
        else if ('file' in page) res.sendFile(page.file);
        // A page made for the viewer holds their own data: no shared cache may keep it.
        else res.setHeader('Cache-Control', 'private, no-cache').type('html').send(page.html);
      },
      (err: unknown) => {
        logger.warn({ err }, 'the page went out without the session answer');
        res.sendFile(indexHtml);
      },
    );
  });
}
