import IconButton from '@mui/material/IconButton';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useColorModeToggle } from './colorMode';

/** The side menu's dark mode switch, beside Logout in the user's corner (a toggle button: aria-pressed). */
export function ColorModeButton() {
  const { dark, toggle } = useColorModeToggle();
  return (
    <IconButton aria-label="Dark mode" aria-pressed={dark} title={dark ? 'Use light mode' : 'Use dark mode'} onClick={toggle}>
      {dark ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
