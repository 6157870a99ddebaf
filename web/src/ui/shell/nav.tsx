import { i18n } from '../../i18n/i18n';

/** A menu entry; its icon is in navIcons.tsx, which only the menus themselves load. Its label is `nav.<key>` (common). */
export interface NavItem {
  key: NavKey;
  to: string;
}
export type NavKey = keyof (typeof import('../../../../locales/en/common.json'))['nav'];

/** A menu entry's label in the active language. */
export const navLabel = (item: NavItem) => i18n.t(`nav.${item.key}`);

/** Spec §2 'Main' section of the side menu. */
export const MAIN_NAV: NavItem[] = [
  { key: 'dashboard', to: '/dashboard' },
  { key: 'calendar', to: '/calendar' },
  { key: 'meetingRooms', to: '/meeting-rooms' },
  { key: 'events', to: '/events' },
  { key: 'profile', to: '/profile' },
];

/** Spec §2 'Admin' section (admins only) — also the mobile 'Admin Tools' popup. */
export const ADMIN_NAV: NavItem[] = [
  { key: 'manageUsers', to: '/admin/manage-users' },
  { key: 'manageRooms', to: '/admin/manage-rooms' },
  { key: 'bookingRequests', to: '/admin/booking-requests' },
  { key: 'payments', to: '/admin/payments' },
  { key: 'membership', to: '/admin/membership' },
  { key: 'manageEvents', to: '/admin/manage-events' },
  { key: 'announcements', to: '/admin/announcements' },
  { key: 'teams', to: '/admin/teams' },
  { key: 'whatsapp', to: '/admin/whatsapp-settings' },
  { key: 'insights', to: '/admin/insights' },
  { key: 'auditLog', to: '/admin/audit-log' },
  { key: 'webhooks', to: '/admin/webhooks' },
];

/** The junior section for parents (and admins, who may act for every child). */
export const PARENT_NAV: NavItem[] = [{ key: 'myChildren', to: '/my-children' }];

/** True when `pathname` is the item's page or one below it. */
export const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** The header title: the label of the menu item of the current route (in the active language). */
export function pageTitle(pathname: string): string {
  const item = [...MAIN_NAV, ...PARENT_NAV, ...ADMIN_NAV].find((i) => isActive(pathname, i.to));
  return item ? navLabel(item) : 'D.Office';
}

/** The tab's title on the page at `pathname` (the Shell sets it; the prerendered dashboard's HTML carries it). */
export function documentTitle(pathname: string): string {
  const title = pageTitle(pathname);
  return title === 'D.Office' ? title : `${title} · D.Office`;
}
