import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import HomeIcon from '@mui/icons-material/Home';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import EventIcon from '@mui/icons-material/Event';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import PersonIcon from '@mui/icons-material/Person';
import type { ResponsiveStyleValue } from '@mui/system';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useLogout, type SessionUser } from '../../lib/session';
import type { Popup } from './BottomBarMenus';
import { BOTTOM_BAR_HEIGHT } from '../../theme';
import { isActive, PARENT_NAV } from './nav';
import { useTranslation } from 'react-i18next';

const LINKS = [
  { key: 'home', to: '/dashboard', icon: <HomeIcon /> },
  { key: 'calendar', to: '/calendar', icon: <CalendarMonthIcon /> },
  { key: 'rooms', to: '/meeting-rooms', icon: <MeetingRoomIcon /> },
  { key: 'events', to: '/events', icon: <EventIcon /> },
] as const;

const BottomBarMenus = lazy(() => import('./BottomBarMenus'));

/** The junior section's entry for parents: its icon comes with the other junior and admin icons, which only they download. */
const CHILDREN = { to: PARENT_NAV[0]!.to };
const ChildrenIcon = lazy(() => import('./navIconsMore').then(({ MORE_NAV_ICONS }) => ({ default: () => MORE_NAV_ICONS[CHILDREN.to] })));

/**
 * Mobile navigation (spec §2). Admin opens the 'Admin Tools' popup (admins only); Profile goes to
 * /profile, and when already there opens the 'User Menu'. MUI Menu closes on outside clicks and Escape.
 * Parents get the junior section as an entry of its own (Children); admins, who already have six entries,
 * find it in Admin Tools.
 */
export function BottomBar({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [popup, setPopup] = useState<Popup>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The popups load on the first tap and stay mounted afterwards so they can animate out.
  const [used, setUsed] = useState(false);
  const close = () => setPopup(null);
  const open = (which: Popup, el: HTMLElement) => {
    setAnchor(el);
    setPopup(which);
    setUsed(true);
  };

  const children = user.isParent && !user.isAdmin;
  const current =
    LINKS.find((l) => isActive(pathname, l.to))?.to ??
    (children && isActive(pathname, CHILDREN.to) ? CHILDREN.to : undefined) ??
    (pathname.startsWith('/admin') ? 'admin' : isActive(pathname, '/profile') ? 'profile' : false);
  const onProfile = pathname === '/profile';
  const actionSx = { minWidth: 0, px: 0.5, '&.Mui-selected': { color: 'primary.main' } };

  return (
    <BottomBarFrame>
      <BottomNavigation value={current} showLabels sx={{ height: BOTTOM_BAR_HEIGHT }}>
        {LINKS.map((l) => (
          <BottomNavigationAction key={l.to} value={l.to} label={t(`bottomNav.${l.key}`)} icon={l.icon} component={RouterLink} to={l.to} sx={actionSx} />
        ))}
        {children && (
          <BottomNavigationAction
            value={CHILDREN.to}
            label={t('bottomNav.children')}
            icon={
              <Suspense fallback={<span style={{ width: 24, height: 24 }} />}>
                <ChildrenIcon />
              </Suspense>
            }
            component={RouterLink}
            to={CHILDREN.to}
            sx={actionSx}
          />
        )}
        {user.isAdmin && (
          <BottomNavigationAction
            value="admin"
            label={t('bottomNav.admin')}
            icon={<AdminPanelSettingsIcon />}
            aria-haspopup="menu"
            aria-expanded={popup === 'admin'}
            aria-controls={popup === 'admin' ? 'admin-tools-menu' : undefined}
            onClick={(e) => open('admin', e.currentTarget)}
            sx={actionSx}
          />
        )}
        <BottomNavigationAction
          value="profile"
          label={t('bottomNav.profile')}
          icon={<PersonIcon />}
          aria-haspopup={onProfile ? 'menu' : undefined}
          aria-expanded={onProfile ? popup === 'user' : undefined}
          aria-controls={popup === 'user' ? 'user-menu' : undefined}
          onClick={(e) => (onProfile ? open('user', e.currentTarget) : navigate('/profile'))}
          sx={actionSx}
        />
      </BottomNavigation>

      {used && (
        <Suspense fallback={null}>
          <BottomBarMenus popup={popup} anchor={anchor} pathname={pathname} onClose={close} onLogout={() => void logout({ announce: 'profile' })} />
        </Suspense>
      )}
    </BottomBarFrame>
  );
}

/**
 * The bar's paper, fixed to the foot of the screen. The bar fills it; the prerendered dashboard
 * (prerender/dashboard.tsx) draws it empty, below the md breakpoint by `display`.
 */
export function BottomBarFrame({ display, children }: { display?: ResponsiveStyleValue<string>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="nav"
      aria-label={t('shell.mobileNavigation')}
      elevation={8}
      square
      sx={{ display, position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar, pb: 'env(safe-area-inset-bottom)' }}
    >
      {children}
    </Paper>
  );
}
