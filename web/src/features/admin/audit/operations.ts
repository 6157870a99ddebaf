import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AuditLogFilter } from '../../../gql/graphql';

export const AdminAuditLogDocument = graphql(`
  query AdminAuditLog($filter: AuditLogFilter, $limit: Int, $offset: Int) {
    auditLog(filter: $filter, limit: $limit, offset: $offset) {
      total
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

/** The log is append-only and changes with every admin action elsewhere: always asked fresh. */
export const useAuditLog = (filter: AuditLogFilter, limit: number, offset: number, skip: boolean) =>
  useQuery(AdminAuditLogDocument, { variables: { filter, limit, offset }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true, skip });

export const useAuditFilters = () => useQuery(AdminAuditFiltersDocument, { fetchPolicy: 'network-only' });
