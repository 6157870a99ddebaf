import * as yup from 'yup';
import { boolWithDefault, integer, MAX_TEXT, strictObject, text } from './common';
import { PHONE_FORMAT_MESSAGE, PHONE_RE } from './whatsapp';
import { LANGUAGES, type Language } from './languages';

export const DEFAULT_REMINDER_HOURS = 24;
export const MAX_REMINDER_HOURS = 168;

/** Notification preferences (spec §3; default reminder timing 24 hours, §9). */
export const notificationPreferencesSchema = strictObject({
  emailNotifications: boolWithDefault(true),
  whatsappEventReminders: boolWithDefault(false),
  whatsappAnnouncements: boolWithDefault(false),
  reminderTimingHours: integer('Reminder timing must be a whole number of hours')
    .min(1, 'Reminder timing must be at least 1 hour')
    .max(MAX_REMINDER_HOURS, `Reminder timing must be at most ${MAX_REMINDER_HOURS} hours`)
    .nonNullable('Reminder timing must be a whole number of hours')
    .default(DEFAULT_REMINDER_HOURS),
});
export { LANGUAGES, type Language };
export const LANGUAGE_MESSAGE = "Language must be 'en', 'de' or null";

export type NotificationPreferencesData = yup.InferType<typeof notificationPreferencesSchema>;

const optionalText = (max: number, message: string) =>
  text(max, message)
    .nullable()
    .transform((v: unknown) => (v === '' ? null : v))
    .default(null);

/**
 * The member's own profile (Edit Profile → Save Changes; PUT /api/profile). WhatsApp messages need
 * an explicit opt-in, which needs a WhatsApp number; the server records when consent was given.
 */
export const profileSchema = strictObject({
  fullName: text(MAX_TEXT, 'Full name is too long').min(2, 'Full name is required').required('Full name is required'),
  phone: optionalText(32, 'Phone must be at most 32 characters'),
  whatsappPhone: optionalText(32, PHONE_FORMAT_MESSAGE).matches(PHONE_RE, { message: PHONE_FORMAT_MESSAGE, excludeEmptyString: true }),
  whatsappOptIn: boolWithDefault(false),
  bio: optionalText(2000, 'Bio must be at most 2000 characters'),
  preferences: notificationPreferencesSchema.optional().default(undefined),
  // Left out (undefined), the stored language stays: the profile form and the language switcher save separately.
  language: yup
    .mixed<Language>()
    .nullable()
    .oneOf([...LANGUAGES, null], LANGUAGE_MESSAGE)
    .optional()
    .default(undefined),
}).test('opt-in-needs-number', 'Enter your WhatsApp number to receive WhatsApp messages', function (value) {
  if (value?.whatsappOptIn && !value.whatsappPhone) {
    return this.createError({ path: 'whatsappPhone', message: 'Enter your WhatsApp number to receive WhatsApp messages' });
  }
  return true;
});
export type ProfileData = yup.InferType<typeof profileSchema>;
