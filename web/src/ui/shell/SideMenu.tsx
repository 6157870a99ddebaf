import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { lazy, Suspense, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { initials } from '../../lib/format';
import { roleLabel, useLogout, type SessionUser } from '../../lib/session';
import { SIDE_MENU_WIDTH } from '../../theme';
import { ColorModeButton } from './ColorModeButton';
import { ADMIN_NAV, isActive, MAIN_NAV, PARENT_NAV, type NavItem } from './nav';
import { NAV_ICONS } from './navIcons';

/** MUI's ListSubheader and Avatar look, without their components in the first download. */
const subheader = {
  boxSizing: 'border-box',
  listStyle: 'none',
  px: 2,
  color: 'text.secondary',
  fontFamily: 'fontFamily',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: '36px',
} as const;
const avatar = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  fontFamily: 'fontFamily',
  fontSize: 15,
  lineHeight: 1,
  borderRadius: '50%',
  overflow: 'hidden',
  userSelect: 'none',
  color: 'background.default',
  bgcolor: 'primary.main',
} as const;

function Section({ id, title, items, icons }: { id: string; title: string; items: NavItem[]; icons: Record<string, ReactNode> }) {
  const { pathname } = useLocation();
  return (
    <List
      aria-labelledby={id}
      subheader={
        // MUI's ListSubheader (not sticky, transparent), drawn with a plain list item.
        <Box component="li" id={id} sx={subheader}>
          {title}
        </Box>
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
            <ListItemIcon sx={{ minWidth: 40 }}>{icons[item.to]}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}

/** The 'Junior' and 'Admin' sections, whose icons only parents and admins download. */
const MoreSections = lazy(() =>
  import('./navIconsMore').then(({ MORE_NAV_ICONS }) => ({
    default: ({ user }: { user: SessionUser }) => (
      <>
        <Section id="side-menu-junior" title="Junior" items={PARENT_NAV} icons={MORE_NAV_ICONS} />
        {user.isAdmin && <Section id="side-menu-admin" title="Admin" items={ADMIN_NAV} icons={MORE_NAV_ICONS} />}
      </>
    ),
  })),
);

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
          <Section id="side-menu-main" title="Main" items={MAIN_NAV} icons={NAV_ICONS} />
          {(user.isParent || user.isAdmin) && (
            <Suspense fallback={null}>
              <MoreSections user={user} />
            </Suspense>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>
          <Box sx={avatar} aria-hidden>
            {initials(user.fullName)}
          </Box>
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
