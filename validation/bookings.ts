import * as yup from 'yup';
import { integer, isValidDay, MAX_LONG_TEXT, strictObject, text } from './common';
import { localDay } from '../rules/today';
import { durationRefusal, EXTENSION_MONTHS, minimumMonthsMessage, REJECTION_REASON_REQUIRED, startDateRefusal } from '../rules/bookings';
import { MAX_BOOKING_MONTHS } from './rooms';

export { minimumMonthsMessage };

/** Where a schema reads "today" (yyyy-MM-dd) on each validation: the browser's day unless the server passes the office's. */
export type Today = () => string;

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

const startDate = (today: Today) =>
  text(10, 'Start date must be a real day written yyyy-MM-dd')
    .required('Please select a start date')
    .test('real-day', 'Start date must be a real day written yyyy-MM-dd', (v) => v == null || isValidDay(v))
    // rules/bookings.ts decides; evaluated on every validation, so "today" is the current day.
    .test('not-past', (v, ctx) => {
      const refused = v == null || !isValidDay(v) ? null : startDateRefusal(v, today());
      return refused ? ctx.createError({ message: refused.message }) : true;
    });

/** At least the room's minimum months (rules/bookings.ts): the form and the server pass the room's minimum, so they say the same. */
const durationMonths = (minimumMonths = 1) =>
  integer('Duration must be a whole number of months')
    .required(minimumMonthsMessage(1))
    .min(1, minimumMonthsMessage(1))
    .test('room-minimum', (v, ctx) => {
      const refused = v == null ? null : durationRefusal(v, minimumMonths);
      return refused ? ctx.createError({ message: refused.message }) : true;
    })
    .max(MAX_BOOKING_MONTHS, `Duration must be at most ${MAX_BOOKING_MONTHS} months`);

const purpose = () =>
  text(MAX_LONG_TEXT, `Purpose must be at most ${MAX_LONG_TEXT} characters`)
    .nullable()
    // An empty text area means "no purpose".
    .transform((v) => (v === '' ? null : v));

/**
 * POST /api/room-bookings and requestRoomBooking: the request's shape (the room's own minimum and the rest of the
 * decision are rules/bookings.ts#requestRefusal, asked once the room is known).
 */
export const bookingRequestSchema = (today: Today = localDay) =>
  strictObject({
    roomId: recordId('Please select a room'),
    startDate: startDate(today),
    durationMonths: durationMonths(1),
    purpose: purpose(),
    // The spec's client sends status 'pending'; a new request is always pending, so it is ignored.
    status: yup.mixed().strip(),
  });

export type BookingRequestInput = yup.InferType<ReturnType<typeof bookingRequestSchema>>;

/** The "Request to Book" dialog; the duration is at least the room's minimum months. */
export const bookingFormSchema = (minimumMonths = 1, today: Today = localDay) =>
  yup.object({
    startDate: startDate(today),
    durationMonths: durationMonths(minimumMonths),
    purpose: purpose(),
  });

/** POST /api/room-bookings/{id}/reject and rejectRoomBooking. */
export const rejectBookingSchema = strictObject({
  reason: text(MAX_LONG_TEXT, `Reason must be at most ${MAX_LONG_TEXT} characters`).required(REJECTION_REASON_REQUIRED),
});

/**
 * POST /api/room-bookings/{id}/extend and extendRoomBooking, and the "Extend booking" dialog: the months to add, at least
 * one (rules/bookings.ts#extendRefusal decides the rest once the booking is known).
 */
export const bookingExtensionSchema = strictObject({
  months: integer('Months must be a whole number')
    .required(EXTENSION_MONTHS)
    .min(1, EXTENSION_MONTHS)
    .max(MAX_BOOKING_MONTHS, `Extend by at most ${MAX_BOOKING_MONTHS} months`),
});

export type BookingExtensionInput = yup.InferType<typeof bookingExtensionSchema>;

/** The admin list's filter. */
export const bookingFilterSchema = yup
  .object({
    status: yup
      .string()
      .typeError('status must be pending, accepted or rejected')
      .oneOf(['pending', 'accepted', 'rejected'] as const, 'status must be pending, accepted or rejected')
      .nullable(),
    /** Only bookings ending soon (rules/bookings.ts#isEndingSoon, by the office's today). */
    endingSoon: yup.boolean().typeError('endingSoon must be true or false').strict().nullable(),
  })
  .noUnknown('Unknown filter: ${unknown}')
  .nullable();
