import english from '../../../../../locales/en/admin-shared.json';
import { catalog } from '../../../i18n/catalog';

/** The texts every admin screen shares: lists, their toolbar, row actions, access denied (locales/<language>/admin-shared.json). */
export const useAdminSharedT = catalog('admin-shared', english);
