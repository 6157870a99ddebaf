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
import PaymentsIcon from '@mui/icons-material/Payments';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import WebhookIcon from '@mui/icons-material/Webhook';
import type { ReactNode } from 'react';

/** The menu icons of the junior and admin entries of nav.tsx, by address (see navIcons.tsx). */
export const MORE_NAV_ICONS: Record<string, ReactNode> = {
  '/admin/manage-users': <PeopleIcon />,
  '/admin/manage-rooms': <DomainIcon />,
  '/admin/booking-requests': <AssignmentIcon />,
  '/admin/payments': <PaymentsIcon />,
  '/admin/membership': <CardMembershipIcon />,
  '/admin/manage-events': <EventNoteIcon />,
  '/admin/announcements': <CampaignIcon />,
  '/admin/teams': <GroupsIcon />,
  '/admin/whatsapp-settings': <WhatsAppIcon />,
  '/admin/insights': <BarChartIcon />,
  '/admin/audit-log': <HistoryIcon />,
  '/admin/webhooks': <WebhookIcon />,
  '/my-children': <ChildCareIcon />,
};
