import type { DataSource } from 'typeorm';
import type { EventTypeValue } from '../events/event.entity';

export interface InsightsRows {
  occupancy: { month: string; booked: number; available: number }[];
  pipeline: { stage: string; count: number }[];
  revenue: { month: string; invoiced: string; paid: string }[];
  dues: { month: string; invoiced: string; paid: string }[];
  rsvp: { eventType: EventTypeValue; events: number; attending: number; notAttending: number; maybe: number; noAnswer: number }[];
}

/*
 * The four aggregates as one statement: the same number of round trips however much data there is,
 * and one snapshot, so the figures agree with each other. $1 is the period's first day, $2 the
 * first day after it (both the first of a month), $3 the event types RSVP rates cover.
 */
const MONTHS = `
  SELECT m::date AS first, (m + interval '1 month')::date AS next
    FROM generate_series($1::date, $2::date - 1, interval '1 month') AS m`;

/** Per month and room, the days taken by accepted bookings (they never overlap within a room). */
const BOOKED = `
  SELECT mo.first, b.room_id,
         sum(upper(b.period * daterange(mo.first, mo.next)) - lower(b.period * daterange(mo.first, mo.next))) AS days
    FROM months mo
    JOIN room_bookings b ON b.status = 'accepted' AND b.period && daterange(mo.first, mo.next)
   GROUP BY mo.first, b.room_id`;

const OCCUPANCY = `
  SELECT to_char(mo.first, 'YYYY-MM') AS month,
         round(coalesce((SELECT sum(bk.days::numeric / (mo.next - mo.first)) FROM booked bk WHERE bk.first = mo.first), 0), 2)::float8 AS booked,
         (SELECT count(*) FROM meeting_rooms r
           WHERE (r.is_active AND r.created_at::date < mo.next)
              OR EXISTS (SELECT 1 FROM booked bk WHERE bk.first = mo.first AND bk.room_id = r.id))::int AS available
    FROM months mo`;

/** The stage a booking stands at: its status, then the furthest payment step done (rules/payment-steps.ts pipelineStage). */
const PIPELINE = `
  SELECT CASE
           WHEN status = 'pending' THEN 'PENDING'
           WHEN status = 'rejected' THEN 'REJECTED'
           WHEN full_payment_received_at IS NOT NULL THEN 'PAYMENT_RECEIVED'
           WHEN full_payment_requested_at IS NOT NULL THEN 'PAYMENT_REQUESTED'
           WHEN deposit_received_at IS NOT NULL THEN 'DEPOSIT_RECEIVED'
           WHEN deposit_requested_at IS NOT NULL THEN 'DEPOSIT_REQUESTED'
           ELSE 'ACCEPTED'
         END AS stage,
         count(*)::int AS count
    FROM room_bookings
   WHERE created_at >= $1::date AND created_at < $2::date
   GROUP BY 1`;

/** Booking invoices count in the month they were issued; deposits and rents in the month they arrived. Dues are apart (DUES). */
const REVENUE = `
  SELECT to_char(mo.first, 'YYYY-MM') AS month,
         coalesce(sum(f.invoiced), 0)::numeric(14, 2)::text AS invoiced,
         coalesce(sum(f.paid), 0)::numeric(14, 2)::text AS paid
    FROM months mo
    LEFT JOIN (
      SELECT created_at::date AS day, total_amount AS invoiced, 0 AS paid FROM invoices
       WHERE kind = 'booking' AND created_at >= $1::date AND created_at < $2::date AND voided_at IS NULL
      UNION ALL
      SELECT deposit_paid_date::date, 0, deposit_amount FROM invoices
       WHERE kind = 'booking' AND deposit_paid AND deposit_paid_date >= $1::date AND deposit_paid_date < $2::date
      UNION ALL
      SELECT paid_in_full_date::date, 0, monthly_amount FROM invoices
       WHERE kind = 'booking' AND paid_in_full AND paid_in_full_date >= $1::date AND paid_in_full_date < $2::date
    ) f ON f.day >= mo.first AND f.day < mo.next
   GROUP BY mo.first`;

/**
 * Membership dues (issue 36): invoiced in the month their period starts (issued late or early, they bill that month;
 * voided ones waived), paid in the month they were marked paid.
 */
const DUES = `
  SELECT to_char(mo.first, 'YYYY-MM') AS month,
         coalesce(sum(f.invoiced), 0)::numeric(14, 2)::text AS invoiced,
         coalesce(sum(f.paid), 0)::numeric(14, 2)::text AS paid
    FROM months mo
    LEFT JOIN (
      SELECT period_start AS day, total_amount AS invoiced, 0 AS paid FROM invoices
       WHERE kind = 'dues' AND period_start >= $1::date AND period_start < $2::date AND voided_at IS NULL
      UNION ALL
      SELECT paid_in_full_date::date, 0, total_amount FROM invoices
       WHERE kind = 'dues' AND paid_in_full AND paid_in_full_date >= $1::date AND paid_in_full_date < $2::date
    ) f ON f.day >= mo.first AND f.day < mo.next
   GROUP BY mo.first`;

/**
 * How many accounts had joined by each day that holds a confirmed event of the period: a running sum over the join
 * days, with the event days added at 0 so each has its row. Counting the users table again for every event (as this
 * was) cost events x members: 12 months of the huge bench volume (5,000 events, 100,000 members) ran for minutes.
 */
const MEMBERS_BY_DAY = `
  SELECT DISTINCT day, sum(n) OVER (ORDER BY day) AS members
    FROM (SELECT joined_at::date AS day, count(*) AS n FROM users GROUP BY 1
          UNION ALL
          SELECT DISTINCT date, 0 FROM events WHERE status = 'confirmed' AND date >= $1::date AND date < $2::date) d`;

/**
 * Answers per confirmed club event ($3: the club types; team events are answered per child, through
 * availabilities), and the members who had joined by its day but did not answer
 * (someone who joined later is not counted as silent).
 */
const RSVP = `
  SELECT e.type AS "eventType", count(*)::int AS events,
         coalesce(sum(a.attending), 0)::int AS attending, coalesce(sum(a.not_attending), 0)::int AS "notAttending",
         coalesce(sum(a.maybe), 0)::int AS maybe, sum(m.members - coalesce(a.answered_by_then, 0))::int AS "noAnswer"
    FROM events e
    JOIN members_by_day m ON m.day = e.date
    LEFT JOIN (
      SELECT r.event_id,
             count(*) FILTER (WHERE r.status = 'attending') AS attending,
             count(*) FILTER (WHERE r.status = 'not_attending') AS not_attending,
             count(*) FILTER (WHERE r.status = 'maybe') AS maybe,
             count(*) FILTER (WHERE u.joined_at::date <= ev.date) AS answered_by_then
        FROM events ev JOIN event_rsvps r ON r.event_id = ev.id JOIN users u ON u.id = r.member_id
       WHERE ev.status = 'confirmed' AND ev.date >= $1::date AND ev.date < $2::date AND ev.type = ANY($3::text[])
       GROUP BY r.event_id
    ) a ON a.event_id = e.id
   WHERE e.status = 'confirmed' AND e.date >= $1::date AND e.date < $2::date AND e.type = ANY($3::text[])
   GROUP BY e.type`;

const INSIGHTS = `
  WITH months AS (${MONTHS}), booked AS (${BOOKED}), members_by_day AS (${MEMBERS_BY_DAY})
  SELECT (SELECT coalesce(json_agg(o ORDER BY o.month), '[]') FROM (${OCCUPANCY}) o) AS occupancy,
         (SELECT coalesce(json_agg(p), '[]') FROM (${PIPELINE}) p) AS pipeline,
         (SELECT coalesce(json_agg(v ORDER BY v.month), '[]') FROM (${REVENUE}) v) AS revenue,
         (SELECT coalesce(json_agg(d ORDER BY d.month), '[]') FROM (${DUES}) d) AS dues,
         (SELECT coalesce(json_agg(s ORDER BY s."eventType"), '[]') FROM (${RSVP}) s) AS rsvp`;

/** The only place that reads the insight aggregates. */
export class InsightsRepository {
  constructor(private readonly ds: DataSource) {}

  /** `from` and `until` are yyyy-MM-01: the period's first day and the first day after it. */
  async aggregates(from: string, until: string, rsvpTypes: readonly string[]): Promise<InsightsRows> {
    const [row] = await this.ds.query(INSIGHTS, [from, until, rsvpTypes]);
    return row as InsightsRows;
  }
}
