import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AuditLogFilter } from '../../../gql/graphql';

export const AdminAuditLogDocument = graphql(`
  query AdminAuditLog($filter: AuditLogFilter, $limit: Int, $after: String) {
    auditLog(filter: $filter, limit: $limit, after: $after) {
      total
      nextCursor
      items {
        id
        at
        actorId
        actorName
        action
        entityType
        entityId
        summary
        before
        after
      }
    }
  }
`);

export const AdminAuditFiltersDocument = graphql(`
  query AdminAuditFilters {
    auditActors {
      id
      name
    }
    auditActions
  }
`);

/**
 * The log is append-only and changes with every admin action elsewhere: always asked fresh. Paged by cursor (the
 * previous page's nextCursor; null for the first page), so a page deep in a year of entries costs what the first does.
 */
export const useAuditLog = (filter: AuditLogFilter, limit: number, after: string | null, skip: boolean) =>
  useQuery(AdminAuditLogDocument, { variables: { filter, limit, after }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true, skip });

export const useAuditFilters = () => useQuery(AdminAuditFiltersDocument, { fetchPolicy: 'network-only' });
