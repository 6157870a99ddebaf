import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { capitalise, formatDate, formatTime, formatTimeRange } from '../../lib/format';
import { BOOKING_COLOURS, eventTypeAccentSx, eventTypeSx } from '../../theme';
import type { CalendarBookingDay, CalendarEvent } from './operations';
import { ClosedBadge } from '../events/EventClosedNote';
import { RSVP_LABELS } from '../events/rsvpLabels';
import { RsvpMarker } from './RsvpMarker';
import { useCalendarT } from './t';

/** The teal of room bookings (outline, and their dot in the phone's month). */
export const BOOKING_DOT = '#0f766e';

/** Not attending: struck-through title on a dimmed row. Dimmed by colour, not opacity, so text keeps its contrast. */
const declined = (e: CalendarEvent) => e.currentUserRsvp?.status === 'not_attending';

export function EventTypeChip({ type }: { type: string }) {
  return <Chip size="small" label={capitalise(type)} sx={[eventTypeSx(type), { fontWeight: 600 }]} />;
}

/** A compact event button: marker and title on one cut-off line (month), or with its time and wrapping (week). */
export function EventButton({ event, onOpen, showTime }: { event: CalendarEvent; onOpen: (e: CalendarEvent) => void; showTime?: boolean }) {
  const { t } = useCalendarT();
  const off = declined(event);
  return (
    <ButtonBase
      onClick={() => onOpen(event)}
      data-testid="calendar-event"
      data-rsvp={event.currentUserRsvp?.status ?? 'none'}
      sx={[
        eventTypeSx(event.type, 'borderLeftColor'),
        {
          width: '100%',
          justifyContent: 'flex-start',
          alignItems: showTime ? 'flex-start' : 'center',
          gap: 0.5,
          px: 0.75,
          py: 0.25,
          borderRadius: '4px',
          textAlign: 'left',
          borderLeft: '3px solid',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
        },
        off && { bgcolor: 'accent.outsideBg', color: 'text.secondary' },
      ]}
    >
      <RsvpMarker status={event.currentUserRsvp?.status} fontSize="inherit" />
      <Typography
        variant="caption"
        component="span"
        noWrap={!showTime}
        sx={{ fontWeight: 600, textDecoration: off ? 'line-through' : undefined, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {showTime && `${formatTime(event.startTime)} `}
        {event.status === 'cancelled' && t('cancelledPrefix')}
        {event.title}
      </Typography>
    </ButtonBase>
  );
}

/** A room booking in a distinct style: dashed teal outline and a door icon; room and member name. */
export function BookingChip({ booking, showMember }: { booking: CalendarBookingDay; showMember?: boolean }) {
  return (
    <Box
      data-testid="calendar-booking"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.75,
        py: 0.25,
        borderRadius: '4px',
        border: `1px dashed ${BOOKING_DOT}`,
        bgcolor: BOOKING_COLOURS.light.bg,
        color: BOOKING_COLOURS.light.fg,
        minWidth: 0,
        ...theme.applyStyles('dark', { bgcolor: BOOKING_COLOURS.dark.bg, color: BOOKING_COLOURS.dark.fg, borderColor: BOOKING_COLOURS.dark.fg }),
      })}
    >
      <MeetingRoomIcon sx={{ fontSize: 14, flexShrink: 0 }} aria-hidden />
      <Typography variant="caption" component="span" noWrap={!showMember} sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
        {booking.room.name}
        {showMember && ` · ${booking.member.fullName}`}
      </Typography>
    </Box>
  );
}

/** The list (day view) row of an event: title (opens the details), type, time, location, the member's RSVP and its date. */
export function EventListRow({ event, onOpen }: { event: CalendarEvent; onOpen: (e: CalendarEvent) => void }) {
  const { t } = useCalendarT();
  const rsvp = event.currentUserRsvp;
  const off = declined(event);
  return (
    <Box
      data-testid="calendar-event"
      data-rsvp={rsvp?.status ?? 'none'}
      sx={[
        {
          p: 1.5,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          borderLeft: '4px solid',
          bgcolor: off ? 'accent.outsideBg' : 'background.paper',
        },
        eventTypeAccentSx(event.type, 'borderLeftColor'),
      ]}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <RsvpMarker status={rsvp?.status} />
        <Link
          component="button"
          type="button"
          onClick={() => onOpen(event)}
          underline="hover"
          sx={{
            fontWeight: 600,
            fontSize: '1rem',
            textAlign: 'left',
            textDecoration: off ? 'line-through' : undefined,
            color: off ? 'text.secondary' : 'text.primary',
          }}
        >
          {event.title}
        </Link>
        <EventTypeChip type={event.type} />
        {event.status === 'cancelled' && <ClosedBadge label={t('cancelled')} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {formatTimeRange(event.startTime, event.endTime)} · {event.location}
        {event.locationDetail && ` (${event.locationDetail})`}
      </Typography>
      {rsvp && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {RSVP_LABELS[rsvp.status]}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' · '}
            {t('responded', { date: formatDate(rsvp.respondedAt) })}
          </Box>
        </Typography>
      )}
    </Box>
  );
}

/** The list (day view) row of a booked room: name, member, location, all day. */
export function BookingListRow({ booking }: { booking: CalendarBookingDay }) {
  const { t } = useCalendarT();
  return (
    <Box
      data-testid="calendar-booking"
      sx={{ p: 1.5, borderRadius: 2, border: `1px dashed ${BOOKING_DOT}`, bgcolor: '#f0fdfa', color: '#115e59' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <MeetingRoomIcon fontSize="small" aria-hidden />
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {booking.room.name}
        </Typography>
        <Typography component="span" variant="body2">
          {t('roomBooking')}
        </Typography>
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 0.5 }}>
        {booking.member.fullName} · {t('allDay')}
        {booking.room.location && ` · ${booking.room.location}`}
        {booking.purpose && ` · ${booking.purpose}`}
      </Typography>
    </Box>
  );
}
