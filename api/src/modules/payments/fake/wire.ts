import { randomBytes } from 'node:crypto';
import type http from 'node:http';

/** Stripe's wire conventions the fake shares between its parts: errors, ids, lists, form values. */

export type Json = Record<string, unknown>;

/** An answer in Stripe's error shape (`{ error: { type, message, code?, param? } }`) with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  body(requestId?: string) {
    const error: Json = { type: this.type, message: this.message };
    if (this.code) error.code = this.code;
    if (this.param) error.param = this.param;
    if (this.code) error.doc_url = `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, '-')}`;
    if (requestId) error.request_log_url = `https://dashboard.stripe.com/test/logs/${requestId}`;
    return { error };
  }
}

export const invalid = (message: string, param?: string, code?: string) =>
  new ApiError(400, 'invalid_request_error', message, code ?? (param ? 'parameter_invalid' : undefined), param);

export const missingParam = (param: string) => new ApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);

/** "No such checkout.session: 'cs_…'" — Stripe's 404 for an id it does not know. */
export const noSuch = (kind: string, id: string, param = 'id') =>
  new ApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Stripe-looking ids: a prefix and random base62 (`cs_test_a1B2…`, `pi_3Q…`, `evt_1P…`). */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}

export { seededRandom as prng } from '../../../core/seeded-random';

export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(''));
  });
}

// ---- form values (qs gives strings, arrays and objects; Stripe checks each param's type) ----

export function str(params: Json, name: string, param = name): string | undefined {
  const v = params[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw invalid(`Invalid string: ${JSON.stringify(v)}`, param);
  return v;
}

export function int(params: Json, name: string, param = name, min = Number.MIN_SAFE_INTEGER): number | undefined {
  const v = params[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string' || !/^-?\d+$/.test(v)) throw invalid(`Invalid integer: ${typeof v === 'string' ? v : JSON.stringify(v)}`, param, 'parameter_invalid_integer');
  const n = Number(v);
  if (n < min) throw invalid(min === 0 ? 'Invalid non-negative integer' : min === 1 ? 'Invalid positive integer' : `This value must be greater than or equal to ${min}.`, param, 'parameter_invalid_integer');
  return n;
}

/**
 * Stripe refuses a parameter it does not know ("Received unknown parameter: x"); the fake does the same for any it does
 * not implement, so a client never believes a setting took effect.
 */
export function unknownParams(params: Json, known: ReadonlySet<string>, prefix = ''): void {
  for (const k of Object.keys(params)) {
    if (!known.has(k)) throw invalid(`Received unknown parameter: ${prefix}${k}`, `${prefix}${k}`, 'parameter_unknown');
  }
}

/** A hash of strings (metadata): at most 50 keys, keys up to 40 and values up to 500 characters. */
export function metadata(params: Json, name: string, param = name): Record<string, string> {
  const v = params[name];
  if (v === undefined || v === '') return {};
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw invalid('Invalid object', param);
  const out: Record<string, string> = {};
  const entries = Object.entries(v as Json);
  if (entries.length > 50) throw invalid('Metadata can have a maximum of 50 keys.', param);
  for (const [k, val] of entries) {
    if (typeof val !== 'string') throw invalid('Invalid string', `${param}[${k}]`);
    if (k.length > 40) throw invalid(`Metadata keys can have a maximum length of 40 characters (${k}).`, param);
    if (val.length > 500) throw invalid(`Metadata values can have a maximum length of 500 characters (${k}).`, `${param}[${k}]`);
    out[k] = val;
  }
  return out;
}

/** qs turns `a[0]=x&a[1]=y` into an array, but into an object past its array limit or with gaps; accept both. */
export function list(params: Json, name: string): unknown[] | undefined {
  const v = params[name];
  if (v === undefined || v === '') return undefined;
  if (Array.isArray(v)) return v;
  if (typeof v === 'object' && v !== null) return Object.values(v as Json);
  throw invalid('Invalid array', name);
}

// ---- lists ----

export interface Listed {
  id: string;
  created: number;
}

/** `created=ts` or `created[gt|gte|lt|lte]=ts`, as every Stripe list endpoint accepts. */
export function createdFilter(params: Json): (o: Listed) => boolean {
  const c = params.created;
  if (c === undefined) return () => true;
  if (typeof c === 'string') {
    const at = int(params, 'created')!;
    return (o) => o.created === at;
  }
  const range = c as Json;
  const bound = (k: string) => int(range, k, `created[${k}]`);
  const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
  return (o) =>
    (gt === undefined || o.created > gt) &&
    (gte === undefined || o.created >= gte) &&
    (lt === undefined || o.created < lt) &&
    (lte === undefined || o.created <= lte);
}

/**
 * A page of Stripe's list object: newest first, `limit` (1–100, default 10), `starting_after` / `ending_before` by id.
 * `all` is in creation order; `keep` filters it; `kind` names the object in the 404 for an unknown cursor.
 */
export function page<T extends Listed>(all: T[], params: Json, url: string, kind: string, keep: (o: T) => boolean = () => true) {
  const limit = int(params, 'limit', 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalid('This value must be less than or equal to 100 and greater than or equal to 1.', 'limit');
  const inRange = createdFilter(params);
  const items = [...all].reverse().filter((o) => inRange(o) && keep(o));
  const after = str(params, 'starting_after');
  const before = str(params, 'ending_before');
  let data: T[];
  let hasMore: boolean;
  if (after) {
    const i = items.findIndex((o) => o.id === after);
    if (i < 0) throw noSuch(kind, after, 'starting_after');
    data = items.slice(i + 1, i + 1 + limit);
    hasMore = i + 1 + limit < items.length;
  } else if (before) {
    const i = items.findIndex((o) => o.id === before);
    if (i < 0) throw noSuch(kind, before, 'ending_before');
    data = items.slice(Math.max(0, i - limit), i);
    hasMore = i - limit > 0;
  } else {
    data = items.slice(0, limit);
    hasMore = items.length > limit;
  }
  return { object: 'list', data, has_more: hasMore, url };
}

// ---- money, for the hosted page and Stripe's messages ----

export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** "$12.50" (en formatting, as Stripe's English messages show amounts). */
export function formatMoney(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency, minimumFractionDigits: digits }).format(amountMinor / 10 ** digits);
  } catch {
    return `${(amountMinor / 10 ** digits).toFixed(digits)} ${currency.toUpperCase()}`;
  }
}

/** Timers and in-flight work the fake owns, so `stop()` leaves nothing behind and `idle()` can wait for all of it. */
export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopped = false;

  later(ms: number, fn: () => unknown): void {
    if (this.stopped) return;
    const t = setTimeout(() => {
      this.timers.delete(t);
      this.track(Promise.resolve().then(fn));
    }, Math.max(0, ms));
    this.timers.add(t);
  }

  track(p: Promise<unknown>): void {
    const tracked = p.catch(() => undefined).finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  get busy(): boolean {
    return this.timers.size > 0 || this.inFlight.size > 0;
  }

  async idle(timeoutMs: number): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (this.busy && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }
}
