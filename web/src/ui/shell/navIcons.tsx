import DashboardIcon from '@mui/icons-material/Dashboard';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import EventIcon from '@mui/icons-material/Event';
import PersonIcon from '@mui/icons-material/Person';
import type { ReactNode } from 'react';

/**
 * The menu icon of each 'Main' entry of nav.tsx, by its address: loaded with the side menu and the phone's
 * menus, not with every page. The junior and admin entries' icons are in navIconsMore.tsx, which only
 * parents and admins load.
 */
export const NAV_ICONS: Record<string, ReactNode> = {
  '/dashboard': <DashboardIcon />,
  '/calendar': <CalendarMonthIcon />,
  '/meeting-rooms': <MeetingRoomIcon />,
  '/events': <EventIcon />,
  '/profile': <PersonIcon />,
};
