/**
 * Passkeys (WebAuthn, issue 38) in the words the API, the web client and the demo share. The ceremonies themselves are
 * the server's (api/src/modules/auth/passkeys.service.ts); these are their answers.
 */

/** How many passkeys one member may register (a phone, a laptop, a key or two… with room to spare). */
export const MAX_PASSKEYS = 20;
/** Seconds a ceremony's challenge lives (also the browser's timeout): long enough to find the phone, once. */
export const PASSKEY_CHALLENGE_SECONDS = 300;

export const PASSKEY_NOT_VERIFIED = 'This passkey could not be verified';
export const PASSKEY_UNKNOWN = 'This passkey is not registered for any account here';
export const PASSKEY_EXPIRED = 'This passkey request has expired; please try again';
export const PASSKEY_ALREADY_REGISTERED = 'This passkey is already registered';
export const PASSKEY_NOT_FOUND = 'Passkey not found';
export const TOO_MANY_PASSKEYS = `You can register at most ${MAX_PASSKEYS} passkeys; remove one first`;
/** The browser refused or the person cancelled (NotAllowedError): nothing happened. */
export const PASSKEY_CANCELLED = 'The passkey request was cancelled or timed out';
export const PASSKEYS_UNSUPPORTED = 'This browser does not support passkeys';
/** Mock mode has no server to hold a credential's public key or check a signature. */
export const PASSKEYS_NOT_IN_DEMO = 'Passkeys are not available in the demo';
