import CalendarTodayOutlined from '@mui/icons-material/CalendarTodayOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { RsvpStatus } from '../../gql/graphql';
import { formatDate, formatTimeRange } from '../../lib/format';
import { EventTypeBadge } from '../events/EventTypeBadge';
import { attendingText, formatLocation } from '../events/format';
import { RsvpButtons } from '../events/RsvpButtons';
import { RSVP_LABELS } from '../events/rsvpLabels';
import { rsvpClosed } from '../events/rsvpRules';
import type { DashboardEvent } from './hooks';
import { useTranslation } from 'react-i18next';

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', '& svg': { fontSize: 18 } }}>
      {icon}
      <Typography variant="body2" component="span">
        {children}
      </Typography>
    </Box>
  );
}

/** The title as a button that reads as the title: the event's details open from it. */
const titleButton = {
  all: 'unset',
  cursor: 'pointer',
  borderRadius: 0.5,
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** One upcoming event on the dashboard with its RSVP buttons; its title opens its details. */
export function UpcomingEventItem({
  event,
  pending,
  onRsvp,
  onOpen,
}: {
  event: DashboardEvent;
  pending: boolean;
  onRsvp: (status: RsvpStatus) => void;
  /** Opens the event's details (its title is the button). */
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  const current = event.currentUserRsvp?.status;
  const titleId = `dashboard-event-${event.id}`;
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'grid', gap: 1.25 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          <Box component="button" type="button" aria-haspopup="dialog" onClick={onOpen} sx={titleButton}>
            {event.title}
          </Box>
        </Typography>
        <EventTypeBadge type={event.type} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}>
        <Detail icon={<CalendarTodayOutlined />}>{formatDate(event.date)}</Detail>
        <Detail icon={<ScheduleOutlined />}>{formatTimeRange(event.startTime, event.endTime)}</Detail>
        <Detail icon={<PlaceOutlined />}>{formatLocation(event.location, event.locationDetail)}</Detail>
        <Detail icon={<GroupOutlined />}>
          {attendingText(event.attendeeCount)}
          {event.maxAttendees != null && ` ${t('maxAttendees', { max: event.maxAttendees })}`}
        </Detail>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        {!rsvpClosed(event) && (
          <Typography variant="body2" sx={{ fontWeight: 600, color: current ? 'text.primary' : 'accent.warning' }}>
            {current ? t('rsvp.yours', { answer: RSVP_LABELS[current] }) : t('rsvp.needed')}
          </Typography>
        )}
        <RsvpButtons event={event} disabled={pending} onChoose={onRsvp} />
      </Box>
    </Box>
  );
}
