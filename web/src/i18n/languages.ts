import { LANGUAGES, type Language } from '../../../validation/languages';

export { LANGUAGES, type Language };

/** English: the spec's texts, the language of the prerendered pages and of every catalog's keys' fallback. */
export const DEFAULT_LANGUAGE: Language = 'en';

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The language the app shows: the member's choice in the profile, else the first of the browser's languages we have a
 * catalog for ('de-AT' reads as 'de'), else English.
 */
export function chooseLanguage(profile: string | null | undefined, browser: readonly string[] = []): Language {
  if (isLanguage(profile)) return profile;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The browser's languages, most preferred first (none outside a browser). */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
