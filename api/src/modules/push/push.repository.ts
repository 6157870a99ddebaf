import type { DataSource } from 'typeorm';
import type { PushPreferencesData, PushSubscriptionData } from '../../../../validation/push';

export interface PushDeviceRow {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  deviceName: string;
  createdAt: Date;
  lastSentAt: Date | null;
}

const COLUMNS = `id, user_id AS "userId", endpoint, p256dh, auth, device_name AS "deviceName", created_at AS "createdAt", last_sent_at AS "lastSentAt"`;

/** The only code that reads and writes push_subscriptions and the push columns of notification_preferences. */
export class PushRepository {
  constructor(private readonly ds: DataSource) {}

  devices(userId: number): Promise<PushDeviceRow[]> {
    return this.ds.query(`SELECT ${COLUMNS} FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  }

  /**
   * One row per endpoint: subscribing again (keys renewed) updates it, and a browser that another account signs in on
   * moves to that account (the endpoint belongs to the browser, which now delivers to whoever is signed in there).
   */
  async save(userId: number, s: PushSubscriptionData): Promise<PushDeviceRow> {
    const rows = await this.ds.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, device_name) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT push_subscriptions_endpoint_key
       DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, device_name = EXCLUDED.device_name
       RETURNING ${COLUMNS}`,
      [userId, s.endpoint, s.p256dh, s.auth, s.deviceName],
    );
    return rows[0];
  }

  /** Removes one of the member's own devices; false when it is not theirs (or gone). */
  async remove(userId: number, id: number): Promise<boolean> {
    // TypeORM answers a DELETE as [rows, affected count].
    const [, affected] = await this.ds.query(`DELETE FROM push_subscriptions WHERE id = $1 AND user_id = $2`, [id, userId]);
    return affected > 0;
  }

  /** The push service said the endpoint is gone (404/410). */
  async forget(endpoint: string): Promise<void> {
    await this.ds.query(`DELETE FROM push_subscriptions WHERE endpoint = $1`, [endpoint]);
  }

  async sentTo(id: number): Promise<void> {
    await this.ds.query(`UPDATE push_subscriptions SET last_sent_at = now() WHERE id = $1`, [id]);
  }

  async preferences(userId: number): Promise<PushPreferencesData> {
    const rows = await this.ds.query(
      `SELECT push_event_reminders, push_rsvp_needed, push_waitlist, push_booking_steps, push_announcements FROM notification_preferences WHERE user_id = $1`,
      [userId],
    );
    const p = rows[0];
    if (!p) return { eventReminders: true, rsvpNeeded: true, waitlistPlace: true, bookingSteps: true, announcements: true };
    return {
      eventReminders: p.push_event_reminders,
      rsvpNeeded: p.push_rsvp_needed,
      waitlistPlace: p.push_waitlist,
      bookingSteps: p.push_booking_steps,
      announcements: p.push_announcements,
    };
  }

  async savePreferences(userId: number, p: PushPreferencesData): Promise<void> {
    await this.ds.query(
      `INSERT INTO notification_preferences (user_id, push_event_reminders, push_rsvp_needed, push_waitlist, push_booking_steps, push_announcements)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id) DO UPDATE SET push_event_reminders = EXCLUDED.push_event_reminders, push_rsvp_needed = EXCLUDED.push_rsvp_needed,
         push_waitlist = EXCLUDED.push_waitlist, push_booking_steps = EXCLUDED.push_booking_steps,
         push_announcements = EXCLUDED.push_announcements, updated_at = now()`,
      [userId, p.eventReminders, p.rsvpNeeded, p.waitlistPlace, p.bookingSteps, p.announcements],
    );
  }
}
