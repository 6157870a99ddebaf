import * as yup from 'yup';
import { integer, isValidDay, MAX_LONG_TEXT, strictObject, text } from './common';
import { localDay } from '../rules/today';
import { MAX_BOOKING_MONTHS } from './rooms';

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

/** Spec §5's message, for the room's own minimum (1 unless the room asks for more). */
export const minimumMonthsMessage = (minimumMonths: number) =>
  minimumMonths > 1 ? `Duration must be at least ${minimumMonths} months` : 'Duration must be at least 1 month';

/** At least the room's minimum months: the form and the server pass the room's minimum, so they say the same. */
const durationMonths = (minimumMonths = 1) => {
  const min = Math.max(1, minimumMonths);
  return integer('Duration must be a whole number of months')
    .required(minimumMonthsMessage(1))
    .min(min, minimumMonthsMessage(min))
    .max(MAX_BOOKING_MONTHS, `Duration must be at most ${MAX_BOOKING_MONTHS} months`);
};

const purpose = () =>
  text(MAX_LONG_TEXT, `Purpose must be at most ${MAX_LONG_TEXT} characters`)
    .nullable()
    // An empty text area means "no purpose".
    .transform((v) => (v === '' ? null : v));

/**
 * POST /api/room-bookings and requestRoomBooking, for a room whose minimum is `minimumMonths`. The
 * server validates once to find the room, then again with the room's minimum.
 */
export const bookingRequestSchema = (minimumMonths = 1) =>
  strictObject({
    roomId: recordId('Please select a room'),
    startDate: startDate(),
    durationMonths: durationMonths(minimumMonths),
    purpose: purpose(),
    // The spec's client sends status 'pending'; a new request is always pending, so it is ignored.
    status: yup.mixed().strip(),
  });

export type BookingRequestInput = yup.InferType<ReturnType<typeof bookingRequestSchema>>;

/** The "Request to Book" dialog; the duration is at least the room's minimum months. */
export const bookingFormSchema = (minimumMonths = 1) =>
  yup.object({
    startDate: startDate(),
    durationMonths: durationMonths(minimumMonths),
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
