import english from '../../../../../locales/en/admin-whatsapp.json';
import { catalog } from '../../../i18n/catalog';

/** The WhatsApp settings screen's texts (locales/<language>/admin-whatsapp.json). */
export const useAdminWhatsappT = catalog('admin-whatsapp', english);
