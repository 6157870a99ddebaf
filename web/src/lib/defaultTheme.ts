import { createTheme, type Theme } from '@mui/material/styles';

let made: Theme | undefined;
const theme = (): Theme => (made ??= createTheme());

/**
 * MUI's default theme, made on first use instead of when MUI's modules are evaluated (the production build gives
 * this module to MUI's styles in place of `styles/defaultTheme`: `lazyDefaultTheme` in vite.config.mts). MUI reads
 * its default theme only where no theme is provided, and the app provides one around everything
 * (ColorSchemeProvider), so the page normally never makes it: making it was part of the first download's
 * evaluation on every page, a few per cent of a phone's longest task there.
 */
const defaultTheme = new Proxy({} as Theme, {
  get: (_, key) => Reflect.get(theme(), key),
  has: (_, key) => Reflect.has(theme(), key),
  ownKeys: () => Reflect.ownKeys(theme()),
  getOwnPropertyDescriptor: (_, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(theme(), key);
    return descriptor && { ...descriptor, configurable: true };
  },
});

export default defaultTheme;
