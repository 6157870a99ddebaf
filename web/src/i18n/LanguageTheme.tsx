import type { Theme } from '@mui/material/styles';
import ThemeProvider from '@mui/system/ThemeProvider';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { muiLocale } from './mui-locale';

/**
 * MUI's own texts in the active language: the theme above, with the language's component texts merged in (mui-locale.ts).
 * Always rendered (in English it passes the theme through), so a switch re-renders and never remounts the app.
 */
export function LanguageTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const localize = muiLocale(i18n.language);
  const theme = useMemo(() => (outer: Theme): Theme => (localize ? { ...outer, components: localize(outer.components) } : outer), [localize]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
