import type { Theme } from '@mui/material/styles';
import type { Language } from './languages';

type Components = Theme['components'];
/** A theme's components with a language's texts put into their default props (MUI's and the date pickers' locale objects). */
export type LocalizeComponents = (base: Components) => Components;

const loaded: Partial<Record<Language, LocalizeComponents>> = {};

/**
 * MUI's own texts (an alert's "Close", pagination's labels, the date pickers' "Choose date", Autocomplete's "No options")
 * in `language`: MUI's locale objects, fetched as their own chunk only when a language other than English is chosen
 * (`showLanguage` awaits this before switching). English is MUI's default and needs nothing.
 */
export async function loadMuiLocale(language: Language): Promise<void> {
  if (language === 'en' || loaded[language]) return;
  loaded[language] = (await import('./mui-locale-de')).localizeComponents;
}

/** What turns the theme's components into `language`'s, once loaded; undefined for English (and before loading). */
export const muiLocale = (language: string): LocalizeComponents | undefined => loaded[language as Language];
