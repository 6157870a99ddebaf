import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A tiny software authenticator for the API tests: an ES256 key pair per credential, 'none' attestation, answers
 * built byte by byte as WebAuthn §6 lays them out (authenticator data, attested credential data, a COSE key in CBOR,
 * the assertion signature over authenticatorData ‖ SHA-256(clientDataJSON)). Its answers are the JSON the browser
 * (through @simplewebauthn/browser) sends, so the server verifies them as it verifies a real device's. Each knob
 * (flags, counter, origin, signature) can be turned to misbehave.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [k: string]: Cbor };

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** CBOR (RFC 8949) for the few types attestation needs: integers, text, bytes, arrays and maps. */
export function cbor(v: Cbor): Buffer {
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), Buffer.from(v)]);
  if (Array.isArray(v)) return Buffer.concat([head(4, v.length), ...v.map(cbor)]);
  const entries = v instanceof Map ? [...v.entries()] : Object.entries(v);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, x]) => [cbor(k), cbor(x)])]);
}

const b64url = (b: Buffer | Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicJwk: { x: string; y: string };
  userHandle: string;
  counter: number;
}

export interface Options {
  challenge: string;
  rp?: { id: string };
  rpId?: string;
  user?: { id: string };
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];
  /** What the browser would put in clientDataJSON.origin. */
  origin: string;
  /** User verification (the PIN or biometric) done: off, the UV flag is not set. */
  userVerified = true;
  /** How much each assertion advances the counter (0: an authenticator that keeps none). */
  counterStep = 1;

  constructor(origin: string) {
    this.origin = origin;
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const c = Buffer.alloc(4);
    c.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags | (this.userVerified ? UV : 0)]), c, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /**
   * navigator.credentials.create() with the server's creation options: a new credential (or `again`, the same key
   * registered once more) and RegistrationResponseJSON.
   */
  create(options: Options, again?: SoftCredential) {
    const rpId = options.rp!.id;
    const pair = again ? null : generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const privateKey = again?.privateKey ?? pair!.privateKey;
    const jwk = again?.publicJwk ?? (pair!.publicKey.export({ format: 'jwk' }) as { x: string; y: string });
    const id = again?.id ?? randomBytes(16);
    const cose = cbor(new Map<Cbor, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x, 'base64url')], [-3, Buffer.from(jwk.y, 'base64url')]]));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cose]);
    const authData = this.authData(rpId, UP | AT, 0, attested);
    const credential: SoftCredential = { id, privateKey, publicJwk: jwk, userHandle: options.user!.id, counter: 0 };
    if (!again) this.credentials.push(credential);
    const clientDataJSON = this.clientData('webauthn.create', options.challenge);
    return {
      credential,
      response: {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      },
    };
  }

  /** navigator.credentials.get() with the server's request options: AuthenticationResponseJSON signed by `credential`. */
  get(options: Options, credential: SoftCredential = this.credentials[0]!) {
    credential.counter += this.counterStep;
    const authData = this.authData(options.rpId!, UP, credential.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
