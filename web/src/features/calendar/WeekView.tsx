import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { formatLongDate } from '../../lib/format';
import { BookingChip, EventButton } from './CalendarItems';
import { daysBetween, visibleRange } from './dates';
import { EMPTY_DAY, type DayItems } from './filters';
import type { CalendarEvent } from './operations';
import { useCalendarT } from './t';

interface Props {
  anchor: string;
  today: string;
  items: Map<string, DayItems>;
  onOpenEvent: (e: CalendarEvent) => void;
  onSelectDay: (day: string) => void;
  /** False while loading or failed, so no day claims to be empty before the answer. */
  showEmpty: boolean;
}

/** Seven columns (stacked on phones), each listing its events and booked rooms, or 'No events or bookings'. */
export function WeekView({ anchor, today, items, onOpenEvent, onSelectDay, showEmpty }: Props) {
  const { t } = useCalendarT();
  const { from, to } = visibleRange('week', anchor);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      {daysBetween(from, to).map((day) => {
        const { events, bookings } = items.get(day) ?? EMPTY_DAY;
        const isToday = day === today;
        return (
          <Box
            key={day}
            data-testid={`week-day-${day}`}
            sx={{ borderRight: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: { xs: 'divider', md: 'divider' }, minWidth: 0 }}
          >
            <ButtonBase
              onClick={() => onSelectDay(day)}
              aria-label={formatLongDate(day)}
              aria-current={isToday ? 'date' : undefined}
              sx={{
                width: '100%',
                py: 1,
                gap: 0.75,
                justifyContent: { xs: 'flex-start', md: 'center' },
                px: { xs: 1.5, md: 0 },
                bgcolor: isToday ? 'primary.main' : 'accent.subtleBg',
                color: isToday ? 'primary.contrastText' : 'text.primary',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              <Typography component="span" variant="caption" sx={{ fontWeight: 700, textTransform: 'uppercase' }}>
                {dayjs(day).format('ddd')}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {dayjs(day).date()}
              </Typography>
            </ButtonBase>
            <Box sx={{ p: 0.75, display: 'flex', flexDirection: 'column', gap: 0.5, minHeight: { md: 240 } }}>
              {events.map((e) => (
                <EventButton key={e.id} event={e} onOpen={onOpenEvent} showTime />
              ))}
              {bookings.map((b) => (
                <BookingChip key={b.id} booking={b} showMember />
              ))}
              {showEmpty && events.length + bookings.length === 0 && (
                <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', py: 1 }}>
                  {t('weekEmpty')}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
