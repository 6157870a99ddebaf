import type { DataSource, EntityManager } from 'typeorm';
import { asEntities, preparedRows, selectColumns } from '../../core/db/prepared';
import { RoomBookingEntity } from './booking.entity';
import { InvoiceEntity } from './invoice.entity';
import type { InvoicePdfData } from './invoice.pdf';

/** The only place that touches invoices through the ORM. */
export class InvoicesRepository {
  constructor(private readonly ds: DataSource) {}

  private repo(m?: EntityManager) {
    return (m ?? this.ds.manager).getRepository(InvoiceEntity);
  }

  /**
   * The invoice of an accepted booking. Amounts are computed by PostgreSQL in numeric, so
   * 1234.56 × 7 is exactly 8641.92; the invoice number comes from the column default.
   */
  async createForBooking(bookingId: number, m: EntityManager): Promise<void> {
    await m.query(
      `INSERT INTO invoices (booking_id, monthly_amount, deposit_amount, total_amount)
       SELECT b.id, r.price_per_month * b.duration_months, r.deposit, r.price_per_month * b.duration_months + r.deposit
         FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id
        WHERE b.id = $1`,
      [bookingId],
    );
  }

  async updateForBooking(bookingId: number, values: Partial<InvoiceEntity>, m: EntityManager) {
    await this.repo(m).update({ bookingId }, values);
  }

  async deleteForBooking(bookingId: number, m: EntityManager) {
    await this.repo(m).delete({ bookingId });
  }

  /** DataLoader batches: a prepared statement, no ORM hydration. */
  async findByBookingIds(bookingIds: readonly number[]): Promise<InvoiceEntity[]> {
    const sql = `SELECT ${selectColumns(this.ds, InvoiceEntity, 'i')} FROM invoices i WHERE i.booking_id = ANY($1::int[])`;
    return asEntities(InvoiceEntity, await preparedRows(this.ds, 'invoices-by-booking-ids', sql, [[...bookingIds]]));
  }

  /** An invoice with what its PDF shows, and the member it belongs to (for the ownership check). */
  async findForPdf(id: number): Promise<(Omit<InvoicePdfData, 'currency' | 'payments'> & { memberId: number; bookingId: number }) | null> {
    const rows = await this.ds.query(
      `SELECT i.invoice_number AS "invoiceNumber", i.created_at AS "createdAt", u.full_name AS "memberName", u.email AS "memberEmail",
              r.name AS "roomName", r.location AS "roomLocation", to_char(b.start_date, 'YYYY-MM-DD') AS "startDate",
              to_char(upper(b.period) - 1, 'YYYY-MM-DD') AS "endDate", b.duration_months AS "durationMonths",
              r.price_per_month::text AS "pricePerMonth", i.monthly_amount::text AS "monthlyAmount", i.deposit_amount::text AS "depositAmount",
              i.total_amount::text AS "totalAmount", i.deposit_request_sent_at AS "depositRequestSentAt", i.deposit_paid AS "depositPaid",
              i.deposit_paid_date AS "depositPaidDate", i.full_payment_request_sent_at AS "fullPaymentRequestSentAt",
              i.paid_in_full AS "paidInFull", i.paid_in_full_date AS "paidInFullDate", b.member_id AS "memberId", b.id AS "bookingId"
         FROM invoices i JOIN room_bookings b ON b.id = i.booking_id JOIN meeting_rooms r ON r.id = b.room_id JOIN users u ON u.id = b.member_id
        WHERE i.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Newest first; only the member's own when memberId is given. */
  list(memberId: number | null, limit: number, offset: number) {
    const q = this.repo().createQueryBuilder('i').orderBy('i.createdAt', 'DESC').addOrderBy('i.id', 'DESC').take(limit).skip(offset);
    if (memberId !== null) {
      q.innerJoin(RoomBookingEntity, 'b', 'b.id = i.bookingId').where('b.memberId = :memberId', { memberId });
    }
    return q.getMany();
  }
}
