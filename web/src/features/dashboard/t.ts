import english from '../../../../locales/en/dashboard.json';
import { catalog } from '../../i18n/catalog';

/** The dashboard's texts (locales/<language>/dashboard.json): with the dashboard's code, the first screen. */
export const useDashboardT = catalog('dashboard', english);
