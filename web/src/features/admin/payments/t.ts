import english from '../../../../../locales/en/admin-payments.json';
import { catalog } from '../../../i18n/catalog';

/** The Payments and Overdue screens' texts, and the payments on a booking card (locales/<language>/admin-payments.json). */
export const useAdminPaymentsT = catalog('admin-payments', english);
