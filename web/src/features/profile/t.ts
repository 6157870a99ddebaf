import english from '../../../../locales/en/profile.json';
import { catalog } from '../../i18n/catalog';

/** The profile screen's texts (locales/<language>/profile.json). */
export const useProfileT = catalog('profile', english);
