import type http from 'node:http';
import qs from 'qs';
import { unrecognized } from './api-routes';
import type { Method } from './objects';
import type { PayOptions } from './state';
import { ApiError, type Json } from './wire';

/**
 * The fake's test controls over HTTP, under `/_fake` (no key needed: loopback only), for a developer with curl or a
 * browser test in another process. Bodies are JSON or form-encoded. Each answers JSON.
 *   GET  /_fake/state                          everything: sessions, intents, charges, refunds, events, attempts
 *   POST /_fake/sessions/:id/pay               {method?, amount?, currency?}: pay without the page (or a mismatch)
 *   POST /_fake/sessions/:id/settle            {outcome: succeeded|failed}: the SEPA debit arrives or bounces
 *   POST /_fake/refunds/fail-next              {count?}: the next refunds fail at the bank
 *   POST /_fake/outage                         {unavailable: error|reset|false, latencyMs?}: Stripe down or slow
 *   POST /_fake/webhooks                       {drop?: boolean, url?}: stop (or resume) sending events, move the endpoint
 *   POST /_fake/events/:id/redeliver           send an event again now
 *   POST /_fake/clock                          {advanceSeconds}: move the fake's clock (session expiry)
 */
/** What the controls drive: the fake's test methods (FakeStripe has them), declared here so the fake imports this file, not the reverse. */
export interface Controllable {
  snapshot(): unknown;
  pay(sessionId: string, opts?: PayOptions): unknown;
  settleAsync(sessionId: string, outcome: 'succeeded' | 'failed'): unknown;
  failNextRefund(count?: number): void;
  setOutage(outage: { unavailable?: 'error' | 'reset' | false; latencyMs?: number }): void;
  dropWebhooks(on: boolean): void;
  setWebhookUrl(url: string | undefined): void;
  readonly controls: { webhookUrl: string | null; dropping: boolean; outage: unknown; failNextRefunds: number };
  redeliver(eventId: string): Promise<number>;
  advanceClock(seconds: number): void;
  now(): number;
}

export async function handleControl(fake: Controllable, req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string): Promise<void> {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body, null, 2));
  };
  const p = (/json/.test(req.headers['content-type'] ?? '') ? safeJson(raw) : qs.parse(raw)) as Json;
  const path = url.pathname.slice('/_fake'.length);
  const post = (re: RegExp) => (req.method === 'POST' ? re.exec(path) : null);
  try {
    let m: RegExpExecArray | null;
    if (path === '/state' && req.method === 'GET') return send(200, fake.snapshot());
    if ((m = post(/^\/sessions\/([^/]+)\/pay$/))) {
      const amount = p.amount === undefined ? undefined : Number(p.amount);
      return send(200, fake.pay(m[1], { method: p.method as Method | undefined, amount, currency: p.currency as string | undefined }));
    }
    if ((m = post(/^\/sessions\/([^/]+)\/settle$/))) return send(200, fake.settleAsync(m[1], p.outcome === 'failed' ? 'failed' : 'succeeded'));
    if (post(/^\/refunds\/fail-next$/)) {
      fake.failNextRefund(p.count === undefined ? 1 : Number(p.count));
      return send(200, { failNext: fake.controls.failNextRefunds });
    }
    if (post(/^\/outage$/)) {
      const unavailable = p.unavailable === 'error' || p.unavailable === 'reset' ? p.unavailable : false;
      fake.setOutage({ unavailable, latencyMs: Number(p.latencyMs ?? 0) });
      return send(200, fake.controls.outage);
    }
    if (post(/^\/webhooks$/)) {
      if (p.drop !== undefined) fake.dropWebhooks(p.drop === true || p.drop === 'true');
      if (typeof p.url === 'string') fake.setWebhookUrl(p.url || undefined);
      const { webhookUrl, dropping } = fake.controls;
      return send(200, { url: webhookUrl, dropping });
    }
    if ((m = post(/^\/events\/([^/]+)\/redeliver$/))) return send(200, { answer: await fake.redeliver(m[1]) });
    if (post(/^\/clock$/)) {
      fake.advanceClock(Number(p.advanceSeconds ?? 0));
      return send(200, { now: fake.now() });
    }
    return send(404, unrecognized(req.method ?? 'GET', url.pathname).body());
  } catch (err) {
    if (err instanceof ApiError) return send(err.status, err.body());
    throw err;
  }
}

function safeJson(raw: string): Json {
  try {
    return (JSON.parse(raw) ?? {}) as Json;
  } catch {
    return {};
  }
}
