import { i18n } from './i18n';
import type { Language } from './languages';

type Translator = (english: string) => string;
/** The shared messages in each language other than English, once loaded (`loadMessages`). */
const translators: Partial<Record<Language, Translator>> = {};

/**
 * Loads what turns the shared messages into `language`: locales/translate.ts with the messages catalogs (its own chunk,
 * fetched only when a language other than English is chosen, so nothing of it is in the first screen). `showLanguage`
 * awaits it before switching, so the first German render already has German field errors.
 */
export async function loadMessages(language: Language): Promise<void> {
  if (language === 'en' || translators[language]) return;
  const { translateMessage } = await import('../../../locales/translate');
  translators[language] = (english) => translateMessage(english, language);
}

/**
 * Every form field's error text is shown through here (ui/formik's fieldProps, ui/FormTextField, the date picker, …),
 * and so are the rules' messages the web says itself (a passkey ceremony's): the messages come from the shared
 * validation/ and rules/ code in English, the spec's words, and are shown in the active language through the shared
 * messages catalog (locales/<language>/messages.json) — the same translation the server gives its errors.
 */
export function fieldErrorText(message: string): string;
export function fieldErrorText(message: string | undefined): string | undefined;
export function fieldErrorText(message: string | undefined): string | undefined {
  if (!message) return message;
  const translate = translators[i18n.language as Language];
  return translate ? translate(message) : message;
}
