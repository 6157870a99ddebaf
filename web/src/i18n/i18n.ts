import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../../locales/en/common.json';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * Catalogs of the languages other than English, fetched when first needed: one small file per language and namespace
 * (the bundler makes a chunk of each locales/<language>/<namespace>.json). English never comes this way: each
 * namespace's English travels inside the code that renders it (`catalog`), so no screen waits for a request for it.
 */
const OTHER_LANGUAGES: Record<Exclude<Language, 'en'>, (namespace: string) => Promise<{ default: ResourceKey }>> = {
  de: (namespace) => import(`../../../locales/de/${namespace}.json`),
};

export const loadCatalog = (language: string, namespace: string): Promise<ResourceKey> => {
  const load = OTHER_LANGUAGES[language as keyof typeof OTHER_LANGUAGES];
  if (!load) return Promise.reject(new Error(`No catalogs to load for '${language}': English is in the code`));
  return load(namespace).then((m) => m.default);
};

const dynamicCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    loadCatalog(language, namespace).then(
      (resources) => done(null, resources),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The app's one i18next instance. Screens read it through react-i18next's `useTranslation` (see `catalog`). */
export const i18n = i18next.createInstance();

void i18n
  .use(dynamicCatalogs)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'de'] satisfies Language[],
    // English catalogs are put in by the code that uses them; only other languages go through the backend.
    partialBundledLanguages: true,
    resources: { en: { common } },
    ns: ['common'],
    defaultNS: 'common',
    // Synchronous: the first render (and the build's prerender) has English at once.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
