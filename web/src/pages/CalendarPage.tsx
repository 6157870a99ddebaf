import { Calendar } from '../features/calendar/Calendar';

/** /calendar — events and confirmed room bookings by month, week or day. */
export default function CalendarPage() {
  return <Calendar />;
}
