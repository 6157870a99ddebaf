import type { DataSource } from 'typeorm';
import { requireAdmin, type Viewer } from '../../core/auth/viewer';
import { paging, validate } from '../../core/validation';
import { auditFilterSchema } from '../../../../validation/audit';
import { AuditRepository, type AuditRow } from './audit.repository';

/** Server-local midnight of a yyyy-MM-dd day ("today" and every day are the server's local days). */
const localMidnight = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + plusDays);
};

/**
 * The audit log, read by admins. There is deliberately no call to change or remove an entry;
 * the table's trigger refuses it too. Entries are written by audit.record in each change's transaction.
 */
export class AuditService {
  private readonly repo: AuditRepository;

  constructor(ds: DataSource) {
    this.repo = new AuditRepository(ds);
  }

  async list(viewer: Viewer | null, filter: unknown, limit?: unknown, offset?: unknown): Promise<{ items: AuditRow[]; total: number }> {
    requireAdmin(viewer);
    const f = await validate(auditFilterSchema, filter ?? {});
    const page = paging(limit ?? 50, offset, 200);
    return this.repo.list({
      actorId: f.actorId,
      entityType: f.entityType,
      action: f.action || null,
      from: f.from ? localMidnight(f.from) : null,
      until: f.to ? localMidnight(f.to, 1) : null,
      ...page,
    });
  }

  async actors(viewer: Viewer | null): Promise<{ id: number; name: string }[]> {
    requireAdmin(viewer);
    return this.repo.actors();
  }

  async actions(viewer: Viewer | null): Promise<string[]> {
    requireAdmin(viewer);
    return this.repo.actions();
  }
}
