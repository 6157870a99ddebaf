import IconButton from '@mui/material/IconButton';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useColorModeToggle } from './colorMode';
import { useTranslation } from 'react-i18next';

/** The side menu's dark mode switch, beside Logout in the user's corner (a toggle button: aria-pressed). */
export function ColorModeButton() {
  const { dark, toggle } = useColorModeToggle();
  const { t } = useTranslation();
  return (
    <IconButton aria-label={t('shell.darkMode')} aria-pressed={dark} title={dark ? t('shell.useLightMode') : t('shell.useDarkMode')} onClick={toggle}>
      {dark ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
