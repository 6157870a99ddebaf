import type { DataSource, EntityManager } from 'typeorm';
import { asEntities, preparedRows, selectColumns } from '../../speed/db/prepared';
import { RoomBookingEntity } from './booking.entity';
import { InvoiceEntity } from './invoice.entity';
import type { InvoicePdfData } from './invoice.pdf';

/** A dues invoice as the membership rules and online payment read it (rules/memberships.ts DuesInvoiceFacts). */
export interface DuesInvoiceRow {
  id: number;
  kind: 'booking' | 'dues';
  memberId: number | null;
  planId: number | null;
  invoiceNumber: string;
  periodStart: string | null;
  periodEnd: string | null;
  totalAmount: string;
  paidInFull: boolean;
  voidedAt: Date | null;
}
const DUES_ROW = `i.id, i.kind, i.member_id AS "memberId", i.plan_id AS "planId", i.invoice_number AS "invoiceNumber",
  i.period_start::text AS "periodStart", i.period_end::text AS "periodEnd", i.total_amount::text AS "totalAmount",
  i.paid_in_full AS "paidInFull", i.voided_at AS "voidedAt"`;

/** The only place that touches invoices through the ORM. */
export class InvoicesRepository {
  constructor(private readonly ds: DataSource) {}

  private repo(m?: EntityManager) {
    return (m ?? this.ds.manager).getRepository(InvoiceEntity);
  }

  /**
   * The invoice of an accepted booking. Amounts are computed by PostgreSQL in numeric, so
   * 1234.56 × 7 is exactly 8641.92; the invoice number comes from the column default (the year's
   * counter, in this transaction: gap-free). A booking accepted again after its acceptance was
   * undone gets its voided invoice back, same number, with today's amounts. An extension whose deposit was carried over
   * (issue 36) bills the months added and no deposit: the booking it extends holds the deposit.
   */
  async createForBooking(bookingId: number, m: EntityManager): Promise<void> {
    const deposit = `CASE WHEN b.deposit_carried_over THEN 0 ELSE r.deposit END`;
    const values = `r.price_per_month * b.duration_months, ${deposit}, r.price_per_month * b.duration_months + ${deposit}, b.member_id,
      r.name || ', ' || to_char(b.start_date, 'Mon FMDD, YYYY') || ' – ' || to_char(upper(b.period) - 1, 'Mon FMDD, YYYY')
        || ' (' || b.duration_months || CASE WHEN b.duration_months = 1 THEN ' month' ELSE ' months' END
        || CASE WHEN b.deposit_carried_over THEN ', extension of booking #' || b.extends_booking_id || ', deposit carried over)' ELSE ')' END`;
    // One statement: a voided invoice of the booking is issued again (its number kept), else a new one is inserted (the
    // INSERT selects nothing when the UPDATE found one, so no number is taken for it).
    await m.query(
      `WITH reissued AS (
         UPDATE invoices i SET (monthly_amount, deposit_amount, total_amount, member_id, description) = (SELECT ${values}),
                voided_at = NULL, void_reason = NULL, created_at = now()
           FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id
          WHERE b.id = $1 AND i.booking_id = b.id
         RETURNING i.id)
       INSERT INTO invoices (booking_id, monthly_amount, deposit_amount, total_amount, member_id, description)
       SELECT b.id, ${values}
         FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id
        WHERE b.id = $1 AND NOT EXISTS (SELECT 1 FROM reissued)`,
      [bookingId],
    );
  }

  async updateForBooking(bookingId: number, values: Partial<InvoiceEntity>, m: EntityManager) {
    await this.repo(m).update({ bookingId }, values);
  }

  /** Voids the booking's invoice (acceptance undone, booking deleted): numbered invoices are kept, never deleted. */
  async voidForBooking(bookingId: number, reason: string, m: EntityManager) {
    await m.query(`UPDATE invoices SET voided_at = now(), void_reason = $2 WHERE booking_id = $1 AND voided_at IS NULL`, [bookingId, reason]);
  }

  /** DataLoader batches: a prepared statement, no ORM hydration. */
  async findByBookingIds(bookingIds: readonly number[]): Promise<InvoiceEntity[]> {
    const sql = `SELECT ${selectColumns(this.ds, InvoiceEntity, 'i')} FROM invoices i WHERE i.booking_id = ANY($1::int[]) AND i.voided_at IS NULL`;
    return asEntities(InvoiceEntity, await preparedRows(this.ds, 'invoices-by-booking-ids', sql, [[...bookingIds]]));
  }

  /** An invoice with what its PDF shows, and the member it belongs to (for the ownership check). */
  async findForPdf(id: number): Promise<(Omit<InvoicePdfData, 'currency' | 'payments' | 'lang'> & { memberId: number | null; bookingId: number | null; memberLanguage: string | null }) | null> {
    const rows = await this.ds.query(
      `SELECT i.invoice_number AS "invoiceNumber", i.kind, p.name AS "planName", p.period AS "planPeriod",
              i.period_start::text AS "periodStart", i.period_end::text AS "periodEnd",
              i.created_at AS "createdAt", u.full_name AS "memberName", u.email AS "memberEmail", u.language AS "memberLanguage",
              r.name AS "roomName", r.location AS "roomLocation", to_char(b.start_date, 'YYYY-MM-DD') AS "startDate",
              to_char(upper(b.period) - 1, 'YYYY-MM-DD') AS "endDate", b.duration_months AS "durationMonths",
              r.price_per_month::text AS "pricePerMonth", i.monthly_amount::text AS "monthlyAmount", i.deposit_amount::text AS "depositAmount",
              i.total_amount::text AS "totalAmount", i.deposit_request_sent_at AS "depositRequestSentAt", i.deposit_paid AS "depositPaid",
              i.deposit_paid_date AS "depositPaidDate", i.full_payment_request_sent_at AS "fullPaymentRequestSentAt",
              i.paid_in_full AS "paidInFull", i.paid_in_full_date AS "paidInFullDate", i.member_id AS "memberId", i.booking_id AS "bookingId",
              i.description, i.voided_at AS "voidedAt", i.void_reason AS "voidReason",
              b.extends_booking_id AS "extendsBookingId", coalesce(b.deposit_carried_over, false) AS "depositCarriedOver"
         FROM invoices i LEFT JOIN room_bookings b ON b.id = i.booking_id LEFT JOIN meeting_rooms r ON r.id = b.room_id
         LEFT JOIN users u ON u.id = i.member_id LEFT JOIN membership_plans p ON p.id = i.plan_id
        WHERE i.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  // ------------------------------------------------------------------ dues (issue 36)

  /**
   * Issues one dues invoice (numbered by the column default, gap-free, in the caller's transaction). The unique index
   * invoices_dues_period_key makes a second one for the same member and period fail, rolling the caller's transaction
   * back, its number with it; the NOT EXISTS spares that when the period is plainly issued already. Answers whether it
   * was issued.
   */
  async issueDues(m: EntityManager, d: { memberId: number; planId: number | string; start: string; end: string; amount: string; description: string }): Promise<boolean> {
    const rows = await m.query(
      `INSERT INTO invoices (kind, member_id, plan_id, period_start, period_end, monthly_amount, deposit_amount, total_amount, description)
       SELECT 'dues', $1, $2, $3::date, $4::date, $5::numeric, 0, $5::numeric, $6
        WHERE NOT EXISTS (SELECT 1 FROM invoices WHERE kind = 'dues' AND member_id = $1 AND period_start = $3::date)
       RETURNING id`,
      [d.memberId, d.planId, d.start, d.end, d.amount, d.description],
    );
    return rows.length > 0;
  }

  /** A dues invoice as marking, voiding and paying it need, locked for the caller's transaction when `m` is given. */
  async duesFacts(id: number, m?: EntityManager): Promise<DuesInvoiceRow | null> {
    const [row] = await (m ?? this.ds.manager).query(
      `SELECT ${DUES_ROW} FROM invoices i WHERE i.id = $1${m ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return row ?? null;
  }

  /** Marks a dues invoice paid (now) or unpaid; answers whether it changed. */
  async setDuesPaid(m: EntityManager, id: number, paid: boolean): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, rowCount].
    const [, changed] = await m.query(
      `UPDATE invoices SET paid_in_full = $2, paid_in_full_date = CASE WHEN $2 THEN now() END
        WHERE id = $1 AND kind = 'dues' AND voided_at IS NULL AND paid_in_full <> $2`,
      [id, paid],
    );
    return changed > 0;
  }

  async voidDues(m: EntityManager, id: number, reason: string): Promise<void> {
    await m.query(`UPDATE invoices SET voided_at = now(), void_reason = $2 WHERE id = $1 AND kind = 'dues' AND voided_at IS NULL`, [id, reason]);
  }

  /** Members' dues invoices, newest period first (a member's profile, the Membership screen's invoices). */
  async duesOfMembers(memberIds: readonly number[]): Promise<InvoiceEntity[]> {
    const sql = `SELECT ${selectColumns(this.ds, InvoiceEntity, 'i')} FROM invoices i
                  WHERE i.kind = 'dues' AND i.member_id = ANY($1::int[]) ORDER BY i.period_start DESC, i.id DESC`;
    return asEntities(InvoiceEntity, await preparedRows(this.ds, 'dues-invoices-by-member-ids', sql, [[...memberIds]]));
  }

  /** Invoices by id (DataLoader batches). */
  async findByIds(ids: readonly number[]): Promise<InvoiceEntity[]> {
    const sql = `SELECT ${selectColumns(this.ds, InvoiceEntity, 'i')} FROM invoices i WHERE i.id = ANY($1::int[])`;
    return asEntities(InvoiceEntity, await preparedRows(this.ds, 'invoices-by-ids', sql, [[...ids]]));
  }

  /** Newest first; only the member's own when memberId is given. */
  list(memberId: number | null, limit: number, offset: number) {
    const q = this.repo().createQueryBuilder('i').orderBy('i.createdAt', 'DESC').addOrderBy('i.id', 'DESC').take(limit).skip(offset);
    if (memberId !== null) q.where('i.memberId = :memberId', { memberId });
    return q.getMany();
  }
}
