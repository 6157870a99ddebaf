import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BlockSkeleton } from '../../ui/BlockSkeleton';
import { EmptyState, ErrorState } from '../../ui/QueryState';
import { useRsvp } from '../events/useRsvp';
import { UPCOMING_LIMIT, useUpcomingEvents, type DashboardEvent } from './hooks';
import { Panel } from './Panel';
import { UpcomingEventItem } from './UpcomingEventItem';
import { useDashboardT } from './t';

/** The calendar's event dialog (spec §2's event-details dialog), loaded on the first click: not in the first download. */
const EventDetailDialog = lazy(() => import('../calendar/EventDetailDialog').then((m) => ({ default: m.EventDetailDialog })));

/** Spec §2 Dashboard: the first five upcoming events with RSVP buttons; a click on one's title opens its details. */
export function UpcomingEventsPanel() {
  const { events, loading, error, retry } = useUpcomingEvents();
  const { respond, pending } = useRsvp({ wording: 'update', refetch: ['DashboardUpcomingEvents'] });
  const [openId, setOpenId] = useState<string | null>(null);
  const { t } = useDashboardT();
  // Mounted from the first opening on, so the dialog can fade out; the event is read from the list, which answers update.
  const [used, setUsed] = useState(false);
  const open: DashboardEvent | null = events.find((e) => e.id === openId) ?? null;

  let body;
  if (loading) {
    body = (
      <Box aria-busy="true" aria-label={t('upcoming.loading')} sx={{ display: 'grid', gap: 2 }}>
        {/* As many as the panel lists, about as tall as one (taller on phones, where its lines wrap), so the
            announcements below do not jump when the events arrive (Lighthouse's layout shift). */}
        {Array.from({ length: UPCOMING_LIMIT }, (_, i) => (
          <BlockSkeleton key={i} data-testid="event-skeleton" sx={{ height: { xs: 180, sm: 116 } }} />
        ))}
      </Box>
    );
  } else if (error) {
    body = <ErrorState message={t('upcoming.error')} onRetry={retry} />;
  } else if (events.length === 0) {
    body = (
      <EmptyState
        icon={<EventIcon />}
        title={t('upcoming.empty')}
        hint={t('upcoming.emptyHint')}
        action={
          <Button component={RouterLink} to="/events" variant="outlined" size="small">
            {t('upcoming.viewAllEvents')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {events.map((event) => (
          <UpcomingEventItem
            key={event.id}
            event={event}
            pending={pending}
            onRsvp={(s) => respond(event.id, s)}
            onOpen={() => {
              setUsed(true);
              setOpenId(event.id);
            }}
          />
        ))}
      </Box>
    );
  }

  return (
    <Panel id="upcoming-events" title={t('upcoming.title')} icon={<EventIcon />} viewAll="/events">
      {body}
      {used && (
        <Suspense fallback={null}>
          <EventDetailDialog event={open} refetch={['DashboardUpcomingEvents']} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </Panel>
  );
}
