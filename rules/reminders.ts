/**
 * Reminders of what is owed and the admins' weekly digest (issue 36, item 4) as pure decisions: which reminder of a
 * requested payment or an unpaid dues invoice is due on a day, when such an item is overdue, the digest's week and
 * its facts (its words, in the admin's language, are api/src/modules/reminders/digest-text.ts). The API (api/src/modules/reminders and the notification sweep) and the demo backend decide with these.
 *
 * An owed item is counted from the office day it was asked for: a booking's deposit from `deposit_requested_at`, its
 * full payment from `full_payment_requested_at`, a dues invoice from the day it was issued (never before its period
 * starts; a period issued late by the catch-up still gets every reminder before it is listed as overdue).
 *
 * Database twins (api/src/modules/reminders/rule-twins.test.ts feeds both the same cases):
 *  - reminderStepDue / isOverdue: the SQL of api/src/modules/reminders/owed.sql.ts (the sweep and the overdue list);
 *  - reminderDaysProblem: the CHECK `office_settings_reminder_days` (function office_reminder_days_valid);
 *  - digestWeek: `to_char(day, 'IYYYIW')::int`, the subject of the digest's notification_deliveries row.
 */
import { addDays, daysBetween, dayText } from './memberships';

/** What is owed: a booking's requested deposit, its requested full payment, or a dues invoice. */
export type OwedWhat = 'deposit' | 'payment' | 'dues';
export const OWED_WHATS: readonly OwedWhat[] = ['deposit', 'payment', 'dues'];
export const OWED_LABELS: Record<OwedWhat, string> = { deposit: 'Deposit', payment: 'Full payment', dues: 'Membership dues' };

/** Days after the request at which the member is reminded, each once (office_settings' default). */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [3, 7, 14];
/** At most this many reminders (each is its own notification kind), each on a day from 1 to MAX_REMINDER_DAY. */
export const MAX_REMINDERS = 3;
export const MAX_REMINDER_DAY = 90;
export const REMINDER_DAYS_PROBLEM = `Reminder days must be 1 to ${MAX_REMINDERS} whole numbers from 1 to ${MAX_REMINDER_DAY}, each later than the one before`;

/** Why these reminder days cannot be the office's, or null. */
export function reminderDaysProblem(days: readonly unknown[]): string | null {
  if (days.length < 1 || days.length > MAX_REMINDERS) return REMINDER_DAYS_PROBLEM;
  for (let i = 0; i < days.length; i++) {
    const d = days[i];
    if (typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > MAX_REMINDER_DAY) return REMINDER_DAYS_PROBLEM;
    if (i > 0 && d <= (days[i - 1] as number)) return REMINDER_DAYS_PROBLEM;
  }
  return null;
}

/** A reminder's notification kind: the item's kind of money and the reminder's place (1 = first). */
export type ReminderKind = `${OwedWhat}_reminder_${1 | 2 | 3}`;
export const reminderKind = (what: OwedWhat, step: number) => `${what}_reminder_${step}` as ReminderKind;
export const REMINDER_KINDS: readonly ReminderKind[] = OWED_WHATS.flatMap((w) => [1, 2, 3].map((s) => reminderKind(w, s)));
export const isReminderKind = (k: string): k is ReminderKind => (REMINDER_KINDS as readonly string[]).includes(k);
export function parseReminderKind(k: ReminderKind): { what: OwedWhat; step: number } {
  const m = /^(deposit|payment|dues)_reminder_(\d)$/.exec(k)!;
  return { what: m[1] as OwedWhat, step: Number(m[2]) };
}

/**
 * Which reminder (1-based) of an item asked for on `since` is due on `today`, or null: the latest whose day has come.
 * A sweep that did not run for days sends the latest one only (the ones it missed are not sent late), as the ending
 * notices do; each is sent once (its delivery row), so the same answer on later days sends nothing more.
 */
export function reminderStepDue(since: string, today: string, days: readonly number[]): number | null {
  const age = daysBetween(since, today);
  let step: number | null = null;
  days.forEach((d, i) => {
    if (age >= d) step = i + 1;
  });
  return step;
}

/** Overdue: the last reminder's day has come (the item is then listed for admins and in their digest). */
export function isOverdue(since: string, today: string, days: readonly number[]): boolean {
  return daysBetween(since, today) >= days[days.length - 1]!;
}

/** The day an item asked for on `since` becomes overdue. */
export const overdueFrom = (since: string, days: readonly number[]) => addDays(since, days[days.length - 1]!);

// ------------------------------------------------------------------ the weekly digest

/** The ISO week holding `day`, as yyyyww (2031-W05 → 203105): the digest's subject, one per admin and week. */
export function digestWeek(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  const weekday = t.getUTCDay() || 7;
  // The Thursday of the same week decides its year.
  t.setUTCDate(t.getUTCDate() + 4 - weekday);
  const year = t.getUTCFullYear();
  const week = Math.ceil(((t.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return year * 100 + week;
}

/** 203105 → '2031-W05'. */
export const weekLabel = (week: number) => `${Math.floor(week / 100)}-W${String(week % 100).padStart(2, '0')}`;

/** One overdue item as the admins' list and digest show it. */
export interface OverdueFacts {
  what: OwedWhat;
  memberName: string;
  /** The room (deposit, payment) or the plan and period (dues). */
  about: string;
  /** A dues item's plan and period, so that each language writes the days its own way. */
  dues?: { planName: string; periodStart: string; periodEnd: string };
  amountMinor: number;
  /** The office day it was asked for. */
  since: string;
}
export interface EndingFacts {
  memberName: string;
  roomName: string;
  lastDay: string;
}
export interface LapsedFacts {
  memberName: string;
  /** Since when they owe (the oldest unpaid period's first day). */
  owedSince: string;
  /** What their unpaid dues invoices add up to. */
  owedMinor: number;
}
export interface DigestFacts {
  overdue: readonly OverdueFacts[];
  endingSoon: readonly EndingFacts[];
  lapsed: readonly LapsedFacts[];
}

/** A dues invoice as an owed item names it: 'Standard, Mar 1, 2031 – Mar 31, 2031' (the plan and the period). */
export const duesAbout = (planName: string, periodStart: string, periodEnd: string) => `${planName}, ${dayText(periodStart)} – ${dayText(periodEnd)}`;

/** What an overdue item is, in a line: 'Deposit for Boardroom', 'Membership dues: Standard, Mar 1, 2031 – Mar 31, 2031'. */
export const overdueLine = (o: Pick<OverdueFacts, 'what' | 'about'>) => (o.what === 'dues' ? `${OWED_LABELS.dues}: ${o.about}` : `${OWED_LABELS[o.what]} for ${o.about}`);

