import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { NavLink, useLocation } from 'react-router-dom';
import { initials } from '../../lib/format';
import { roleLabel, useLogout, type SessionUser } from '../../lib/session';
import { SIDE_MENU_WIDTH } from '../../theme';
import { ColorModeButton } from './ColorModeButton';
import { ADMIN_NAV, isActive, MAIN_NAV, PARENT_NAV, type NavItem } from './nav';
import { NAV_ICONS } from './navIcons';

function Section({ id, title, items }: { id: string; title: string; items: NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <List
      aria-labelledby={id}
      subheader={
        <ListSubheader id={id} disableSticky sx={{ bgcolor: 'transparent', lineHeight: '36px', fontWeight: 600 }}>
          {title}
        </ListSubheader>
      }
    >
      {items.map((item) => (
        <li key={item.to}>
          <ListItemButton
            component={NavLink}
            to={item.to}
            selected={isActive(pathname, item.to)}
            sx={{ mx: 1, borderRadius: 2, '&.Mui-selected': { color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } } }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{NAV_ICONS[item.to]}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}

/** Desktop navigation (spec §2): 256 px, 'Main' for everyone, 'Admin' for admins only, the user at the foot. */
export function SideMenu({ user }: { user: SessionUser }) {
  const logout = useLogout();
  return (
    <Box sx={{ width: SIDE_MENU_WIDTH, flexShrink: 0 }}>
      {/* What a permanent Drawer renders, without the Modal and Slide code Drawer imports for its other variants. */}
      <Paper
        square
        elevation={0}
        className="side-menu"
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          height: '100%',
          width: SIDE_MENU_WIDTH,
          boxSizing: 'border-box',
          display: 'flex',
          flexDirection: 'column',
          overflowY: 'auto',
          zIndex: 'drawer',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="p" variant="h6" sx={{ px: 3, py: 2.5, fontWeight: 700, color: 'primary.main' }}>
          D.Office
        </Typography>
        <Box component="nav" aria-label="Main navigation" sx={{ flex: 1, overflowY: 'auto' }}>
          <Section id="side-menu-main" title="Main" items={MAIN_NAV} />
          {(user.isParent || user.isAdmin) && <Section id="side-menu-junior" title="Junior" items={PARENT_NAV} />}
          {user.isAdmin && <Section id="side-menu-admin" title="Admin" items={ADMIN_NAV} />}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 15 }} aria-hidden>
            {initials(user.fullName)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {user.fullName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {roleLabel(user)}
            </Typography>
          </Box>
          <ColorModeButton />
          {/* A native title instead of MUI Tooltip, whose Popper would join the first download. */}
          <IconButton aria-label="Logout" title="Logout" onClick={() => void logout({ announce: 'menu' })}>
            <LogoutIcon />
          </IconButton>
        </Box>
      </Paper>
    </Box>
  );
}
