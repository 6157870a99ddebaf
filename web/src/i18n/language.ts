import { i18n, loadCatalog } from './i18n';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { loadMessages } from './field-error';
import { loadMuiLocale } from './mui-locale';

/** dayjs's locale follows the language; dayjs itself loads only with the screens that use it, so this waits for them. */
let dayjsTouched = false;
async function setDayjsLocale(language: Language) {
  if (language === DEFAULT_LANGUAGE && !dayjsTouched) return;
  dayjsTouched = true;
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), language === 'de' ? import('dayjs/locale/de') : undefined]);
  dayjs.locale(language);
  // The calendar's weeks start on Sunday in every language (spec §9: its grid, week view and the server's weeks).
  const locale = dayjs.Ls[language];
  if (locale) locale.weekStart = 0;
}

/**
 * Shows the app in `language` without a reload: first the catalogs of every namespace in use (those whose English is
 * loaded: the screens seen so far) and dayjs's locale, then the switch, so no screen falls back to a spinner while its
 * text loads. `<html lang>` follows (below).
 */
export async function showLanguage(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE) {
    const inUse = Object.keys(i18n.store.data[DEFAULT_LANGUAGE] ?? {});
    await Promise.all([
      loadMessages(language),
      loadMuiLocale(language),
      ...inUse
        .filter((namespace) => !i18n.hasResourceBundle(language, namespace))
        .map(async (namespace) => i18n.addResourceBundle(language, namespace, await loadCatalog(language, namespace))),
    ]);
  }
  await setDayjsLocale(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The active language (what requests ask the server to answer in). */
export const activeLanguage = (): Language => (i18n.language === 'de' ? 'de' : DEFAULT_LANGUAGE);

const followHtmlLang = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
i18n.on('languageChanged', followHtmlLang);
