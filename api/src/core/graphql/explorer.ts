import path from 'node:path';
import express, { type Express } from 'express';
import { ROOT_DIR } from '../config';

const EXPLORER_DIR = path.join(ROOT_DIR, 'api', 'src', 'explorer');

/**
 * The GraphQL explorer (development only): plain files from this server, so it works offline and under the default
 * CSP. A browser opening /graphql gets it; API clients never ask for text/html, and go on to the GraphQL endpoint.
 */
export function mountExplorer(app: Express): void {
  app.use('/graphql/explorer', express.static(EXPLORER_DIR, { index: false, maxAge: 0 }));
  app.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) === 'text/html') res.sendFile(path.join(EXPLORER_DIR, 'index.html'));
    else next();
  });
}
