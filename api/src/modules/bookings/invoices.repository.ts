import type { DataSource, EntityManager } from 'typeorm';
import { insertList, setList, type SqlParams } from '../../speed/db/write-sql';
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

/** How a booking's change written in one statement touches its invoice (BookingsRepository.writeChange). */
export type InvoiceWrite =
  /** Accepted: issued, or a voided one issued again, with these fields besides (a carried-over deposit's steps). */
  | { issue: Partial<InvoiceEntity> }
  /** A payment step: the invoice's twin fields (payment-steps.ts STEP_INVOICE). */
  | { update: Partial<InvoiceEntity> }
  /** Acceptance undone: the live invoice voided, for this reason. */
  | { void: string };

/**
 * The amounts and line of a booking's invoice, from the booking `b` (its row as it now is) and its room `r`. Computed by
 * PostgreSQL in numeric, so 1234.56 × 7 is exactly 8641.92. An extension whose deposit was carried over (issue 36) bills
 * the months added and no deposit: the booking it extends holds the deposit.
 */
const DEPOSIT = `CASE WHEN b.deposit_carried_over THEN 0 ELSE r.deposit END`;
const ISSUE_COLUMNS = 'monthly_amount, deposit_amount, total_amount, member_id, description';
const ISSUE_VALUES = `r.price_per_month * b.duration_months, ${DEPOSIT}, r.price_per_month * b.duration_months + ${DEPOSIT}, b.member_id,
  r.name || ', ' || to_char(b.start_date, 'Mon FMDD, YYYY') || ' – ' || to_char(upper(b.period) - 1, 'Mon FMDD, YYYY')
    || ' (' || b.duration_months || CASE WHEN b.duration_months = 1 THEN ' month' ELSE ' months' END
    || CASE WHEN b.deposit_carried_over THEN ', extension of booking #' || b.extends_booking_id || ', deposit carried over)' ELSE ')' END`;

/**
 * CTEs issuing the invoice of the booking in CTE `b`: a voided invoice of it issued again (its number kept), else a new
 * one (the INSERT selects nothing when the UPDATE found one, so no number is taken for it; ON CONFLICT would take one).
 * `set`, `columns` and `values`: more fields, as SET items and as INSERT columns and values (each with a leading comma).
 * The last CTE, `invoice`, holds the invoice as written. The number comes from the column default (the year's counter,
 * in this transaction: gap-free).
 */
function issueCtes(set: string, columns: string, values: string): string {
  return `invoice_reissued AS (
      UPDATE invoices i SET (${ISSUE_COLUMNS}) = (SELECT ${ISSUE_VALUES}), voided_at = NULL, void_reason = NULL, created_at = now()${set}
        FROM b JOIN meeting_rooms r ON r.id = b.room_id
       WHERE i.booking_id = b.id
      RETURNING i.*),
    invoice_issued AS (
      INSERT INTO invoices (booking_id, ${ISSUE_COLUMNS}${columns})
      SELECT b.id, ${ISSUE_VALUES}${values}
        FROM b JOIN meeting_rooms r ON r.id = b.room_id
       WHERE NOT EXISTS (SELECT 1 FROM invoice_reissued)
      RETURNING *),
    invoice AS (SELECT * FROM invoice_reissued UNION ALL SELECT * FROM invoice_issued)`;
}

/**
 * The invoice part of a booking's change written in ONE statement, as CTEs over CTE `b` (the booking as changed); the
 * last, `invoice`, holds the invoice rows as written (for the answer).
 */
export function invoiceCtes(ds: DataSource, write: InvoiceWrite, p: SqlParams): string {
  if ('issue' in write) {
    const set = setList(ds, InvoiceEntity, write.issue, p);
    const more = insertList(ds, InvoiceEntity, write.issue, p);
    return issueCtes(set && `, ${set}`, more.columns.map((c) => `, ${c}`).join(''), more.values.map((v) => `, ${v}`).join(''));
  }
  if ('update' in write) {
    return `invoice AS (UPDATE invoices i SET ${setList(ds, InvoiceEntity, write.update, p)} FROM b WHERE i.booking_id = b.id RETURNING i.*)`;
  }
  return `invoice AS (UPDATE invoices i SET voided_at = now(), void_reason = ${p.add(write.void, 'text')}
                        FROM b WHERE i.booking_id = b.id AND i.voided_at IS NULL RETURNING i.*)`;
}

/** The only place that touches invoices through the ORM. */
export class InvoicesRepository {
  constructor(private readonly ds: DataSource) {}

  private repo(m?: EntityManager) {
    return (m ?? this.ds.manager).getRepository(InvoiceEntity);
  }

  /**
   * The invoice of an accepted booking (issueCtes): the seed's bookings; the API writes it with the acceptance itself
   * (invoiceCtes).
   */
  async createForBooking(bookingId: number, m: EntityManager): Promise<void> {
    // One statement: a voided invoice of the booking is issued again (its number kept), else a new one is inserted (the
    // INSERT selects nothing when the UPDATE found one, so no number is taken for it).
    await m.query(`WITH b AS (SELECT * FROM room_bookings WHERE id = $1), ${issueCtes('', '', '')} SELECT 1`, [bookingId]);
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
