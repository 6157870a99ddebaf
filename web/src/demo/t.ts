import english from '../../../locales/en/demo.json';
import { catalog } from '../i18n/catalog';

/** The demo banner's texts (locales/<language>/demo.json): their own namespace, so only the demo downloads them. */
export const useDemoT = catalog('demo', english);
