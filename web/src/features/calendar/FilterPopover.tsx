import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EventType } from '../../gql/graphql';
import { DEFAULT_FILTERS, EVENT_TYPES, filterBadgeCount, type CalendarFilters } from './filters';
import { useCalendarT } from './t';

/**
 * The filter button (badge = number of active restrictions) and its popover. Choices are a draft
 * until 'Apply Filters'; 'Reset All' turns everything back on at once.
 */
export function FilterPopover({ value, onChange }: { value: CalendarFilters; onChange: (f: CalendarFilters) => void }) {
  const { t } = useCalendarT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState(value);
  const count = filterBadgeCount(value);

  const toggleType = (type: EventType) =>
    setDraft((d) => ({ ...d, types: d.types.includes(type) ? d.types.filter((t) => t !== type) : [...d.types, type] }));

  return (
    <>
      <Button
        variant="outlined"
        onClick={(e) => {
          setDraft(value);
          setAnchor(e.currentTarget);
        }}
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
        startIcon={
          <Badge badgeContent={count} color="primary" aria-hidden>
            <FilterListIcon />
          </Badge>
        }
        aria-label={count ? t('filtersActive', { count }) : t('filters')}
      >
        {t('filters')}
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('filterCalendar'), sx: { p: 2, width: 260 } } }}
      >
        <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
          {t('eventTypes')}
        </Typography>
        <FormGroup>
          {EVENT_TYPES.map(({ type }) => (
            <FormControlLabel
              key={type}
              control={<Checkbox size="small" checked={draft.types.includes(type)} onChange={() => toggleType(type)} />}
              label={t(`types.${type}`)}
            />
          ))}
        </FormGroup>
        <Divider sx={{ my: 1 }} />
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={draft.showBookings}
              onChange={(e) => setDraft((d) => ({ ...d, showBookings: e.target.checked }))}
            />
          }
          label={t('showBookings')}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 1.5 }}>
          <Button
            onClick={() => {
              setDraft(DEFAULT_FILTERS);
              onChange(DEFAULT_FILTERS);
            }}
          >
            {t('resetAll')}
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              onChange(draft);
              setAnchor(null);
            }}
          >
            {t('apply')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
