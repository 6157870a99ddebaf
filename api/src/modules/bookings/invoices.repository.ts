import type { DataSource, EntityManager } from 'typeorm';
import { asEntities, preparedRows, selectColumns } from '../../core/db/prepared';
import { RoomBookingEntity } from './booking.entity';
import { InvoiceEntity } from './invoice.entity';

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

  /** Newest first; only the member's own when memberId is given. */
  list(memberId: number | null, limit: number, offset: number) {
    const q = this.repo().createQueryBuilder('i').orderBy('i.createdAt', 'DESC').addOrderBy('i.id', 'DESC').take(limit).skip(offset);
    if (memberId !== null) {
      q.innerJoin(RoomBookingEntity, 'b', 'b.id = i.bookingId').where('b.memberId = :memberId', { memberId });
    }
    return q.getMany();
  }
}
