import type { DataSource } from 'typeorm';
import type { PushPreferencesData } from '../../../../validation/push';
import type { ChannelName, DeliveryKey, NotificationKind } from './compose';
import { concernsSql } from '../events/concerns.sql';
import { daysLeftSql, endingSoonSql, extendedSql } from '../bookings/ending.sql';
import { ENDING_NOTICES } from '../../../../rules/bookings';
import { OWED_SQL, REMINDER_DAYS_SQL, digestWeekSql, reminderStepSql } from '../reminders/owed.sql';

/** The office's day of the sweep's wall-clock time ($1 of due()). */
const TODAY = '$1::timestamp::date';

/** rules/bookings.ts#endingNoticeDue in SQL: the notice whose window holds a booking's days left (the nearest wins). */
const ENDING_NOTICE = `CASE ${ENDING_NOTICES.slice()
  .sort((a, b) => a.days - b.days)
  .map((n) => `WHEN ${daysLeftSql('b', TODAY)} <= ${n.days} THEN '${n.kind}'`)
  .join(' ')} END`;

/** A rate-limited delivery left `retrying` longer than this is picked up again by the sweep. */
const STALE_RETRY = `interval '10 minutes'`;

export interface Recipient {
  id: number;
  fullName: string;
  email: string;
  whatsappPhone: string | null;
  whatsappOk: boolean;
  emailOn: boolean;
  waReminders: boolean;
  waAnnouncements: boolean;
  /** Whether the member has a browser subscribed to push. */
  pushOk: boolean;
  /** The member's push choice per kind. */
  push: PushPreferencesData;
  /** The language they chose ('en' | 'de'), null for none (the office's DEFAULT_LANGUAGE then). */
  language: string | null;
}

/**
 * Everyone's effective preferences (spec §3 defaults for members without a row). WhatsApp needs
 * explicit consent with a number: no message goes to anyone who has not opted in.
 */
const PREFS = `
  SELECT u.id AS user_id, u.full_name, u.email, u.whatsapp_phone, u.is_admin, u.is_parent, u.language,
         (u.whatsapp_opt_in_at IS NOT NULL AND u.whatsapp_phone IS NOT NULL) AS wa_ok,
         COALESCE(p.email_notifications, true) AS email_on,
         COALESCE(p.whatsapp_event_reminders, false) AS wa_reminders,
         COALESCE(p.whatsapp_announcements, false) AS wa_news,
         COALESCE(p.reminder_timing_hours, 24) AS hours,
         EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = u.id) AS push_ok,
         COALESCE(p.push_event_reminders, true) AS pu_reminders, COALESCE(p.push_rsvp_needed, true) AS pu_rsvp,
         COALESCE(p.push_waitlist, true) AS pu_waitlist, COALESCE(p.push_booking_steps, true) AS pu_booking,
         COALESCE(p.push_announcements, true) AS pu_news
    FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id`;

/** The only code that reads and writes notification_deliveries. */
export class NotificationsRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Every send that is due at `now` (the server's local wall-clock time, like event dates) and has
   * no delivery row yet: reminders to members attending or maybe, nudges to members who have not
   * answered, both once the event is within their reminder timing and not yet started; and
   * broadcasts of announcements marked "send by WhatsApp" in the last day.
   *
   * At most `limit` of them, as they come (no order over all that are due), then recipient by recipient: ordering
   * every due send to keep the first `limit` made each sweep build and sort them all - with 10,000 members and the
   * day's announcements (the benchmark's large volume: 1,000 of them) ten million candidates, ~10 s of one CPU of
   * PostgreSQL every minute, whatever the backlog. Taking the first `limit` that have no delivery row lets PostgreSQL
   * stop there (~0.5 s on that volume). Sends not in this batch are in a later one: each delivered send gets its row.
   */
  async due(nowLocal: string, whatsappActive: boolean, limit = 1000, pushActive = false): Promise<DeliveryKey[]> {
    const rows = await this.ds.query(
      `WITH prefs AS (${PREFS}),
       upcoming AS (
         -- Hours from now to the start, once per event (not an interval built per member and event).
         SELECT e.id, extract(epoch FROM (e.date + e.start_time) - $1::timestamp)::float8 / 3600 AS hours_left,
                e.team_id, e.teams_involved, e.relevance_type, e.age_group_relevance FROM events e
          WHERE e.status = 'confirmed' AND (e.date + e.start_time) > $1::timestamp
            AND e.date <= ($1::timestamp + interval '8 days')::date
       ),
       candidates AS (
         -- Each once the event is within the member's reminder timing: reminders from the answers (few), nudges from
         -- the members without one (each found as needed, not all of them first).
         SELECT pr.user_id, 'event_reminder' AS kind, e.id AS subject_id, pr.wa_ok AND pr.wa_reminders AS wa, pr.email_on AS em, pr.push_ok AND pr.pu_reminders AS pu
           FROM upcoming e
           JOIN event_rsvps r ON r.event_id = e.id AND r.status IN ('attending', 'maybe')
           JOIN prefs pr ON pr.user_id = r.member_id
          WHERE e.hours_left <= pr.hours
            -- An answer to a team event that no longer concerns them (rules/events.ts#concerns) is not reminded; admins see every event.
            AND (pr.is_admin OR ${concernsSql('e', 'pr.user_id', 'pr.is_parent')})
         UNION ALL
         -- The answer looked up per pair (a lateral probe of event_rsvps_event_member_key) rather than NOT EXISTS: for that
         -- PostgreSQL hashed every pair first (events of the next day x members: 140,000 on the large volume, ~0.4 s of
         -- one CPU each sweep) and anti-joined all the answers, so the LIMIT below could not stop it early (now ~20 ms).
         SELECT pr.user_id, 'rsvp_needed', e.id, pr.wa_ok AND pr.wa_reminders, pr.email_on, pr.push_ok AND pr.pu_rsvp
           FROM upcoming e
           JOIN prefs pr ON e.hours_left <= pr.hours
           LEFT JOIN LATERAL (SELECT 1 AS answered FROM event_rsvps r WHERE r.event_id = e.id AND r.member_id = pr.user_id LIMIT 1) r ON true
          WHERE r.answered IS NULL
            -- Team events nudge the parents they concern, not the whole office (rules/events.ts#concerns).
            AND ${concernsSql('e', 'pr.user_id', 'pr.is_parent')}
         UNION ALL
         -- Broadcasts go out by WhatsApp and email when the admin asked; every announcement reaches the inbox.
         SELECT pr.user_id, 'announcement', a.id, a.send_whatsapp AND pr.wa_ok AND pr.wa_news, a.send_whatsapp AND pr.email_on, a.send_whatsapp AND pr.push_ok AND pr.pu_news
           FROM announcements a CROSS JOIN prefs pr
          WHERE a.created_at > now() - interval '1 day' AND a.author_id IS DISTINCT FROM pr.user_id
         UNION ALL
         SELECT pr.user_id, 'waitlist_promoted', w.id, pr.wa_ok AND pr.wa_reminders, pr.email_on, pr.push_ok AND pr.pu_waitlist
           FROM event_waitlist w
           JOIN prefs pr ON pr.user_id = w.member_id
           JOIN events e ON e.id = w.event_id
          WHERE w.promoted_at > now() - interval '1 day' AND e.status = 'confirmed' AND (e.date + e.start_time) > $1::timestamp
         UNION ALL
         -- The member's own booking steps: reviews to the inbox; requests for money also by email and WhatsApp (their link).
         SELECT b.member_id, s.kind, b.id, s.money AND pr.wa_ok AND pr.wa_reminders, s.money AND pr.email_on, pr.push_ok AND pr.pu_booking
           FROM room_bookings b
           JOIN prefs pr ON pr.user_id = b.member_id
           CROSS JOIN LATERAL (VALUES ('booking_accepted', b.status = 'accepted', b.reviewed_at, false),
                                      ('booking_rejected', b.status = 'rejected', b.reviewed_at, false),
                                      -- A carried-over deposit (an extension's) asks the member for nothing.
                                      ('deposit_requested', NOT b.deposit_carried_over, b.deposit_requested_at, true),
                                      ('payment_requested', true, b.full_payment_requested_at, true)) AS s(kind, holds, at, money)
          WHERE s.holds AND s.at > now() - interval '1 day'
         UNION ALL
         -- Accepted bookings ending soon (issue 36): 30 and 7 days before the last day, each once, by the office's day of
         -- $1; the last of a chain only (an extended booking is not ending). Inbox, email and WhatsApp as the money steps.
         SELECT b.member_id, ${ENDING_NOTICE}, b.id, pr.wa_ok AND pr.wa_reminders, pr.email_on, pr.push_ok AND pr.pu_booking
           FROM room_bookings b
           JOIN prefs pr ON pr.user_id = b.member_id
          WHERE ${endingSoonSql('b', TODAY)}
         UNION ALL
         -- What members owe (issue 36): the latest reminder whose day has come (rules/reminders.ts), each once. Inbox, email
         -- and WhatsApp as the money steps.
         SELECT o.member_id, o.what || '_reminder_' || o.step, o.subject_id, pr.wa_ok AND pr.wa_reminders, pr.email_on, false
           FROM (SELECT ow.*, ${reminderStepSql('ow.since', TODAY, REMINDER_DAYS_SQL)} AS step FROM (${OWED_SQL}) ow) o
           JOIN prefs pr ON pr.user_id = o.member_id
          WHERE o.step IS NOT NULL
         UNION ALL
         -- The admins' weekly digest, once per ISO week (its subject), by email only: the first sweep of the week sends it.
         SELECT pr.user_id, 'weekly_digest', ${digestWeekSql(TODAY)}, false, pr.email_on, false
           FROM prefs pr WHERE pr.is_admin
         UNION ALL
         -- Receipts of money paid online and refunded: inbox and email (records, so whatever the email choice).
         SELECT p.member_id, 'payment_receipt', p.id, false, true, false
           FROM payments p WHERE p.status = 'succeeded' AND p.received_at > now() - interval '1 day' AND p.member_id IS NOT NULL
         UNION ALL
         SELECT p.member_id, 'refund_receipt', f.id, false, true, false
           FROM refunds f JOIN payments p ON p.id = f.payment_id
          WHERE f.status = 'succeeded' AND f.updated_at > now() - interval '1 day' AND p.member_id IS NOT NULL
       )
       SELECT * FROM (
         SELECT c.user_id, c.kind, c.subject_id, ch.channel
           FROM candidates c
           CROSS JOIN LATERAL (VALUES ('whatsapp', c.wa AND $2::boolean), ('email', c.em), ('inbox', c.kind <> 'weekly_digest'), ('push', c.pu AND $4::boolean)) AS ch(channel, wanted)
          WHERE ch.wanted
            AND NOT EXISTS (
              SELECT 1 FROM notification_deliveries d
               WHERE d.recipient_id = c.user_id AND d.channel = ch.channel AND d.kind = c.kind AND d.subject_id = c.subject_id
                 AND (d.status <> 'retrying' OR d.updated_at > now() - ${STALE_RETRY}))
          LIMIT $3
       ) batch
       ORDER BY user_id, kind, subject_id`,
      [nowLocal, whatsappActive, limit, pushActive],
    );
    return rows.map((r: { user_id: number; kind: NotificationKind; subject_id: number; channel: ChannelName }) => ({
      recipientId: r.user_id,
      channel: r.channel,
      kind: r.kind,
      subjectId: r.subject_id,
    }));
  }

  /**
   * Takes the "already sent" row for a send: inserted when new, or taken back when a rate-limited
   * attempt left it `retrying`. Answers null when someone else has it (sent, failed, or sending
   * right now in another job or instance): the unique key makes that decision inside PostgreSQL.
   */
  async claim(k: DeliveryKey): Promise<{ id: number; attempts: number } | null> {
    const rows = await this.ds.query(
      `INSERT INTO notification_deliveries AS d (recipient_id, channel, kind, subject_id)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT ON CONSTRAINT notification_deliveries_once
       DO UPDATE SET status = 'sending', attempts = d.attempts + 1, updated_at = now() WHERE d.status = 'retrying'
       RETURNING id, attempts`,
      [k.recipientId, k.channel, k.kind, k.subjectId],
    );
    return rows[0] ?? null;
  }

  async finish(id: number, status: 'sent' | 'retrying' | 'failed', error: string | null = null): Promise<void> {
    await this.ds.query(`UPDATE notification_deliveries SET status = $2, error = $3, updated_at = now() WHERE id = $1`, [id, status, error]);
  }

  /** The send is no longer wanted (preference changed, RSVP changed): forget the claim. */
  async release(id: number): Promise<void> {
    await this.ds.query(`DELETE FROM notification_deliveries WHERE id = $1 AND status = 'sending'`, [id]);
  }

  async recipient(id: number): Promise<Recipient | null> {
    const rows = await this.ds.query(`SELECT * FROM (${PREFS}) pr WHERE pr.user_id = $1`, [id]);
    const r = rows[0];
    return r
      ? {
          id: r.user_id,
          fullName: r.full_name,
          email: r.email,
          whatsappPhone: r.whatsapp_phone,
          whatsappOk: r.wa_ok,
          emailOn: r.email_on,
          waReminders: r.wa_reminders,
          waAnnouncements: r.wa_news,
          pushOk: r.push_ok,
          push: { eventReminders: r.pu_reminders, rsvpNeeded: r.pu_rsvp, waitlistPlace: r.pu_waitlist, bookingSteps: r.pu_booking, announcements: r.pu_news },
          language: r.language,
        }
      : null;
  }

  async event(id: number, memberId: number) {
    const rows = await this.ds.query(
      `SELECT e.title, to_char(e.date, 'YYYY-MM-DD') AS date, to_char(e.start_time, 'HH24:MI') AS start_time,
              concat_ws(' ', e.location, '(' || e.location_detail || ')') AS location, e.status, r.status AS rsvp
         FROM events e LEFT JOIN event_rsvps r ON r.event_id = e.id AND r.member_id = $2
        WHERE e.id = $1`,
      [id, memberId],
    );
    const r = rows[0];
    return r ? { title: r.title, date: r.date, startTime: r.start_time, location: r.location || null, status: r.status as string, rsvp: r.rsvp as string | null } : null;
  }

  /** A promotion from an event's waiting list (its event_waitlist row), with the event and the member's answer now. */
  async promotion(waitlistId: number, memberId: number) {
    const rows = await this.ds.query(`SELECT event_id FROM event_waitlist WHERE id = $1 AND member_id = $2 AND promoted_at IS NOT NULL`, [
      waitlistId,
      memberId,
    ]);
    return rows[0] ? this.event(rows[0].event_id as number, memberId) : null;
  }

  /**
   * A booking of the member's, as its notifications need it, with the facts that say whether each still holds (a deposit
   * carried over to an extension was never asked of the member).
   */
  async booking(id: number, memberId: number) {
    const rows = await this.ds.query(
      `SELECT r.name AS room_name, to_char(b.start_date, 'YYYY-MM-DD') AS start_date, b.status, b.rejection_reason,
              b.deposit_requested_at IS NOT NULL AND NOT b.deposit_carried_over AS deposit_requested,
              b.full_payment_requested_at IS NOT NULL AS payment_requested
         FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id
        WHERE b.id = $1 AND b.member_id = $2`,
      [id, memberId],
    );
    const r = rows[0];
    return r
      ? {
          roomName: r.room_name as string,
          startDate: r.start_date as string,
          status: r.status as string,
          rejectionReason: r.rejection_reason as string | null,
          depositRequested: r.deposit_requested as boolean,
          paymentRequested: r.payment_requested as boolean,
        }
      : null;
  }

  /**
   * A booking of the member's announced as ending (issue 36), while that still holds on `today`: accepted, not extended,
   * not yet ended. Which notice (30 or 7 days) was decided when it was due.
   */
  async ending(id: number, memberId: number, today: string): Promise<{ roomName: string; lastDay: string } | null> {
    const rows = await this.ds.query(
      `SELECT r.name AS "roomName", to_char(upper(b.period) - 1, 'YYYY-MM-DD') AS "lastDay"
         FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id
        WHERE b.id = $1 AND b.member_id = $2 AND b.status = 'accepted' AND ${daysLeftSql('b', '$3::date')} >= 0 AND NOT ${extendedSql('b')}`,
      [id, memberId, today],
    );
    return rows[0] ?? null;
  }

  /** A payment (payment_receipt) or refund (refund_receipt) of the member's, as its receipt needs it; null unless it went through. */
  async receipt(kind: 'payment_receipt' | 'refund_receipt', id: number, memberId: number) {
    // A dues payment (issue 36) names its plan and period instead of a room.
    const subject = `coalesce(r.name, CASE WHEN p.purpose = 'dues' THEN 'Membership dues' END, 'a meeting room') AS room_name,
              dp.name AS plan_name, di.period_start::text AS period_start, di.period_end::text AS period_end`;
    const joins = `LEFT JOIN room_bookings b ON b.id = p.booking_id LEFT JOIN meeting_rooms r ON r.id = b.room_id
             LEFT JOIN invoices di ON di.id = p.invoice_id LEFT JOIN membership_plans dp ON dp.id = di.plan_id`;
    const rows = await this.ds.query(
      kind === 'payment_receipt'
        ? `SELECT ${subject}, p.amount_minor, p.currency, p.method,
                  coalesce(p.provider_payment_id, p.provider_session_id) AS reference, NULL AS reason
             FROM payments p ${joins}
            WHERE p.id = $1 AND p.member_id = $2 AND p.status = 'succeeded'`
        : `SELECT ${subject}, f.amount_minor, p.currency, p.method,
                  coalesce(f.provider_refund_id, 'refund #' || f.id) AS reference, f.reason
             FROM refunds f JOIN payments p ON p.id = f.payment_id ${joins}
            WHERE f.id = $1 AND p.member_id = $2 AND f.status = 'succeeded'`,
      [id, memberId],
    );
    const r = rows[0];
    return r
      ? {
          roomName: r.room_name as string,
          amountMinor: r.amount_minor as number,
          currency: r.currency as string,
          method: r.method as string | null,
          reference: r.reference as string,
          reason: (r.reason as string | null) ?? undefined,
          dues: r.plan_name ? { planName: r.plan_name as string, periodStart: r.period_start as string, periodEnd: r.period_end as string } : null,
        }
      : null;
  }

  /** Writes what an inbox item says (the inbox channel's "send"). */
  async fillInbox(k: { recipientId: number; kind: string; subjectId: number }, title: string, body: string): Promise<void> {
    await this.ds.query(
      `UPDATE notification_deliveries SET title = $4, body = $5
        WHERE recipient_id = $1 AND channel = 'inbox' AND kind = $2 AND subject_id = $3`,
      [k.recipientId, k.kind, k.subjectId, title, body],
    );
  }

  async announcement(id: number) {
    const rows = await this.ds.query(`SELECT title, content, send_whatsapp FROM announcements WHERE id = $1`, [id]);
    return rows[0] ? { title: rows[0].title as string, content: rows[0].content as string, sendWhatsapp: rows[0].send_whatsapp as boolean } : null;
  }
}
