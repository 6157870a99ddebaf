import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import dayjs from 'dayjs';
import { formatLongDate } from '../../lib/format';
import { BookingChip, EventButton } from './CalendarItems';
import { daysBetween, visibleRange, WEEKDAYS } from './dates';
import { EMPTY_DAY, type DayItems } from './filters';
import type { CalendarEvent } from './operations';

interface Props {
  anchor: string;
  today: string;
  items: Map<string, DayItems>;
  onOpenEvent: (e: CalendarEvent) => void;
  onSelectDay: (day: string) => void;
}

/**
 * Whole weeks around the month, Sunday first. Each day shows at most one item — its first event,
 * otherwise its first room booking — and '+N more' for the rest (spec §2 and §9).
 */
export function MonthView({ anchor, today, items, onOpenEvent, onSelectDay }: Props) {
  const { from, to } = visibleRange('month', anchor);
  const month = dayjs(anchor).month();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', bgcolor: 'accent.subtleBg' }}>
        {WEEKDAYS.map((w) => (
          <Box
            key={w}
            sx={{ py: 1, textAlign: 'center', fontSize: 12, fontWeight: 700, color: 'text.secondary', borderBottom: 1, borderColor: 'divider' }}
          >
            {w}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
        {daysBetween(from, to).map((day) => {
          const { events, bookings } = items.get(day) ?? EMPTY_DAY;
          const total = events.length + bookings.length;
          const outside = dayjs(day).month() !== month;
          const isToday = day === today;
          return (
            <Box
              key={day}
              data-testid={`month-day-${day}`}
              data-outside={outside || undefined}
              sx={{
                minHeight: { xs: 72, md: 104 },
                p: 0.5,
                borderRight: 1,
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: outside ? 'accent.outsideBg' : isToday ? 'accent.todayBg' : 'background.paper',
                display: 'flex',
                flexDirection: 'column',
                gap: 0.5,
                minWidth: 0,
              }}
            >
              <ButtonBase
                onClick={() => onSelectDay(day)}
                aria-label={formatLongDate(day)}
                aria-current={isToday ? 'date' : undefined}
                sx={{
                  alignSelf: 'flex-start',
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  fontSize: 13,
                  fontWeight: isToday ? 700 : 500,
                  color: isToday ? 'primary.contrastText' : outside ? 'text.secondary' : 'text.primary',
                  bgcolor: isToday ? 'primary.main' : undefined,
                  '&:hover': { bgcolor: isToday ? 'primary.dark' : 'action.hover' },
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
                }}
              >
                {dayjs(day).date()}
              </ButtonBase>
              {events[0] ? (
                <EventButton event={events[0]} onOpen={onOpenEvent} />
              ) : (
                bookings[0] && <BookingChip booking={bookings[0]} />
              )}
              {total > 1 && (
                <Link
                  component="button"
                  type="button"
                  onClick={() => onSelectDay(day)}
                  underline="hover"
                  sx={{ alignSelf: 'flex-start', fontSize: 12, fontWeight: 600, color: 'text.secondary' }}
                >
                  +{total - 1} more
                </Link>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
