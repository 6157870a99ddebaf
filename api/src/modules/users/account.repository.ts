import type { DataSource, EntityManager } from 'typeorm';

/** A member's own data, read for the JSON export and removed or anonymised when they delete their account. */
export class AccountRepository {
  constructor(private readonly ds: DataSource) {}

  /** Everything the office holds about the member, in one statement (JSON built by PostgreSQL). */
  async export(userId: number): Promise<Record<string, unknown>> {
    const [row] = await this.ds.query(
      `SELECT json_build_object(
         'account', (SELECT json_build_object('id', u.id, 'username', u.username, 'email', u.email, 'fullName', u.full_name, 'role', u.role,
             'phone', u.phone, 'whatsappPhone', u.whatsapp_phone, 'whatsappOptInAt', u.whatsapp_opt_in_at, 'bio', u.bio,
             'membershipNumber', u.membership_number, 'joinedAt', u.joined_at, 'isAdmin', u.is_admin, 'isParent', u.is_parent)
           FROM users u WHERE u.id = $1),
         'notificationPreferences', (SELECT json_build_object('emailNotifications', p.email_notifications,
             'whatsappEventReminders', p.whatsapp_event_reminders, 'whatsappAnnouncements', p.whatsapp_announcements,
             'reminderTimingHours', p.reminder_timing_hours, 'updatedAt', p.updated_at)
           FROM notification_preferences p WHERE p.user_id = $1),
         'bookings', coalesce((SELECT json_agg(json_build_object('id', b.id, 'room', r.name, 'startDate', b.start_date, 'endDate', upper(b.period),
             'durationMonths', b.duration_months, 'purpose', b.purpose, 'status', b.status, 'rejectionReason', b.rejection_reason,
             'reviewedAt', b.reviewed_at, 'depositRequestedAt', b.deposit_requested_at, 'depositReceivedAt', b.deposit_received_at,
             'paymentRequestedAt', b.full_payment_requested_at, 'paymentReceivedAt', b.full_payment_received_at, 'requestedAt', b.created_at,
             'invoice', (SELECT json_build_object('number', i.invoice_number, 'monthlyAmount', i.monthly_amount::text,
                 'deposit', i.deposit_amount::text, 'total', i.total_amount::text, 'depositPaid', i.deposit_paid,
                 'depositPaidDate', i.deposit_paid_date, 'paidInFull', i.paid_in_full, 'paidInFullDate', i.paid_in_full_date, 'issuedAt', i.created_at)
               FROM invoices i WHERE i.booking_id = b.id)) ORDER BY b.id)
           FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id WHERE b.member_id = $1), '[]'::json),
         'rsvps', coalesce((SELECT json_agg(json_build_object('eventId', e.id, 'event', e.title, 'date', e.date, 'status', v.status,
             'respondedAt', v.responded_at, 'notes', v.notes) ORDER BY e.date, e.id)
           FROM event_rsvps v JOIN events e ON e.id = v.event_id WHERE v.member_id = $1), '[]'::json),
         'waitlist', coalesce((SELECT json_agg(json_build_object('eventId', e.id, 'event', e.title, 'joinedAt', w.joined_at, 'promotedAt', w.promoted_at) ORDER BY w.id)
           FROM event_waitlist w JOIN events e ON e.id = w.event_id WHERE w.member_id = $1), '[]'::json),
         'children', coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'dateOfBirth', c.date_of_birth, 'ageGroup', c.age_group,
             'teams', coalesce((SELECT json_agg(t.name ORDER BY t.name) FROM team_members tm JOIN teams t ON t.id = tm.team_id WHERE tm.child_id = c.id), '[]'::json),
             'availability', coalesce((SELECT json_agg(json_build_object('eventId', e.id, 'event', e.title, 'date', e.date, 'isAvailable', a.is_available,
                 'respondedAt', a.responded_at) ORDER BY e.date) FROM availabilities a JOIN events e ON e.id = a.event_id WHERE a.child_id = c.id), '[]'::json))
             ORDER BY c.id)
           FROM children c WHERE c.parent_id = $1), '[]'::json),
         'calendarFeeds', coalesce((SELECT json_agg(json_build_object('roomId', f.room_id, 'createdAt', f.created_at) ORDER BY f.id)
           FROM calendar_feeds f WHERE f.owner_id = $1), '[]'::json),
         'sessions', coalesce((SELECT json_agg(json_build_object('createdAt', s.created_at, 'expiresAt', s.expires_at, 'revokedAt', s.revoked_at) ORDER BY s.created_at)
           FROM sessions s WHERE s.user_id = $1), '[]'::json),
         'announcementsWritten', coalesce((SELECT json_agg(json_build_object('id', a.id, 'title', a.title, 'createdAt', a.created_at) ORDER BY a.id)
           FROM announcements a WHERE a.author_id = $1), '[]'::json),
         'messages', coalesce((SELECT json_agg(json_build_object('channel', 'whatsapp', 'to', n.recipient_phone, 'content', n.content,
             'status', n.status, 'createdAt', n.created_at) ORDER BY n.id)
           FROM whatsapp_notifications n WHERE n.recipient_id = $1), '[]'::json)
       ) AS data`,
      [userId],
    );
    return row.data;
  }

  /** Admin ids, locked, as for demotions: the last admin cannot delete their own account either. */
  async lockAdminIds(m: EntityManager): Promise<number[]> {
    const rows: { id: number }[] = await m.query(`SELECT id FROM users WHERE is_admin AND deleted_at IS NULL ORDER BY id FOR UPDATE`);
    return rows.map((r) => r.id);
  }

  /**
   * Removes what is only the member's and anonymises the account row that bookings and invoices
   * (and past RSVPs, authored announcements, reviews) point to. Returns what was removed.
   */
  async anonymise(userId: number, unusableHash: string, today: string, m: EntityManager) {
    // Answers to events from today on go (places free up; the waitlist trigger promotes the next member); past ones stay.
    const [, rsvps] = await m.query(
      `DELETE FROM event_rsvps v USING events e WHERE v.event_id = e.id AND v.member_id = $1 AND e.date >= $2::date`,
      [userId, today],
    );
    const [, waitlist] = await m.query(`DELETE FROM event_waitlist WHERE member_id = $1 AND promoted_at IS NULL`, [userId]);
    const [, children] = await m.query(`DELETE FROM children WHERE parent_id = $1`, [userId]);
    const [, feeds] = await m.query(`DELETE FROM calendar_feeds WHERE owner_id = $1`, [userId]);
    await m.query(`DELETE FROM notification_preferences WHERE user_id = $1`, [userId]);
    await m.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
    // Passkeys sign in without the password: they go with it (the handle too, so no authenticator still names the row).
    await m.query(`DELETE FROM passkeys WHERE user_id = $1`, [userId]);
    await m.query(`DELETE FROM passkey_challenges WHERE user_id = $1`, [userId]);
    // Its browsers' push subscriptions (issue 37): nothing more is pushed to a deleted account.
    await m.query(`DELETE FROM push_subscriptions WHERE user_id = $1`, [userId]);
    await m.query(
      `UPDATE users SET username = 'deleted-' || id, email = 'deleted-' || id || '@deleted.invalid', full_name = 'Deleted member',
         role = NULL, phone = NULL, whatsapp_phone = NULL, whatsapp_opt_in_at = NULL, bio = NULL, membership_number = NULL,
         reset_token = NULL, reset_token_expiry = NULL, passkey_user_handle = NULL, password_hash = $2, is_admin = false, is_parent = false, deleted_at = now()
       WHERE id = $1`,
      [userId, unusableHash],
    );
    return { futureRsvps: rsvps as number, waitlist: waitlist as number, children: children as number, calendarFeeds: feeds as number };
  }
}
