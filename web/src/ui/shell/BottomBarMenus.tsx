import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import PersonIcon from '@mui/icons-material/Person';
import LogoutIcon from '@mui/icons-material/Logout';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import { Link as RouterLink } from 'react-router-dom';
import { useColorModeToggle } from './colorMode';
import { ADMIN_NAV, isActive, PARENT_NAV } from './nav';
import { MORE_NAV_ICONS } from './navIconsMore';
import { PopupMenu } from './PopupMenu';
import { InstallAppMenuItem } from '../../pwa/InstallApp';

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
  return (
    <>
      <PopupMenu id="admin-tools-menu" title="Admin Tools" anchor={anchor} open={popup === 'admin'} onClose={close} horizontal="center">
        {/* Admins act for every child: the junior section comes last, as in the side menu. */}
        {[...ADMIN_NAV, ...PARENT_NAV].map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={close} selected={isActive(pathname, item.to)}>
            <ListItemIcon>{MORE_NAV_ICONS[item.to]}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </PopupMenu>

      <PopupMenu id="user-menu" title="User Menu" anchor={anchor} open={popup === 'user'} onClose={close} horizontal="right">
        <MenuItem component={RouterLink} to="/profile" onClick={close}>
          <ListItemIcon>
            <PersonIcon />
          </ListItemIcon>
          <ListItemText>View Profile</ListItemText>
        </MenuItem>
        {/* A checkbox item: the menu stays open so the member sees the switch take effect. */}
        <MenuItem role="menuitemcheckbox" aria-checked={colorMode.dark} onClick={colorMode.toggle}>
          <ListItemIcon>
            <DarkModeIcon />
          </ListItemIcon>
          <ListItemText>Dark mode</ListItemText>
          <Typography variant="body2" color="text.secondary" aria-hidden sx={{ ml: 2 }}>
            {colorMode.dark ? 'On' : 'Off'}
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
          <ListItemText>Logout</ListItemText>
        </MenuItem>
      </PopupMenu>
    </>
  );
}
