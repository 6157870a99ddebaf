import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signBody } from '../signature';
import { seededRandom as prng } from '../../../core/seeded-random';

/**
 * A local stand-in for the WhatsApp Cloud API, for tests and for `npm start` in development
 * (WHATSAPP_FAKE=true). A real HTTP server on loopback that behaves like Meta's where it matters:
 *  - `POST /{version}/{phoneNumberId}/messages` checks the bearer token and answers a wamid;
 *  - free text outside the 24-hour customer-service window is refused (131047); templates pass;
 *  - too many messages to one recipient in a short time are refused (131056, pair rate limit);
 *  - statuses (sent, delivered, read, or failed) are POSTed later to the webhook, signed with the
 *    app secret, sometimes out of order and duplicated, and retried while the webhook fails.
 * Control endpoints under `/_fake` let a developer open a window (`POST /_fake/inbound {from}`)
 * and read what was sent (`GET /_fake/messages`).
 */

export interface FakeCloudApiOptions {
  appSecret: string;
  /** The only bearer token accepted. */
  accessToken: string;
  /** Where statuses are POSTed; may be set later with setWebhookUrl. */
  webhookUrl?: string;
  /** 'all': every number is inside the 24-hour window; 'none' (default): only numbers that wrote in. */
  openWindows?: 'all' | 'none';
  /** Pair rate limit: at most `count` messages to one number per `windowMs`. */
  pairLimit?: { count: number; windowMs: number };
  /** Delay between a message and each of its statuses, in ms (tests keep it short). */
  statusDelayMs?: number;
  /** Probability that two statuses of a message are delivered swapped, and that one is sent twice. */
  chaos?: { reorder: number; duplicate: number };
  /** Webhook retry delays in ms while the webhook answers non-2xx or cannot be reached. */
  retryDelaysMs?: number[];
  /** Numbers (+digits) whose messages end as failed (131026, undeliverable) instead of delivered. */
  undeliverable?: string[];
  /** Deterministic randomness for tests. */
  seed?: number;
}

export interface FakeMessage {
  id: string;
  phoneNumberId: string;
  to: string;
  type: 'text' | 'template';
  body?: string;
  template?: { name: string; params: string[] };
  /** A template's language code (Meta's `template.language.code`): which approved translation was asked for. */
  language?: string;
  at: number;
}

type StatusName = 'sent' | 'delivered' | 'read' | 'failed';

interface GraphError {
  code: number;
  message: string;
  details: string;
  httpStatus: number;
}

const WINDOW_MS = 24 * 60 * 60 * 1000;

export class FakeCloudApi {
  /** Every accepted message, in order. */
  readonly messages: FakeMessage[] = [];
  /** Every refused send, with its error code. */
  readonly refused: { to: string; code: number }[] = [];
  /** Every webhook POST attempt and the answer it got (0 = unreachable). */
  readonly webhookAttempts: { status: StatusName; messageId: string; answer: number }[] = [];

  private server?: http.Server;
  private readonly inboundAt = new Map<string, number>();
  private readonly sendsTo = new Map<string, number[]>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly random: () => number;
  private stopped = false;

  constructor(private readonly opts: FakeCloudApiOptions) {
    this.random = prng(opts.seed ?? Date.now());
  }

  get url(): string {
    const addr = this.server?.address() as AddressInfo | undefined;
    if (!addr) throw new Error('fake Cloud API is not started');
    return `http://127.0.0.1:${addr.port}`;
  }

  async start(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return this.url;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
  }

  setWebhookUrl(url: string): void {
    this.opts.webhookUrl = url;
  }

  /** The customer wrote to the business: free text to them is allowed for 24 hours. */
  inbound(phone: string): void {
    this.inboundAt.set(digits(phone), Date.now());
  }

  /** Resolves when every scheduled status has been delivered (or given up). */
  async settle(timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while ((this.timers.size || this.inFlight.size) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/_fake/inbound' && req.method === 'POST') {
      const from = String(safeJson(raw)?.from ?? '');
      this.inbound(from);
      return send(200, { ok: true, from: digits(from) });
    }
    if (url.pathname === '/_fake/messages' && req.method === 'GET') return send(200, this.messages);

    const m = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(url.pathname);
    if (!m || req.method !== 'POST') return send(404, graphError({ code: 100, message: 'Unsupported request', details: url.pathname, httpStatus: 404 }));
    if (req.headers.authorization !== `Bearer ${this.opts.accessToken}`) {
      return send(401, graphError({ code: 190, message: 'Invalid OAuth access token - Cannot parse access token', details: '', httpStatus: 401 }));
    }
    const body = safeJson(raw);
    const to = typeof body?.to === 'string' ? digits(body.to) : '';
    const type = body?.type;
    if (body?.messaging_product !== 'whatsapp' || !/^\d{8,15}$/.test(to) || (type !== 'text' && type !== 'template')) {
      return send(400, graphError({ code: 100, message: '(#100) Invalid parameter', details: 'messaging_product, to or type', httpStatus: 400 }));
    }
    const refuse = (e: GraphError) => {
      this.refused.push({ to, code: e.code });
      send(e.httpStatus, graphError(e));
    };
    if (type === 'text') {
      const text = body.text?.body;
      if (typeof text !== 'string' || !text.length || text.length > 4096) {
        return refuse({ code: 100, message: '(#100) Invalid parameter', details: 'text.body', httpStatus: 400 });
      }
      const opened = this.inboundAt.get(to);
      if (this.opts.openWindows !== 'all' && (opened === undefined || Date.now() - opened > WINDOW_MS)) {
        return refuse({
          code: 131047,
          message: 'Re-engagement message',
          details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
          httpStatus: 400,
        });
      }
    } else if (typeof body.template?.name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(body.template.name)) {
      return refuse({ code: 132001, message: 'Template name does not exist in the translation', details: 'template.name', httpStatus: 404 });
    }
    const limit = this.opts.pairLimit ?? { count: 5, windowMs: 6000 };
    const now = Date.now();
    const recent = (this.sendsTo.get(to) ?? []).filter((t) => now - t < limit.windowMs);
    if (recent.length >= limit.count) {
      return refuse({
        code: 131056,
        message: '(Business Account, Consumer Account) pair rate limit hit',
        details: 'Too many messages sent from this phone number to the same phone number in a short period of time.',
        httpStatus: 400,
      });
    }
    this.sendsTo.set(to, [...recent, now]);

    const id = `wamid.${randomBytes(18).toString('base64url')}`;
    const params: string[] = (body.template?.components ?? []).flatMap((c: { parameters?: { text?: string }[] }) =>
      (c.parameters ?? []).map((p) => String(p.text ?? '')),
    );
    this.messages.push({
      id,
      phoneNumberId: m[1],
      to,
      type,
      body: type === 'text' ? body.text.body : undefined,
      template: type === 'template' ? { name: body.template.name, params } : undefined,
      language: type === 'template' ? body.template.language?.code : undefined,
      at: now,
    });
    send(200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: to }], messages: [{ id }] });
    this.scheduleStatuses(m[1], id, to);
  }

  private scheduleStatuses(phoneNumberId: string, id: string, to: string) {
    const delay = this.opts.statusDelayMs ?? 400;
    const failing = (this.opts.undeliverable ?? []).map(digits).includes(to);
    const steps: StatusName[] = failing ? ['sent', 'failed'] : ['sent', 'delivered', 'read'];
    const chaos = this.opts.chaos ?? { reorder: 0.3, duplicate: 0.3 };
    const order = steps.map((s, i) => ({ status: s, at: Date.now() + delay * (i + 1), ts: Math.floor(Date.now() / 1000) + i }));
    // Meta gives no ordering guarantee: sometimes a later status arrives first.
    if (order.length >= 2 && this.random() < chaos.reorder) {
      const i = Math.floor(this.random() * (order.length - 1));
      [order[i].at, order[i + 1].at] = [order[i + 1].at, order[i].at];
    }
    for (const step of [...order]) if (this.random() < chaos.duplicate) order.push({ ...step, at: step.at + delay / 2 });
    for (const step of order) {
      this.later(step.at - Date.now(), () => this.deliver(phoneNumberId, id, to, step.status, step.ts, 0));
    }
  }

  private later(ms: number, fn: () => Promise<void>) {
    if (this.stopped) return;
    const t = setTimeout(() => {
      this.timers.delete(t);
      const p = fn().finally(() => this.inFlight.delete(p));
      this.inFlight.add(p);
    }, Math.max(0, ms));
    this.timers.add(t);
  }

  private async deliver(phoneNumberId: string, id: string, to: string, status: StatusName, ts: number, attempt: number): Promise<void> {
    if (!this.opts.webhookUrl || this.stopped) return;
    const payload = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'fake-waba',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550000000', phone_number_id: phoneNumberId },
                statuses: [
                  {
                    id,
                    status,
                    timestamp: String(ts),
                    recipient_id: to,
                    ...(status === 'failed'
                      ? { errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Message Undeliverable.' } }] }
                      : {}),
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    const raw = JSON.stringify(payload);
    let answer = 0;
    try {
      const res = await fetch(this.opts.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signBody(this.opts.appSecret, raw) },
        body: raw,
        signal: AbortSignal.timeout(5000),
      });
      answer = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch {
      answer = 0;
    }
    this.webhookAttempts.push({ status, messageId: id, answer });
    const retries = this.opts.retryDelaysMs ?? [1000, 5000, 30000];
    if ((answer < 200 || answer >= 300) && attempt < retries.length) {
      this.later(retries[attempt], () => this.deliver(phoneNumberId, id, to, status, ts, attempt + 1));
    }
  }
}

const digits = (phone: string) => phone.replace(/[^0-9]/g, '');

function graphError(e: GraphError) {
  return { error: { message: e.message, type: 'OAuthException', code: e.code, error_data: { messaging_product: 'whatsapp', details: e.details }, fbtrace_id: 'fake' } };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(''));
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function safeJson(raw: string): any {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
