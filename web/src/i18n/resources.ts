import type common from '../../../locales/en/common.json';
import type profile from '../../../locales/en/profile.json';
import type dashboard from '../../../locales/en/dashboard.json';
import type calendar from '../../../locales/en/calendar.json';
import type rooms from '../../../locales/en/rooms.json';
import type inbox from '../../../locales/en/inbox.json';
import type events from '../../../locales/en/events.json';
import type auth from '../../../locales/en/auth.json';
import type account from '../../../locales/en/account.json';
import type calendarFeed from '../../../locales/en/calendar-feed.json';
import type children from '../../../locales/en/children.json';
import type membership from '../../../locales/en/membership.json';
import type demo from '../../../locales/en/demo.json';

// The admin screens' namespaces (admin-<area>).
import type adminShared from '../../../locales/en/admin-shared.json';
import type adminBookings from '../../../locales/en/admin-bookings.json';
import type adminPayments from '../../../locales/en/admin-payments.json';
import type adminRooms from '../../../locales/en/admin-rooms.json';
import type adminUsers from '../../../locales/en/admin-users.json';
import type adminEvents from '../../../locales/en/admin-events.json';
import type adminAnnouncements from '../../../locales/en/admin-announcements.json';
import type adminAudit from '../../../locales/en/admin-audit.json';
import type adminInsights from '../../../locales/en/admin-insights.json';
import type adminMembership from '../../../locales/en/admin-membership.json';
import type adminTeams from '../../../locales/en/admin-teams.json';
import type adminWebhooks from '../../../locales/en/admin-webhooks.json';
import type adminWhatsapp from '../../../locales/en/admin-whatsapp.json';

/** Each namespace's English catalog (locales/en/<namespace>.json): the keys every language has (i18n-catalogs.test.ts). */
export interface CatalogResources {
  common: typeof common;
  profile: typeof profile;
  dashboard: typeof dashboard;
  calendar: typeof calendar;
  rooms: typeof rooms;
  inbox: typeof inbox;
  events: typeof events;
  auth: typeof auth;
  account: typeof account;
  'calendar-feed': typeof calendarFeed;
  children: typeof children;
  membership: typeof membership;
  demo: typeof demo;

  'admin-shared': typeof adminShared;
  'admin-bookings': typeof adminBookings;
  'admin-payments': typeof adminPayments;
  'admin-rooms': typeof adminRooms;
  'admin-users': typeof adminUsers;
  'admin-events': typeof adminEvents;
  'admin-announcements': typeof adminAnnouncements;
  'admin-audit': typeof adminAudit;
  'admin-insights': typeof adminInsights;
  'admin-membership': typeof adminMembership;
  'admin-teams': typeof adminTeams;
  'admin-webhooks': typeof adminWebhooks;
  'admin-whatsapp': typeof adminWhatsapp;
}
export type Namespace = keyof CatalogResources;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: CatalogResources;
  }
}
