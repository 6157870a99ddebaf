import { useColorScheme } from '@mui/material/styles';

/**
 * The colour scheme shown and a toggle for it. The system setting decides until the member picks
 * the other scheme; picking the scheme the system asks for again goes back to following the system,
 * so the one toggle is all the setting there is (kept in this browser's localStorage by MUI).
 */
export function useColorModeToggle(): { dark: boolean; toggle: () => void } {
  const { mode, systemMode, setMode } = useColorScheme();
  // Without matchMedia (old browsers, jsdom) the system counts as light.
  const system = systemMode ?? 'light';
  const shown = !mode || mode === 'system' ? system : mode;
  const dark = shown === 'dark';
  return {
    dark,
    toggle: () => {
      const next = dark ? 'light' : 'dark';
      setMode(next === system ? 'system' : next);
    },
  };
}
