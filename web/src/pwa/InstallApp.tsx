import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import InstallIcon from '@mui/icons-material/InstallMobile';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { installOffer, onInstallOffer, promptInstall } from './installable';

/** Whether the browser offers to install the app now (it says so with `beforeinstallprompt`; most browsers never do). */
export const useInstallOffer = () => useSyncExternalStore(onInstallOffer, () => installOffer() !== null);

/** "Install app" in the bottom bar's user menu, where the browser offers it. */
export function InstallAppMenuItem({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  if (!useInstallOffer()) return null;
  return (
    <MenuItem
      onClick={() => {
        onClick();
        void promptInstall();
      }}
    >
      <ListItemIcon>
        <InstallIcon />
      </ListItemIcon>
      <ListItemText>{t('shell.installApp')}</ListItemText>
    </MenuItem>
  );
}

/** The same on the profile page, beside Sign Out (the side menu has no menu to hold it). */
export function InstallAppButton() {
  const { t } = useTranslation();
  if (!useInstallOffer()) return null;
  return (
    <Button variant="outlined" startIcon={<InstallIcon />} onClick={() => void promptInstall()}>
      {t('shell.installApp')}
    </Button>
  );
}
