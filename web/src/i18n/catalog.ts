import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import type { Namespace } from './resources';
import type { CatalogResources } from './resources';

/**
 * A namespace's English catalog, put into the instance when the module that renders it is loaded (so it travels in
 * that screen's chunk, and a lazy screen's texts load with the screen), and the hook its components read it with.
 * Other languages come through the instance's backend (i18n.ts) when the namespace is first used in them.
 */
export function catalog<N extends Namespace>(namespace: N, english: CatalogResources[N]) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english);
  return () => useTranslation(namespace);
}
