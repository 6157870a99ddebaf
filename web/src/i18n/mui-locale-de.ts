import type { Theme } from '@mui/material/styles';
import { deDE as material } from '@mui/material/locale';
import { deDE as pickers } from '@mui/x-date-pickers/locales';

type Components = NonNullable<Theme['components']>;
type WithDefaults = Record<string, { defaultProps?: object } | undefined>;

const german = { ...material.components, ...pickers.components } as WithDefaults;

/**
 * The theme's components with German default props from MUI's and the pickers' `deDE` (loaded in this chunk only, with
 * German): each component keeps what the app's theme says and gains the locale's texts, as `createTheme(theme, deDE)`
 * would merge them, without rebuilding the theme (its CSS variables stay as they are).
 */
export function localizeComponents(base: Theme['components']): Theme['components'] {
  const out = { ...(base ?? {}) } as WithDefaults;
  for (const [name, locale] of Object.entries(german)) {
    const own = out[name];
    out[name] = { ...own, defaultProps: { ...own?.defaultProps, ...locale?.defaultProps } };
  }
  return out as Components;
}
