import type { DataSource } from 'typeorm';
import { MembershipsRepository, type MembershipRow } from '../memberships/memberships.repository';
import { DEFAULT_GRACE_DAYS } from '../../../../rules/memberships';

/** The admin exports that are one statement each over a whole table (admins export everything), in their order. */
export const EXPORT_SQL = {
  /** Accounts that still exist (deleted, anonymised accounts are left out). */
  users: `SELECT id, username, email, full_name, role, phone, membership_number, joined_at, is_admin, is_parent
         FROM users WHERE deleted_at IS NULL ORDER BY id`,
  bookings: `SELECT b.id, u.full_name AS member, u.email, r.name AS room, b.start_date::text AS start_date,
              upper(b.period)::text AS end_date, b.duration_months, b.purpose, b.status, b.rejection_reason, b.reviewed_at,
              b.deposit_requested_at, b.deposit_received_at, b.full_payment_requested_at, b.full_payment_received_at, b.created_at
         FROM room_bookings b JOIN users u ON u.id = b.member_id JOIN meeting_rooms r ON r.id = b.room_id
        ORDER BY b.id`,
  /** Booking and dues invoices (kind); a dues invoice's plan and period stand where a booking's room and dates do. */
  invoices: `SELECT i.invoice_number, i.kind, i.booking_id, u.full_name AS member,
              CASE WHEN i.kind = 'booking' THEN coalesce(r.name, i.description) END AS room, p.name AS plan,
              coalesce(b.start_date, i.period_start)::text AS start_date, coalesce(upper(b.period), i.period_end + 1)::text AS end_date,
              i.monthly_amount::text AS monthly_amount, i.deposit_amount::text AS deposit_amount,
              i.total_amount::text AS total_amount, i.deposit_request_sent_at, i.deposit_paid, i.deposit_paid_date,
              i.full_payment_request_sent_at, i.paid_in_full, i.paid_in_full_date, i.created_at, i.voided_at, i.void_reason
         FROM invoices i LEFT JOIN room_bookings b ON b.id = i.booking_id LEFT JOIN users u ON u.id = i.member_id
         LEFT JOIN meeting_rooms r ON r.id = b.room_id LEFT JOIN membership_plans p ON p.id = i.plan_id
        ORDER BY i.id`,
  rsvps: `SELECT e.id AS event_id, e.title, e.date::text AS date, e.type, e.status AS event_status, u.full_name AS member, u.email,
              v.status, v.responded_at
         FROM event_rsvps v JOIN events e ON e.id = v.event_id JOIN users u ON u.id = v.member_id
        ORDER BY e.date, e.id, u.full_name, v.id`,
  /** Amounts as decimal text in the payment's currency; refunded counts refunds asked for and done (not failed ones). */
  payments: `SELECT p.id, p.booking_id, p.invoice_number, u.full_name AS member, u.email, p.purpose,
              (p.amount_minor / 100.0)::numeric(12, 2)::text AS amount, (p.refunded_minor / 100.0)::numeric(12, 2)::text AS refunded,
              p.currency, p.method, p.status, coalesce(p.provider_payment_id, p.provider_session_id) AS reference, p.ticked,
              CASE WHEN p.resolved_at IS NULL THEN p.attention END AS attention, p.resolved_at, p.resolution, p.received_at, p.created_at
         FROM payments p LEFT JOIN users u ON u.id = p.member_id
        ORDER BY p.id`,
} as const;

export type StreamedExport = keyof typeof EXPORT_SQL;

/** Batches of an export's rows (ExportsRepository.rows). */
export interface RowCursor {
  next(): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** The admin exports' reads. */
export class ExportsRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * An export's rows in batches through a server-side cursor, on one connection, in one REPEATABLE READ READ ONLY
   * transaction: a million rows cost one batch of memory, and every batch comes from the same snapshot. The
   * connection, the transaction and the cursor's plan are made before this returns, so a database that is away is
   * still an ordinary answer (503); the rows are read by `next()`. It answers [] at the end (and closes); `close()`
   * (a client that went away) rolls back and hands the connection back, once, whenever it is called.
   */
  async rows(kind: StreamedExport, batch = 2000): Promise<RowCursor> {
    const qr = this.ds.createQueryRunner();
    let closed: Promise<void> | undefined;
    const close = () =>
      (closed ??= (async () => {
        await qr.query('ROLLBACK').catch(() => undefined);
        await qr.release();
      })());
    try {
      await qr.connect();
      await qr.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await qr.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${EXPORT_SQL[kind]}`);
    } catch (err) {
      await close();
      throw err;
    }
    let done = false;
    return {
      async next() {
        if (done) return [];
        const rows = await qr.query(`FETCH ${batch} FROM export_rows`);
        if (rows.length < batch) {
          done = true;
          await close();
        }
        return rows;
      },
      close,
    };
  }

  /** Memberships with their plans' names and what is unpaid (their status is derived by the caller), and the grace days. */
  async memberships(): Promise<{ rows: (MembershipRow & { planName: string; nextPlanName: string | null; unpaidInvoices: number; unpaidAmount: string })[]; graceDays: number }> {
    const repo = new MembershipsRepository(this.ds);
    const [rows, plans, unpaid] = await Promise.all([
      repo.memberships(),
      repo.plans(),
      this.ds.query(
        `SELECT member_id, count(*)::int AS n, sum(total_amount)::numeric(14, 2)::text AS amount FROM invoices
          WHERE kind = 'dues' AND NOT paid_in_full AND voided_at IS NULL GROUP BY member_id`,
      ),
    ]);
    const names = new Map(plans.map((p) => [p.id, p.name]));
    const owed = new Map<number, { n: number; amount: string }>(unpaid.map((u: { member_id: number; n: number; amount: string }) => [u.member_id, u]));
    return {
      rows: rows.map((r) => ({
        ...r,
        planName: names.get(r.planId) ?? '',
        nextPlanName: r.nextPlanId === null ? null : (names.get(r.nextPlanId) ?? null),
        unpaidInvoices: owed.get(r.memberId)?.n ?? 0,
        unpaidAmount: owed.get(r.memberId)?.amount ?? '0.00',
      })),
      graceDays: rows[0]?.graceDays ?? DEFAULT_GRACE_DAYS,
    };
  }

}
