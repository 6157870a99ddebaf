import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CalendarTodayIcon from '@mui/icons-material/CalendarToday';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useRef, type ReactNode } from 'react';
import { formatDate, formatLongDate, formatTimeRange } from '../../lib/format';
import { RsvpButtons } from '../events/RsvpButtons';
import { useRsvp } from '../events/useRsvp';
import { EventTypeChip } from './CalendarItems';
import { EventDetailsDocument, type CalendarEvent } from './operations';
import { RSVP_LABELS } from '../events/rsvpLabels';
import { RsvpMarker } from './RsvpMarker';
import { useCalendarT } from './t';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', '& svg': { fontSize: 18 } }}>
      {icon}
      <Typography variant="body2" color="text.primary">
        {children}
      </Typography>
    </Box>
  );
}

/** An event as the dialog shows it: the calendar's, or one from a list without descriptions (the dashboard's). */
export type EventDetail = Omit<CalendarEvent, 'description'> & { description?: string | null };

/**
 * Spec §2: type badge, title, 'EEEE, MMMM d, yyyy', start and optional end time, location with detail, description,
 * and the RSVP buttons. The calendar's and the dashboard's (spec §2: the dashboard's event-details dialog takes an
 * event, an open flag and a handler; open = an event is given). `refetch` names the lists on screen to refresh after
 * an answer; an event given without its description has it asked for.
 */
export function EventDetailDialog({
  event: current,
  today,
  refetch = ['CalendarRange'],
  onClose,
}: {
  event: EventDetail | null;
  /** yyyy-MM-dd; the local day unless the screen pins it (the calendar). */
  today?: string;
  refetch?: string[];
  onClose: () => void;
}) {
  const { t } = useCalendarT();
  // Keep showing the last event while the dialog fades out.
  const last = useRef(current);
  if (current) last.current = current;
  const event = current ?? last.current;
  const rsvp = event?.currentUserRsvp;
  const asked = useQuery(EventDetailsDocument, { variables: { id: event?.id ?? '' }, skip: !event || event.description !== undefined });
  const description = event?.description !== undefined ? event.description : asked.data?.event?.description;
  // The answer comes back with the event's new RSVP, which Apollo writes into the lists' cached events.
  const { respond, pending } = useRsvp({ wording: 'update', refetch });
  return (
    <Dialog open={!!current} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="calendar-event-title">
      {event && (
        <>
          <DialogTitle id="calendar-event-title" sx={{ pb: 1 }}>
            <Box sx={{ mb: 1 }}>
              <EventTypeChip type={event.type} />
            </Box>
            {event.title}
          </DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
            <Line icon={<CalendarTodayIcon aria-hidden />}>{formatLongDate(event.date)}</Line>
            <Line icon={<AccessTimeIcon aria-hidden />}>{formatTimeRange(event.startTime, event.endTime)}</Line>
            <Line icon={<PlaceIcon aria-hidden />}>
              {event.location}
              {event.locationDetail && ` (${event.locationDetail})`}
            </Line>
            {description && (
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                {description}
              </Typography>
            )}
            {rsvp && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
                <RsvpMarker status={rsvp.status} />
                <Typography variant="body2">
                  {t('yourRsvp')} <strong>{RSVP_LABELS[rsvp.status]}</strong> · {t('responded', { date: formatDate(rsvp.respondedAt) })}
                </Typography>
              </Box>
            )}
            <Box sx={{ mt: 1 }}>
              <RsvpButtons event={event} today={today} disabled={pending} onChoose={(status) => void respond(event.id, status)} />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
