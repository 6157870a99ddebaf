/**
 * Spec §4/§5's booking requests as pure decisions: when a member's request is taken, when an admin may accept or reject
 * it, and the booked period. The API (api/src/modules/bookings) and the demo backend (web/src/mocks/demo) both ask
 * these and store what they allow; the booking form shows the same words (validation/bookings.ts).
 *
 * Database twins (api/src/modules/bookings/rule-twins.test.ts feeds both the same cases):
 *  - bookingEndDate: the generated `room_bookings.period` column, [start_date, start_date + N months);
 *  - periodsOverlap among accepted bookings of a room: the exclusion constraint `room_bookings_no_overlap`;
 *  - isIdenticalRequest: the unique index `room_bookings_identical_request_key` (pending or accepted rows);
 *  - the rejection reason: the CHECK `room_bookings_rejection_reason`.
 */
import { acceptRoomRefusal, reviewRefusal } from './payment-steps';
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
}
export type RequestFacts = Omit<BookingFacts, 'id' | 'status'>;

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
export function acceptRefusal(b: BookingFacts, room: RoomFacts, others: readonly BookingFacts[]): Refusal | null {
  return reviewRefusal(b, 'accepted') ?? acceptRoomRefusal(room) ?? (others.some((o) => clashes(b, o)) ? refusal('CONFLICT', OVERLAP) : null);
}

/** Why an admin cannot reject this booking with this reason, or null: a non-blank reason, a pending request. */
export function rejectRefusal(b: BookingFacts, reason: string | null | undefined): Refusal | null {
  if (!reason?.trim()) return refusal('BAD_USER_INPUT', REJECTION_REASON_REQUIRED, 'reason');
  return reviewRefusal(b, 'rejected');
}
