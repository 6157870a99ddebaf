import { createTheme, type Theme } from '@mui/material/styles';
import { unstable_createBreakpoints as createBreakpoints } from '@mui/system/createBreakpoints';

/** People who ask their system for less motion get no transitions or ripples (WCAG 2.3.3). */
const reducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;

/**
 * The theme's breakpoints (MUI's defaults: the theme sets none), for code that runs before the theme is made
 * (ui/shell/navigation.ts picks the navigation to fetch while the first download's modules evaluate).
 */
export const breakpoints = createBreakpoints({});

let made: Theme | undefined;

/**
 * D.Office look: calm blue primary, Roboto bundled locally (no CDN). Light and dark schemes as CSS
 * variables switched by a class on <html>: the system setting picks one unless the member chose the
 * other in the user menu (ui/shell/ColorModeToggle). Every colour in `sx` goes through the palette, so
 * both schemes keep WCAG AA contrast; the dark one has lighter accents for text on dark paper.
 *
 * Made on first use, once: making it (both schemes' palettes and CSS variables) was about a quarter of the
 * task that evaluates the first download's modules on a phone; `main.tsx` makes it in a task of its own.
 */
export const appTheme = (): Theme => (made ??= makeTheme(reducedMotion()));

const makeTheme = (lessMotion: boolean) =>
  createTheme({
    ...(lessMotion ? { transitions: { create: () => 'none' } } : {}),
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#1d4ed8' },
          secondary: { main: '#7c3aed' },
          // MUI's default info blue (#0288d1) under white text is 3.9:1, below WCAG AA; neutral toasts are filled info alerts.
          info: { main: '#0277bd' },
          background: { default: '#f6f7fb' },
          accent: {
            warning: '#b45309',
            calloutBg: '#fef2f2',
            todayBg: '#eff6ff',
            outsideBg: '#f5f5f5',
            subtleBg: '#fafafa',
            attending: '#15803d',
            maybe: '#b45309',
            notAttending: '#b91c1c',
          },
        },
      },
      dark: {
        palette: {
          primary: { main: '#93c5fd' },
          secondary: { main: '#c4b5fd' },
          // Dark mode fills Alerts (the toasts) with a colour's `dark`, under white text: MUI's own (#388e3c for success,
          // #5793b0 derived from this info) are 4.1:1 and 3.4:1, below WCAG AA's 4.5:1.
          info: { main: '#7dd3fc', dark: '#0369a1' },
          success: { main: '#66bb6a', dark: '#2e7d32' },
          // MUI's dark red (#f44336) under white text is 3.7:1; a lighter red takes dark text instead.
          error: { main: '#f87171' },
          background: { default: '#0b1220', paper: '#111827' },
          accent: {
            warning: '#fcd34d',
            calloutBg: '#3b1111',
            todayBg: '#172554',
            outsideBg: '#0b1220',
            subtleBg: '#1f2937',
            attending: '#4ade80',
            maybe: '#fcd34d',
            notAttending: '#fca5a5',
          },
        },
      },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'Roboto, "Roboto fallback", "Roboto fallback DejaVu", system-ui, -apple-system, "Segoe UI", sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: lessMotion } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });

type Accent = {
  warning: string;
  calloutBg: string;
  todayBg: string;
  outsideBg: string;
  subtleBg: string;
  attending: string;
  maybe: string;
  notAttending: string;
};

/** Colours of ours that differ by scheme (used in sx as 'accent.warning' and so on). */
declare module '@mui/material/styles' {
  interface Palette {
    accent: Accent;
  }
  interface PaletteOptions {
    accent?: Accent;
  }
}

/**
 * Event type colours of spec §3: meeting blue, workshop purple, social green, networking amber, other grey.
 * The junior section's team events (the spec names no colours): match red, training teal, tournament pink.
 * Light tints with dark text; in dark mode EVENT_TYPE_COLOURS_DARK (eventTypeSx picks by scheme).
 */
export const EVENT_TYPE_COLOURS: Record<string, { bg: string; fg: string }> = {
  meeting: { bg: '#dbeafe', fg: '#1e40af' },
  workshop: { bg: '#ede9fe', fg: '#5b21b6' },
  social: { bg: '#dcfce7', fg: '#166534' },
  networking: { bg: '#fef3c7', fg: '#92400e' },
  match: { bg: '#fee2e2', fg: '#991b1b' },
  training: { bg: '#ccfbf1', fg: '#115e59' },
  tournament: { bg: '#fce7f3', fg: '#9d174d' },
  other: { bg: '#f3f4f6', fg: '#374151' },
};

/** The same hues for dark mode: deep tints with light text (the light pastels glared on dark paper), each AA or better. */
export const EVENT_TYPE_COLOURS_DARK: Record<string, { bg: string; fg: string }> = {
  meeting: { bg: '#1e3a8a', fg: '#bfdbfe' },
  workshop: { bg: '#4c1d95', fg: '#ddd6fe' },
  social: { bg: '#14532d', fg: '#bbf7d0' },
  networking: { bg: '#78350f', fg: '#fde68a' },
  match: { bg: '#7f1d1d', fg: '#fecaca' },
  training: { bg: '#134e4a', fg: '#99f6e4' },
  tournament: { bg: '#831843', fg: '#fbcfe8' },
  other: { bg: '#374151', fg: '#e5e7eb' },
};

/**
 * An event type's colours in `sx`, for both schemes: `bgcolor` and `color`, and `edge` (e.g. 'borderLeftColor')
 * in the text colour. Unknown types are grey.
 */
export const eventTypeSx =
  (type: string, edge?: string) =>
  (theme: Theme) => {
    const light = EVENT_TYPE_COLOURS[type] ?? EVENT_TYPE_COLOURS.other!;
    const dark = EVENT_TYPE_COLOURS_DARK[type] ?? EVENT_TYPE_COLOURS_DARK.other!;
    return {
      bgcolor: light.bg,
      color: light.fg,
      ...(edge ? { [edge]: light.fg } : {}),
      ...theme.applyStyles('dark', { bgcolor: dark.bg, color: dark.fg, ...(edge ? { [edge]: dark.fg } : {}) }),
    };
  };

/** One property (a border's or a dot's colour) in an event type's text colour, for both schemes. */
export const eventTypeAccentSx = (type: string, property: string) => (theme: Theme) => ({
  [property]: (EVENT_TYPE_COLOURS[type] ?? EVENT_TYPE_COLOURS.other!).fg,
  ...theme.applyStyles('dark', { [property]: (EVENT_TYPE_COLOURS_DARK[type] ?? EVENT_TYPE_COLOURS_DARK.other!).fg }),
});

/** Room bookings on the calendar: a teal tint with a dashed outline, light and dark. */
export const BOOKING_COLOURS = { light: { bg: '#f0fdfa', fg: '#115e59' }, dark: { bg: '#042f2e', fg: '#99f6e4' } };

export const SIDE_MENU_WIDTH = 256;
/** The phone's bottom navigation bar; the shell keeps this much room under the page for it. */
export const BOTTOM_BAR_HEIGHT = 64;
