import type { Pool } from 'pg';
import { CLUB_EVENT_TYPES } from '../validation/events';
import { insightsPeriodSchema } from '../validation/insights';
import { isEndingSoon } from '../rules/bookings';
import { PIPELINE_STAGES } from '../rules/payment-steps';
import { DEFAULT_GRACE_DAYS, MEMBERSHIP_STATUSES, membershipStanding, type MembershipStatus } from '../rules/memberships';
import { localDay } from '../rules/today';
import { officeEventSql } from '../api/src/modules/events/concerns.sql';
import { INSIGHTS_SQL } from '../api/src/modules/insights/insights.repository';
import { insightPeriod } from '../api/src/modules/insights/insights.service';
import { MEMBERSHIPS } from '../api/src/modules/memberships/memberships.repository';
import type { Viewer } from './raw-session';

/*
 * The raw twins of the morning's mix (bench/mix.ts): the answers to the web client's own documents as Apollo Client
 * sends them (`__typename` on every object), byte for byte (bench/mix.ts compares them before anything is timed),
 * made the fastest honest way (issue 42 item 7): one statement per answer where the project's answer needs one read
 * (two where it needs two independent ones, run at once), timestamps formatted by PostgreSQL, one object literal per
 * row, stringified once. Mounted by bench/raw-server.ts under /mix/.
 *
 *   GET /mix/events          EventsPageList: a member's upcoming events (100), the card's fields and the description
 *   GET /mix/calendar?from&to CalendarRange: the member's events of the range and every day of each accepted booking
 *   GET /mix/my-bookings     RoomsMyBookingRequests: the member's bookings (100) with room and invoice
 *   GET /mix/users           AdminUsersList: the first 100 accounts by name (admins)
 *   GET /mix/admin-bookings  AdminBookingRequests: the newest 500 bookings with room, member, history and the member's
 *                            membership status, and the pending count (admins)
 *   GET /mix/insights?months AdminInsights: the project's own statement (insights.repository INSIGHTS_SQL) and its
 *                            memberships statement, at once, as the project runs them
 *
 * Only what the bench's volumes hold, as bench/raw-writes.ts does: a booking in an extension chain, a booking with
 * online payments, and online payments switched on (paymentDue) answer 501 instead of a different answer; members
 * only for the events and calendar (no parent's family events). So the twins never answer less than the project does
 * for the bench's data; on other data they refuse.
 */

/** A timestamp as the project's JSON has it (Date#toJSON: UTC, milliseconds), written by PostgreSQL. */
const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A twin cannot give the project's answer for this data (see above). */
export class NotInBench extends Error {}

/** The event card's columns (EventCardFields) and the description; $1 the viewer. */
const CARD_COLUMNS = `e.id::text AS id, e.title, e.type, e.date, e.status, to_char(e.start_time, 'HH24:MI') AS "startTime",
         to_char(e.end_time, 'HH24:MI') AS "endTime", e.location, e.location_detail AS "locationDetail", e.max_attendees AS "maxAttendees",
         e.attending_count AS "attendeeCount", m.status AS rsvp_status, ${iso('m.responded_at')} AS rsvp_at,
         (SELECT count(*)::int FROM event_waitlist w WHERE w.event_id = e.id AND w.promoted_at IS NULL) AS "waitlistCount",
         (SELECT count(*)::int FROM event_waitlist w WHERE w.event_id = e.id AND w.promoted_at IS NULL
             AND w.id <= (SELECT q.id FROM event_waitlist q WHERE q.event_id = e.id AND q.member_id = $1 AND q.promoted_at IS NULL)) AS waitlist_place,
         e.description`;

/** A member's events from today ($2), the office's only, optionally in a range ($3, $4). */
const cardsSql = (range: boolean, limit: string) => `
  SELECT ${CARD_COLUMNS}
    FROM events e LEFT JOIN event_rsvps m ON m.event_id = e.id AND m.member_id = $1
   WHERE e.status = 'confirmed' AND e.date >= $2::date AND ${officeEventSql('e')}${range ? ` AND e.date >= $3::date AND e.date <= $4::date` : ''}
   ORDER BY e.date, e.start_time, e.id ${limit}`;
const EVENTS_SQL = cardsSql(false, 'LIMIT 100');
const CALENDAR_EVENTS_SQL = cardsSql(true, '');

type CardRow = Record<string, unknown> & { rsvp_status: string | null; rsvp_at: string | null; waitlistCount: number; waitlist_place: number; description: string | null };

/** One event card, key for key as the project answers the client's fragment and the description after it. */
const card = (r: CardRow) => ({
  id: r.id,
  title: r.title,
  type: r.type,
  date: r.date,
  status: r.status,
  startTime: r.startTime,
  endTime: r.endTime,
  location: r.location,
  locationDetail: r.locationDetail,
  maxAttendees: r.maxAttendees,
  attendeeCount: r.attendeeCount,
  currentUserRsvp: r.rsvp_status ? { status: r.rsvp_status, respondedAt: r.rsvp_at, __typename: 'Rsvp' } : null,
  waitlistCount: r.waitlistCount,
  waitlistPosition: r.waitlist_place > 0 ? r.waitlist_place : null,
  __typename: 'Event',
  description: r.description,
});

const BOOKING_DAYS_SQL = `
  SELECT b.id::text AS id, to_char(d, 'YYYY-MM-DD') AS date, b.purpose, r.name AS room_name, r.location AS room_location,
         r.capacity AS room_capacity, u.id::text AS member_id, u.full_name AS member_full_name
    FROM room_bookings b
    JOIN meeting_rooms r ON r.id = b.room_id
    JOIN users u ON u.id = b.member_id
   CROSS JOIN LATERAL generate_series(greatest(lower(b.period), $1::date)::timestamp,
                                      least(upper(b.period) - 1, $2::date)::timestamp, interval '1 day') AS d
   WHERE b.status = 'accepted' AND b.period && daterange($1::date, $2::date, '[]')
   ORDER BY d, r.name, b.id`;

const USERS_SQL = `SELECT id::text AS id, username, email, full_name AS "fullName", is_admin AS "isAdmin", is_parent AS "isParent"
                     FROM users WHERE deleted_at IS NULL ORDER BY full_name, id LIMIT 100`;

/**
 * A booking's own columns as both booking lists answer them, and whether the twin can answer it: `chained` (it extends
 * another or another extends it: its history and extension fields are not the twin's), `paid` (it has online payments).
 */
const BOOKING_COLUMNS = `b.id::text AS id, to_char(b.start_date, 'YYYY-MM-DD') AS "startDate", to_char(upper(b.period), 'YYYY-MM-DD') AS "endDate",
         b.duration_months AS "durationMonths", b.purpose, b.status, b.rejection_reason AS "rejectionReason", ${iso('b.reviewed_at')} AS "reviewedAt",
         ${iso('b.deposit_requested_at')} AS "depositRequestedAt", ${iso('b.deposit_received_at')} AS "depositReceivedAt",
         ${iso('b.full_payment_requested_at')} AS "fullPaymentRequestedAt", ${iso('b.full_payment_received_at')} AS "fullPaymentReceivedAt",
         ${iso('b.created_at')} AS "createdAt", b.deposit_carried_over AS "depositCarriedOver", b.member_id, b.room_id,
         (b.extends_booking_id IS NOT NULL OR EXISTS (SELECT 1 FROM room_bookings c WHERE c.extends_booking_id = b.id)) AS chained,
         EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id) AS paid`;

const MY_BOOKINGS_SQL = `
  SELECT ${BOOKING_COLUMNS}, r.name AS room_name, r.price_per_month::text AS room_price,
         i.id::text AS invoice_id, i.invoice_number, i.total_amount::text AS total_amount, i.deposit_amount::text AS deposit_amount,
         i.monthly_amount::text AS monthly_amount, i.deposit_paid, i.paid_in_full
    FROM room_bookings b
    JOIN meeting_rooms r ON r.id = b.room_id
    LEFT JOIN invoices i ON i.booking_id = b.id
   WHERE b.member_id = $1
   ORDER BY b.created_at DESC, b.id DESC LIMIT 100`;

const ADMIN_BOOKINGS_SQL = `
  SELECT ${BOOKING_COLUMNS}, r.name AS room_name, r.price_per_month::text AS room_price, r.deposit::text AS room_deposit,
         u.full_name AS member_name, u.email AS member_email
    FROM room_bookings b
    JOIN meeting_rooms r ON r.id = b.room_id
    JOIN users u ON u.id = b.member_id
   ORDER BY b.created_at DESC, b.id DESC LIMIT 500`;
const PENDING_SQL = `SELECT count(*)::int AS n FROM room_bookings WHERE status = 'pending'`;

type BookingRow = Record<string, unknown> & { id: string; startDate: string; durationMonths: number; status: string; member_id: number; room_id: number; chained: boolean; paid: boolean };

/** Whether the twin can answer these bookings as the project does (see the file's comment). */
function answerable(rows: BookingRow[]): void {
  if (process.env.STRIPE_SECRET_KEY || process.env.PAYMENTS_FAKE === 'true') throw new NotInBench('online payments (paymentDue) are not part of the bench');
  for (const r of rows) {
    if (r.chained) throw new NotInBench(`booking ${r.id} is in an extension chain`);
    if (r.paid) throw new NotInBench(`booking ${r.id} has online payments`);
  }
}

const endingSoon = (r: BookingRow, today: string) =>
  isEndingSoon({ memberId: r.member_id, roomId: r.room_id, startDate: r.startDate, durationMonths: r.durationMonths, status: r.status }, today, false);

/** The membership status of each member with a membership (the project's loader reads the same statement). */
async function membershipStatuses(pool: Pool, memberIds: number[]): Promise<Map<number, MembershipStatus>> {
  const { rows } = await pool.query({ name: 'raw-mix-memberships-of', text: `${MEMBERSHIPS} WHERE ms.user_id = ANY($1::int[])`, values: [memberIds] });
  const today = localDay();
  return new Map(rows.map((m) => [m.memberId as number, membershipStanding(m, m, today, (m.graceDays as number | null) ?? DEFAULT_GRACE_DAYS).status]));
}

export function rawMix(pool: Pool) {
  return {
    async events(v: Viewer) {
      const { rows } = await pool.query<CardRow>({ name: 'raw-mix-events', text: EVENTS_SQL, values: [v.id, localDay()] });
      return { data: { events: rows.map(card) } };
    },

    async calendar(v: Viewer, from: string, to: string) {
      const [events, days] = await Promise.all([
        pool.query<CardRow>({ name: 'raw-mix-calendar-events', text: CALENDAR_EVENTS_SQL, values: [v.id, localDay(), from, to] }),
        pool.query({ name: 'raw-mix-booking-days', text: BOOKING_DAYS_SQL, values: [from, to] }),
      ]);
      const bookings = days.rows.map((r) => ({
        id: r.id,
        date: r.date,
        startTime: '00:00',
        endTime: '23:59',
        status: 'confirmed',
        purpose: r.purpose,
        room: { name: r.room_name, location: r.room_location, capacity: r.room_capacity, __typename: 'CalendarRoom' },
        member: { id: r.member_id, fullName: r.member_full_name, __typename: 'Person' },
        __typename: 'CalendarBooking',
      }));
      return { data: { calendar: { events: events.rows.map(card), bookings, __typename: 'Calendar' } } };
    },

    async users() {
      const { rows } = await pool.query({ name: 'raw-mix-users', text: USERS_SQL });
      return { data: { users: rows.map((r) => ({ ...r, __typename: 'User' })) } };
    },

    async myBookings(v: Viewer) {
      const { rows } = await pool.query<BookingRow>({ name: 'raw-mix-my-bookings', text: MY_BOOKINGS_SQL, values: [v.id] });
      answerable(rows);
      const today = localDay();
      return { data: { myRoomBookings: rows.map((r) => ({
        id: r.id,
        startDate: r.startDate,
        endDate: r.endDate,
        durationMonths: r.durationMonths,
        status: r.status,
        depositCarriedOver: r.depositCarriedOver,
        endingSoon: endingSoon(r, today),
        extendsBooking: null,
        depositRequestedAt: r.depositRequestedAt,
        depositReceivedAt: r.depositReceivedAt,
        fullPaymentRequestedAt: r.fullPaymentRequestedAt,
        fullPaymentReceivedAt: r.fullPaymentReceivedAt,
        createdAt: r.createdAt,
        reviewedAt: r.reviewedAt,
        room: { id: String(r.room_id), name: r.room_name, pricePerMonth: r.room_price, __typename: 'MeetingRoom' },
        invoice: r.invoice_id === null ? null : {
          id: r.invoice_id,
          invoiceNumber: r.invoice_number,
          pdfUrl: `/api/invoices/${r.invoice_id as string}.pdf`,
          totalAmount: r.total_amount,
          depositAmount: r.deposit_amount,
          monthlyAmount: r.monthly_amount,
          depositPaid: r.deposit_paid,
          paidInFull: r.paid_in_full,
          __typename: 'Invoice',
        },
        paymentDue: null,
        payments: [],
        __typename: 'RoomBooking',
      })) } };
    },

    async adminBookings() {
      const [{ rows }, pending] = await Promise.all([
        pool.query<BookingRow>({ name: 'raw-mix-admin-bookings', text: ADMIN_BOOKINGS_SQL }),
        pool.query<{ n: number }>({ name: 'raw-mix-pending', text: PENDING_SQL }),
      ]);
      answerable(rows);
      const statuses = await membershipStatuses(pool, [...new Set(rows.map((r) => r.member_id))]);
      const today = localDay();
      return { data: { roomBookings: rows.map((r) => ({
        id: r.id,
        startDate: r.startDate,
        endDate: r.endDate,
        durationMonths: r.durationMonths,
        purpose: r.purpose,
        status: r.status,
        rejectionReason: r.rejectionReason,
        reviewedAt: r.reviewedAt,
        depositRequestedAt: r.depositRequestedAt,
        depositReceivedAt: r.depositReceivedAt,
        fullPaymentRequestedAt: r.fullPaymentRequestedAt,
        fullPaymentReceivedAt: r.fullPaymentReceivedAt,
        createdAt: r.createdAt,
        depositCarriedOver: r.depositCarriedOver,
        endingSoon: endingSoon(r, today),
        extendsBooking: null,
        history: [{ id: r.id, startDate: r.startDate, durationMonths: r.durationMonths, status: r.status, __typename: 'RoomBooking' }],
        room: { id: String(r.room_id), name: r.room_name, pricePerMonth: r.room_price, deposit: r.room_deposit, __typename: 'MeetingRoom' },
        member: { id: String(r.member_id), fullName: r.member_name, email: r.member_email, __typename: 'User' },
        memberMembershipStatus: statuses.get(r.member_id) ?? null,
        payments: [],
        __typename: 'RoomBooking',
      })), pendingRoomBookingCount: pending.rows[0].n } };
    },

    async insights(monthsAsked: string | null) {
      const { months } = await insightsPeriodSchema.validate({ months: monthsAsked === null ? undefined : Number(monthsAsked) });
      const today = localDay();
      const { from, until, to } = insightPeriod(months, today);
      // The project's two reads, at once: its aggregates statement and the memberships it counts by status.
      const [{ rows: [a] }, { rows: memberships }] = await Promise.all([
        pool.query({ name: 'raw-mix-insights', text: INSIGHTS_SQL, values: [from, until, CLUB_EVENT_TYPES] }),
        pool.query({ name: 'raw-mix-memberships', text: MEMBERSHIPS }),
      ]);
      const counts: Record<MembershipStatus, number> = { active: 0, due: 0, lapsed: 0, upcoming: 0 };
      for (const m of memberships) counts[membershipStanding(m, m, today, (m.graceDays as number | null) ?? DEFAULT_GRACE_DAYS).status]++;
      const stages = new Map((a.pipeline as { stage: string; count: number }[]).map((p) => [p.stage, p.count]));
      const typed = (name: string) => (o: object) => ({ ...o, __typename: name });
      return { data: { adminInsights: {
        months,
        from,
        to,
        occupancy: (a.occupancy as { month: string; booked: number; available: number }[]).map((o) => ({
          month: o.month,
          bookedRoomMonths: o.booked,
          availableRoomMonths: o.available,
          rate: o.available ? Math.round((o.booked / o.available) * 10000) / 10000 : 0,
          __typename: 'OccupancyMonth',
        })),
        pipeline: PIPELINE_STAGES.map((stage) => ({ stage, count: stages.get(stage) ?? 0, __typename: 'PipelineStageCount' })),
        revenue: (a.revenue as object[]).map(typed('RevenueMonth')),
        dues: (a.dues as object[]).map(typed('DuesMonth')),
        membersByStatus: MEMBERSHIP_STATUSES.map((status) => ({ status, count: counts[status], __typename: 'MembershipStatusCount' })),
        rsvpRates: (a.rsvp as object[]).map(typed('RsvpRate')),
        __typename: 'AdminInsights',
      } } };
    },
  };
}
