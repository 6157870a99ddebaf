import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import { RETRY_AFTER_SECONDS } from '../errors';

const LIVENESS = Buffer.from(JSON.stringify({ status: 'ok' }));

/** GET /healthz: a process that can run this is alive. A fixed body, no store. */
export function answerLiveness(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': LIVENESS.length, 'Cache-Control': 'no-store' });
  res.end(LIVENESS);
}

/** GET /readyz: ready when the database answers; otherwise 503 saying when to ask again, as every 503 does. */
export function readiness(ds: DataSource): RequestHandler {
  return async (_req, res) => {
    try {
      await ds.query('SELECT 1');
      res.json({ status: 'ready' });
    } catch {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(503).json({ status: 'database unreachable' });
    }
  };
}
