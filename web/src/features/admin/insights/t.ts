import english from '../../../../../locales/en/admin-insights.json';
import { catalog } from '../../../i18n/catalog';

/** The Insights screen's texts (locales/<language>/admin-insights.json). */
export const useAdminInsightsT = catalog('admin-insights', english);
