import * as yup from 'yup';
import { integer, isValidDay, MAX_LONG_TEXT, strictObject, text } from './common';
import { MAX_BOOKING_MONTHS } from './rooms';

/** Today as yyyy-MM-dd in the local time zone of whoever runs this (browser or server). */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A record id from JSON (number) or GraphQL (string of digits). */
const recordId = (required: string) =>
  yup
    .number()
    .transform((_v, original) =>
      typeof original === 'number' ? original : typeof original === 'string' && /^\d{1,10}$/.test(original) ? Number(original) : NaN,
    )
    .typeError(required)
    .integer(required)
    .min(1, required)
    .max(2147483647, required)
    .required(required);

const startDate = () =>
  text(10, 'Start date must be a real day written yyyy-MM-dd')
    .required('Please select a start date')
    .test('real-day', 'Start date must be a real day written yyyy-MM-dd', (v) => v == null || isValidDay(v))
    // Evaluated on every validation, so "today" is the caller's current local day.
    .test('not-past', 'Start date must be today or later', (v) => v == null || !isValidDay(v) || v >= localDay());

const durationMonths = () =>
  integer('Duration must be a whole number of months')
    .required('Duration must be at least 1 month')
    .min(1, 'Duration must be at least 1 month')
    .max(MAX_BOOKING_MONTHS, `Duration must be at most ${MAX_BOOKING_MONTHS} months`);

const purpose = () =>
  text(MAX_LONG_TEXT, `Purpose must be at most ${MAX_LONG_TEXT} characters`)
    .nullable()
    // An empty text area means "no purpose".
    .transform((v) => (v === '' ? null : v));

/** POST /api/room-bookings and requestRoomBooking. The room's own minimum is checked by the server. */
export const bookingRequestSchema = strictObject({
  roomId: recordId('Please select a room'),
  startDate: startDate(),
  durationMonths: durationMonths(),
  purpose: purpose(),
  // The spec's client sends status 'pending'; a new request is always pending, so it is ignored.
  status: yup.mixed().strip(),
});

export type BookingRequestInput = yup.InferType<typeof bookingRequestSchema>;

/** The "Request to Book" dialog; the duration is at least the room's minimum months. */
export const bookingFormSchema = (minimumMonths = 1) =>
  yup.object({
    startDate: startDate(),
    durationMonths: durationMonths().min(
      Math.max(1, minimumMonths),
      minimumMonths > 1 ? `Duration must be at least ${minimumMonths} months` : 'Duration must be at least 1 month',
    ),
    purpose: purpose(),
  });

/** POST /api/room-bookings/{id}/reject and rejectRoomBooking. */
export const rejectBookingSchema = strictObject({
  reason: text(MAX_LONG_TEXT, `Reason must be at most ${MAX_LONG_TEXT} characters`).required('Please give a reason for rejecting'),
});

/** The admin list's filter. */
export const bookingFilterSchema = yup
  .object({
    status: yup
      .string()
      .typeError('status must be pending, accepted or rejected')
      .oneOf(['pending', 'accepted', 'rejected'] as const, 'status must be pending, accepted or rejected')
      .nullable(),
  })
  .noUnknown('Unknown filter: ${unknown}')
  .nullable();
