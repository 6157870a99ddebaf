import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { isPrivateAddress, PRIVATE_TARGET, targetRefusal } from '../../../../rules/webhooks';

/** The whole attempt (connect, send, answer) must end within this; then it counts as failed. */
export const TIMEOUT_MS = 10_000;
/** How much of the receiver's answer is kept for the admin screen. */
export const EXCERPT_BYTES = 1024;
/** The largest body sent; the outbox payloads are far smaller (one record, ids for the rest). */
export const MAX_BODY_BYTES = 256 * 1024;

export interface Outgoing {
  url: string;
  secret: string;
  messageId: string;
  payload: string;
  /** Whether loopback and private addresses may be called (tests and development; never production). */
  allowPrivate: boolean;
}

export type Answer = { ok: true; status: number; excerpt: string } | { ok: false; status: number | null; excerpt: string | null; error: string };

/**
 * Refuses, at connect time, a name that resolves to a private address (the check the URL alone cannot make: DNS may
 * answer differently later than when the endpoint was registered).
 */
const publicOnly: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as dns.LookupAddress[];
    const bad = list.find((a) => isPrivateAddress(a.address));
    if (bad) return callback(Object.assign(new Error(PRIVATE_TARGET), { code: 'EPRIVATE' }), '', 0);
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

/**
 * One signed POST per Standard Webhooks: headers webhook-id, webhook-timestamp, webhook-signature (standardwebhooks'
 * own signer); a 2xx answer is success; a redirect is not followed (it is a failure, whatever its target); the body
 * read is capped at EXCERPT_BYTES and the whole attempt at TIMEOUT_MS.
 */
export function send(o: Outgoing, timeoutMs = TIMEOUT_MS): Promise<Answer> {
  const refused = targetRefusal(o.url, { allowPrivate: o.allowPrivate });
  if (refused) return Promise.resolve({ ok: false, status: null, excerpt: null, error: refused.message });
  const body = Buffer.from(o.payload);
  if (body.length > MAX_BODY_BYTES) return Promise.resolve({ ok: false, status: null, excerpt: null, error: `Payload larger than ${MAX_BODY_BYTES} bytes` });
  const at = new Date();
  const signature = new Webhook(o.secret).sign(o.messageId, at, body);
  const url = new URL(o.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (a: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(a);
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: o.allowPrivate ? undefined : publicOnly,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'user-agent': 'D.Office-Webhooks/1',
          'webhook-id': o.messageId,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signature,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on('data', (chunk: Buffer) => {
          if (kept < EXCERPT_BYTES) {
            chunks.push(chunk.subarray(0, EXCERPT_BYTES - kept));
            kept += Math.min(chunk.length, EXCERPT_BYTES - kept);
          }
          // Enough read: the rest is not ours to download.
          if (kept >= EXCERPT_BYTES) res.destroy();
        });
        const done = () => {
          const status = res.statusCode ?? 0;
          const excerpt = Buffer.concat(chunks).toString('utf8').replace(/\uFFFD+$/, '');
          if (status >= 200 && status < 300) finish({ ok: true, status, excerpt });
          else finish({ ok: false, status, excerpt, error: status >= 300 && status < 400 ? `Redirect to ${res.headers.location ?? '?'} not followed` : `HTTP ${status}` });
        };
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, status: null, excerpt: null, error: `No answer within ${timeoutMs / 1000} s` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (err) => finish({ ok: false, status: null, excerpt: null, error: err.message || String(err) }));
    req.end(body);
  });
}
