import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import type { ResponsiveStyleValue } from '@mui/system';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { initials } from '../../lib/format';
import { roleLabel, useLogout, type SessionUser } from '../../lib/session';
import { SIDE_MENU_WIDTH } from '../../theme';
import { ColorModeButton } from './ColorModeButton';
import { ADMIN_NAV, isActive, MAIN_NAV, navLabel, PARENT_NAV, type NavItem } from './nav';
import { NAV_ICONS } from './navIcons';
import { TOP_BANNER_HEIGHT } from './topBanner';
import { useTranslation } from 'react-i18next';

/**
 * MUI's List (with a subheader), ListSubheader, ListItemIcon, ListItemText (a body1 primary text) and Avatar look,
 * without their components in the first download. The icon keeps ListItemIcon's class: the selected item colours it.
 */
const list = { listStyle: 'none', margin: 0, padding: 0, position: 'relative', paddingBottom: '8px', isolation: 'isolate' } as const;
const itemIcon = { minWidth: 40, color: 'action.active', flexShrink: 0, display: 'inline-flex' } as const;
const itemText = { flex: '1 1 auto', minWidth: 0, marginTop: '4px', marginBottom: '4px' } as const;
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
  useTranslation(); // the labels follow the language
  const { pathname } = useLocation();
  return (
    <Box component="ul" aria-labelledby={id} sx={list}>
      {/* MUI's ListSubheader (not sticky, transparent), drawn with a plain list item. */}
      <Box component="li" id={id} sx={subheader}>
        {title}
      </Box>
      {items.map((item) => {
        // What react-router's NavLink marks (case-insensitive, as it matches): `aria-current="page"` and the class `active`.
        const current = isActive(pathname.toLowerCase(), item.to.toLowerCase());
        return (
          <li key={item.to}>
            <ListItemButton
              component={RouterLink}
              to={item.to}
              aria-current={current ? 'page' : undefined}
              className={current ? 'active' : undefined}
              selected={isActive(pathname, item.to)}
              sx={{ mx: 1, borderRadius: 2, '&.Mui-selected': { color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } } }}
            >
              <Box className="MuiListItemIcon-root" sx={itemIcon}>
                {icons[item.to]}
              </Box>
              <Box sx={itemText}>
                <Typography component="span" sx={{ display: 'block' }}>
                  {navLabel(item)}
                </Typography>
              </Box>
            </ListItemButton>
          </li>
        );
      })}
    </Box>
  );
}

/** The 'Junior' and 'Admin' sections, whose icons only parents and admins download. */
const MoreSections = lazy(() =>
  import('./navIconsMore').then(({ MORE_NAV_ICONS }) => ({
    default: function MoreSectionsOf({ user }: { user: SessionUser }) {
      const { t } = useTranslation();
      return (
        <>
          <Section id="side-menu-junior" title={t('shell.junior')} items={PARENT_NAV} icons={MORE_NAV_ICONS} />
          {user.isAdmin && <Section id="side-menu-admin" title={t('shell.admin')} items={ADMIN_NAV} icons={MORE_NAV_ICONS} />}
        </>
      );
    },
  })),
);

/**
 * The menu's column and its paper, fixed to the left, with the organisation's name at the top. The menu fills it;
 * the prerendered dashboard (prerender/dashboard.tsx) draws it empty, shown from the md breakpoint up by `display`.
 */
export function SideMenuFrame({ display, children }: { display?: ResponsiveStyleValue<string>; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ width: SIDE_MENU_WIDTH, flexShrink: 0, display }}>
      {/* What a permanent Drawer renders, without the Modal and Slide code Drawer imports for its other variants. */}
      <Paper
        square
        elevation={0}
        className="side-menu"
        sx={{
          position: 'fixed',
          // Below demo mode's banner, which would otherwise cover the menu's top and the banner's start be under it.
          top: TOP_BANNER_HEIGHT,
          left: 0,
          height: `calc(100% - ${TOP_BANNER_HEIGHT})`,
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
          {t('appName')}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

/** Desktop navigation (spec §2): 256 px, 'Main' for everyone, 'Admin' for admins only, the user at the foot. */
export function SideMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <SideMenuFrame>
      <Box component="nav" aria-label={t('shell.mainNavigation')} sx={{ flex: 1, overflowY: 'auto' }}>
        <Section id="side-menu-main" title={t('shell.main')} items={MAIN_NAV} icons={NAV_ICONS} />
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
            {t(`roles.${roleLabel(user)}`)}
          </Typography>
        </Box>
        <ColorModeButton />
        {/* A native title instead of MUI Tooltip, whose Popper would join the first download. */}
        <IconButton aria-label={t('shell.logout')} title={t('shell.logout')} onClick={() => void logout({ announce: 'menu' })}>
          <LogoutIcon />
        </IconButton>
      </Box>
    </SideMenuFrame>
  );
}
