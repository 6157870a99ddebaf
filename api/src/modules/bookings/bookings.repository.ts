import type { DataSource, EntityManager } from 'typeorm';
import { asEntities, preparedRows, selectColumns } from '../../core/db/prepared';
import { RoomBookingEntity, type BookingStatusValue } from './booking.entity';

/** The only place that touches room_bookings through the ORM. */
export class BookingsRepository {
  constructor(private readonly ds: DataSource) {}

  private repo(m?: EntityManager) {
    return (m ?? this.ds.manager).getRepository(RoomBookingEntity);
  }

  findById(id: number, m?: EntityManager) {
    return this.repo(m).findOneBy({ id });
  }

  /** The booking, locked until the transaction ends, so concurrent transitions of it queue up. */
  lockById(id: number, m: EntityManager) {
    return this.repo(m).createQueryBuilder('b').setLock('pessimistic_write').where('b.id = :id', { id }).getOne();
  }

  listByMember(memberId: number, limit: number, offset: number) {
    return this.repo().find({ where: { memberId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit, skip: offset });
  }

  /** The admin list, newest first: a prepared statement per filter, no ORM hydration. */
  async list(status: BookingStatusValue | undefined, limit: number, offset: number): Promise<RoomBookingEntity[]> {
    const columns = selectColumns(this.ds, RoomBookingEntity, 'b');
    const rows = status
      ? await preparedRows(this.ds, 'bookings-list-status',
          `SELECT ${columns} FROM room_bookings b WHERE b.status = $1 ORDER BY b.created_at DESC, b.id DESC LIMIT $2 OFFSET $3`, [status, limit, offset])
      : await preparedRows(this.ds, 'bookings-list',
          `SELECT ${columns} FROM room_bookings b ORDER BY b.created_at DESC, b.id DESC LIMIT $1 OFFSET $2`, [limit, offset]);
    return asEntities(RoomBookingEntity, rows);
  }

  countByStatus(status: BookingStatusValue) {
    return this.repo().countBy({ status });
  }

  /** True when another accepted booking of the room shares a day with this period. */
  async overlapsAccepted(b: { id?: number; roomId: number; startDate: string; durationMonths: number }, m?: EntityManager) {
    const [row] = await (m ?? this.ds.manager).query(
      `SELECT EXISTS (
         SELECT 1 FROM room_bookings
          WHERE room_id = $1 AND status = 'accepted' AND id <> $2
            AND period && daterange($3::date, ($3::date + make_interval(months => $4))::date, '[)')
       ) AS overlaps`,
      [b.roomId, b.id ?? 0, b.startDate, b.durationMonths],
    );
    return row.overlaps as boolean;
  }

  async insert(values: Partial<RoomBookingEntity>): Promise<RoomBookingEntity> {
    const saved = await this.repo().save(this.repo().create(values));
    // Reload for the database-generated period.
    return (await this.findById(saved.id))!;
  }

  async update(id: number, values: Partial<RoomBookingEntity>, m: EntityManager) {
    await this.repo(m).update({ id }, values);
  }

  /** Returns false when there is no such booking. Its invoice goes with it (ON DELETE CASCADE). */
  async delete(id: number): Promise<boolean> {
    const res = await this.repo().delete({ id });
    return (res.affected ?? 0) > 0;
  }
}
