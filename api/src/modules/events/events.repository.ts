import type { DataSource, EntityManager } from 'typeorm';
import { EventEntity } from './event.entity';
import type { EventScope } from './events.policy';

/** The only place that touches the events table. */
export class EventsRepository {
  constructor(private readonly ds: DataSource) {}

  private repo(m?: EntityManager) {
    return (m ?? this.ds.manager).getRepository(EventEntity);
  }

  findById(id: number, m?: EntityManager) {
    return this.repo(m).findOneBy({ id });
  }

  findByIds(ids: readonly number[]) {
    return this.repo().createQueryBuilder('e').where('e.id = ANY(:ids)', { ids: [...ids] }).getMany();
  }

  /** Ordered by day and start time (index events_status_date_idx / events_date_idx); no paging when page is omitted. */
  list(scope: EventScope, page?: { limit: number; offset: number }) {
    const q = this.repo().createQueryBuilder('e');
    if (scope.status) q.andWhere('e.status = :status', { status: scope.status });
    if (scope.fromDay) q.andWhere('e.date >= :fromDay', { fromDay: scope.fromDay });
    if (scope.toDay) q.andWhere('e.date <= :toDay', { toDay: scope.toDay });
    q.orderBy('e.date', 'ASC').addOrderBy('e.startTime', 'ASC').addOrderBy('e.id', 'ASC');
    if (page) q.limit(page.limit).offset(page.offset);
    return q.getMany();
  }

  insert(values: Partial<EventEntity>) {
    return this.repo().save(this.repo().create(values));
  }

  /** Returns false when there is no such event. */
  async update(id: number, values: Partial<EventEntity>): Promise<boolean> {
    const res = await this.repo().update({ id }, values);
    return (res.affected ?? 0) > 0;
  }

  /** Returns false when there is no such event. Its RSVPs go with it (ON DELETE CASCADE). */
  async delete(id: number): Promise<boolean> {
    const res = await this.repo().delete({ id });
    return (res.affected ?? 0) > 0;
  }
}
