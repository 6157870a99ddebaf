import english from '../../../../locales/en/account.json';
import { catalog } from '../../i18n/catalog';

/** The account cards' texts: your data, passkeys, push, two-factor, the office's sign-in security (locales/<language>/account.json). */
export const useAccountT = catalog('account', english);
