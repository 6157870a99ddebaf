import type { DataSource, EntityManager } from 'typeorm';
import type { OwedWhat } from '../../../../rules/reminders';
import { endingSoonSql } from '../bookings/ending.sql';
import { OWED_SQL, REMINDER_DAYS_SQL, overdueSql } from './owed.sql';

/** One owed item as the overdue list and the reminders read it. */
export interface OwedRow {
  what: OwedWhat;
  /** The booking (deposit, payment) or the dues invoice. */
  subjectId: number;
  memberId: number;
  memberName: string;
  /** The office day it was asked for, yyyy-MM-dd. */
  since: string;
  /** Money string. */
  amount: string;
  roomName: string | null;
  planName: string | null;
  periodStart: string | null;
  periodEnd: string | null;
}

const OWED_COLUMNS = `o.what, o.subject_id AS "subjectId", o.member_id AS "memberId", u.full_name AS "memberName", o.since::text AS since,
  o.amount::text AS amount, o.room_name AS "roomName", o.plan_name AS "planName", o.period_start::text AS "periodStart", o.period_end::text AS "periodEnd"`;

/** The only code that reads what is owed for reminders, and the office's reminder days. */
export class RemindersRepository {
  constructor(private readonly ds: DataSource) {}

  async reminderDays(m?: EntityManager): Promise<number[]> {
    const [row] = await (m ?? this.ds.manager).query(`SELECT ${REMINDER_DAYS_SQL} AS days`);
    return row.days;
  }

  /** The CHECK office_settings_reminder_days refuses days the rule would refuse. */
  async saveReminderDays(days: number[], m: EntityManager): Promise<void> {
    await m.query(`UPDATE office_settings SET reminder_days = $1::int[]`, [days]);
  }

  /** Every overdue item on `today` of members whose accounts exist, oldest request first. */
  async overdue(today: string): Promise<OwedRow[]> {
    return this.ds.query(
      `SELECT ${OWED_COLUMNS} FROM (${OWED_SQL}) o JOIN users u ON u.id = o.member_id AND u.deleted_at IS NULL
        WHERE ${overdueSql('o.since', '$1::date', REMINDER_DAYS_SQL)}
        ORDER BY o.since, lower(u.full_name), o.what, o.subject_id`,
      [today],
    );
  }

  /** One item of the member's, if it is still owed (a reminder is said only while true). */
  async owed(what: OwedWhat, subjectId: number, memberId: number): Promise<OwedRow | null> {
    const [row] = await this.ds.query(
      `SELECT ${OWED_COLUMNS} FROM (${OWED_SQL}) o JOIN users u ON u.id = o.member_id
        WHERE o.what = $1 AND o.subject_id = $2 AND o.member_id = $3`,
      [what, subjectId, memberId],
    );
    return row ?? null;
  }

  /** Accepted bookings ending within 30 days of `today` and not extended (the admins' "Ending soon"), soonest first. */
  async endingSoon(today: string): Promise<{ memberName: string; roomName: string; lastDay: string }[]> {
    return this.ds.query(
      `SELECT u.full_name AS "memberName", r.name AS "roomName", (upper(b.period) - 1)::text AS "lastDay"
         FROM room_bookings b JOIN users u ON u.id = b.member_id JOIN meeting_rooms r ON r.id = b.room_id
        WHERE ${endingSoonSql('b', '$1::date')}
        ORDER BY upper(b.period), lower(u.full_name), b.id`,
      [today],
    );
  }

  /** What each member's unpaid, non-voided dues invoices add up to (Money strings), by member. */
  async unpaidDues(): Promise<Map<number, string>> {
    const rows: { memberId: number; owed: string }[] = await this.ds.query(
      `SELECT member_id AS "memberId", sum(total_amount)::text AS owed FROM invoices
        WHERE kind = 'dues' AND NOT paid_in_full AND voided_at IS NULL AND member_id IS NOT NULL GROUP BY member_id`,
    );
    return new Map(rows.map((r) => [r.memberId, r.owed]));
  }

  /** Whether the user is an admin whose account exists (the digest goes to admins only, checked again at send time). */
  async isAdmin(userId: number): Promise<boolean> {
    const [row] = await this.ds.query(`SELECT 1 FROM users WHERE id = $1 AND is_admin AND deleted_at IS NULL`, [userId]);
    return !!row;
  }
}
