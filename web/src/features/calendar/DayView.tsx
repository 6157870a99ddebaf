import EventBusyIcon from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '../../lib/format';
import { EmptyState } from '../../ui/QueryState';
import { BookingListRow, EventListRow } from './CalendarItems';
import { EMPTY_DAY, type DayItems } from './filters';
import type { CalendarEvent } from './operations';
import { useCalendarT } from './t';

/** The list of one day: events with the member's RSVP, then booked rooms. */
export function DayView({
  day,
  items,
  onOpenEvent,
  showEmpty,
}: {
  day: string;
  items: Map<string, DayItems>;
  onOpenEvent: (e: CalendarEvent) => void;
  /** False while loading or failed, so the day does not claim to be empty before the answer. */
  showEmpty: boolean;
}) {
  const { t } = useCalendarT();
  const { events, bookings } = items.get(day) ?? EMPTY_DAY;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', p: { xs: 1.5, md: 2 } }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {formatLongDate(day)}
      </Typography>
      {events.length + bookings.length === 0 ? (
        showEmpty && (
        <EmptyState
          icon={<EventBusyIcon />}
          title={t('dayEmpty')}
          hint={t('dayEmptyHint')}
        />
        )
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {events.map((e) => (
            <li key={e.id}>
              <EventListRow event={e} onOpen={onOpenEvent} />
            </li>
          ))}
          {bookings.map((b) => (
            <li key={b.id}>
              <BookingListRow booking={b} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
