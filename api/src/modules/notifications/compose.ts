import { formatMinor } from '../../../../rules/money';
import { paymentMethodLabel } from '../../../../rules/payments';
import { catalogText, formatDay, formatTime, intlLocale, t, translateMessage, type Language } from '../../core/i18n';
import { ENDING_NOTICES, type EndingNoticeKind } from '../../../../rules/bookings';
import type { PushKind } from '../../../../validation/push';
import { isReminderKind, parseReminderKind, type ReminderKind } from '../../../../rules/reminders';

/** What a notification is about; with the channel and recipient it names one "already sent" row. */
export type BookingKind = 'booking_accepted' | 'booking_rejected' | 'deposit_requested' | 'payment_requested';
/** Receipts of money paid online and given back: to the member's inbox and email, whatever their email choice (they are records, not news). */
export type ReceiptKind = 'payment_receipt' | 'refund_receipt';
/** A booking ending in 30 or 7 days (rules/bookings.ts#ENDING_NOTICES): to the member, inbox, email and WhatsApp like the money steps. */
export type EndingKind = EndingNoticeKind;
/**
 * Reminders of what is owed (issue 36, rules/reminders.ts): a booking's requested deposit or full payment, or a dues
 * invoice, the first, second and third reminder of each; to the member by inbox, email and WhatsApp like the money steps.
 */
export { isReminderKind, type ReminderKind };
/** The admins' weekly digest, by email; its subject is the ISO week (yyyyww). */
export type DigestKind = 'weekly_digest';
export type NotificationKind = 'event_reminder' | 'rsvp_needed' | 'announcement' | 'waitlist_promoted' | BookingKind | ReceiptKind | EndingKind | ReminderKind | DigestKind;
export type ChannelName = 'whatsapp' | 'email' | 'inbox' | 'push';

/** One planned send: the key of notification_deliveries. */
export interface DeliveryKey {
  recipientId: number;
  channel: ChannelName;
  kind: NotificationKind;
  subjectId: number;
}

export const deliveryKeyString = (k: DeliveryKey) => `${k.kind}:${k.subjectId}:${k.channel}:${k.recipientId}`;

export interface EventSubject {
  title: string;
  date: string;
  startTime: string;
  location: string | null;
}
export interface AnnouncementSubject {
  title: string;
  content: string;
}
export interface BookingSubject {
  roomName: string;
  startDate: string;
  rejectionReason: string | null;
}
export interface EndingSubject {
  roomName: string;
  /** The last booked day, yyyy-MM-dd. */
  lastDay: string;
}
export interface ReminderSubject {
  what: 'deposit' | 'payment' | 'dues';
  /** The room, or the plan and period. */
  about: string;
  amountMinor: number;
  currency: string;
  /** The office day it was asked for (a dues invoice: issued). */
  since: string;
  /** Whether the member can pay online now: the link then says so. */
  payOnline: boolean;
}
export interface DigestSubject {
  /** '2031-W05'. */
  week: string;
  /** The digest's text (rules/reminders.ts#digestText). */
  text: string;
}
export interface ReceiptSubject {
  /** The booking's room, or 'Membership dues' (the title of a dues receipt). */
  roomName: string;
  /** A dues payment's plan and period (issue 36): the receipt names them instead of a booking, and links to the profile. */
  dues?: { planName: string; periodStart: string; periodEnd: string } | null;
  amountMinor: number;
  currency: string;
  method: string | null;
  reference: string;
  /** A refund's reason. */
  reason?: string;
}

/** A kind's entry in the catalogs (locales/<lang>/whatsapp.json templates, emails.json subjects): reminders by what is owed. */
const catalogKey = (kind: NotificationKind) => (isReminderKind(kind) ? `reminder_${parseReminderKind(kind).what}` : kind);

/**
 * A kind's built-in text in a language, written as a WhatsApp template body with numbered placeholders
 * (locales/<lang>/whatsapp.json). An admin's active template of the same type replaces it for English (its name is
 * the one approved at Meta); the inbox, push and email say this text.
 */
export const defaultTemplate = (kind: NotificationKind, lang: Language = 'en') => catalogText(lang, 'whatsapp', `templates.${catalogKey(kind)}`);

/** The language code Meta knows a template's translation by (an approved template has one per language). */
export const whatsappLanguageCode = (lang: Language) => catalogText(lang, 'whatsapp', 'languageCode');

/** A notification's first line (email subject, inbox title). */
export const subjectLine = (kind: NotificationKind, title: string, lang: Language = 'en') => t(lang)(`emails:subjects.${catalogKey(kind)}`, { title });

export const BOOKING_KINDS: readonly BookingKind[] = ['booking_accepted', 'booking_rejected', 'deposit_requested', 'payment_requested'];
export const isBookingKind = (k: NotificationKind): k is BookingKind => (BOOKING_KINDS as readonly string[]).includes(k);
export const isReceiptKind = (k: NotificationKind): k is ReceiptKind => k === 'payment_receipt' || k === 'refund_receipt';
/**
 * Which of the member's push choices (validation/push.ts) a kind goes by; null: never pushed (receipts, reminders of
 * money owed and the digest are records for the inbox and email). Its twin in SQL is the `pu` column of
 * NotificationsRepository.due.
 */
export function pushChoiceFor(kind: NotificationKind): PushKind | null {
  if (kind === 'event_reminder') return 'eventReminders';
  if (kind === 'rsvp_needed') return 'rsvpNeeded';
  if (kind === 'waitlist_promoted') return 'waitlistPlace';
  if (kind === 'announcement') return 'announcements';
  if (isBookingKind(kind) || isEndingKind(kind)) return 'bookingSteps';
  return null;
}
export const isEndingKind = (k: NotificationKind): k is EndingKind => ENDING_NOTICES.some((n) => n.kind === k);

export function render(content: string, params: string[]): string {
  return content.replace(/\{\{\s*(\d+)\s*\}\}/g, (_m, n) => params[Number(n) - 1] ?? '');
}

/** The placeholder values for a kind, in template order. */
export function paramsFor(
  kind: NotificationKind,
  fullName: string,
  subject: EventSubject | AnnouncementSubject | BookingSubject | ReceiptSubject | EndingSubject | ReminderSubject | DigestSubject,
  publicUrl: string,
  /** The recipient's language: dates, money and the pieces of text in it. */
  lang: Language = 'en',
): string[] {
  const tr = t(lang);
  const longDay = (day: string) => formatDay(lang, day, 'long');
  const money = (minor: number, currency: string) => formatMinor(minor, currency, { locale: intlLocale(lang) });
  if (isReminderKind(kind)) {
    const r = subject as ReminderSubject;
    // Dues are paid on the profile, bookings on Meeting Rooms: both show the "Pay" button when online payment is on.
    const link = `${publicUrl}${r.what === 'dues' ? '/profile' : '/meeting-rooms'}`;
    return [fullName, money(r.amountMinor, r.currency), r.about, longDay(r.since), tr(r.payOnline ? 'whatsapp:params.payOnline' : 'whatsapp:params.details', { link })];
  }
  if (kind === 'weekly_digest') {
    const d = subject as DigestSubject;
    return [fullName, d.week, d.text];
  }
  if (isEndingKind(kind)) {
    const e = subject as EndingSubject;
    // The Meeting Rooms screen offers "Extend booking" on it.
    return [fullName, e.roomName, longDay(e.lastDay), `${publicUrl}/meeting-rooms`];
  }
  if (isReceiptKind(kind)) {
    const r = subject as ReceiptSubject;
    const amount = money(r.amountMinor, r.currency);
    // A dues receipt names the plan and period, and the profile shows the member's dues invoices.
    const what = r.dues
      ? tr('whatsapp:params.duesReceipt', { plan: r.dues.planName, from: formatDay(lang, r.dues.periodStart, 'short'), to: formatDay(lang, r.dues.periodEnd, 'short') })
      : tr('whatsapp:params.bookingReceipt', { room: r.roomName });
    return kind === 'payment_receipt'
      ? [fullName, amount, translateMessage(paymentMethodLabel(r.method), lang), what, r.reference, `${publicUrl}${r.dues ? '/profile' : '/meeting-rooms'}`]
      : [fullName, amount, what, r.reason ?? '', r.reference];
  }
  if (isBookingKind(kind)) {
    const b = subject as BookingSubject;
    const base = [fullName, b.roomName, longDay(b.startDate)];
    if (kind === 'booking_rejected') return [...base, b.rejectionReason ?? ''];
    // The Meeting Rooms screen shows the amount and, when online payment is on, the "Pay" button.
    return kind === 'booking_accepted' ? base : [...base, `${publicUrl}/meeting-rooms`];
  }
  if (kind === 'announcement') {
    const a = subject as AnnouncementSubject;
    return [fullName, a.title, a.content.length > 500 ? `${a.content.slice(0, 497)}...` : a.content];
  }
  const e = subject as EventSubject;
  const date = formatDay(lang, e.date, 'weekday');
  const time = formatTime(lang, e.startTime);
  const base = [fullName, e.title, date, time, e.location ?? tr('whatsapp:params.locationTba')];
  return kind === 'rsvp_needed' ? [...base, `${publicUrl}/events`] : base;
}

export function emailFor(kind: NotificationKind, title: string, body: string, publicUrl: string, lang: Language = 'en') {
  const footer = t(lang)('emails:footer', { url: `${publicUrl}/profile` });
  return { subject: subjectLine(kind, title, lang), text: `${body}\n\n${publicUrl}/dashboard\n\n${footer}\n` };
}
