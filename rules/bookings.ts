/**
 * Spec §4/§5's booking requests as pure decisions: when a member's request is taken, when an admin may accept or reject
 * it, and the booked period. The API (api/src/modules/bookings) and the demo backend (web/src/mocks/demo) both ask
 * these and store what they allow; the booking form shows the same words (validation/bookings.ts).
 *
 * Database twins (api/src/modules/bookings/rule-twins.test.ts feeds both the same cases):
 *  - bookingEndDate: the generated `room_bookings.period` column, [start_date, start_date + N months);
 *  - periodsOverlap among accepted bookings of a room: the exclusion constraint `room_bookings_no_overlap`;
 *  - isIdenticalRequest: the unique index `room_bookings_identical_request_key` (pending or accepted rows);
 *  - the rejection reason: the CHECK `room_bookings_rejection_reason`;
 *  - extensionOf's start, room and member: the trigger `room_bookings_extension_continues`;
 *  - one open extension per booking (extendRefusal's "already extended"): the unique index `room_bookings_one_open_extension`;
 *  - carriedOverStepRefusal: the CHECK `room_bookings_carried_over_deposit`;
 *  - isEndingSoon: the admin list's `endingSoon` filter (BookingsRepository, the SQL the notification sweep shares).
 */
import { acceptRoomRefusal, returnToPendingRefusal, reviewRefusal, type PaymentStepName, type StepTimes } from './payment-steps';
import { refusal, type Refusal } from './refusal';
import { ROOM_NOT_FOUND } from './rooms';

export { ROOM_NOT_FOUND };
export const BOOKING_NOT_FOUND = 'Booking request not found';
export const ROOM_NOT_BOOKABLE = 'This room is not available for booking';
export const START_DATE_PAST = 'Start date must be today or later';
export const OVERLAP = 'This room is already booked for part of that period';
export const IDENTICAL_REQUEST = 'You have already requested this room from that start date for that many months';
export const REJECTION_REASON_REQUIRED = 'Please give a reason for rejecting';

/** Spec §5's message, for the room's own minimum (1 unless the room asks for more). */
export const minimumMonthsMessage = (minimumMonths: number) =>
  minimumMonths > 1 ? `Duration must be at least ${minimumMonths} months` : 'Duration must be at least 1 month';

/** A request or booking as these rules see it: ids as the backend keeps them (numbers in the API, text in the demo). */
export interface BookingFacts {
  id?: string | number;
  memberId: string | number;
  roomId: string | number;
  /** yyyy-MM-dd */
  startDate: string;
  durationMonths: number;
  status: string;
  /** The booking this one extends (a continuation request), if any. */
  extendsBookingId?: string | number | null;
}
export type RequestFacts = Omit<BookingFacts, 'id' | 'status' | 'extendsBookingId'>;

export interface RoomFacts {
  id: string | number;
  isActive: boolean;
  minimumBookingMonths: number;
  pricePerMonth: unknown;
  deposit: unknown;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The first day after the booked period (yyyy-MM-dd): the start plus N months as PostgreSQL adds them, the day kept
 * unless the month is shorter (31 January + 1 month = 28 February, or the 29th in a leap year).
 */
export function bookingEndDate(startDate: string, durationMonths: number): string {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const months = y * 12 + (m - 1) + durationMonths;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type Period = Pick<BookingFacts, 'startDate' | 'durationMonths'>;

/** Whether two booked periods share a day. Periods are half-open: a booking may start on the day another ends. */
export function periodsOverlap(a: Period, b: Period): boolean {
  return a.startDate < bookingEndDate(b.startDate, b.durationMonths) && b.startDate < bookingEndDate(a.startDate, a.durationMonths);
}

/** Statuses in which a request still holds its ask: an identical new request is refused. A rejected one no longer does. */
export const OPEN_STATUSES: readonly string[] = ['pending', 'accepted'];

/** The same member asking for the same room from the same day for the same months, while that earlier request is open. */
export function isIdenticalRequest(request: RequestFacts, other: BookingFacts): boolean {
  return (
    String(other.memberId) === String(request.memberId) &&
    String(other.roomId) === String(request.roomId) &&
    other.startDate === request.startDate &&
    other.durationMonths === request.durationMonths &&
    OPEN_STATUSES.includes(other.status)
  );
}

/** An accepted booking of the same room, other than `b` itself, that shares a day with `b`'s period. */
const clashes = (b: RequestFacts & { id?: string | number }, other: BookingFacts) =>
  other.status === 'accepted' &&
  String(other.roomId) === String(b.roomId) &&
  (b.id === undefined || String(other.id) !== String(b.id)) &&
  periodsOverlap(b, other);

/** Why a start date is refused, or null: today (the caller's `today`, yyyy-MM-dd) or later. */
export function startDateRefusal(startDate: string, today: string): Refusal | null {
  return startDate < today ? refusal('BAD_USER_INPUT', START_DATE_PAST, 'startDate') : null;
}

/** Why a duration is refused for this room, or null: at least the room's minimum months. */
export function durationRefusal(durationMonths: number, minimumMonths: number): Refusal | null {
  const min = Math.max(1, minimumMonths);
  return durationMonths < min ? refusal('BAD_USER_INPUT', minimumMonthsMessage(min), 'durationMonths') : null;
}

/**
 * Why a member's request is refused, or null when it is taken (as pending). `room` is the room asked for (missing:
 * not found); `others`: the bookings that could stand in its way — the backends may pass more, the rule picks.
 * The overlap is refused early, as a courtesy: the exclusion constraint at accept time is what makes it true.
 */
export function requestRefusal(request: RequestFacts, room: RoomFacts | null | undefined, today: string, others: readonly BookingFacts[]): Refusal | null {
  if (!room) return refusal('NOT_FOUND', ROOM_NOT_FOUND);
  if (!room.isActive) return refusal('CONFLICT', ROOM_NOT_BOOKABLE, 'roomId');
  const when = startDateRefusal(request.startDate, today) ?? durationRefusal(request.durationMonths, room.minimumBookingMonths);
  if (when) return when;
  if (others.some((o) => isIdenticalRequest(request, o))) return refusal('CONFLICT', IDENTICAL_REQUEST, 'startDate');
  if (others.some((o) => clashes(request, o))) return refusal('CONFLICT', OVERLAP, 'startDate');
  return null;
}

/**
 * Why an admin cannot accept this booking now, or null: only a pending request, of a room with its price and deposit
 * set, that shares no day with another accepted booking of the room (`others`, as above).
 */
export function acceptRefusal(b: BookingFacts, room: RoomFacts, others: readonly BookingFacts[], extended?: BookingFacts | null): Refusal | null {
  return (
    reviewRefusal(b, 'accepted') ??
    acceptRoomRefusal(room) ??
    // An extension carries the deposit of the booking it extends: that booking must still hold it.
    (b.extendsBookingId != null && extended && extended.status !== 'accepted' ? refusal('CONFLICT', EXTENDED_NOT_ACCEPTED(extended.id!)) : null) ??
    (others.some((o) => clashes(b, o)) ? refusal('CONFLICT', OVERLAP) : null)
  );
}

/** Why an admin cannot reject this booking with this reason, or null: a non-blank reason, a pending request. */
export function rejectRefusal(b: BookingFacts, reason: string | null | undefined): Refusal | null {
  if (!reason?.trim()) return refusal('BAD_USER_INPUT', REJECTION_REASON_REQUIRED, 'reason');
  return reviewRefusal(b, 'rejected');
}

// ---------------------------------------------------------------- extensions and endings (issue 36)

/** A member may ask to extend from this many days before a booking's last day until that day; it is then "ending soon". */
export const EXTEND_WINDOW_DAYS = 30;
/** Days before the last day at which the member is told the booking is ending (each once), latest last. */
export const ENDING_NOTICES = [
  { kind: 'booking_ending_30', days: 30 },
  { kind: 'booking_ending_7', days: 7 },
] as const;
export type EndingNoticeKind = (typeof ENDING_NOTICES)[number]['kind'];

export const EXTENSION_MONTHS = 'Extend by at least 1 month';
export const BOOKING_ENDED = 'This booking has already ended';
export const EXTEND_TOO_EARLY = `A booking can be extended from ${EXTEND_WINDOW_DAYS} days before its last day`;
export const ALREADY_EXTENDING = 'This booking already has an extension waiting for review';
export const ALREADY_EXTENDED = 'This booking has already been extended; extend its latest extension instead';
export const notExtendable = (status: string) => `Only accepted bookings can be extended; this one is ${status}`;
export const EXTENDED_NOT_ACCEPTED = (id: string | number) => `Booking #${id}, which this extends, is no longer accepted`;
export const DEPOSIT_CARRIED_OVER = 'The deposit was carried over from the booking this extends; it cannot be changed here';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
};
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The last booked day (yyyy-MM-dd): the day before bookingEndDate. */
export const lastBookedDay = (b: Period): string => dayOf(dayNumber(bookingEndDate(b.startDate, b.durationMonths)) - 1);

/** Days from `today` to the booking's last day: 0 on that day, negative once it has ended. */
export const daysLeft = (b: Period, today: string): number => dayNumber(lastBookedDay(b)) - dayNumber(today);

/** Statuses in which an extension holds its place in the chain: the booking it extends is then not "ending". */
const isOpen = (status: string) => OPEN_STATUSES.includes(status);

/** The open (pending or accepted) extension of `b` among `others`, if any. */
export const openExtensionOf = (b: Pick<BookingFacts, 'id'>, others: readonly BookingFacts[]): BookingFacts | undefined =>
  others.find((o) => o.extendsBookingId != null && String(o.extendsBookingId) === String(b.id) && isOpen(o.status));

/**
 * Accepted, not extended (no open extension: `extended`), and its last day from today to 30 days on: the member is
 * offered "Extend booking", admins see "Ending soon". The last member of a chain is the one that can be ending.
 */
export function isEndingSoon(b: BookingFacts, today: string, extended: boolean): boolean {
  if (b.status !== 'accepted' || extended) return false;
  const left = daysLeft(b, today);
  return left >= 0 && left <= EXTEND_WINDOW_DAYS;
}

/** Which ending notice is due today, or null: the 7-day one in the last week, the 30-day one before it. */
export function endingNoticeDue(b: BookingFacts, today: string, extended: boolean): EndingNoticeKind | null {
  if (!isEndingSoon(b, today, extended)) return null;
  const left = daysLeft(b, today);
  return [...ENDING_NOTICES].reverse().find((n) => left <= n.days)!.kind;
}

/** The continuation of `b` by `months`: same member and room, from the day after its last day (its end date). */
export function extensionOf<B extends BookingFacts>(b: B, months: number) {
  return {
    memberId: b.memberId as B['memberId'],
    roomId: b.roomId as B['roomId'],
    startDate: bookingEndDate(b.startDate, b.durationMonths),
    durationMonths: months,
    extendsBookingId: b.id as NonNullable<B['id']>,
  };
}

/**
 * Why a member cannot extend booking `b` by `months` now, or null. `b` missing or someone else's: not found. It must be
 * accepted, not yet ended, within its last 30 days, not already extended (an open extension in `others`); its room
 * active, and no other accepted booking of the room in the months added (`others`, as for requestRefusal). The extension
 * is then a pending request (extensionOf), accepted or rejected like any other.
 */
export function extendRefusal(
  b: BookingFacts | null | undefined,
  memberId: string | number,
  months: number,
  room: RoomFacts | null | undefined,
  today: string,
  others: readonly BookingFacts[],
): Refusal | null {
  if (!b || String(b.memberId) !== String(memberId)) return refusal('NOT_FOUND', BOOKING_NOT_FOUND);
  if (!Number.isInteger(months) || months < 1) return refusal('BAD_USER_INPUT', EXTENSION_MONTHS, 'months');
  if (b.status !== 'accepted') return refusal('CONFLICT', notExtendable(b.status));
  const left = daysLeft(b, today);
  if (left < 0) return refusal('CONFLICT', BOOKING_ENDED);
  if (left > EXTEND_WINDOW_DAYS) return refusal('CONFLICT', EXTEND_TOO_EARLY);
  const open = openExtensionOf(b, others);
  if (open) return refusal('CONFLICT', open.status === 'accepted' ? ALREADY_EXTENDED : ALREADY_EXTENDING);
  if (!room) return refusal('NOT_FOUND', ROOM_NOT_FOUND);
  if (!room.isActive) return refusal('CONFLICT', ROOM_NOT_BOOKABLE);
  if (others.some((o) => clashes(extensionOf(b, months), o))) return refusal('CONFLICT', OVERLAP, 'months');
  return null;
}

/** A booking as the carried-over deposit rules see it: its checklist and whether its deposit was carried over. */
export type CarriedOverFacts = StepTimes & { depositCarriedOver?: boolean | null };

/** An extension carries the deposit of the booking it extends: accepting it ticks both deposit steps as carried over. */
export const carriesDepositOver = (b: Pick<BookingFacts, 'extendsBookingId'>): boolean => b.extendsBookingId != null;

const DEPOSIT_STEPS: readonly PaymentStepName[] = ['DEPOSIT_REQUESTED', 'DEPOSIT_RECEIVED'];

/** Why a carried-over deposit step cannot be cleared (undo the acceptance instead), or null. */
export function carriedOverStepRefusal(b: CarriedOverFacts, step: string, done: boolean): Refusal | null {
  return b.depositCarriedOver && !done && DEPOSIT_STEPS.includes(step as PaymentStepName) ? refusal('CONFLICT', DEPOSIT_CARRIED_OVER) : null;
}

/**
 * Why an accepted booking cannot go back to pending (rules/payment-steps.ts#returnToPendingRefusal), a carried-over
 * deposit aside: un-accepting an extension takes its carried-over deposit steps back with it.
 */
export function uncheckAcceptRefusal(b: CarriedOverFacts): Refusal | null {
  return returnToPendingRefusal(b.depositCarriedOver ? { ...b, depositRequestedAt: null, depositReceivedAt: null } : b);
}
