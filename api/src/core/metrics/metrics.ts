import { createHash, timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import type { Pool } from 'pg';
import { Counter, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { poolGauges, queueGauges } from './database';
import { measureOperations, type MeasuredOperations } from './graphql';
import { measureRequests } from './http';
import { processRegistry } from './process';

/*
 * Prometheus metrics for one app: what it measures (requests, operations, sends) in a registry of its own, the
 * database read on scrape, and the process's default metrics beside them. The app wires in the pieces: a middleware,
 * an Apollo plugin, the send hooks and GET /metrics. README "Operations" lists the families.
 */

/** Request durations: 5 ms to 10 s, where a member notices. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Who sent what: the notification channels and outgoing webhooks. */
export type SendChannel = 'email' | 'whatsapp' | 'inbox' | 'push' | 'webhook';
/** sent: accepted; retry: refused for now, tried again later; failed: refused for good; error: an unexpected failure. */
export type SendOutcome = 'sent' | 'retry' | 'failed' | 'error';

export interface MetricsOptions {
  ds: DataSource;
  /** Where the REST routes are mounted: a route's label is this plus its pattern. */
  restMount: string;
  /** See Config.metrics.token and the README's configuration table. */
  token: string | undefined;
  production: boolean;
}

export interface Metrics {
  /** The app's own middleware's first: times every request but the probes and /metrics. */
  http: RequestHandler;
  /** Apollo's: times every GraphQL operation and counts its errors. */
  graphql: ApolloServerPlugin;
  /** A GraphQL operation answered outside Apollo's pipeline (speed/graphql/known-queries.ts), timed as Apollo's are. */
  graphqlAnswered: MeasuredOperations['answered'];
  /** A send was tried on `channel` and came out as `outcome`. */
  sent(channel: SendChannel, outcome: SendOutcome): void;
  /** GET /metrics. */
  endpoint: RequestHandler;
  /** The text a scrape answers (tests, and a worker that exposes it its own way). */
  scrape(): Promise<string>;
}

export function createMetrics(o: MetricsOptions): Metrics {
  const register = new Registry();
  const httpDuration = new Histogram({
    name: 'doffice_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code (aborted: the client left first): rate from _count, errors from code, duration from the buckets.',
    labelNames: ['method', 'route', 'code'] as const,
    buckets: BUCKETS,
    registers: [register],
  });
  const graphqlDuration = new Histogram({
    name: 'doffice_graphql_operation_duration_seconds',
    help: 'GraphQL operations by name, type and outcome (error: the answer carries errors).',
    labelNames: ['operation', 'type', 'outcome'] as const,
    buckets: BUCKETS,
    registers: [register],
  });
  const graphqlErrors = new Counter({
    name: 'doffice_graphql_errors_total',
    help: 'Errors in GraphQL answers by operation and error code (extensions.code).',
    labelNames: ['operation', 'code'] as const,
    registers: [register],
  });
  const sends = new Counter({
    name: 'doffice_notification_sends_total',
    help: 'Messages tried by channel (email, whatsapp, inbox, webhook) and outcome (sent, retry, failed, error).',
    labelNames: ['channel', 'outcome'] as const,
    registers: [register],
  });
  poolGauges(register, (o.ds.driver as unknown as { master: Pool }).master);
  queueGauges(register, o.ds);
  const all = Registry.merge([processRegistry(), register]);
  const operations = measureOperations({ duration: graphqlDuration, errors: graphqlErrors });
  const scrape = () => all.metrics();
  return {
    http: measureRequests(httpDuration, o.restMount),
    graphql: operations.plugin,
    graphqlAnswered: operations.answered,
    sent: (channel, outcome) => sends.labels(channel, outcome).inc(),
    scrape,
    endpoint: async (req, res, next) => {
      const refusal = refusalOf(req, o);
      if (refusal) {
        res.status(refusal.status).set({ 'Cache-Control': 'no-store', ...refusal.headers }).type('text/plain').send(refusal.text);
        return;
      }
      try {
        const text = await scrape();
        res.set('Cache-Control', 'no-store').type(all.contentType).send(text);
      } catch (err) {
        next(err);
      }
    },
  };
}

export const METRICS_OFF = 'Not found. (Metrics are off: METRICS=false.)';

/** GET /metrics with METRICS=false: a plain 404 (not the web client's page, which a scraper would take for metrics). */
export const metricsOff: RequestHandler = (_req, res) => {
  res.status(404).set('Cache-Control', 'no-store').type('text/plain').send(METRICS_OFF);
};

export const METRICS_NEED_TOKEN = 'Not found. (Metrics are served in production only with METRICS_TOKEN set.)';
export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>).';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The exposure rule (README: "Metrics"): a token when one is set; open outside production without one; hidden in production without one. */
function refusalOf(req: Request, o: Pick<MetricsOptions, 'token' | 'production'>): { status: number; text: string; headers?: Record<string, string> } | null {
  if (!o.token) return o.production ? { status: 404, text: METRICS_NEED_TOKEN } : null;
  const header = req.headers.authorization ?? '';
  const m = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  // Compared as digests: equal lengths for timingSafeEqual, and no timing that tells how much of the token matched.
  if (m && timingSafeEqual(digest(m[1]), digest(o.token))) return null;
  return { status: 401, text: METRICS_TOKEN_REQUIRED, headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } };
}
