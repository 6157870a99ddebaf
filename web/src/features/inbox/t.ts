import english from '../../../../locales/en/inbox.json';
import { catalog } from '../../i18n/catalog';

/** The inbox's texts (locales/<language>/inbox.json): with the header's bell, so on every signed-in screen. */
export const useInboxT = catalog('inbox', english);
