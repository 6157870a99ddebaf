import english from '../../../../../locales/en/admin-announcements.json';
import { catalog } from '../../../i18n/catalog';

/** The admin's Announcements screen's texts (locales/<language>/admin-announcements.json). */
export const useAdminAnnouncementsT = catalog('admin-announcements', english);
