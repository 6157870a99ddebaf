import Box from '@mui/material/Box';
import { Calendar } from '../features/calendar/Calendar';
import { CalendarSubscription } from '../features/calendar-feed/CalendarSubscription';

/** /calendar — events and confirmed room bookings by month, week or day; the member's feed address below. */
export default function CalendarPage() {
  return (
    <>
      <Calendar />
      <Box sx={{ maxWidth: 720 }}>
        <CalendarSubscription />
      </Box>
    </>
  );
}
