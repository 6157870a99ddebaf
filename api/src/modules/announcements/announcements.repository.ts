import type { DataSource, EntityManager } from 'typeorm';
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

  /** Newest first (index announcements_created_at_idx). */
  list(limit: number, offset: number) {
    return this.repo().find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit, skip: offset });
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
