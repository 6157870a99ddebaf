/**
 * Outgoing webhooks (issue 39) as pure rules: the events an endpoint may ask for, which target addresses are
 * allowed, and when a failed delivery is tried again or given up. The API's service and the demo backend both
 * call them; PostgreSQL's twins are the CHECKs of migration 1767500000000-OutgoingWebhooks (the event names) —
 * rules/webhooks.test.ts feeds both the same names.
 */
import { refusal, type Refusal } from './refusal';

/** What an integrator can be told of, in the order the admin screen lists them. */
export const WEBHOOK_EVENTS = [
  'booking.requested',
  'booking.accepted',
  'booking.rejected',
  'booking.payment_step',
  'rsvp.changed',
  'event.created',
  'event.updated',
  'event.cancelled',
  'member.registered',
  'announcement.published',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const isWebhookEvent = (name: unknown): name is WebhookEventType => WEBHOOK_EVENTS.includes(name as WebhookEventType);

export const MAX_URL_LENGTH = 2000;
export const PRIVATE_TARGET = 'This address is private or local: webhooks go to public addresses only';
export const NOT_HTTP = 'Enter a URL starting with http:// or https://';

/**
 * True for an IP address a request must not reach from production: loopback, private ranges, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, unspecified, multicast, unique-local and IPv4-mapped IPv6 of these.
 */
export function isPrivateAddress(ip: string): boolean {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i.exec(ip);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 || a === 10 || a === 127 || a >= 224 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
    );
  }
  const v6 = ip.toLowerCase().replace(/^\[|\]$/g, '');
  if (!v6.includes(':')) return false;
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || /^ff/.test(v6) || v6.startsWith('::ffff:');
}

/** Host names that are the machine itself or the local network, whatever DNS says. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/i;

/**
 * Whether the admin may register (and the server may call) this URL: http(s) only, no credentials in it, and — unless
 * private targets are allowed (never in production; see config WEBHOOKS_ALLOW_PRIVATE_TARGETS) — not a loopback or
 * private address written as such. Names that resolve to private addresses are refused when the request connects.
 */
export function targetRefusal(url: string, opts: { allowPrivate: boolean }): Refusal | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refusal('BAD_USER_INPUT', NOT_HTTP, 'url');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return refusal('BAD_USER_INPUT', NOT_HTTP, 'url');
  if (parsed.username || parsed.password) return refusal('BAD_USER_INPUT', 'Leave user names and passwords out of the URL', 'url');
  if (!opts.allowPrivate && (isPrivateAddress(parsed.hostname) || LOCAL_NAME.test(parsed.hostname))) return refusal('BAD_USER_INPUT', PRIVATE_TARGET, 'url');
  return null;
}

/** Failed deliveries are tried again for this long after their first attempt; then given up and the endpoint disabled. */
export const RETRY_FOR_MS = 24 * 3600_000;
const FIRST_RETRY_MS = 10_000;
const LONGEST_WAIT_MS = 5 * 3600_000;

/**
 * After a failed attempt: when to try again (10 s, then ×4 each time up to 5 h: 10 s, 40 s, 2.7 min, 11 min, 43 min,
 * 2.8 h, 5 h, 5 h…), or give up once a day has passed since the first attempt.
 */
export function afterFailure(attempts: number, firstAttemptAt: Date, now: Date): { retryAt: Date } | { giveUp: true } {
  if (now.getTime() - firstAttemptAt.getTime() >= RETRY_FOR_MS) return { giveUp: true };
  const wait = Math.min(FIRST_RETRY_MS * 4 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  return { retryAt: new Date(now.getTime() + wait) };
}

/** A delivery's states: waiting its turn or its retry time, being sent, received (2xx), given up. */
export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Only a given-up delivery is retried by hand (a pending one will go anyway; a delivered one went). */
export function retryRefusal(status: DeliveryStatus | null): Refusal | null {
  if (status === null) return refusal('NOT_FOUND', 'Delivery not found');
  if (status !== 'failed') return refusal('CONFLICT', 'Only a failed delivery can be retried');
  return null;
}
