import { Global, type CSSObject } from '@emotion/react';
import { private_createTypography as createTypography, type Theme } from '@mui/material/styles';
import ThemeProvider from '@mui/system/ThemeProvider';
import { createContext, useContext, useEffect, useInsertionEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

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

/** Marks the theme's CSS-variables stylesheet (also in the prerendered pages' heads: see prerender/page.tsx). */
export const THEME_VARS_ATTR = 'data-theme-vars';

const hyphenate = (property: string) => (property.startsWith('--') ? property : property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

/**
 * The theme's CSS variables as stylesheet text, when its sheets are flat rules (selector -> declarations, as MUI
 * writes them: ':root', ':root, .light', '.dark'); otherwise undefined. The browser parses this text natively:
 * through emotion (serialise, then stylis) the ~22 KB cost a phone ~40 ms of the first commit.
 */
export function themeVarsCss(sheets: CSSObject[]): string | undefined {
  let css = '';
  for (const sheet of sheets) {
    for (const [selector, declarations] of Object.entries(sheet)) {
      if (!declarations || typeof declarations !== 'object') return undefined;
      // As emotion (stylis) writes a selector list: ':root,.light'.
      css += `${selector.replace(/,\s+/g, ',')}{`;
      for (const [property, value] of Object.entries(declarations)) {
        if (value === null || value === undefined) continue;
        if (typeof value === 'object') return undefined;
        css += `${hyphenate(property)}:${value};`;
      }
      css += '}';
    }
  }
  return css;
}

/**
 * The theme's variables in a plain <style> of their own: inserted before the first commit's layout, where emotion's
 * <Global> put it (in <head>, before the components' styles). Rendered to HTML as the element itself (the /auth
 * prerender moves it into the head), and a page that already carries the same sheet keeps that one.
 */
function ThemeVars({ css }: { css: string }) {
  useInsertionEffect(() => {
    const existing = document.head.querySelector(`style[${THEME_VARS_ATTR}]`);
    if (existing?.textContent === css) return undefined;
    const style = document.createElement('style');
    style.setAttribute(THEME_VARS_ATTR, '');
    style.textContent = css;
    // Where emotion's <Global> put it: before the components' styles.
    document.head.insertBefore(style, document.head.querySelector('style[data-emotion="css"]'));
    return () => style.remove();
  }, [css]);
  return typeof document === 'undefined' ? <style {...{ [THEME_VARS_ATTR]: '' }} dangerouslySetInnerHTML={{ __html: css }} /> : null;
}

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
  const varsCss = useMemo(() => themeVarsCss(stylesheets), [stylesheets]);

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
      {varsCss === undefined ? <Global styles={stylesheets} /> : <ThemeVars css={varsCss} />}
    </ColorModeContext.Provider>
  );
}
