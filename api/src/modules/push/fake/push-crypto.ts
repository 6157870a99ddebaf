import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';

/*
 * The receiving side of Web Push's cryptography, for the local push service: what a browser does with a message
 * (RFC 8291, aes128gcm of RFC 8188) and what a push service checks of the sender (RFC 8292 VAPID). Node's own ECDH
 * P-256, HKDF and AES-128-GCM; nothing shared with web-push, so a mistake on the sending side shows here.
 */

const b64u = (b: Buffer) => b.toString('base64url');

/** A browser's keys for one subscription: the public half and the auth secret go to the server. */
export interface ReceiverKeys {
  p256dh: string;
  auth: string;
  privateKey: Buffer;
}

export function newReceiverKeys(): ReceiverKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(randomBytes(16)), privateKey: ecdh.getPrivateKey() };
}

/** Decrypts one aes128gcm body (a single record, as Web Push sends) with the subscription's keys. */
export function decryptAes128gcm(body: Buffer, keys: ReceiverKeys): string {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const senderPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error('keyid is not the sender’s uncompressed P-256 key');
  if (ciphertext.length > rs) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const receiverPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, Buffer.from(keys.auth, 'base64url'), keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (end < 0 || padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks an `Authorization: vapid t=<jwt>, k=<key>` header (RFC 8292): ES256 signed by k, for this push service's
 * origin, not expired nor more than 24 hours ahead, with a contact subject. Answers the refusal, or null.
 */
export function vapidRefusal(header: string | undefined, origin: string, expectedKey: string | undefined, now = Date.now()): string | null {
  const m = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)\s*$/.exec(header ?? '');
  if (!m) return 'missing vapid authorization';
  const [, jwt, k] = m;
  if (expectedKey && k !== expectedKey) return 'key differs from the subscription’s applicationServerKey';
  const parts = jwt.split('.');
  if (parts.length !== 3) return 'malformed JWT';
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 key';
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${parts[0]}.${parts[1]}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(parts[2], 'base64url'));
  if (!signed) return 'bad signature';
  const head = JSON.parse(Buffer.from(parts[0], 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (head.alg !== 'ES256') return 'alg is not ES256';
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const seconds = now / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= seconds || claims.exp > seconds + 24 * 3600) return 'exp missing, past or beyond 24 hours';
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return 'sub is not a mailto: or https: contact';
  return null;
}
