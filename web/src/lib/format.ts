import dayjs from 'dayjs';

/** Date and money formats of spec §9, in one place. dayjs tokens: D = d, DD = dd, dddd = EEEE. */

/** 'MMM d, yyyy' — lists. */
export const formatDate = (d: string | Date) => dayjs(d).format('MMM D, YYYY');
/** 'EEEE, MMMM d, yyyy' — detail. */
export const formatLongDate = (d: string | Date) => dayjs(d).format('dddd, MMMM D, YYYY');
/** 'MMM dd, yyyy' — admin lists. */
export const formatAdminDate = (d: string | Date) => dayjs(d).format('MMM DD, YYYY');
/** 'MMM d, yyyy at h:mm a' — announcements. */
export const formatDateTime = (d: string | Date) => dayjs(d).format('MMM D, YYYY [at] h:mm A');
/** 'Month d, yyyy' — header. */
export const formatHeaderDate = (d: string | Date) => dayjs(d).format('MMMM D, YYYY');

/** '14:05' → '2:05 PM'. */
export function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** '9:00 AM - 11:00 AM' or '9:00 AM'. */
export const formatTimeRange = (start: string, end?: string | null) =>
  end ? `${formatTime(start)} - ${formatTime(end)}` : formatTime(start);

/** A Money string ("1500.50") as integer cents, so arithmetic never meets float error. */
export function toCents(money: string | null | undefined): number | null {
  if (money === null || money === undefined || money === '') return null;
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(money).trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Cents as '$1,500' or '$1,500.50'. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A Money string as '$1,500', or the fallback when not set. */
export const formatMoney = (money: string | null | undefined, fallback = 'Pricing not set') => {
  const cents = toCents(money);
  return cents === null ? fallback : formatCents(cents);
};

/** Initials for avatars: 'Ann Bee' → 'AB'. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('') || '?';

/** 'meeting' → 'Meeting', 'not_attending' → 'Not attending'. */
export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1).replace(/_/g, ' ') : s);
