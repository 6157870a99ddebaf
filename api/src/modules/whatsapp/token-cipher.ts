import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the Cloud API access token at rest. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url), a fresh 12-byte IV each time; the tag makes a
 * tampered or wrongly-keyed value fail instead of decrypting to garbage.
 */
export class TokenCipher {
  private constructor(private readonly key: Buffer) {}

  /** A key written as 64 hex characters or base64 of 32 bytes. */
  static fromKey(text: string): TokenCipher {
    const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
    if (key.length !== 32) throw new Error('WHATSAPP_ENCRYPTION_KEY must be 32 bytes, written as 64 hex characters or base64');
    return new TokenCipher(key);
  }

  static random(): TokenCipher {
    return new TokenCipher(randomBytes(32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  /** Throws when the value was not made with this key or was altered. */
  decrypt(stored: string): string {
    const [v, iv, tag, data] = stored.split('.');
    if (v !== 'v1' || !iv || !tag || data === undefined) throw new Error('not an encrypted token');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}

const MASK = '••••••••';

/** What the settings screen shows instead of the token: a fixed run of dots and its last 4 characters. */
export function maskToken(token: string): string {
  return token.length > 12 ? `${MASK}${token.slice(-4)}` : MASK;
}
