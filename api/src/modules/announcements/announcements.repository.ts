import type { DataSource, EntityManager } from 'typeorm';
import { asEntities, firstPageLimit, preparedRows, selectColumns } from '../../speed/db/prepared';
import { AnnouncementEntity } from './announcement.entity';

/** The only place that touches announcements. */
export class AnnouncementsRepository {
  constructor(private readonly ds: DataSource) {}

  private repo(m?: EntityManager) {
    return (m ?? this.ds.manager).getRepository(AnnouncementEntity);
  }

  findById(id: number, m?: EntityManager) {
    return this.repo(m).findOneBy({ id });
  }

  /**
   * Newest first (index announcements_created_at_idx). A prepared hot read (every dashboard load asks the first 3): a
   * first page has its usual size written in and no OFFSET, so PostgreSQL does not re-plan it on every run.
   */
  async list(limit: number, offset: number): Promise<AnnouncementEntity[]> {
    const values: unknown[] = [];
    let paging: { sql: string; key: string };
    if (offset === 0) {
      const first = firstPageLimit(limit, values);
      paging = { sql: first.sql, key: `first-${first.key}` };
    } else {
      values.push(limit, offset);
      paging = { sql: 'LIMIT $1 OFFSET $2', key: 'page' };
    }
    const rows = await preparedRows<object>(
      this.ds,
      `announcements-list-${paging.key}`,
      `SELECT ${selectColumns(this.ds, AnnouncementEntity, 'a')} FROM announcements a ORDER BY a.created_at DESC, a.id DESC ${paging.sql}`,
      values,
    );
    return asEntities(AnnouncementEntity, rows);
  }

  insert(values: Partial<AnnouncementEntity>, m?: EntityManager) {
    return this.repo(m).save(this.repo(m).create(values));
  }

  async update(id: number, values: Partial<AnnouncementEntity>, m?: EntityManager): Promise<boolean> {
    return ((await this.repo(m).update({ id }, values)).affected ?? 0) > 0;
  }

  async delete(id: number, m?: EntityManager): Promise<boolean> {
    return ((await this.repo(m).delete({ id })).affected ?? 0) > 0;
  }
}
