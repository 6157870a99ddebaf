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
import { useRef, type ReactNode } from 'react';
import { formatDate, formatLongDate, formatTimeRange } from '../../lib/format';
import { RsvpButtons } from '../events/RsvpButtons';
import { useRsvp } from '../events/useRsvp';
import { EventTypeChip } from './CalendarItems';
import type { CalendarEvent } from './operations';
import { RSVP_LABELS } from '../events/rsvpLabels';
import { RsvpMarker } from './RsvpMarker';

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

/** Spec §2: type badge, title, 'EEEE, MMMM d, yyyy', start and optional end time, location with detail, description. */
export function EventDetailDialog({ event: current, today, onClose }: { event: CalendarEvent | null; today: string; onClose: () => void }) {
  // Keep showing the last event while the dialog fades out.
  const last = useRef(current);
  if (current) last.current = current;
  const event = current ?? last.current;
  const rsvp = event?.currentUserRsvp;
  // The answer comes back with the event's new RSVP, which Apollo writes into the calendar's cached events.
  const { respond, pending } = useRsvp({ wording: 'update', refetch: ['CalendarRange'] });
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
            {event.description && (
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                {event.description}
              </Typography>
            )}
            {rsvp && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
                <RsvpMarker status={rsvp.status} />
                <Typography variant="body2">
                  Your RSVP: <strong>{RSVP_LABELS[rsvp.status]}</strong> · Responded: {formatDate(rsvp.respondedAt)}
                </Typography>
              </Box>
            )}
            <Box sx={{ mt: 1 }}>
              <RsvpButtons event={event} today={today} disabled={pending} onChoose={(status) => void respond(event.id, status)} />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
