import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import PersonIcon from '@mui/icons-material/Person';
import LogoutIcon from '@mui/icons-material/Logout';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import { Link as RouterLink } from 'react-router-dom';
import { useColorModeToggle } from './colorMode';
import { ADMIN_NAV, isActive, navLabel, PARENT_NAV } from './nav';
import { MORE_NAV_ICONS } from './navIconsMore';
import { PopupMenu } from './PopupMenu';
import { InstallAppMenuItem } from '../../pwa/InstallApp';
import { useTranslation } from 'react-i18next';

export type Popup = 'admin' | 'user' | null;

/**
 * The bottom bar's 'Admin Tools' and 'User Menu' popups. A module of their own so that BottomBar
 * loads them (Popover, Modal, MenuList, MenuItem) on the first tap rather than with every page.
 */
export default function BottomBarMenus(props: {
  popup: Popup;
  anchor: HTMLElement | null;
  pathname: string;
  onClose: () => void;
  onLogout: () => void;
}) {
  const { popup, anchor, pathname, onClose: close } = props;
  const colorMode = useColorModeToggle();
  const { t } = useTranslation();
  return (
    <>
      <PopupMenu id="admin-tools-menu" title={t('shell.adminTools')} anchor={anchor} open={popup === 'admin'} onClose={close} horizontal="center">
        {/* Admins act for every child: the junior section comes last, as in the side menu. */}
        {[...ADMIN_NAV, ...PARENT_NAV].map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={close} selected={isActive(pathname, item.to)}>
            <ListItemIcon>{MORE_NAV_ICONS[item.to]}</ListItemIcon>
            <ListItemText>{navLabel(item)}</ListItemText>
          </MenuItem>
        ))}
      </PopupMenu>

      <PopupMenu id="user-menu" title={t('shell.userMenu')} anchor={anchor} open={popup === 'user'} onClose={close} horizontal="right">
        <MenuItem component={RouterLink} to="/profile" onClick={close}>
          <ListItemIcon>
            <PersonIcon />
          </ListItemIcon>
          <ListItemText>{t('shell.viewProfile')}</ListItemText>
        </MenuItem>
        {/* A checkbox item: the menu stays open so the member sees the switch take effect. */}
        <MenuItem role="menuitemcheckbox" aria-checked={colorMode.dark} onClick={colorMode.toggle}>
          <ListItemIcon>
            <DarkModeIcon />
          </ListItemIcon>
          <ListItemText>{t('shell.darkMode')}</ListItemText>
          <Typography variant="body2" color="text.secondary" aria-hidden sx={{ ml: 2 }}>
            {colorMode.dark ? t('shell.on') : t('shell.off')}
          </Typography>
        </MenuItem>
        <InstallAppMenuItem onClick={close} />
        <MenuItem
          onClick={() => {
            close();
            props.onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText>{t('shell.logout')}</ListItemText>
        </MenuItem>
      </PopupMenu>
    </>
  );
}
