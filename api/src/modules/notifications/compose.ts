import dayjs from 'dayjs';
import { formatMinor } from '../../../../rules/money';
import { paymentMethodLabel } from '../../../../rules/payments';
import { dayText } from '../../../../rules/memberships';
import { ENDING_NOTICES, type EndingNoticeKind } from '../../../../rules/bookings';
import type { PushKind } from '../../../../validation/push';
import { isReminderKind, REMINDER_KINDS, parseReminderKind, type ReminderKind } from '../../../../rules/reminders';

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

/**
 * Default texts, written as WhatsApp template bodies with numbered placeholders. An admin's
 * active template of the same type replaces them (its name is the one approved at Meta).
 */
export const DEFAULT_TEMPLATES: Record<NotificationKind, string> = {
  event_reminder: 'Hi {{1}}, a reminder: {{2}} is on {{3}} at {{4}} ({{5}}).',
  rsvp_needed: 'Hi {{1}}, {{2}} is on {{3}} at {{4}} ({{5}}). Will you come? Please RSVP in D.Office: {{6}}',
  announcement: 'Hi {{1}}, a new announcement from D.Office: {{2}} — {{3}}',
  waitlist_promoted: 'Hi {{1}}, a place opened up: you are now attending {{2}} on {{3}} at {{4}} ({{5}}).',
  booking_accepted: 'Hi {{1}}, your booking of {{2}} from {{3}} has been accepted.',
  booking_rejected: 'Hi {{1}}, your booking request for {{2}} from {{3}} was not accepted. Reason: {{4}}',
  deposit_requested: 'Hi {{1}}, the deposit for your booking of {{2}} from {{3}} has been requested. Details and payment: {{4}}',
  payment_requested: 'Hi {{1}}, the full payment for your booking of {{2}} from {{3}} has been requested. Details and payment: {{4}}',
  payment_receipt: 'Hi {{1}}, we received {{2}} by {{3}} for {{4}}. Reference: {{5}}. Your invoice: {{6}}',
  refund_receipt: 'Hi {{1}}, we refunded {{2}} of your payment for {{3}}. Reason: {{4}}. Reference: {{5}}.',
  booking_ending_30: 'Hi {{1}}, your booking of {{2}} ends on {{3}}. To keep the room, extend it: {{4}}',
  booking_ending_7: 'Hi {{1}}, your booking of {{2}} ends in a week, on {{3}}. To keep the room, extend it now: {{4}}',
  ...reminderTemplates(),
  weekly_digest: 'Hi {{1}}, this is the weekly digest of D.Office for {{2}}.\n\n{{3}}',
};

/** The same text for each reminder of a kind of money: which one it is shows in the subject line and the count of them. */
function reminderTemplates(): Record<ReminderKind, string> {
  const text = {
    deposit: 'Hi {{1}}, a reminder: the deposit of {{2}} for your booking of {{3}} was requested on {{4}} and is not paid yet. {{5}}',
    payment: 'Hi {{1}}, a reminder: the full payment of {{2}} for your booking of {{3}} was requested on {{4}} and is not paid yet. {{5}}',
    dues: 'Hi {{1}}, a reminder: your membership dues of {{2}} ({{3}}), invoiced on {{4}}, are not paid yet. {{5}}',
  };
  return Object.fromEntries(REMINDER_KINDS.map((k) => [k, text[parseReminderKind(k).what]])) as Record<ReminderKind, string>;
}

function reminderSubjects(): Record<ReminderKind, (title: string) => string> {
  const line = { deposit: 'Deposit reminder', payment: 'Payment reminder', dues: 'Dues reminder' };
  return Object.fromEntries(REMINDER_KINDS.map((k) => [k, (t: string) => `${line[parseReminderKind(k).what]}: ${t}`])) as Record<ReminderKind, (title: string) => string>;
}

const SUBJECT_LINES: Record<NotificationKind, (title: string) => string> = {
  event_reminder: (t) => `Reminder: ${t}`,
  rsvp_needed: (t) => `RSVP needed: ${t}`,
  announcement: (t) => `Announcement: ${t}`,
  waitlist_promoted: (t) => `You have a place: ${t}`,
  booking_accepted: (t) => `Booking accepted: ${t}`,
  booking_rejected: (t) => `Booking not accepted: ${t}`,
  deposit_requested: (t) => `Deposit requested: ${t}`,
  payment_requested: (t) => `Payment requested: ${t}`,
  payment_receipt: (t) => `Payment received: ${t}`,
  refund_receipt: (t) => `Refund: ${t}`,
  booking_ending_30: (t) => `Booking ending soon: ${t}`,
  booking_ending_7: (t) => `Booking ends in a week: ${t}`,
  ...reminderSubjects(),
  weekly_digest: (t) => `Weekly digest: ${t}`,
};

/** A notification's first line (email subject, inbox title). */
export const subjectLine = (kind: NotificationKind, title: string) => SUBJECT_LINES[kind](title);

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
): string[] {
  if (isReminderKind(kind)) {
    const r = subject as ReminderSubject;
    // Dues are paid on the profile, bookings on Meeting Rooms: both show the "Pay" button when online payment is on.
    const link = `${publicUrl}${r.what === 'dues' ? '/profile' : '/meeting-rooms'}`;
    return [fullName, formatMinor(r.amountMinor, r.currency), r.about, dayjs(r.since).format('MMMM D, YYYY'), r.payOnline ? `Pay online: ${link}` : `Details: ${link}`];
  }
  if (kind === 'weekly_digest') {
    const d = subject as DigestSubject;
    return [fullName, d.week, d.text];
  }
  if (isEndingKind(kind)) {
    const e = subject as EndingSubject;
    // The Meeting Rooms screen offers "Extend booking" on it.
    return [fullName, e.roomName, dayjs(e.lastDay).format('MMMM D, YYYY'), `${publicUrl}/meeting-rooms`];
  }
  if (isReceiptKind(kind)) {
    const r = subject as ReceiptSubject;
    const amount = formatMinor(r.amountMinor, r.currency);
    // A dues receipt names the plan and period, and the profile shows the member's dues invoices.
    const what = r.dues ? `your membership dues (${r.dues.planName}, ${dayText(r.dues.periodStart)} – ${dayText(r.dues.periodEnd)})` : `your booking of ${r.roomName}`;
    return kind === 'payment_receipt'
      ? [fullName, amount, paymentMethodLabel(r.method), what, r.reference, `${publicUrl}${r.dues ? '/profile' : '/meeting-rooms'}`]
      : [fullName, amount, what, r.reason ?? '', r.reference];
  }
  if (isBookingKind(kind)) {
    const b = subject as BookingSubject;
    const base = [fullName, b.roomName, dayjs(b.startDate).format('MMMM D, YYYY')];
    if (kind === 'booking_rejected') return [...base, b.rejectionReason ?? ''];
    // The Meeting Rooms screen shows the amount and, when online payment is on, the "Pay" button.
    return kind === 'booking_accepted' ? base : [...base, `${publicUrl}/meeting-rooms`];
  }
  if (kind === 'announcement') {
    const a = subject as AnnouncementSubject;
    return [fullName, a.title, a.content.length > 500 ? `${a.content.slice(0, 497)}...` : a.content];
  }
  const e = subject as EventSubject;
  const date = dayjs(e.date).format('dddd, MMMM D, YYYY');
  const time = dayjs(`${e.date}T${e.startTime.slice(0, 5)}`).format('h:mm A');
  const base = [fullName, e.title, date, time, e.location ?? 'location to be announced'];
  return kind === 'rsvp_needed' ? [...base, `${publicUrl}/events`] : base;
}

export function emailFor(kind: NotificationKind, title: string, body: string, publicUrl: string) {
  return { subject: SUBJECT_LINES[kind](title), text: `${body}\n\n${publicUrl}/dashboard\n\nYou can change which messages you get on your profile: ${publicUrl}/profile\n` };
}
