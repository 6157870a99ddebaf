import * as yup from 'yup';
import { boolWithDefault, strictObject, text } from './common';

/** Spec §5 / §9: a plus sign and 10 to 15 digits. */
export const PHONE_RE = /^\+\d{10,15}$/;
export const PHONE_FORMAT_MESSAGE = 'Phone number must be in format +1234567890';
export const TEST_MESSAGE_MAX = 1024;
/** Spec §9: the test phone field starts with this prefix. */
export const DEFAULT_TEST_PHONE_PREFIX = '+65';

/** Configuration tab and POST /api/whatsapp/config (spec §5 messages). */
export const whatsappConfigSchema = strictObject({
  phoneNumberId: text(64, 'Phone Number ID is too long').required('Phone Number ID is required'),
  accessToken: text(4096, 'Access Token is too long').required('Access Token is required'),
  webhookVerifyToken: text(200, 'Webhook Verify Token is too long').required('Webhook Verify Token is required'),
  isActive: boolWithDefault(true),
});
export type WhatsappConfigInputData = yup.InferType<typeof whatsappConfigSchema>;

/** Test Messages tab and POST /api/whatsapp/test (spec §5 messages). */
export const whatsappTestSchema = strictObject({
  phoneNumber: text(32, PHONE_FORMAT_MESSAGE).required('Phone number is required').matches(PHONE_RE, PHONE_FORMAT_MESSAGE),
  message: text(TEST_MESSAGE_MAX, 'Message too long').required('Message is required'),
});
export type WhatsappTestInputData = yup.InferType<typeof whatsappTestSchema>;

/** What a template is used for; `general` is free for admins' own messages. */
export const TEMPLATE_TYPES = ['event_reminder', 'rsvp_needed', 'announcement', 'general'] as const;

/** Placeholders are {{1}}, {{2}}, … numbered from 1 without gaps, as the Cloud API requires. */
export function placeholdersAreNumbered(content: string): boolean {
  const found = [...content.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1]);
  if (found.some((p) => !/^[1-9]\d*$/.test(p))) return false;
  const numbers = [...new Set(found.map(Number))].sort((a, b) => a - b);
  return numbers.every((n, i) => n === i + 1);
}

/** whatsapp_templates create/update (GraphQL and /api/whatsapp/templates). */
export const whatsappTemplateSchema = strictObject({
  name: text(200, 'Template name is too long')
    .required('Template name is required')
    .matches(/^[a-z0-9_]+$/, 'Template name may only contain lower-case letters, digits and underscores'),
  content: text(1024, 'Template content must be at most 1024 characters')
    .required('Template content is required')
    .test('placeholders', 'Placeholders must be numbered {{1}}, {{2}}, … without gaps', (v) => v == null || placeholdersAreNumbered(v)),
  type: text(64).oneOf([...TEMPLATE_TYPES], `Type must be one of ${TEMPLATE_TYPES.join(', ')}`).default('general'),
  isActive: boolWithDefault(true),
});
export type WhatsappTemplateInputData = yup.InferType<typeof whatsappTemplateSchema>;

/** Message statuses as the Cloud API reports them, in the order they move (failed ends a message). */
export const MESSAGE_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed'] as const;

export const logFilterSchema = yup.object({
  status: yup.string().oneOf([...MESSAGE_STATUSES], `Status must be one of ${MESSAGE_STATUSES.join(', ')}`).nullable(),
});

