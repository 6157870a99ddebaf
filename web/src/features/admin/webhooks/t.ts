import english from '../../../../../locales/en/admin-webhooks.json';
import { catalog } from '../../../i18n/catalog';

/** The Webhooks screen's texts (locales/<language>/admin-webhooks.json). */
export const useAdminWebhooksT = catalog('admin-webhooks', english);
