import english from '../../../../../locales/en/admin-rooms.json';
import { catalog } from '../../../i18n/catalog';

/** The Manage Meeting Rooms screen's texts (locales/<language>/admin-rooms.json). */
export const useAdminRoomsT = catalog('admin-rooms', english);
