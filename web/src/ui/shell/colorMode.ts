import { useColorMode } from '../../lib/colorScheme';

/**
 * The colour scheme shown and a toggle for it. The system setting decides until the member picks
 * the other scheme; picking the scheme the system asks for again goes back to following the system,
 * so the one toggle is all the setting there is (kept in this browser's localStorage).
 */
export function useColorModeToggle(): { dark: boolean; toggle: () => void } {
  const { mode, system, setMode } = useColorMode();
  const shown = mode === 'system' ? system : mode;
  const dark = shown === 'dark';
  return {
    dark,
    toggle: () => {
      const next = dark ? 'light' : 'dark';
      setMode(next === system ? 'system' : next);
    },
  };
}
