import { AdminAuditFiltersDocument, AdminAuditLogDocument, type AdminAuditLogQuery } from '../../gql/graphql';
import { auditEntries } from './world/audit';
import { query, requireAdmin, type DemoContext } from './respond';

/** The audit log in mock mode: sample entries, filtered and paged as the API does (nothing here writes to it). */
export function auditHandlers(ctx: DemoContext) {
  return [
    query(AdminAuditLogDocument)(({ filter, limit, offset }) => {
      requireAdmin(ctx);
      return { __typename: 'Query', auditLog: filterAudit(auditEntries, filter, limit ?? 50, offset ?? 0) };
    }),
    query(AdminAuditFiltersDocument)(() => {
      requireAdmin(ctx);
      return { __typename: 'Query', auditActors: auditActorsOf(auditEntries), auditActions: auditActionsOf(auditEntries) };
    }),
  ];
}

type Entry = AdminAuditLogQuery['auditLog']['items'][number];

/** The API's filter and paging, over a list of entries (days compared in the browser's time zone). */
export function filterAudit(
  entries: Entry[],
  f: { actorId?: string | number | null; entityType?: string | null; action?: string | null; from?: string | null; to?: string | null } | null | undefined,
  limit = 50,
  offset = 0,
): AdminAuditLogQuery['auditLog'] {
  const day = (iso: string) => {
    const d = new Date(iso);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  const hits = entries.filter(
    (e) =>
      (!f?.actorId || e.actorId === String(f.actorId)) &&
      (!f?.entityType || e.entityType === f.entityType) &&
      (!f?.action || e.action === f.action) &&
      (!f?.from || day(e.at) >= f.from) &&
      (!f?.to || day(e.at) <= f.to),
  );
  return { __typename: 'AuditLogPage', total: hits.length, items: hits.slice(offset, offset + limit) };
}

export const auditActorsOf = (entries: Entry[]) =>
  [...new Map(entries.filter((e) => e.actorId).map((e) => [e.actorId!, { __typename: 'AuditActor' as const, id: e.actorId!, name: e.actorName ?? `User #${e.actorId}` }])).values()];

export const auditActionsOf = (entries: Entry[]) => [...new Set(entries.map((e) => e.action))].sort();
