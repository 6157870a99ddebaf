import { createTheme } from '@mui/material/styles';

/** People who ask their system for less motion get no transitions or ripples (WCAG 2.3.3). */
const reducedMotion =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;

/** D.Office look: calm blue primary, Roboto bundled locally (no CDN). */
export const theme = createTheme({
  ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
  palette: {
    primary: { main: '#1d4ed8' },
    secondary: { main: '#7c3aed' },
    // MUI's default info blue (#0288d1) under white text is 3.9:1, below WCAG AA; neutral toasts are filled info alerts.
    info: { main: '#0277bd' },
    background: { default: '#f6f7fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});

/** Event type colours of spec §3: meeting blue, workshop purple, social green, networking amber, other grey. */
export const EVENT_TYPE_COLOURS: Record<string, { bg: string; fg: string }> = {
  meeting: { bg: '#dbeafe', fg: '#1e40af' },
  workshop: { bg: '#ede9fe', fg: '#5b21b6' },
  social: { bg: '#dcfce7', fg: '#166534' },
  networking: { bg: '#fef3c7', fg: '#92400e' },
  other: { bg: '#f3f4f6', fg: '#374151' },
};

export const SIDE_MENU_WIDTH = 256;
