import type { FeatureRoutes } from '../../core/http/routes';
import type { AuditService } from './audit.service';
import type { AuditRow } from './audit.repository';
import { auditFilterInput } from './audit.input';

const toAuditJson = (e: AuditRow) => ({ ...e, id: Number(e.id) });

/** The audit log over REST: read only, like GraphQL (there is no route that changes an entry). */
export function auditRoutes(r: FeatureRoutes<{ audit: AuditService }>): void {
  r.add('get', '/audit-log', 'ADMIN', async ({ services, viewer, query }) => {
    const { limit, offset, after, ...filter } = query;
    const page = await services.audit.list(viewer, auditFilterInput(filter), limit, offset, after);
    return { items: page.items.map(toAuditJson), total: page.total, nextCursor: page.nextCursor };
  });
  r.add('get', '/audit-log/actors', 'ADMIN', async ({ services, viewer }) => services.audit.actors(viewer));
  r.add('get', '/audit-log/actions', 'ADMIN', async ({ services, viewer }) => services.audit.actions(viewer));
}
