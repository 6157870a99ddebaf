import type { DataSource } from 'typeorm';
import { requireAdmin, type Viewer } from '../../core/auth/viewer';
import { paging, validate } from '../../core/validation';
import { badInput } from '../../core/errors';
import { auditFilterSchema } from '../../../../validation/audit';
import { AuditRepository, type AuditRow } from './audit.repository';

/** Server-local midnight of a yyyy-MM-dd day ("today" and every day are the server's local days). */
const localMidnight = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + plusDays);
};

/** A page cursor as the API hands it out (an entry's id, digits), or null when none was given. */
function auditCursor(after: unknown): string | null {
  if (after === undefined || after === null || after === '') return null;
  if (typeof after !== 'string' || !/^[1-9][0-9]{0,17}$/.test(after)) throw badInput('after must be the nextCursor of a page', 'after');
  return after;
}

/**
 * The audit log, read by admins. There is deliberately no call to change or remove an entry;
 * the table's trigger refuses it too. Entries are written by audit.record in each change's transaction.
 */
export class AuditService {
  private readonly repo: AuditRepository;

  constructor(ds: DataSource) {
    this.repo = new AuditRepository(ds);
  }

  /**
   * A page of the log: after `after` (the previous page's nextCursor: keyset paging, O(page)) or at `offset` (kept for
   * older clients; it costs the entries it skips). Not both.
   */
  async list(
    viewer: Viewer | null,
    filter: unknown,
    limit?: unknown,
    offset?: unknown,
    after?: unknown,
  ): Promise<{ items: AuditRow[]; total: number; nextCursor: string | null }> {
    requireAdmin(viewer);
    const f = await validate(auditFilterSchema, filter ?? {});
    const page = paging(limit ?? 50, offset, 200);
    const cursor = auditCursor(after);
    if (cursor && page.offset > 0) throw badInput('Give either after or offset, not both', 'after');
    return this.repo.list({
      actorId: f.actorId,
      entityType: f.entityType,
      action: f.action || null,
      from: f.from ? localMidnight(f.from) : null,
      until: f.to ? localMidnight(f.to, 1) : null,
      after: cursor,
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
