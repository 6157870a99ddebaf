import { Global, type CSSObject } from '@emotion/react';
import { private_createTypography as createTypography, type Theme } from '@mui/material/styles';
import ThemeProvider from '@mui/system/ThemeProvider';
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

export type Scheme = 'light' | 'dark';
/** 'system' follows the system's setting; 'light' and 'dark' are the member's own choice. */
export type Mode = Scheme | 'system';

/** Where the choice is kept in this browser: the key MUI's provider used, so choices made before still hold. */
export const MODE_KEY = 'mui-mode';
const DARK = '(prefers-color-scheme: dark)';

function storedMode(): Mode {
  try {
    const value = localStorage.getItem(MODE_KEY);
    if (value === 'light' || value === 'dark' || value === 'system') return value;
  } catch {
    // Storage blocked: the system decides.
  }
  return 'system';
}

/** The scheme the system asks for; without matchMedia (old browsers, jsdom, the build's /auth prerender in Node) it counts as light. */
const systemScheme = (): Scheme => (typeof matchMedia === 'function' && matchMedia(DARK).matches ? 'dark' : 'light');

type ColorMode = { mode: Mode; system: Scheme; setMode: (mode: Mode) => void };
const ColorModeContext = createContext<ColorMode>({ mode: 'system', system: 'light', setMode: () => undefined });

/** The member's colour mode, the system's scheme, and a setter that keeps the choice in this browser. */
export const useColorMode = () => useContext(ColorModeContext);

/**
 * The theme as components see it: what MUI's CSS-variables provider hands down. Colours are CSS variables, so
 * the theme object is the same in both schemes (the default scheme's palette merged in); only the class on
 * <html> switches the variables.
 */
function resolveTheme(input: Theme): Theme {
  const source = input as VarsTheme;
  const theme: VarsTheme = { ...source, vars: source.generateThemeVars?.() ?? source.vars };
  if (typeof source.generateSpacing === 'function') theme.spacing = theme.generateSpacing!();
  for (const [key, value] of Object.entries(source.colorSchemes[source.defaultColorScheme] ?? {})) {
    theme[key] = value && typeof value === 'object' ? { ...(theme[key] as object), ...value } : value;
  }
  theme.typography = createTypography(theme.palette, theme.typography);
  return theme as unknown as Theme;
}

/** The parts of a CSS-variables theme (createTheme with `cssVariables`) that MUI's `Theme` type leaves out. */
type VarsTheme = Theme &
  Record<string, unknown> & {
    colorSchemes: Record<string, Record<string, unknown>>;
    defaultColorScheme: string;
    generateThemeVars?: () => Theme['vars'];
    generateSpacing?: () => Theme['spacing'];
    generateStyleSheets?: () => CSSObject[];
  };

/**
 * Light and dark schemes from a `createTheme({ cssVariables: { colorSchemeSelector: 'class' }, colorSchemes })`
 * theme, instead of MUI's CssVarsProvider (which the first download paid ~2 KB for): the same stylesheet of CSS
 * variables, the scheme's class on <html> (set before the first paint), the choice kept under MUI's storage key,
 * and other tabs and the system's setting followed as they change.
 */
export function ColorSchemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  const [mode, setModeState] = useState(storedMode);
  const [system, setSystem] = useState(systemScheme);
  const scheme: Scheme = mode === 'system' ? system : mode;
  const resolved = useMemo(() => resolveTheme(theme), [theme]);
  const stylesheets = useMemo(() => (resolved as VarsTheme).generateStyleSheets?.() ?? [], [resolved]);

  useLayoutEffect(() => {
    const html = document.documentElement;
    html.classList.remove('light', 'dark');
    html.classList.add(scheme);
  }, [scheme]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const media = window.matchMedia(DARK);
    const follow = () => setSystem(media.matches ? 'dark' : 'light');
    follow();
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  // A choice made in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === MODE_KEY) setModeState(storedMode());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const colorMode = useMemo<ColorMode>(
    () => ({
      mode,
      system,
      setMode: (next) => {
        try {
          localStorage.setItem(MODE_KEY, next);
        } catch {
          // Storage blocked: the choice lasts until the page is left.
        }
        setModeState(next);
      },
    }),
    [mode, system],
  );

  return (
    <ColorModeContext.Provider value={colorMode}>
      <ThemeProvider theme={resolved}>{children}</ThemeProvider>
      <Global styles={stylesheets} />
    </ColorModeContext.Provider>
  );
}
