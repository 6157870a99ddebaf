import express, { type Express, type RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import { answerLiveness, readiness } from './probes';

/**
 * ROLE=worker's HTTP: the probes an orchestrator needs and its metrics (the job queues, the sends), nothing else —
 * the app, GraphQL and REST are the web role's. Anything else answers 404 saying so.
 */
export function workerHttp(ds: DataSource, metrics: RequestHandler): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => answerLiveness(res));
  app.get('/readyz', readiness(ds));
  app.get('/metrics', metrics);
  app.use((_req, res) => {
    res.status(404).json({ message: 'This process runs the background jobs only (ROLE=worker); the app is served by the web role.' });
  });
  return app;
}
