import * as yup from 'yup';
import { integer, MAX_LONG_TEXT, MAX_TEXT, normaliseMoney, strictObject, text } from './common';

/** Longest booking the data model allows (room_bookings.duration_months CHECK). */
export const MAX_BOOKING_MONTHS = 120;
export const MAX_AMENITIES = 30;
export const MAX_AMENITY_LENGTH = 100;
/** Keeps pricePerMonth × 120 months + deposit within the invoice columns (numeric(14,2)). */
export const MAX_MONTHLY_PRICE = '99999999.99';

/**
 * A money amount (number or decimal string) normalised to a two-decimal string, e.g. 1500 → "1500.00".
 * Refuses negatives, more than two decimals, and other JSON types.
 */
export const money = (label: string) =>
  yup
    .string()
    .transform((_value, original) => (original == null ? original : (normaliseMoney(original) ?? 'invalid')))
    .matches(/^\d+\.\d{2}$/, `${label} must be a non-negative amount with at most two decimals`)
    .nullable();

/** Admins type amenities as comma-separated text (spec §5): trimmed, empties dropped. */
export function parseAmenities(input: string): string[] {
  return input
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a.length > 0);
}

const amenities = () =>
  yup
    .array()
    .typeError('Amenities must be a list of text')
    .of(text(MAX_AMENITY_LENGTH, `Each amenity must be at most ${MAX_AMENITY_LENGTH} characters`).defined('Amenities must be a list of text'))
    // Trimmed by `text`; empties and repeats are dropped rather than refused, as the form does.
    .transform((list: unknown) =>
      Array.isArray(list) ? [...new Set(list.map((a) => (typeof a === 'string' ? a.trim() : a)).filter((a) => a !== ''))] : list,
    )
    .max(MAX_AMENITIES, `At most ${MAX_AMENITIES} amenities`)
    .nonNullable('Amenities must be a list of text')
    .default([]);

/**
 * Add/Edit room dialogs, POST /api/meeting-rooms, PUT /api/meeting-rooms/{id}. Defaults of spec §9. Fields in
 * the dialog's order: the API answers the first invalid one first (validation/field-errors.ts).
 */
export const meetingRoomSchema = strictObject({
  name: text(MAX_TEXT, 'Room name is too long').required('Room name is required'),
  description: text(MAX_LONG_TEXT, `Description must be at most ${MAX_LONG_TEXT} characters`).nullable(),
  capacity: integer('Capacity must be a whole number')
    .min(0, 'Capacity cannot be negative')
    .max(100000, 'Capacity is too large')
    .nonNullable('Capacity must be a whole number')
    .default(0),
  location: text(255, 'Location must be at most 255 characters').nullable(),
  pricePerMonth: money('Monthly price')
    .test('max', 'Monthly price must be at most 99,999,999.99', (v) => v == null || Number(v) <= Number(MAX_MONTHLY_PRICE))
    .default('0.00'),
  deposit: money('Deposit').default('0.00'),
  minimumBookingMonths: integer('Minimum months must be a whole number')
    .min(1, 'Minimum booking must be at least 1 month')
    .max(MAX_BOOKING_MONTHS, `Minimum booking must be at most ${MAX_BOOKING_MONTHS} months`)
    .nonNullable('Minimum months must be a whole number')
    .default(1),
  amenities: amenities(),
  // Not common's strict bool(): strict mode would skip the default, and PUT replaces every field.
  isActive: yup
    .boolean()
    .transform((_v, original) => (original === undefined || typeof original === 'boolean' ? original : NaN))
    .typeError('isActive must be true or false')
    .default(true),
});

export type MeetingRoomInput = yup.InferType<typeof meetingRoomSchema>;
