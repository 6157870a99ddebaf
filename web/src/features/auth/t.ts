import english from '../../../../locales/en/auth.json';
import { catalog } from '../../i18n/catalog';

/** The public pages' texts: sign in, register, forgot and reset password, single sign-on (locales/<language>/auth.json). */
export const useAuthT = catalog('auth', english);
