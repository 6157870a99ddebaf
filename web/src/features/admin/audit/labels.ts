import type { AuditEntityType } from '../../../gql/graphql';
import type { AuditT } from './t';

/** What an entry can be about, in the filter's order (their names: the catalog's `entities`, one: `entity`). */
export const ENTITY_TYPES = [
  'booking',
  'user',
  'room',
  'event',
  'announcement',
  'team',
  'league',
  'whatsapp',
  'payment',
  'membership_plan',
  'membership',
  'webhook',
] as const satisfies AuditEntityType[];

const isEntity = (s: string): s is AuditEntityType => (ENTITY_TYPES as readonly string[]).includes(s);

/**
 * "booking.deposit_received_undone" → "Booking: deposit received undone" (German: "Buchung: Kaution erhalten rückgängig
 * gemacht"). The server's action codes are open-ended, so an entity or verb the catalog does not know reads as its code.
 */
export function actionLabel(t: AuditT, action: string): string {
  const [entityCode = '', verbCode = ''] = action.split('.');
  const entity = isEntity(entityCode) ? t(`entity.${entityCode}`) : `${entityCode.charAt(0).toUpperCase()}${entityCode.slice(1)}`;
  const undone = verbCode.endsWith('_undone');
  const code = undone ? verbCode.slice(0, -'_undone'.length) : verbCode;
  const words = t(`verbs.${code}` as 'verbs.accepted', { defaultValue: code.replace(/_/g, ' ') });
  return t('action', { entity, verb: undone ? t('undone', { verb: words }) : words });
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's value as a cell shows it. */
export function showValue(v: unknown, formatInstant: (iso: string) => string, yesNo: { yes: string; no: string }): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? yesNo.yes : yesNo.no;
  if (typeof v === 'string') return ISO_INSTANT.test(v) ? formatInstant(v) : v;
  if (Array.isArray(v)) return v.length ? v.map((x) => showValue(x, formatInstant, yesNo)).join(', ') : '—';
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
