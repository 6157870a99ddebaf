import * as yup from 'yup';
import { strictObject, text } from './common';

/*
 * Web push (issue 37 item 3): a browser's subscription as PushManager gives it, and the member's choice per kind. The
 * spec has no texts for these; the messages follow the profile's.
 */

export const PUSH_ENDPOINT_MESSAGE = 'The browser gave an invalid push address';
export const PUSH_KEYS_MESSAGE = 'The browser gave invalid push keys';

const base64url = (bytes: number) =>
  text(200, PUSH_KEYS_MESSAGE)
    .required(PUSH_KEYS_MESSAGE)
    .test('key', PUSH_KEYS_MESSAGE, (v) => !v || (/^[A-Za-z0-9_-]+={0,2}$/.test(v) && Math.floor((v.replace(/=+$/, '').length * 3) / 4) === bytes));

/** addPushDevice's input: the subscription's endpoint and keys (P-256 public key, 16-byte auth secret), and a name. */
export const pushSubscriptionSchema = strictObject({
  endpoint: text(2048, PUSH_ENDPOINT_MESSAGE)
    .required(PUSH_ENDPOINT_MESSAGE)
    .test('url', PUSH_ENDPOINT_MESSAGE, (v) => !v || /^https?:\/\/[^\s]+$/.test(v)),
  p256dh: base64url(65),
  auth: base64url(16),
  deviceName: text(200, 'Device name is too long').default('This browser').required('Device name is required'),
});
export type PushSubscriptionData = yup.InferType<typeof pushSubscriptionSchema>;

/** The kinds a member chooses push for, as the profile shows them. */
export const PUSH_KINDS = ['eventReminders', 'rsvpNeeded', 'waitlistPlace', 'bookingSteps', 'announcements'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const pushPreferencesSchema = strictObject(
  Object.fromEntries(PUSH_KINDS.map((k) => [k, yup.boolean().strict().typeError('${path} must be true or false').required('${path} is required')])) as Record<
    PushKind,
    yup.BooleanSchema<boolean>
  >,
);
export type PushPreferencesData = Record<PushKind, boolean>;
