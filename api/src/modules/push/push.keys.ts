import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { Config } from '../../core/config';
import { developmentSecret } from '../../core/db/bootstrap';
import type { Logger } from '../../core/logger';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The contact push services may use (RFC 8292 `sub`): mailto: or https:. */
  subject: string;
}

/**
 * The server's VAPID key pair (RFC 8292): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; in development and tests a
 * private key generated once into DATA_DIR (like the session secret) and its public half derived from it; in tests a pair per process. In production
 * without keys push is off (the profile says so) rather than changing keys on every start, which would strand every
 * subscription: browsers bind a subscription to the key they were given.
 */
export function vapidKeys(config: Config, logger: Logger): VapidKeys | undefined {
  const subject = config.push.subject || (config.publicUrl.startsWith('https:') ? config.publicUrl : 'mailto:office@localhost');
  if (config.push.publicKey && config.push.privateKey) return { publicKey: config.push.publicKey, privateKey: config.push.privateKey, subject };
  if (config.env === 'production') {
    logger.warn('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: web push is off');
    return undefined;
  }
  // Tests: one pair per process (every instance a test starts shares it, as production's share the env), no file.
  if (config.env === 'test') return { ...(testKeys ??= newPair()), subject };
  // 32 random bytes are a valid P-256 private key but for a chance of about 2^-32 (not below the group order).
  const privateKey = developmentSecret(config, 'vapid-private-key', 32, 'base64url');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey, subject };
}

let testKeys: { publicKey: string; privateKey: string } | undefined;

/** web-push's own generator pads a private key with leading zero bytes to the 32 it requires. */
const newPair = () => webpush.generateVAPIDKeys();
