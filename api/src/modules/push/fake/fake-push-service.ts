import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decryptAes128gcm, newReceiverKeys, vapidRefusal, type ReceiverKeys } from './push-crypto';

/** One message the service accepted, decrypted as the browser would. */
export interface ReceivedPush {
  subscription: string;
  payload: string;
  ttl: number;
  urgency: string | undefined;
  at: Date;
}

interface Sub {
  keys: ReceiverKeys;
  applicationServerKey: string | undefined;
  gone: boolean;
}

/**
 * A local push service (the browser vendor's side of Web Push) on loopback HTTP: `subscribe()` plays the browser's
 * PushManager.subscribe and answers what the page would send the server; a POST to the endpoint (RFC 8030) is checked
 * as a real service does (VAPID, aes128gcm, TTL), answered 201, and recorded decrypted. `expire()` makes a
 * subscription answer 410 Gone, as after the user revokes permission; unknown ones answer 404.
 */
export class FakePushService {
  readonly received: ReceivedPush[] = [];
  /** Requests refused, with why (for a test's failure message). */
  readonly refusals: string[] = [];
  private readonly subs = new Map<string, Sub>();
  private server?: Server;
  private next = 1;
  origin = '';

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const [status, why] = this.handle(req.method ?? '', req.url ?? '', req.headers, Buffer.concat(chunks));
        if (status >= 400) this.refusals.push(`${status} ${why}`);
        res.writeHead(status, { 'content-type': 'text/plain' }).end(why);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A new browser subscription, bound to the server's VAPID public key when given (as PushManager does). */
  subscribe(applicationServerKey?: string): { endpoint: string; keys: { p256dh: string; auth: string } } {
    const id = `sub-${this.next++}-${Math.random().toString(36).slice(2, 10)}`;
    const keys = newReceiverKeys();
    this.subs.set(id, { keys, applicationServerKey, gone: false });
    return { endpoint: `${this.origin}/push/${id}`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  }

  /** From now on the endpoint answers 410 Gone. */
  expire(endpoint: string): void {
    const sub = this.subs.get(endpoint.split('/').pop()!);
    if (sub) sub.gone = true;
  }

  messagesFor(endpoint: string): ReceivedPush[] {
    return this.received.filter((m) => m.subscription === endpoint);
  }

  private handle(method: string, url: string, headers: Record<string, string | string[] | undefined>, body: Buffer): [number, string] {
    const m = /^\/push\/([\w-]+)$/.exec(url);
    if (method !== 'POST' || !m) return [404, 'no such endpoint'];
    const sub = this.subs.get(m[1]);
    if (!sub) return [404, 'no such subscription'];
    if (sub.gone) return [410, 'subscription expired'];
    const refusal = vapidRefusal(headers.authorization as string | undefined, this.origin, sub.applicationServerKey);
    if (refusal) return [403, refusal];
    const ttl = Number(headers.ttl);
    if (headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return [400, 'TTL header required'];
    let payload = '';
    if (body.length) {
      if (headers['content-encoding'] !== 'aes128gcm') return [415, 'content-encoding must be aes128gcm'];
      try {
        payload = decryptAes128gcm(body, sub.keys);
      } catch (err) {
        return [400, `cannot decrypt: ${(err as Error).message}`];
      }
    }
    this.received.push({ subscription: `${this.origin}${url}`, payload, ttl, urgency: headers.urgency as string | undefined, at: new Date() });
    return [201, 'created'];
  }
}
