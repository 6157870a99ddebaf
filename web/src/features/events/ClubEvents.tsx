import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { EmptyState, ErrorState } from '../../ui/QueryState';
import { EventCard, type ClubEvent } from './EventCard';
import { LiveSeats, MOST_LIVE_EVENTS } from './LiveSeats';
import { RsvpDialog } from './RsvpDialog';
import { isFull } from './rsvpRules';
import { useClubEvents } from './useClubEvents';
import { useRsvp } from './useRsvp';
import { useEventsT } from './t';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } };

/** Spec §2 Club Events: upcoming event cards and the RSVP dialog; the seats of events with a limit update live. */
export function ClubEvents() {
  const { events, loading, error, retry } = useClubEvents();
  const { respond, pending } = useRsvp({ wording: 'submit', refetch: ['EventsPageList'] });
  const [open, setOpen] = useState<ClubEvent | null>(null);
  const { t } = useEventsT();

  if (loading) {
    return (
      <Box sx={grid} aria-busy="true" aria-label={t('list.loading')}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} data-testid="event-card-skeleton" variant="rounded" height={260} />
        ))}
      </Box>
    );
  }
  if (error) return <ErrorState message={t('list.error')} onRetry={retry} />;
  if (events.length === 0) {
    return <EmptyState icon={<EventIcon />} title={t('list.empty')} hint={t('list.emptyHint')} />;
  }

  return (
    <>
      <Box sx={grid}>
        {events.map((event) => (
          <EventCard key={event.id} event={event} onRsvp={() => setOpen(event)} />
        ))}
      </Box>
      {events
        .filter((e) => e.maxAttendees != null)
        .slice(0, MOST_LIVE_EVENTS)
        .map((e) => (
          <LiveSeats key={e.id} eventId={e.id} onChange={() => void retry().catch(() => undefined)} />
        ))}
      {open && (
        <RsvpDialog
          key={open.id}
          title={open.title}
          current={open.currentUserRsvp?.status}
          full={isFull(open)}
          pending={pending}
          onClose={() => setOpen(null)}
          onSubmit={async (status) => {
            if (await respond(open.id, status)) setOpen(null);
          }}
        />
      )}
    </>
  );
}
