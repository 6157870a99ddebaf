/** A menu entry; its icon is in navIcons.tsx, which only the menus themselves load. */
export interface NavItem {
  label: string;
  to: string;
}

/** Spec §2 'Main' section of the side menu. */
export const MAIN_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Calendar', to: '/calendar' },
  { label: 'Meeting Rooms', to: '/meeting-rooms' },
  { label: 'Events', to: '/events' },
  { label: 'Profile', to: '/profile' },
];

/** Spec §2 'Admin' section (admins only) — also the mobile 'Admin Tools' popup. */
export const ADMIN_NAV: NavItem[] = [
  { label: 'Manage Users', to: '/admin/manage-users' },
  { label: 'Manage Rooms', to: '/admin/manage-rooms' },
  { label: 'Booking Requests', to: '/admin/booking-requests' },
  { label: 'Payments', to: '/admin/payments' },
  { label: 'Membership', to: '/admin/membership' },
  { label: 'Manage Events', to: '/admin/manage-events' },
  { label: 'Announcements', to: '/admin/announcements' },
  { label: 'Leagues & Teams', to: '/admin/teams' },
  { label: 'WhatsApp Settings', to: '/admin/whatsapp-settings' },
  { label: 'Insights', to: '/admin/insights' },
  { label: 'Audit Log', to: '/admin/audit-log' },
  { label: 'Webhooks', to: '/admin/webhooks' },
];

/** The junior section for parents (and admins, who may act for every child). */
export const PARENT_NAV: NavItem[] = [{ label: 'My Children', to: '/my-children' }];

/** True when `pathname` is the item's page or one below it. */
export const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** The header title: the label of the menu item of the current route. */
export function pageTitle(pathname: string): string {
  return [...MAIN_NAV, ...PARENT_NAV, ...ADMIN_NAV].find((item) => isActive(pathname, item.to))?.label ?? 'D.Office';
}

/** The tab's title on the page at `pathname` (the Shell sets it; the prerendered dashboard's HTML carries it). */
export function documentTitle(pathname: string): string {
  const title = pageTitle(pathname);
  return title === 'D.Office' ? title : `${title} · D.Office`;
}
