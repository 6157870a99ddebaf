import * as yup from 'yup';
import { strictObject, text } from './common';

export const PASSKEY_NAME_REQUIRED = 'Give this passkey a name';
export const PASSKEY_NAME_MAX = 60;
export const PASSKEY_RESPONSE_INVALID = "The browser's passkey answer is missing or malformed";

/** base64url as WebAuthn's JSON encodes bytes; `max` characters (attestation objects with certificates run to kilobytes). */
const base64url = (max: number) =>
  yup
    .string()
    .strict()
    .typeError(PASSKEY_RESPONSE_INVALID)
    .max(max, PASSKEY_RESPONSE_INVALID)
    .matches(/^[A-Za-z0-9_-]*={0,2}$/, PASSKEY_RESPONSE_INVALID);

/**
 * The browser's answer to a ceremony (PublicKeyCredential's JSON, as @simplewebauthn/browser returns it): an object, or
 * that object as JSON text (GraphQL's String). Only the parts read before verification are checked here; the
 * signature, attestation and everything else are the verifier's.
 */
const credential = () =>
  yup
    .object({
      id: base64url(1400).required(PASSKEY_RESPONSE_INVALID),
      rawId: base64url(1400).required(PASSKEY_RESPONSE_INVALID),
      type: yup.string().strict().oneOf(['public-key'], PASSKEY_RESPONSE_INVALID).required(PASSKEY_RESPONSE_INVALID),
      response: yup
        .object({ clientDataJSON: base64url(8192).required(PASSKEY_RESPONSE_INVALID) })
        .typeError(PASSKEY_RESPONSE_INVALID)
        .required(PASSKEY_RESPONSE_INVALID),
    })
    .json()
    .typeError(PASSKEY_RESPONSE_INVALID)
    .required(PASSKEY_RESPONSE_INVALID);

export const passkeyNameSchema = strictObject({
  name: text(PASSKEY_NAME_MAX, `A passkey's name is at most ${PASSKEY_NAME_MAX} characters`).required(PASSKEY_NAME_REQUIRED),
});

/** Finishing a registration: the name the member gives it, and the browser's answer. */
export const passkeyRegistrationSchema = strictObject({
  name: text(PASSKEY_NAME_MAX, `A passkey's name is at most ${PASSKEY_NAME_MAX} characters`).required(PASSKEY_NAME_REQUIRED),
  response: credential(),
});

/** Signing in: the browser's answer to the sign-in challenge. */
export const passkeySignInSchema = strictObject({ response: credential() });
