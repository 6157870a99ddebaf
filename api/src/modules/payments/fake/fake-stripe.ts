import http from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import Stripe from 'stripe';
import { findRoute, unrecognized } from './api-routes';
import { handleControl } from './controls';
import { handlePage } from './hosted-page';
import type { Cause, FakeEvent, FakeSession } from './objects';
import { FakeStripeState, type PayOptions } from './state';
import { WebhookSender, type WebhookAttempt } from './webhooks';
import { ApiError, newId, prng, readBody, Scheduler, type Json } from './wire';

/**
 * A local stand-in for the Stripe API, for tests and for `npm start` in development (see README.md beside this file).
 * A real HTTP server on loopback that the official SDK talks to (`new Stripe(key, { host, port, protocol: 'http' })`)
 * and that behaves like Stripe where the payments module depends on it: bearer-key auth, form-encoded bodies,
 * idempotency keys, list paging, Checkout Sessions with a hosted page, PaymentIntents and Charges, refunds that settle
 * later, and events POSTed to a webhook signed as Stripe signs them — late, sometimes twice or out of order, retried
 * while the endpoint fails. Test controls are methods here and HTTP endpoints under `/_fake`.
 */

export interface FakeStripeOptions {
  /** The only secret key accepted (`Authorization: Bearer <key>`). */
  secretKey: string;
  /** The webhook endpoint's signing secret (`whsec_…`). */
  webhookSecret: string;
  /** Where events are POSTed; may be set later with setWebhookUrl. */
  webhookUrl?: string;
  /** Event types the endpoint receives (default all: `['*']`); e.g. `['checkout.session.*', 'charge.refunded']`. */
  enabledEvents?: string[];
  /** The account's API version, shown in events (default: the SDK's). */
  apiVersion?: string;
  /** Delay before events are sent, in ms (default 1000). */
  webhookDelayMs?: number;
  /** Delays between webhook retries while the endpoint fails, in ms (default 2 s, 10 s, 1 min, 5 min). */
  retryDelaysMs?: number[];
  /** How long one webhook POST may take before it counts as failed (default 10 s). */
  webhookTimeoutMs?: number;
  /** Probabilities that an event is sent twice, and that two events due together swap places (default 0.2, 0.3). */
  chaos?: { duplicate: number; reorder: number };
  /** Seed for the chaos, so a test sees the same deliveries every run (default: the time). */
  seed?: number;
  /** How long a refund stays pending, in ms (default 3000). */
  refundDelayMs?: number;
  /**
   * Offer SEPA Direct Debit, iDEAL and Bancontact in any currency (default false: as at Stripe, only in EUR, so a USD
   * session offers cards only). For demonstrating the asynchronous path in an office that does not use euros.
   */
  allMethodsInAnyCurrency?: boolean;
  /** SEPA debits settle on their own after `afterMs` with `outcome` (default 10 s, succeeded); null: only when asked. */
  asyncSettle?: { afterMs: number; outcome: 'succeeded' | 'failed' } | null;
}

export interface Outage {
  /** 'error': every API call answers 500; 'reset': the connection is dropped; false: the API works. */
  unavailable?: false | 'error' | 'reset';
  /** Added to every API call before it is answered, in ms. */
  latencyMs?: number;
}

export interface FakeRequest {
  method: string;
  path: string;
  status: number;
  idempotencyKey: string | null;
  replayed: boolean;
}

interface Remembered {
  path: string;
  params: string;
  status: number;
  body: string;
  requestId: string;
  at: number;
}

const IDEMPOTENCY_TTL = 24 * 60 * 60;

export class FakeStripe {
  readonly state: FakeStripeState;
  /** Every API call (not the hosted page or `/_fake`) and its status. */
  readonly requests: FakeRequest[] = [];
  private readonly scheduler = new Scheduler();
  private readonly sender: WebhookSender;
  private readonly idempotency = new Map<string, Remembered>();
  private readonly opts: FakeStripeOptions;
  private server?: http.Server;
  private outage: Required<Outage> = { unavailable: false, latencyMs: 0 };
  private failRefunds = 0;
  private clockOffset = 0;
  private readonly apiVersion: string;

  constructor(opts: FakeStripeOptions) {
    this.opts = opts;
    this.apiVersion = opts.apiVersion ?? Stripe.API_VERSION;
    this.sender = new WebhookSender(
      {
        secret: opts.webhookSecret,
        url: opts.webhookUrl,
        delayMs: opts.webhookDelayMs ?? 1000,
        retryDelaysMs: opts.retryDelaysMs ?? [2000, 10_000, 60_000, 300_000],
        timeoutMs: opts.webhookTimeoutMs ?? 10_000,
        chaos: opts.chaos ?? { duplicate: 0.2, reorder: 0.3 },
        enabledEvents: opts.enabledEvents ?? ['*'],
      },
      this.scheduler,
      prng(opts.seed ?? Date.now()),
      (event) => {
        const stored = this.state.find(event.id);
        if (stored) stored.pending_webhooks = 0;
      },
    );
    this.state = new FakeStripeState({
      now: () => this.now(),
      pageUrl: (id) => `${this.url}/pay/${id}`,
      apiVersion: this.apiVersion,
      allMethodsInAnyCurrency: opts.allMethodsInAnyCurrency ?? false,
      pendingWebhooks: (type) => (this.sender.wants(type) ? 1 : 0),
      onEvent: (event) => this.sender.enqueue(event),
    });
  }

  get url(): string {
    const addr = this.server?.address() as AddressInfo | undefined;
    if (!addr) throw new Error('fake Stripe is not started');
    return `http://127.0.0.1:${addr.port}`;
  }

  /** What `new Stripe(key, …)` needs to talk to this fake. */
  get sdkConfig(): { host: string; port: number; protocol: 'http' } {
    return { host: '127.0.0.1', port: Number(new URL(this.url).port), protocol: 'http' };
  }

  async start(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: `fake Stripe failed: ${(err as Error).message}` } }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return this.url;
  }

  async stop(): Promise<void> {
    await this.scheduler.stop();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
  }

  /** Resolves when nothing is scheduled or being sent (events, retries, pending refunds, SEPA settlements). */
  settle(timeoutMs = 10_000): Promise<void> {
    return this.scheduler.idle(timeoutMs);
  }

  // ---- test controls (also under /_fake) ----

  setWebhookUrl(url: string | undefined): void {
    this.sender.opts.url = url;
  }

  get webhookAttempts(): readonly WebhookAttempt[] {
    return this.sender.attempts;
  }

  get events(): readonly FakeEvent[] {
    return this.state.events;
  }

  /** Pays an open session as the hosted page would (card unless `method` says otherwise). */
  pay(sessionId: string, opts: PayOptions = {}): FakeSession {
    const session = this.state.pay(sessionId, opts);
    const auto = this.opts.asyncSettle === undefined ? { afterMs: 10_000, outcome: 'succeeded' as const } : this.opts.asyncSettle;
    if (auto && this.state.processing().includes(session)) {
      this.scheduler.later(auto.afterMs, () => {
        if (this.state.processing().includes(session)) this.state.settleAsync(session.id, auto.outcome);
      });
    }
    return structuredClone(session);
  }

  /** The SEPA debit of a completed session arrives (`succeeded`) or bounces (`failed`). */
  settleAsync(sessionId: string, outcome: 'succeeded' | 'failed'): FakeSession {
    return structuredClone(this.state.settleAsync(sessionId, outcome));
  }

  /** The next `count` refunds fail at the bank after being pending. */
  failNextRefund(count = 1): void {
    this.failRefunds += count;
  }

  setOutage(outage: Outage): void {
    this.outage = { unavailable: outage.unavailable ?? false, latencyMs: outage.latencyMs ?? 0 };
  }

  /** While on, events are created (and listed by /v1/events) but never sent: the job a reconciliation must repair. */
  dropWebhooks(on: boolean): void {
    this.sender.dropping = on;
  }

  get droppedEvents(): readonly string[] {
    return this.sender.dropped;
  }

  /** The webhook URL, whether webhooks are being dropped, the outage, and how many refunds will fail. */
  get controls() {
    return { webhookUrl: this.sender.opts.url ?? null, dropping: this.sender.dropping, outage: { ...this.outage }, failNextRefunds: this.failRefunds };
  }

  /** Sends an event to the webhook again now; answers the endpoint's status (0: unreachable). */
  redeliver(eventId: string): Promise<number> {
    const event = this.state.find(eventId);
    if (!event || event.object !== 'event') throw new ApiError(404, 'invalid_request_error', `No such event: '${eventId}'`, 'resource_missing', 'id');
    return this.sender.redeliver(event as FakeEvent);
  }

  /** Moves the fake's clock (object timestamps, expiry) forward; signatures keep real time, as receivers check it. */
  advanceClock(seconds: number): void {
    this.clockOffset += seconds;
  }

  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  snapshot() {
    const s = this.state;
    return structuredClone({
      sessions: s.sessions,
      payment_intents: s.intents,
      charges: s.charges,
      refunds: s.refunds,
      events: s.events,
      webhookAttempts: this.sender.attempts,
      droppedEvents: this.sender.dropped,
      requests: this.requests,
    });
  }

  // ---- HTTP ----

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (page) {
      return handlePage(req, res, decodeURIComponent(page[1]), {
        session: (id) => this.state.session(id),
        description: (id) => this.state.sessionExtra(id).description,
        methods: (id) => this.state.sessionExtra(id).methods,
        pay: (id, opts) => this.pay(id, opts),
      });
    }
    const raw = await readBody(req);
    if (url.pathname.startsWith('/_fake/')) return handleControl(this, req, res, url, raw);
    return this.api(req, res, url, raw);
  }

  private async api(req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string) {
    const method = req.method ?? 'GET';
    const requestId = newId('req', 14);
    const key = method === 'POST' ? header(req, 'idempotency-key') : null;
    const log = (status: number, replayed = false) => this.requests.push({ method, path: url.pathname, status, idempotencyKey: key, replayed });
    const send = (status: number, body: string, extra: Record<string, string> = {}) => {
      log(status, extra['idempotent-replayed'] === 'true');
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': requestId,
        'stripe-version': header(req, 'stripe-version') ?? this.apiVersion,
        ...(key ? { 'idempotency-key': key } : {}),
        ...extra,
      });
      res.end(body);
    };
    const fail = (e: ApiError) => send(e.status, JSON.stringify(e.body(requestId), null, 2));

    if (this.outage.latencyMs) await new Promise((r) => setTimeout(r, this.outage.latencyMs));
    if (this.outage.unavailable === 'reset') {
      log(0);
      return void req.socket.destroy();
    }
    if (this.outage.unavailable === 'error') return fail(new ApiError(500, 'api_error', 'An unknown error occurred'));

    const authError = this.checkAuth(header(req, 'authorization'));
    if (authError) return fail(authError);
    const route = findRoute(method, url.pathname);
    if (!route) return fail(unrecognized(method, url.pathname));
    const params = qs.parse(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : raw, { depth: 10, arrayLimit: 100, parameterLimit: 2000 }) as Json;

    let remembered: Remembered | undefined;
    if (key) {
      remembered = this.idempotency.get(key);
      if (remembered && this.now() - remembered.at > IDEMPOTENCY_TTL) remembered = undefined;
      if (remembered) {
        if (remembered.path !== url.pathname) {
          return fail(idempotencyError(`Keys for idempotent requests can only be used for the same endpoint they were first used for ('${url.pathname}' vs '${remembered.path}'). Try using a key other than '${key}' if you meant to execute a different request.`));
        }
        if (remembered.params !== canonical(params)) {
          return fail(idempotencyError(`Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`));
        }
        return send(remembered.status, remembered.body, { 'idempotent-replayed': 'true', 'original-request': remembered.requestId });
      }
    }
    const cause: Cause = { id: requestId, idempotencyKey: key };
    let body: string;
    try {
      body = JSON.stringify(route({ state: this.state, cause, refundCreated: (r) => this.scheduleRefund(r.id) }, params), null, 2);
    } catch (err) {
      if (err instanceof ApiError) return fail(err);
      throw err;
    }
    // Stripe saves an idempotent result once the endpoint has run; a request refused by validation saves none.
    if (key) this.idempotency.set(key, { path: url.pathname, params: canonical(params), status: 200, body, requestId, at: this.now() });
    send(200, body);
  }

  private checkAuth(authorization: string | null): ApiError | null {
    let given: string | undefined;
    if (authorization?.startsWith('Bearer ')) given = authorization.slice(7).trim();
    else if (authorization?.startsWith('Basic ')) given = Buffer.from(authorization.slice(6), 'base64').toString('utf8').split(':')[0];
    if (!given) {
      return new ApiError(
        401,
        'invalid_request_error',
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      );
    }
    if (given === this.opts.secretKey) return null;
    const shown = given.length > 12 ? `${given.slice(0, 8)}${'*'.repeat(given.length - 12)}${given.slice(-4)}` : given;
    return new ApiError(401, 'invalid_request_error', `Invalid API Key provided: ${shown}`);
  }

  private scheduleRefund(id: string) {
    const outcome = this.failRefunds > 0 ? 'failed' : 'succeeded';
    if (this.failRefunds > 0) this.failRefunds--;
    this.scheduler.later(this.opts.refundDelayMs ?? 3000, () => this.state.finishRefund(id, outcome));
  }
}

function header(req: http.IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return typeof v === 'string' ? v : null;
}

function idempotencyError(message: string) {
  return new ApiError(400, 'idempotency_error', message);
}

/** Params as a string that does not depend on key order, to compare a replay with the first request. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Json)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

