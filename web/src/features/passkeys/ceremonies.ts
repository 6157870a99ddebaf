import type { ApolloClient } from '@apollo/client';
import { startAuthentication, startRegistration, WebAuthnAbortService, browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { PASSKEY_CANCELLED, PASSKEYS_UNSUPPORTED } from '../../../../rules/passkeys';
import { PasskeyFinishRegistrationDocument, PasskeySignInDocument, PasskeyStartRegistrationDocument, PasskeyStartSignInDocument } from './operations';

/**
 * The browser's half of the passkey ceremonies (@simplewebauthn/browser), between the server's options and its check.
 * Loaded on demand: by the sign-in screen when a passkey is asked for (or the browser offers passkeys in the username
 * field's autofill), by the profile's passkey section with it.
 */

/** An error a person can act on: the browser's own refusals in the app's words, anything else as it came. */
export class PasskeyCeremonyError extends Error {}
/** The web's own words (the card shows them from the account catalog); the other ceremony errors are rules/ messages. */
export const PASSKEY_ALREADY_HERE = 'This device already holds a passkey for your account';

function browserError(error: unknown): never {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') throw new PasskeyCeremonyError(PASSKEY_CANCELLED);
  if (name === 'InvalidStateError') throw new PasskeyCeremonyError(PASSKEY_ALREADY_HERE);
  throw error;
}

/** Registers a passkey on this device under `name`; resolves with the stored passkey. */
export async function registerPasskey(client: ApolloClient, name: string) {
  if (!browserSupportsWebAuthn()) throw new PasskeyCeremonyError(PASSKEYS_UNSUPPORTED);
  const { data } = await client.mutate({ mutation: PasskeyStartRegistrationDocument });
  const optionsJSON = JSON.parse(data!.startPasskeyRegistration.optionsJSON);
  const response = await startRegistration({ optionsJSON }).catch(browserError);
  const done = await client.mutate({ mutation: PasskeyFinishRegistrationDocument, variables: { name, response: JSON.stringify(response) } });
  return done.data!.finishPasskeyRegistration;
}

/**
 * Signs in with a passkey the browser holds for this site; resolves with the user. `autofill`: wait for the person
 * to pick one from the username field's suggestions (conditional mediation) instead of asking now.
 */
export async function signInWithPasskey(client: ApolloClient, autofill = false) {
  if (!browserSupportsWebAuthn()) throw new PasskeyCeremonyError(PASSKEYS_UNSUPPORTED);
  const { data } = await client.mutate({ mutation: PasskeyStartSignInDocument });
  const optionsJSON = JSON.parse(data!.startPasskeySignIn.optionsJSON);
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill }).catch(browserError);
  const done = await client.mutate({ mutation: PasskeySignInDocument, variables: { response: JSON.stringify(response) } });
  return done.data!.signInWithPasskey;
}

/** Ends a waiting autofill request (the person signed in with the password, or left the page). */
export const cancelPasskeyRequest = () => WebAuthnAbortService.cancelCeremony();
