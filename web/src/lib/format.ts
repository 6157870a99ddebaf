/**
 * Date and money formats of spec §9, in one place. Written out rather than through dayjs, which the
 * first screen would otherwise download for five formats; format.test.ts checks them against dayjs.
 * In English they are the spec's, word for word; in another language the same fields go through `Intl` in that
 * language (i18n/: the active language), e.g. German 'Montag, 5. Januar 2026', '14:05', '1.500 $'.
 */

import { DEFAULT_CURRENCY, formatMinor, toMinor } from '../../../rules/money';
import { i18n } from '../i18n/i18n';

/** The active language, when it is not English (whose formats are the spec's, written out below). */
const otherLanguage = (): string | null => (i18n.language && i18n.language !== 'en' ? i18n.language : null);

const intlFormats = new Map<string, Intl.DateTimeFormat>();
/** `d` in the active language through Intl, with `options`' fields (formats made once per language). */
function intl(language: string, d: Date, options: Intl.DateTimeFormatOptions): string {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = intlFormats.get(key);
  if (!format) intlFormats.set(key, (format = new Intl.DateTimeFormat(language, options)));
  return format.format(d);
}
const LIST: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const LONG: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
const ADMIN: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...LIST, hour: '2-digit', minute: '2-digit' };
const HEADER: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A date as dayjs reads one: a day ('yyyy-MM-dd', optionally with a time) is local time; anything else
 * (ISO timestamps with a zone) goes through Date.
 */
export function toDate(d: string | Date): Date {
  if (d instanceof Date) return new Date(d.getTime());
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,3})\d*)?)?)?$/.exec(d);
  if (!m) return new Date(d);
  const [, y, mo, day, h, mi, sec, ms] = m.map(Number);
  return new Date(y!, mo! - 1, day!, h || 0, mi || 0, sec || 0, ms ? Number(m[7]!.padEnd(3, '0')) : 0);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function parts(d: string | Date) {
  const date = toDate(d);
  if (Number.isNaN(date.getTime())) return null;
  const month = MONTHS[date.getMonth()]!;
  return { date, day: date.getDate(), month, mon: month.slice(0, 3), year: String(date.getFullYear()).padStart(4, '0') };
}

/** 'MMM d, yyyy' — lists. */
export const formatDate = (d: string | Date) => {
  const p = parts(d);
  const language = otherLanguage();
  if (p && language) return intl(language, p.date, LIST);
  return p ? `${p.mon} ${p.day}, ${p.year}` : 'Invalid Date';
};
/** 'EEEE, MMMM d, yyyy' — detail. */
export const formatLongDate = (d: string | Date) => {
  const p = parts(d);
  const language = otherLanguage();
  if (p && language) return intl(language, p.date, LONG);
  return p ? `${WEEKDAYS[p.date.getDay()]}, ${p.month} ${p.day}, ${p.year}` : 'Invalid Date';
};
/** 'MMM dd, yyyy' — admin lists. */
export const formatAdminDate = (d: string | Date) => {
  const p = parts(d);
  const language = otherLanguage();
  if (p && language) return intl(language, p.date, ADMIN);
  return p ? `${p.mon} ${pad2(p.day)}, ${p.year}` : 'Invalid Date';
};
/** 'MMM d, yyyy at h:mm a' — announcements. */
export const formatDateTime = (d: string | Date) => {
  const p = parts(d);
  if (!p) return 'Invalid Date';
  const language = otherLanguage();
  if (language) return intl(language, p.date, DATE_TIME);
  const h = p.date.getHours();
  return `${p.mon} ${p.day}, ${p.year} at ${h % 12 || 12}:${pad2(p.date.getMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
};
/** 'Month d, yyyy' — header. */
export const formatHeaderDate = (d: string | Date) => {
  const p = parts(d);
  const language = otherLanguage();
  if (p && language) return intl(language, p.date, HEADER);
  return p ? `${p.month} ${p.day}, ${p.year}` : 'Invalid Date';
};

/** '14:05' → '2:05 PM'. */
export function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const language = otherLanguage();
  if (language) return intl(language, new Date(2000, 0, 1, h, m), TIME);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** '9:00 AM - 11:00 AM' or '9:00 AM'. */
export const formatTimeRange = (start: string, end?: string | null) =>
  end ? `${formatTime(start)} - ${formatTime(end)}` : formatTime(start);

/**
 * The office's currency (officeSettings, read once by the screens that show money: lib/officeSettings.ts). Until it
 * is known, USD, the spec's '$'; money is formatted by rules/money.ts, as the API, the invoices and the demo do.
 */
let currency = DEFAULT_CURRENCY;
export const setOfficeCurrency = (code: string) => {
  currency = code;
};
export const officeCurrency = () => currency;

/** A Money string ("1500.50") as integer cents, so arithmetic never meets float error. */
export const toCents = (money: string | null | undefined): number | null => toMinor(money);

/** Cents as '$1,500' or '$1,500.50' in the office's currency. */
export const formatCents = (cents: number): string => {
  const language = otherLanguage();
  if (!language) return formatMinor(cents, currency);
  // rules/money.ts's rule (cents only when there are any) with the language's grouping and symbol placement.
  const digits = cents % 100 !== 0 ? 2 : 0;
  return new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(cents / 100);
};

/** A Money string as '$1,500', or the fallback when not set. */
export const formatMoney = (money: string | null | undefined, fallback = i18n.t('pricingNotSet')) => {
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
