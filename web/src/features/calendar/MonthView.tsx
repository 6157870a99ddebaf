import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import dayjs from 'dayjs';
import { formatLongDate } from '../../lib/format';
import { BOOKING_DOT, BookingChip, EventButton } from './CalendarItems';
import { eventTypeAccentSx } from '../../theme';
import { daysBetween, visibleRange, weekdays } from './dates';
import { EMPTY_DAY, type DayItems } from './filters';
import type { CalendarEvent } from './operations';
import { useCalendarT } from './t';
import { i18n } from '../../i18n/i18n';

interface Props {
  anchor: string;
  today: string;
  items: Map<string, DayItems>;
  onOpenEvent: (e: CalendarEvent) => void;
  onSelectDay: (day: string) => void;
  /**
   * Phones: a seventh of 390 px cannot hold a title, so each day is one button with a dot per item
   * (the event's type colour, teal for a booking) and the chosen day (`anchor`) is listed below.
   */
  compact?: boolean;
}

/**
 * Whole weeks around the month, Sunday first. Each day shows at most one item — its first event,
 * otherwise its first room booking — and '+N more' for the rest (spec §2 and §9).
 */
export function MonthView({ anchor, today, items, onOpenEvent, onSelectDay, compact }: Props) {
  const { t } = useCalendarT();
  const { from, to } = visibleRange('month', anchor);
  const month = dayjs(anchor).month();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', bgcolor: 'accent.subtleBg' }}>
        {weekdays().map((w) => (
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
          if (compact)
            return (
              <CompactDay
                key={day}
                day={day}
                items={{ events, bookings }}
                outside={outside}
                isToday={isToday}
                selected={day === anchor}
                onSelect={() => onSelectDay(day)}
              />
            );
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
                  {t('more', { count: total - 1 })}
                </Link>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

const MAX_DOTS = 3;

/** 'Saturday, November 21, 2026: 2 events, 1 room booking' (or 'nothing scheduled'). */
function dayLabel(day: string, { events, bookings }: DayItems): string {
  const parts = [];
  if (events.length) parts.push(i18n.t('calendar:events', { count: events.length }));
  if (bookings.length) parts.push(i18n.t('calendar:roomBookings', { count: bookings.length }));
  return i18n.t('calendar:dayLabel', { date: formatLongDate(day), what: parts.length ? parts.join(', ') : i18n.t('calendar:nothing') });
}

/** One phone-sized day: the whole cell is the button; dots (at most three, then '+N') say what is on. */
function CompactDay(props: { day: string; items: DayItems; outside: boolean; isToday: boolean; selected: boolean; onSelect: () => void }) {
  const { day, items, outside, isToday, selected } = props;
  // An event's dot in its type's colour for the scheme; a booking's in the bookings' teal.
  const dots = [...items.events.map((e) => eventTypeAccentSx(e.type, 'bgcolor')), ...items.bookings.map(() => ({ bgcolor: BOOKING_DOT }))];
  return (
    <ButtonBase
      data-testid={`month-day-${day}`}
      data-outside={outside || undefined}
      onClick={props.onSelect}
      aria-label={dayLabel(day, items)}
      aria-pressed={selected}
      aria-current={isToday ? 'date' : undefined}
      sx={{
        minHeight: 56,
        minWidth: 0,
        py: 0.5,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-start',
        gap: 0.5,
        borderRight: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: outside ? 'accent.outsideBg' : 'background.paper',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Box
        component="span"
        sx={{
          width: 28,
          height: 28,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontSize: 13,
          fontWeight: isToday || selected ? 700 : 500,
          color: isToday ? 'primary.contrastText' : outside ? 'text.secondary' : 'text.primary',
          bgcolor: isToday ? 'primary.main' : undefined,
          border: selected ? 2 : 0,
          borderColor: 'primary.main',
        }}
      >
        {dayjs(day).date()}
      </Box>
      <Box component="span" aria-hidden sx={{ display: 'flex', alignItems: 'center', gap: '3px', minHeight: 8 }}>
        {dots.slice(0, MAX_DOTS).map((colour, i) => (
          <Box key={i} component="span" sx={[{ width: 6, height: 6, borderRadius: '50%' }, colour]} />
        ))}
        {dots.length > MAX_DOTS && (
          <Box component="span" sx={{ fontSize: 10, lineHeight: 1, fontWeight: 700, color: 'text.secondary' }}>
            +{dots.length - MAX_DOTS}
          </Box>
        )}
      </Box>
    </ButtonBase>
  );
}

