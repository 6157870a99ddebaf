import { AdminAuditFiltersDocument, AdminAuditLogDocument } from '../../gql/graphql';
import { auditActionsOf, auditActorsOf, demoAuditEntries, filterAudit } from '../../features/admin/audit/mocks';
import { query, requireAdmin, type DemoContext } from './respond';

/** The audit log in mock mode: sample entries, filtered and paged as the API does (nothing here writes to it). */
export function auditHandlers(ctx: DemoContext) {
  return [
    query(AdminAuditLogDocument)(({ filter, limit, offset }) => {
      requireAdmin(ctx);
      return { __typename: 'Query', auditLog: filterAudit(demoAuditEntries, filter, limit ?? 50, offset ?? 0) };
    }),
    query(AdminAuditFiltersDocument)(() => {
      requireAdmin(ctx);
      return { __typename: 'Query', auditActors: auditActorsOf(demoAuditEntries), auditActions: auditActionsOf(demoAuditEntries) };
    }),
  ];
}
