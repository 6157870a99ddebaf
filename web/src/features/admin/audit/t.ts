import english from '../../../../../locales/en/admin-audit.json';
import { catalog } from '../../../i18n/catalog';

/** The Audit Log screen's texts (locales/<language>/admin-audit.json). */
export const useAdminAuditT = catalog('admin-audit', english);
export type AuditT = ReturnType<typeof useAdminAuditT>['t'];
