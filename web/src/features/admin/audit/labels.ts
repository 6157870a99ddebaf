import type { AuditEntityType } from '../../../gql/graphql';

/** The filter's names for what an entry is about. */
export const ENTITY_LABELS: Record<AuditEntityType, string> = {
  booking: 'Bookings',
  user: 'Users',
  room: 'Rooms',
  event: 'Events',
  announcement: 'Announcements',
  team: 'Teams',
  league: 'Leagues',
  whatsapp: 'WhatsApp',
  payment: 'Payments',
  membership_plan: 'Membership plans',
  membership: 'Memberships',
  webhook: 'Webhooks',
};

/** "booking.deposit_received_undone" → "Booking: deposit received undone". */
export function actionLabel(action: string): string {
  const [entity = '', verb = ''] = action.split('.');
  return `${entity.charAt(0).toUpperCase()}${entity.slice(1)}: ${verb.replace(/_/g, ' ')}`;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's value as a cell shows it. */
export function showValue(v: unknown, formatInstant: (iso: string) => string): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'string') return ISO_INSTANT.test(v) ? formatInstant(v) : v;
  if (Array.isArray(v)) return v.length ? v.map((x) => showValue(x, formatInstant)).join(', ') : '—';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** The fields whose value differs between before and after (all of them for a creation or a deletion). */
export function changedFields(before: string | null, after: string | null): { field: string; before: unknown; after: unknown }[] {
  const b = (before ? JSON.parse(before) : {}) as Record<string, unknown>;
  const a = (after ? JSON.parse(after) : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const both = before !== null && after !== null;
  return keys
    .filter((k) => !both || JSON.stringify(b[k] ?? null) !== JSON.stringify(a[k] ?? null))
    .map((k) => ({ field: k.replace(/([a-z])([A-Z])/g, (_m, x: string, y: string) => `${x} ${y.toLowerCase()}`).replace(/^./, (c) => c.toUpperCase()), before: b[k], after: a[k] }));
}
