import english from '../../../../../locales/en/admin-teams.json';
import { catalog } from '../../../i18n/catalog';

/** The junior section's Teams screen's texts (locales/<language>/admin-teams.json). */
export const useAdminTeamsT = catalog('admin-teams', english);
export type TeamsT = ReturnType<typeof useAdminTeamsT>['t'];
