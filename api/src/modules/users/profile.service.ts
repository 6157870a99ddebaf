import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../core/auth/viewer';
import { guardDb, notFound } from '../../core/errors';
import { validate } from '../../core/validation';
import { DEFAULT_REMINDER_HOURS, profileSchema } from '../../../../validation/profile';
import { UserEntity } from './user.entity';
import { toOwnUserDto, type UserDto } from './user.mapper';

export interface NotificationPreferencesDto {
  emailNotifications: boolean;
  whatsappEventReminders: boolean;
  whatsappAnnouncements: boolean;
  reminderTimingHours: number;
}

export interface MyProfileDto {
  user: UserDto;
  whatsappOptInAt: Date | null;
  preferences: NotificationPreferencesDto;
  /** 'en' | 'de', or null: follow the browser. */
  language: string | null;
}

/** Spec §3 defaults, for members who never saved preferences (no row yet). */
export const DEFAULT_PREFERENCES: NotificationPreferencesDto = {
  emailNotifications: true,
  whatsappEventReminders: false,
  whatsappAnnouncements: false,
  reminderTimingHours: DEFAULT_REMINDER_HOURS,
};

/** A member's own profile, WhatsApp consent and notification preferences. */
export class ProfileService {
  constructor(private readonly ds: DataSource) {}

  async get(viewer: Viewer | null): Promise<MyProfileDto> {
    const v = requireViewer(viewer);
    const user = await this.ds.getRepository(UserEntity).findOneBy({ id: v.id });
    if (!user) throw notFound('User not found');
    const rows = await this.ds.query(
      `SELECT email_notifications, whatsapp_event_reminders, whatsapp_announcements, reminder_timing_hours
         FROM notification_preferences WHERE user_id = $1`,
      [v.id],
    );
    const p = rows[0];
    return {
      user: toOwnUserDto(user),
      whatsappOptInAt: user.whatsappOptInAt,
      preferences: p
        ? {
            emailNotifications: p.email_notifications,
            whatsappEventReminders: p.whatsapp_event_reminders,
            whatsappAnnouncements: p.whatsapp_announcements,
            reminderTimingHours: p.reminder_timing_hours,
          }
        : { ...DEFAULT_PREFERENCES },
      language: user.language,
    };
  }

  /**
   * Saves the profile (and preferences when given) in one transaction. Consent is recorded with
   * its time; changing the WhatsApp number asks for it again (the time moves to now), and
   * withdrawing it clears it. Email and username are not edited here.
   */
  async update(viewer: Viewer | null, input: unknown): Promise<MyProfileDto> {
    const v = requireViewer(viewer);
    const data = await validate(profileSchema, input);
    await guardDb(() =>
      this.ds.transaction(async (m) => {
        await m.query(
          `UPDATE users SET full_name = $2, phone = $3, whatsapp_phone = $4::varchar, bio = $5,
             whatsapp_opt_in_at = CASE
               WHEN NOT $6::boolean THEN NULL
               WHEN whatsapp_opt_in_at IS NOT NULL AND whatsapp_phone IS NOT DISTINCT FROM $4::varchar THEN whatsapp_opt_in_at
               ELSE now() END
           WHERE id = $1`,
          [v.id, data.fullName, data.phone, data.whatsappPhone, data.bio, data.whatsappOptIn],
        );
        if (data.language !== undefined) await m.query(`UPDATE users SET language = $2 WHERE id = $1`, [v.id, data.language]);
        const p = data.preferences;
        if (p) {
          await m.query(
            `INSERT INTO notification_preferences (user_id, email_notifications, whatsapp_event_reminders, whatsapp_announcements, reminder_timing_hours)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (user_id) DO UPDATE SET email_notifications = EXCLUDED.email_notifications,
               whatsapp_event_reminders = EXCLUDED.whatsapp_event_reminders, whatsapp_announcements = EXCLUDED.whatsapp_announcements,
               reminder_timing_hours = EXCLUDED.reminder_timing_hours, updated_at = now()`,
            [v.id, p.emailNotifications, p.whatsappEventReminders, p.whatsappAnnouncements, p.reminderTimingHours],
          );
        }
      }),
    );
    return this.get(viewer);
  }
}
