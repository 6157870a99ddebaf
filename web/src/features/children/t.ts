import english from '../../../../locales/en/children.json';
import { catalog } from '../../i18n/catalog';

/** My Children's texts (locales/<language>/children.json). */
export const useChildrenT = catalog('children', english);
