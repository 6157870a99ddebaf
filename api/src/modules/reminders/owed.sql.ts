/**
 * What members owe, in SQL (rules/reminders.ts, for reads over many items at once: the notification sweep, the admins'
 * overdue list, the weekly digest). `today` is an SQL date expression, Node's office day passed as a parameter
 * (rules/today.ts), so a test that moves the clock moves these too. rule-twins.test.ts feeds these and the rules the
 * same cases.
 */

/** The office day of a timestamptz (the zone the server stored at start: office_settings.time_zone). */
const officeDay = (ts: string) => `(${ts} AT TIME ZONE (SELECT time_zone FROM office_settings))::date`;

/**
 * Every item owed now, one row each: what ('deposit' | 'payment' | 'dues'), subject_id (the booking, or the dues
 * invoice), member_id, since (the office day it was asked for), amount (numeric), room_name (bookings), plan_name,
 * period_start and period_end (dues). A carried-over deposit (an extension's) is never owed; a voided invoice bills
 * nothing. Both halves read the partial indexes room_bookings_owed_idx and invoices_dues_unpaid_idx.
 */
export const OWED_SQL = `
  SELECT s.what, b.id AS subject_id, b.member_id, ${officeDay('s.at')} AS since, s.amount, r.name AS room_name,
         NULL::text AS plan_name, NULL::date AS period_start, NULL::date AS period_end
    FROM room_bookings b
    JOIN invoices i ON i.booking_id = b.id AND i.voided_at IS NULL
    JOIN meeting_rooms r ON r.id = b.room_id
    CROSS JOIN LATERAL (VALUES
      ('deposit', b.deposit_requested_at, i.deposit_amount, b.deposit_received_at IS NULL AND NOT b.deposit_carried_over),
      ('payment', b.full_payment_requested_at, i.monthly_amount, b.full_payment_received_at IS NULL)) AS s(what, at, amount, open)
   WHERE b.status = 'accepted'
     AND ((b.deposit_requested_at IS NOT NULL AND b.deposit_received_at IS NULL AND NOT b.deposit_carried_over)
       OR (b.full_payment_requested_at IS NOT NULL AND b.full_payment_received_at IS NULL))
     AND s.at IS NOT NULL AND s.open
  UNION ALL
  SELECT 'dues', i.id, i.member_id, ${officeDay('i.created_at')}, i.total_amount, NULL, p.name, i.period_start, i.period_end
    FROM invoices i JOIN membership_plans p ON p.id = i.plan_id
   WHERE i.kind = 'dues' AND NOT i.paid_in_full AND i.voided_at IS NULL AND i.member_id IS NOT NULL`;

/** The office's reminder days (int[]; the one row of office_settings, its default when the row is missing). */
export const REMINDER_DAYS_SQL = `coalesce((SELECT reminder_days FROM office_settings), '{3,7,14}'::int[])`;

/** rules/reminders.ts#reminderStepDue: the latest reminder (1-based) whose day has come for an item asked on `since`, or NULL. */
export const reminderStepSql = (since: string, today: string, days: string) =>
  `(SELECT max(d.n)::int FROM unnest(${days}) WITH ORDINALITY AS d(day, n) WHERE d.day <= ${today} - ${since})`;

/** rules/reminders.ts#isOverdue: the last reminder's day has come. */
export const overdueSql = (since: string, today: string, days: string) => `(${today} - ${since} >= (${days})[cardinality(${days})])`;

/** rules/reminders.ts#digestWeek: the ISO week of `day` as yyyyww. */
export const digestWeekSql = (day: string) => `to_char(${day}, 'IYYYIW')::int`;
