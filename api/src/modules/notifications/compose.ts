import dayjs from 'dayjs';

/** What a notification is about; with the channel and recipient it names one "already sent" row. */
export type BookingKind = 'booking_accepted' | 'booking_rejected' | 'deposit_requested' | 'payment_requested';
export type NotificationKind = 'event_reminder' | 'rsvp_needed' | 'announcement' | 'waitlist_promoted' | BookingKind;
export type ChannelName = 'whatsapp' | 'email' | 'inbox';

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
  deposit_requested: 'Hi {{1}}, the deposit for your booking of {{2}} from {{3}} has been requested.',
  payment_requested: 'Hi {{1}}, the full payment for your booking of {{2}} from {{3}} has been requested.',
};

const SUBJECT_LINES: Record<NotificationKind, (title: string) => string> = {
  event_reminder: (t) => `Reminder: ${t}`,
  rsvp_needed: (t) => `RSVP needed: ${t}`,
  announcement: (t) => `Announcement: ${t}`,
  waitlist_promoted: (t) => `You have a place: ${t}`,
  booking_accepted: (t) => `Booking accepted: ${t}`,
  booking_rejected: (t) => `Booking not accepted: ${t}`,
  deposit_requested: (t) => `Deposit requested: ${t}`,
  payment_requested: (t) => `Payment requested: ${t}`,
};

/** A notification's first line (email subject, inbox title). */
export const subjectLine = (kind: NotificationKind, title: string) => SUBJECT_LINES[kind](title);

export const BOOKING_KINDS: readonly BookingKind[] = ['booking_accepted', 'booking_rejected', 'deposit_requested', 'payment_requested'];
export const isBookingKind = (k: NotificationKind): k is BookingKind => (BOOKING_KINDS as readonly string[]).includes(k);

export function render(content: string, params: string[]): string {
  return content.replace(/\{\{\s*(\d+)\s*\}\}/g, (_m, n) => params[Number(n) - 1] ?? '');
}

/** The placeholder values for a kind, in template order. */
export function paramsFor(
  kind: NotificationKind,
  fullName: string,
  subject: EventSubject | AnnouncementSubject | BookingSubject,
  publicUrl: string,
): string[] {
  if (isBookingKind(kind)) {
    const b = subject as BookingSubject;
    const base = [fullName, b.roomName, dayjs(b.startDate).format('MMMM D, YYYY')];
    return kind === 'booking_rejected' ? [...base, b.rejectionReason ?? ''] : base;
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
