import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { localDay } from '../../../../rules/today';
import { ErrorState } from '../../ui/QueryState';
import { headerLabel, stepAnchor, visibleRange, type CalendarView } from './dates';
import { DayView } from './DayView';
import { EventDetailDialog } from './EventDetailDialog';
import { FilterPopover } from './FilterPopover';
import { DEFAULT_FILTERS, itemsByDay, type CalendarFilters } from './filters';
import { MonthView } from './MonthView';
import { useCalendarRange, type CalendarEvent } from './operations';
import { WeekView } from './WeekView';
import { useCalendarT } from './t';

/**
 * The calendar screen: Month / Week / Day views of events and confirmed room bookings.
 * `today` (yyyy-MM-dd) is injectable so tests and screenshots are stable; it defaults to the local day.
 */
export function Calendar({ today = localDay() }: { today?: string }) {
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(today);
  const [filters, setFilters] = useState<CalendarFilters>(DEFAULT_FILTERS);
  const [openEventId, setOpenEventId] = useState<string | null>(null);
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const { from, to } = visibleRange(view, anchor);
  const { data, loading, error, refetch } = useCalendarRange(from, to);
  const items = useMemo(() => itemsByDay(data?.calendar, filters), [data, filters]);
  // Looked up in the live data so the dialog shows a new RSVP as soon as it is recorded.
  const openEvent = data?.calendar.events.find((e) => e.id === openEventId) ?? null;
  const setOpenEvent = (e: CalendarEvent) => setOpenEventId(e.id);

  const { t } = useCalendarT();
  const showDay = (day: string) => {
    setAnchor(day);
    setView('day');
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton aria-label={t(`previous.${view}`)} onClick={() => setAnchor((a) => stepAnchor(view, a, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label={t(`next.${view}`)} onClick={() => setAnchor((a) => stepAnchor(view, a, 1))}>
            <ChevronRightIcon />
          </IconButton>
          <Button variant="outlined" size="small" onClick={() => setAnchor(today)}>
            {t('today')}
          </Button>
        </Box>
        <Typography variant="h5" component="h2" aria-live="polite" sx={{ fontWeight: 700, flexGrow: 1, minWidth: 200 }}>
          {headerLabel(view, anchor)}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_e, v: CalendarView | null) => v && setView(v)}
          aria-label={t('view')}
        >
          <ToggleButton value="month">{t('month')}</ToggleButton>
          <ToggleButton value="week">{t('week')}</ToggleButton>
          <ToggleButton value="day">{t('day')}</ToggleButton>
        </ToggleButtonGroup>
        <FilterPopover value={filters} onChange={setFilters} />
      </Box>

      {/* The bar's room stays when it goes, so the calendar does not jump up as its events arrive. */}
      <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label={t('loading')} />}</Box>
      {error && <ErrorState message={t('error')} onRetry={refetch} />}

      {view === 'month' && !phone && <MonthView anchor={anchor} today={today} items={items} onOpenEvent={setOpenEvent} onSelectDay={showDay} />}
      {view === 'month' && phone && (
        // Phones: dots in the grid, the chosen day's list below it (as phone calendars do).
        <Box sx={{ display: 'grid', gap: 2 }}>
          <MonthView compact anchor={anchor} today={today} items={items} onOpenEvent={setOpenEvent} onSelectDay={setAnchor} />
          <DayView day={anchor} items={items} onOpenEvent={setOpenEvent} showEmpty={!!data} />
        </Box>
      )}
      {view === 'week' && <WeekView anchor={anchor} today={today} items={items} onOpenEvent={setOpenEvent} onSelectDay={showDay} showEmpty={!!data} />}
      {view === 'day' && <DayView day={anchor} items={items} onOpenEvent={setOpenEvent} showEmpty={!!data} />}

      <EventDetailDialog event={openEvent} today={today} onClose={() => setOpenEventId(null)} />
    </Box>
  );
}
