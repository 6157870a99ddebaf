import english from '../../../../../locales/en/admin-users.json';
import { catalog } from '../../../i18n/catalog';

/** The User Management screen's texts (locales/<language>/admin-users.json). */
export const useAdminUsersT = catalog('admin-users', english);
