import type common from '../../../locales/en/common.json';
import type profile from '../../../locales/en/profile.json';
import type dashboard from '../../../locales/en/dashboard.json';
import type calendar from '../../../locales/en/calendar.json';
import type rooms from '../../../locales/en/rooms.json';
import type inbox from '../../../locales/en/inbox.json';
import type events from '../../../locales/en/events.json';

/** Each namespace's English catalog (locales/en/<namespace>.json): the keys every language has (i18n-catalogs.test.ts). */
export interface CatalogResources {
  common: typeof common;
  profile: typeof profile;
  dashboard: typeof dashboard;
  calendar: typeof calendar;
  rooms: typeof rooms;
  inbox: typeof inbox;
  events: typeof events;
}
export type Namespace = keyof CatalogResources;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: CatalogResources;
  }
}
