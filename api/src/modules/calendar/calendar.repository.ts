import type { DataSource } from 'typeorm';
import { preparedRows } from '../../core/db/prepared';
import type { CalendarBookingView } from './calendar.types';

interface BookingDayRow {
  id: number;
  date: string;
  purpose: string | null;
  room_name: string;
  room_location: string | null;
  room_capacity: number;
  member_id: number;
  member_full_name: string;
}

/**
 * Reads accepted room bookings straight from room_bookings / meeting_rooms / users: the calendar
 * needs only a read-only projection, so it does not depend on the bookings module's code.
 */
export class CalendarRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Every day of every accepted booking that falls within from..to, in ONE statement:
   * generate_series walks the intersection of the booked period [start, start + months) and the
   * range, so the cost does not grow with the number of bookings in statements.
   * Uses the GiST index room_bookings_accepted_period_idx; a named prepared statement (planned once per connection).
   */
  async acceptedBookingDays(from: string, to: string): Promise<CalendarBookingView[]> {
    const rows = await preparedRows<BookingDayRow>(
      this.ds,
      'calendar-booking-days',
      `SELECT b.id, to_char(d, 'YYYY-MM-DD') AS date, b.purpose,
              r.name AS room_name, r.location AS room_location, r.capacity AS room_capacity,
              u.id AS member_id, u.full_name AS member_full_name
         FROM room_bookings b
         JOIN meeting_rooms r ON r.id = b.room_id
         JOIN users u ON u.id = b.member_id
        CROSS JOIN LATERAL generate_series(
              greatest(lower(b.period), $1::date)::timestamp,
              least(upper(b.period) - 1, $2::date)::timestamp,
              interval '1 day') AS d
        WHERE b.status = 'accepted' AND b.period && daterange($1::date, $2::date, '[]')
        ORDER BY d, r.name, b.id`,
      [from, to],
    );
    return rows.map((r) => ({
      id: r.id,
      date: r.date,
      startTime: '00:00',
      endTime: '23:59',
      status: 'confirmed',
      purpose: r.purpose,
      room: { name: r.room_name, location: r.room_location, capacity: r.room_capacity },
      member: { id: r.member_id, fullName: r.member_full_name },
    }));
  }
}
