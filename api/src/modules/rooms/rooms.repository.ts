import type { DataSource, EntityManager } from 'typeorm';
import { asEntities, preparedRows, selectColumns } from '../../speed/db/prepared';
import { MeetingRoomEntity } from './room.entity';

/** The only place that touches meeting_rooms through the ORM. */
export class RoomsRepository {
  constructor(private readonly ds: DataSource) {}

  private repo(m?: EntityManager) {
    return (m ?? this.ds.manager).getRepository(MeetingRoomEntity);
  }

  findById(id: number, m?: EntityManager) {
    return this.repo(m).findOneBy({ id });
  }

  /** DataLoader batches: a prepared statement, no ORM hydration. */
  async findByIds(ids: readonly number[]): Promise<MeetingRoomEntity[]> {
    const sql = `SELECT ${selectColumns(this.ds, MeetingRoomEntity, 'r')} FROM meeting_rooms r WHERE r.id = ANY($1::int[])`;
    return asEntities(MeetingRoomEntity, await preparedRows(this.ds, 'rooms-by-ids', sql, [[...ids]]));
  }

  /**
   * The room, locked against other writers until the transaction ends. Accepting takes it so
   * accepts of one room queue up and each sees the previous one's result (NO KEY: new
   * booking requests, which only need the row to exist, are not blocked).
   */
  lockById(id: number, m: EntityManager) {
    return this.repo(m).createQueryBuilder('r').setLock('for_no_key_update').where('r.id = :id', { id }).getOne();
  }

  list(opts: { activeOnly: boolean; limit: number; offset: number }) {
    const q = this.repo().createQueryBuilder('r').orderBy('r.name', 'ASC').addOrderBy('r.id', 'ASC').take(opts.limit).skip(opts.offset);
    if (opts.activeOnly) q.where('r.isActive = true');
    return q.getMany();
  }

  insert(values: Partial<MeetingRoomEntity>) {
    return this.repo().save(this.repo().create(values));
  }

  /** Returns false when there is no such room. */
  async update(id: number, values: Partial<MeetingRoomEntity>): Promise<boolean> {
    const res = await this.repo().update({ id }, values);
    return (res.affected ?? 0) > 0;
  }

  /** How many booking requests (any status) name the room. */
  async bookingRequestCount(id: number, m: EntityManager): Promise<number> {
    const [{ n }] = await m.query(`SELECT count(*)::int AS n FROM room_bookings WHERE room_id = $1`, [id]);
    return n;
  }

  /** Returns false when there is no such room. */
  async delete(id: number, m?: EntityManager): Promise<boolean> {
    const res = await this.repo(m).delete({ id });
    return (res.affected ?? 0) > 0;
  }
}
