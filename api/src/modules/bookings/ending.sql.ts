import { EXTEND_WINDOW_DAYS } from '../../../../rules/bookings';

/**
 * rules/bookings.ts#isEndingSoon and #daysLeft in SQL, for reads that look at many bookings at once (the admin list's
 * "Ending soon" filter, the sweep that announces endings). `today` is an SQL date expression: Node's office day passed as
 * a parameter (rules/today.ts), so a test that moves the clock moves these too. api/src/modules/bookings/rule-twins.test.ts
 * feeds these and the rule the same cases.
 */

/** Days from `today` to the last booked day of booking `b` (0 on that day). */
export const daysLeftSql = (b: string, today: string) => `(upper(${b}.period) - 1 - ${today})`;

/** Booking `b` has an extension waiting for review or accepted (the unique index room_bookings_one_open_extension). */
export const extendedSql = (b: string) =>
  `EXISTS (SELECT 1 FROM room_bookings x WHERE x.extends_booking_id = ${b}.id AND x.status IN ('pending', 'accepted'))`;

/**
 * Accepted, not extended, its last day from `today` to 30 days on. The period test lets PostgreSQL use the accepted
 * bookings' period index (room_bookings_accepted_period_idx) before the exact bound.
 */
export const endingSoonSql = (b: string, today: string) =>
  `(${b}.status = 'accepted' AND ${b}.period && daterange(${today}, ${today} + ${EXTEND_WINDOW_DAYS + 1}, '[)')
    AND ${daysLeftSql(b, today)} BETWEEN 0 AND ${EXTEND_WINDOW_DAYS} AND NOT ${extendedSql(b)})`;
