import type { DataSource } from 'typeorm';

/** The admin exports, each one statement over the whole table (admins export everything). */
export class ExportsRepository {
  constructor(private readonly ds: DataSource) {}

  /** Accounts that still exist (deleted, anonymised accounts are left out). */
  users() {
    return this.ds.query(
      `SELECT id, username, email, full_name, role, phone, membership_number, joined_at, is_admin, is_parent
         FROM users WHERE deleted_at IS NULL ORDER BY id`,
    );
  }

  bookings() {
    return this.ds.query(
      `SELECT b.id, u.full_name AS member, u.email, r.name AS room, b.start_date::text AS start_date,
              upper(b.period)::text AS end_date, b.duration_months, b.purpose, b.status, b.rejection_reason, b.reviewed_at,
              b.deposit_requested_at, b.deposit_received_at, b.full_payment_requested_at, b.full_payment_received_at, b.created_at
         FROM room_bookings b JOIN users u ON u.id = b.member_id JOIN meeting_rooms r ON r.id = b.room_id
        ORDER BY b.id`,
    );
  }

  invoices() {
    return this.ds.query(
      `SELECT i.invoice_number, i.booking_id, u.full_name AS member, coalesce(r.name, i.description) AS room, b.start_date::text AS start_date,
              upper(b.period)::text AS end_date, i.monthly_amount::text AS monthly_amount, i.deposit_amount::text AS deposit_amount,
              i.total_amount::text AS total_amount, i.deposit_request_sent_at, i.deposit_paid, i.deposit_paid_date,
              i.full_payment_request_sent_at, i.paid_in_full, i.paid_in_full_date, i.created_at, i.voided_at, i.void_reason
         FROM invoices i LEFT JOIN room_bookings b ON b.id = i.booking_id LEFT JOIN users u ON u.id = i.member_id
         LEFT JOIN meeting_rooms r ON r.id = b.room_id
        ORDER BY i.id`,
    );
  }

  rsvps() {
    return this.ds.query(
      `SELECT e.id AS event_id, e.title, e.date::text AS date, e.type, e.status AS event_status, u.full_name AS member, u.email,
              v.status, v.responded_at
         FROM event_rsvps v JOIN events e ON e.id = v.event_id JOIN users u ON u.id = v.member_id
        ORDER BY e.date, e.id, u.full_name, v.id`,
    );
  }

  /** Amounts as decimal text in the payment's currency; refunded counts refunds asked for and done (not failed ones). */
  payments() {
    return this.ds.query(
      `SELECT p.id, p.booking_id, p.invoice_number, u.full_name AS member, u.email, p.purpose,
              (p.amount_minor / 100.0)::numeric(12, 2)::text AS amount, (p.refunded_minor / 100.0)::numeric(12, 2)::text AS refunded,
              p.currency, p.method, p.status, coalesce(p.provider_payment_id, p.provider_session_id) AS reference, p.ticked,
              CASE WHEN p.resolved_at IS NULL THEN p.attention END AS attention, p.resolved_at, p.resolution, p.received_at, p.created_at
         FROM payments p LEFT JOIN users u ON u.id = p.member_id
        ORDER BY p.id`,
    );
  }
}
