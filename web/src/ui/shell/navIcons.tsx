import DashboardIcon from '@mui/icons-material/Dashboard';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import EventIcon from '@mui/icons-material/Event';
import PersonIcon from '@mui/icons-material/Person';
import PeopleIcon from '@mui/icons-material/People';
import DomainIcon from '@mui/icons-material/Domain';
import AssignmentIcon from '@mui/icons-material/Assignment';
import EventNoteIcon from '@mui/icons-material/EventNote';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import GroupsIcon from '@mui/icons-material/Groups';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import BarChartIcon from '@mui/icons-material/BarChart';
import HistoryIcon from '@mui/icons-material/History';
import type { ReactNode } from 'react';

/** The menu icon of each entry of nav.tsx, by its address: loaded with the side menu and the phone's menus, not with every page. */
export const NAV_ICONS: Record<string, ReactNode> = {
  '/dashboard': <DashboardIcon />,
  '/calendar': <CalendarMonthIcon />,
  '/meeting-rooms': <MeetingRoomIcon />,
  '/events': <EventIcon />,
  '/profile': <PersonIcon />,
  '/admin/manage-users': <PeopleIcon />,
  '/admin/manage-rooms': <DomainIcon />,
  '/admin/booking-requests': <AssignmentIcon />,
  '/admin/manage-events': <EventNoteIcon />,
  '/admin/announcements': <CampaignIcon />,
  '/admin/teams': <GroupsIcon />,
  '/admin/whatsapp-settings': <WhatsAppIcon />,
  '/admin/insights': <BarChartIcon />,
  '/admin/audit-log': <HistoryIcon />,
  '/my-children': <ChildCareIcon />,
};
