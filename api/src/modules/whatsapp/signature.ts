import { createHmac, timingSafeEqual } from 'node:crypto';

/** `X-Hub-Signature-256` value for a raw body: "sha256=" + hex HMAC-SHA256 with the app secret. */
export function signBody(appSecret: string, raw: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
}

/** Constant-time check of a webhook signature over the exact bytes received. */
export function verifySignature(appSecret: string | undefined, raw: Buffer | undefined, header: unknown): boolean {
  if (!appSecret || !raw || typeof header !== 'string') return false;
  const expected = Buffer.from(signBody(appSecret, raw));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
