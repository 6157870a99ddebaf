import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { forwardRef } from 'react';
import { formatDate, formatTimeRange } from '../../lib/format';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { ErrorState } from '../../ui/QueryState';
import { EventTypeBadge } from '../events/EventTypeBadge';
import { useChildEvents, useSetAvailability, type ChildEventItem, type MyChild } from './operations';
import { useChildrenT } from './t';

/** One child: teams, and each upcoming event that concerns them with an available / not available toggle. */
export const ChildCard = forwardRef<HTMLLIElement, { child: MyChild; highlighted?: boolean }>(function ChildCard({ child, highlighted }, ref) {
  const { data, loading, error } = useChildEvents(child.id);
  const { t } = useChildrenT();
  const headingId = `child-${child.id}`;
  let body;
  if (loading && !data) body = <Skeleton variant="rounded" height={72} aria-label={t('card.loadingEvents')} />;
  else if (error) body = <ErrorState message={t('card.eventsError')} />;
  else if (!data?.childEvents.length)
    body = (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('card.noEvents')}
      </Typography>
    );
  else
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, containerType: 'inline-size' }} aria-label={t('card.eventsFor', { name: child.name })}>
        {data.childEvents.map((item) => (
          <EventRow key={item.event.id} childId={child.id} childName={child.name} item={item} />
        ))}
      </Box>
    );
  return (
    <Card
      ref={ref}
      component="li"
      aria-labelledby={headingId}
      tabIndex={-1}
      sx={{ outline: highlighted ? '3px solid' : 'none', outlineColor: 'primary.main' }}
    >
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {child.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {child.ageGroup
            ? t('card.bornAgeGroup', { date: formatDate(child.dateOfBirth), ageGroup: child.ageGroup })
            : t('card.born', { date: formatDate(child.dateOfBirth) })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 2 }}>
          {child.teams.length ? child.teams.map((team) => <Chip key={team.id} size="small" label={team.name} />) : <Chip size="small" label={t('card.noTeam')} variant="outlined" />}
        </Box>
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {t('card.upcoming')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
});

/** From this width of the events list on, each toggle sits beside its event (room for the details and the toggle). */
const TOGGLE_BESIDE_PX = 460;

/** The chosen answer in dark-on-light pairs that pass WCAG AA (MUI's success/error text on their tint does not). */
const CHOSEN = {
  yes: { '&.Mui-selected, &.Mui-selected:hover': { bgcolor: '#dcfce7', color: '#166534' } },
  no: { '&.Mui-selected, &.Mui-selected:hover': { bgcolor: '#fee2e2', color: '#991b1b' } },
};

function EventRow({ childId, childName, item }: { childId: string; childName: string; item: ChildEventItem }) {
  const toast = useToast();
  const [setAvailability, state] = useSetAvailability(childId);
  const { t } = useChildrenT();
  const e = item.event;
  const value = item.availability == null ? null : item.availability.isAvailable ? 'yes' : 'no';
  const answer = async (next: string | null) => {
    if (next == null || next === value) return;
    try {
      await setAvailability({ variables: { eventId: e.id, childId, isAvailable: next === 'yes' } });
      toast({ title: t('card.saved'), description: t(next === 'yes' ? 'card.savedAvailable' : 'card.savedNotAvailable', { child: childName, event: e.title }), variant: 'success' });
    } catch (err) {
      toast({ title: t('card.updateFailed'), description: serverMessage(err, t('card.updateFailedText')), variant: 'destructive' });
    }
  };
  return (
    // The toggle's place follows the card's width only, never the length of the row's text: beside the event on a
    // card wide enough for both (a container query), below it otherwise. With flex-wrap, a long line of details
    // pushed some rows' toggles below and left others beside.
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        alignItems: 'center',
        gap: 1,
        [`@container (min-width: ${TOGGLE_BESIDE_PX}px)`]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <EventTypeBadge type={e.type} />
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {e.title}
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {formatDate(e.date)} · {formatTimeRange(e.startTime, e.endTime)} · {e.location}
          {e.team ? ` · ${e.team.name}` : ''}
        </Typography>
      </Box>
      <ToggleButtonGroup
        size="small"
        sx={{ justifySelf: 'start' }}
        exclusive
        value={value}
        disabled={state.loading}
        onChange={(_ev, next: string | null) => void answer(next)}
        aria-label={t('card.availabilityOf', { child: childName, event: e.title })}
      >
        <ToggleButton value="yes" sx={CHOSEN.yes}>
          {t('card.available')}
        </ToggleButton>
        <ToggleButton value="no" sx={CHOSEN.no}>
          {t('card.notAvailable')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
