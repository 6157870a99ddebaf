import english from '../../../../../locales/en/admin-events.json';
import { catalog } from '../../../i18n/catalog';

/** The Manage Events screen's texts (locales/<language>/admin-events.json). */
export const useAdminEventsT = catalog('admin-events', english);
export type EventsT = ReturnType<typeof useAdminEventsT>['t'];
