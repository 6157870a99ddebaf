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
import type { ReactNode } from 'react';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
}

/** Spec §2 'Main' section of the side menu. */
export const MAIN_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: <DashboardIcon /> },
  { label: 'Calendar', to: '/calendar', icon: <CalendarMonthIcon /> },
  { label: 'Meeting Rooms', to: '/meeting-rooms', icon: <MeetingRoomIcon /> },
  { label: 'Events', to: '/events', icon: <EventIcon /> },
  { label: 'Profile', to: '/profile', icon: <PersonIcon /> },
];

/** Spec §2 'Admin' section (admins only) — also the mobile 'Admin Tools' popup. */
export const ADMIN_NAV: NavItem[] = [
  { label: 'Manage Users', to: '/admin/manage-users', icon: <PeopleIcon /> },
  { label: 'Manage Rooms', to: '/admin/manage-rooms', icon: <DomainIcon /> },
  { label: 'Booking Requests', to: '/admin/booking-requests', icon: <AssignmentIcon /> },
  { label: 'Manage Events', to: '/admin/manage-events', icon: <EventNoteIcon /> },
  { label: 'Announcements', to: '/admin/announcements', icon: <CampaignIcon /> },
  { label: 'Leagues & Teams', to: '/admin/teams', icon: <GroupsIcon /> },
  { label: 'WhatsApp Settings', to: '/admin/whatsapp-settings', icon: <WhatsAppIcon /> },
  { label: 'Insights', to: '/admin/insights', icon: <BarChartIcon /> },
];

/** The junior section for parents (and admins, who may act for every child). */
export const PARENT_NAV: NavItem[] = [{ label: 'My Children', to: '/my-children', icon: <ChildCareIcon /> }];

/** True when `pathname` is the item's page or one below it. */
export const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** The header title: the label of the menu item of the current route. */
export function pageTitle(pathname: string): string {
  return [...MAIN_NAV, ...PARENT_NAV, ...ADMIN_NAV].find((item) => isActive(pathname, item.to))?.label ?? 'D.Office';
}
