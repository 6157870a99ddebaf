/** One day of an accepted booking as the calendar shows it (spec §3 "calendar room booking view"). */
export interface CalendarBookingView {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  status: 'confirmed';
  purpose: string | null;
  room: { name: string; location: string | null; capacity: number };
  member: { id: number; fullName: string };
}
