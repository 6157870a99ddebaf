import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from '@mui/material/styles';
import { appTheme } from '../theme';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { ColorSchemeProvider, MODE_KEY, THEME_VARS_ATTR, themeVarsCss, useColorMode } from './colorScheme';

const html = document.documentElement;

/** A matchMedia whose dark preference can be changed while the page is open. */
function systemScheme(initial: 'light' | 'dark') {
  let dark = initial === 'dark';
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query.includes('prefers-color-scheme: dark') && dark;
      },
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    }) as unknown as MediaQueryList;
  return (scheme: 'light' | 'dark') => {
    dark = scheme === 'dark';
    act(() => listeners.forEach((fn) => fn()));
  };
}

function Probe() {
  const { mode, system, setMode } = useColorMode();
  const t = useTheme();
  return (
    <>
      <p>
        {mode}/{system}
      </p>
      <p>{t.vars?.palette.primary.main}</p>
      <button onClick={() => setMode('dark')}>dark</button>
    </>
  );
}

const renderProbe = () =>
  render(
    <ColorSchemeProvider theme={appTheme()}>
      <Probe />
    </ColorSchemeProvider>,
  );

afterEach(() => {
  localStorage.clear();
  html.className = '';
  // @ts-expect-error jsdom ships without matchMedia; put it back that way.
  delete window.matchMedia;
});

it('applies a stored choice on the first render, before any effect of the page runs', () => {
  systemScheme('light');
  localStorage.setItem(MODE_KEY, 'dark');
  renderProbe();
  expect(html.className).toBe('dark');
  expect(screen.getByText('dark/light')).toBeInTheDocument();
});

it('hands down the theme with CSS variables and writes the schemes as a stylesheet', () => {
  renderProbe();
  expect(screen.getByText('var(--mui-palette-primary-main)')).toBeInTheDocument();
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  const scheme = (selector: RegExp) => rules.find((rule) => selector.test(rule) && rule.includes('--mui-palette-primary-main'));
  expect(scheme(/^:root,\.light \{/)).toContain('--mui-palette-primary-main: #1d4ed8');
  expect(scheme(/^\.dark \{/)).toContain('--mui-palette-primary-main: #93c5fd');
});

it('writes the variables in one plain <style> in the head, the declarations emotion wrote, and removes it on unmount', () => {
  const { unmount } = renderProbe();
  const styles = document.head.querySelectorAll(`style[${THEME_VARS_ATTR}]`);
  expect(styles).toHaveLength(1);
  const sheets = (appTheme() as unknown as { generateStyleSheets: () => Parameters<typeof themeVarsCss>[0] }).generateStyleSheets();
  expect(styles[0]!.textContent).toBe(themeVarsCss(sheets));
  // The same text as emotion's <Global> wrote for the same sheets, but for whitespace after commas (which stylis
  // drops in some places) and stylis's made-up '-webkit-print-color-scheme' prefix.
  const container = document.createElement('div');
  render(
    <CacheProvider value={createCache({ key: 'reference', container, speedy: false })}>
      <Global styles={sheets} />
    </CacheProvider>,
  );
  const emotion = container.textContent!.replace(/-webkit-print-color-scheme:[^;]*;/g, '');
  const commas = (css: string) => css.replace(/,\s+/g, ',');
  expect(emotion).toContain('.dark{');
  expect(commas(styles[0]!.textContent!)).toBe(commas(emotion));
  unmount();
  expect(document.head.querySelector(`style[${THEME_VARS_ATTR}]`)).toBeNull();
});

it('keeps the copy of the variables a prerendered page carries instead of writing another', () => {
  const sheets = (appTheme() as unknown as { generateStyleSheets: () => Parameters<typeof themeVarsCss>[0] }).generateStyleSheets();
  const prerendered = document.createElement('style');
  prerendered.setAttribute(THEME_VARS_ATTR, '');
  prerendered.textContent = themeVarsCss(sheets)!;
  document.head.append(prerendered);
  renderProbe();
  expect([...document.head.querySelectorAll(`style[${THEME_VARS_ATTR}]`)]).toEqual([prerendered]);
  prerendered.remove();
});

it('follows the system while no choice is made, and keeps a choice', async () => {
  const setSystem = systemScheme('light');
  renderProbe();
  expect(html.className).toBe('light');
  setSystem('dark');
  expect(html.className).toBe('dark');
  expect(screen.getByText('system/dark')).toBeInTheDocument();

  setSystem('light');
  await userEvent.click(screen.getByRole('button', { name: 'dark' }));
  expect(localStorage.getItem(MODE_KEY)).toBe('dark');
  expect(html.className).toBe('dark');
  setSystem('light');
  expect(html.className).toBe('dark');
});

it('follows a choice made in another tab', () => {
  systemScheme('light');
  renderProbe();
  localStorage.setItem(MODE_KEY, 'dark');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: MODE_KEY, newValue: 'dark' }));
  });
  expect(html.className).toBe('dark');
});
