import { AdminAuditFiltersDocument, AdminAuditLogDocument, type AdminAuditLogQuery } from '../../gql/graphql';
import { auditEntries } from './world/audit';
import { query, requireAdmin, type DemoContext } from './respond';

/** The audit log in mock mode: sample entries, filtered and paged as the API does (nothing here writes to it). */
export function auditHandlers(ctx: DemoContext) {
  return [
    query(AdminAuditLogDocument)(({ filter, limit, after }) => {
      requireAdmin(ctx);
      return { __typename: 'Query', auditLog: filterAudit(auditEntries, filter, limit ?? 50, after ?? null) };
    }),
    query(AdminAuditFiltersDocument)(() => {
      requireAdmin(ctx);
      return { __typename: 'Query', auditActors: auditActorsOf(auditEntries), auditActions: auditActionsOf(auditEntries) };
    }),
  ];
}

type Entry = AdminAuditLogQuery['auditLog']['items'][number];

/**
 * The API's filter and paging, over a list of entries newest first (days compared in the browser's time zone): the
 * page after the entry whose id is `after` (the API's keyset cursor), and the cursor to the next page.
 */
export function filterAudit(
  entries: Entry[],
  f: { actorId?: string | number | null; entityType?: string | null; action?: string | null; from?: string | null; to?: string | null } | null | undefined,
  limit = 50,
  after: string | null = null,
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
  const start = after === null ? 0 : hits.findIndex((e) => e.id === after) + 1;
  const items = start === 0 && after !== null ? [] : hits.slice(start, start + limit);
  const more = start + limit < hits.length && items.length > 0;
  return { __typename: 'AuditLogPage', total: hits.length, items, nextCursor: more ? items[items.length - 1]!.id : null };
}

export const auditActorsOf = (entries: Entry[]) =>
  [...new Map(entries.filter((e) => e.actorId).map((e) => [e.actorId!, { __typename: 'AuditActor' as const, id: e.actorId!, name: e.actorName ?? `User #${e.actorId}` }])).values()];

export const auditActionsOf = (entries: Entry[]) => [...new Set(entries.map((e) => e.action))].sort();
