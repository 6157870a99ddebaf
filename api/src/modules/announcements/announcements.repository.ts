import type { DataSource } from 'typeorm';
import { AnnouncementEntity } from './announcement.entity';

/** The only place that touches announcements. */
export class AnnouncementsRepository {
  constructor(private readonly ds: DataSource) {}

  private repo() {
    return this.ds.getRepository(AnnouncementEntity);
  }

  findById(id: number) {
    return this.repo().findOneBy({ id });
  }

  /** Newest first (index announcements_created_at_idx). */
  list(limit: number, offset: number) {
    return this.repo().find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit, skip: offset });
  }

  insert(values: Partial<AnnouncementEntity>) {
    return this.repo().save(this.repo().create(values));
  }

  async update(id: number, values: Partial<AnnouncementEntity>): Promise<boolean> {
    return ((await this.repo().update({ id }, values)).affected ?? 0) > 0;
  }

  async delete(id: number): Promise<boolean> {
    return ((await this.repo().delete({ id })).affected ?? 0) > 0;
  }
}
