import type { TestContext } from '../harness';
import { localDay } from '../../../rules/today';

/** Test-only factories and probes for rooms and bookings (named rows straight into the database). */

/** The server's local day, `n` days from today. */
export function dayFromToday(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return localDay(d);
}

export interface RoomFields {
  name?: string;
  pricePerMonth?: string | null;
  deposit?: string | null;
  minimumBookingMonths?: number;
  isActive?: boolean;
  capacity?: number;
}

export async function createRoom(t: TestContext, f: RoomFields = {}): Promise<number> {
  const [row] = await t.ds.query(
    `INSERT INTO meeting_rooms (name, price_per_month, deposit, minimum_booking_months, is_active, capacity)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      f.name ?? `Room ${Math.random().toString(36).slice(2, 8)}`,
      f.pricePerMonth === undefined ? '1000.00' : f.pricePerMonth,
      f.deposit === undefined ? '200.00' : f.deposit,
      f.minimumBookingMonths ?? 1,
      f.isActive ?? true,
      f.capacity ?? 4,
    ],
  );
  return row.id;
}

export interface BookingFields {
  roomId: number;
  memberId: number;
  startDate?: string;
  durationMonths?: number;
  status?: 'pending' | 'accepted' | 'rejected';
  purpose?: string | null;
}

/** A booking row as it would be after a request (status pending unless given; accepted ones get no invoice). */
export async function createBooking(t: TestContext, f: BookingFields): Promise<number> {
  const status = f.status ?? 'pending';
  const [row] = await t.ds.query(
    `INSERT INTO room_bookings (room_id, member_id, start_date, duration_months, status, purpose, rejection_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [f.roomId, f.memberId, f.startDate ?? '2031-01-01', f.durationMonths ?? 1, status, f.purpose ?? null, status === 'rejected' ? 'No' : null],
  );
  return row.id;
}

/** A fingerprint of every row of the rooms, bookings and invoices tables, to prove a refused call changed nothing. */
export async function snapshot(t: TestContext): Promise<string> {
  const [row] = await t.ds.query(`
    SELECT (SELECT coalesce(md5(string_agg(r::text, '|' ORDER BY r.id)), '') FROM meeting_rooms r)
        || (SELECT coalesce(md5(string_agg(b::text, '|' ORDER BY b.id)), '') FROM room_bookings b)
        || (SELECT coalesce(md5(string_agg(i::text, '|' ORDER BY i.id)), '') FROM invoices i) AS fp`);
  return row.fp;
}

/** 100 KB of text. */
export const HUGE = 'x'.repeat(100 * 1024);
