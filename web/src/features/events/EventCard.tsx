import CalendarTodayOutlined from '@mui/icons-material/CalendarTodayOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { EventsPageListQuery, RsvpStatus } from '../../gql/graphql';
import { formatLongDate, formatTimeRange } from '../../lib/format';
import { EventTypeBadge } from './EventTypeBadge';
import { formatLocation } from './format';
import { EventClosedNote } from './EventClosedNote';
import { RSVP_LABELS } from './rsvpLabels';
import { FULL_LABEL_KEY, isFull, rsvpClosed } from './rsvpRules';
import { WaitlistControl } from './WaitlistControl';
import { i18n } from '../../i18n/i18n';
import { useEventsT } from './t';

export type ClubEvent = EventsPageListQuery['events'][number];

/** The RSVP badge colours (text dark enough on its tint for WCAG AA). */
const RSVP_BADGE: Record<RsvpStatus, { bg: string; fg: string }> = {
  attending: { bg: '#dcfce7', fg: '#166534' },
  maybe: { bg: '#fef3c7', fg: '#92400e' },
  not_attending: { bg: '#fee2e2', fg: '#991b1b' },
};

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', '& svg': { fontSize: 18 } }}>
      {icon}
      <Typography variant="body2" component="span">
        {children}
      </Typography>
    </Box>
  );
}

/** One Club Events card (spec §2): badges, title, long date, times, place, description, capacity, RSVP button. */
export function EventCard({ event, onRsvp }: { event: ClubEvent; onRsvp: () => void }) {
  const { t } = useEventsT();
  const rsvp = event.currentUserRsvp?.status;
  const closed = rsvpClosed(event);
  const titleId = `event-card-${event.id}`;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <EventTypeBadge type={event.type} />
          {rsvp && (
            <Chip
              size="small"
              label={RSVP_LABELS[rsvp]}
              sx={{ bgcolor: RSVP_BADGE[rsvp].bg, color: RSVP_BADGE[rsvp].fg, fontWeight: 600, height: 22 }}
            />
          )}
        </Box>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {event.title}
        </Typography>
        <Line icon={<CalendarTodayOutlined />}>{formatLongDate(event.date)}</Line>
        <Line icon={<ScheduleOutlined />}>{formatTimeRange(event.startTime, event.endTime)}</Line>
        <Line icon={<PlaceOutlined />}>{formatLocation(event.location, event.locationDetail)}</Line>
        {event.description && (
          <Typography
            variant="body2"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {event.description}
          </Typography>
        )}
        {event.maxAttendees != null && (
          <Line icon={<GroupOutlined />}>
            {t('card.attendees', { count: event.attendeeCount, max: event.maxAttendees })}
            {isFull(event) && ` · ${i18n.t(FULL_LABEL_KEY)}`}
          </Line>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexDirection: 'column', alignItems: 'stretch', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {closed ? (
          <EventClosedNote closed={closed} />
        ) : (
          <>
            <WaitlistControl event={event} />
            <Button
              fullWidth
              variant={rsvp ? 'outlined' : 'contained'}
              onClick={onRsvp}
              aria-label={rsvp ? t('card.updateRsvpFor', { title: event.title }) : t('card.rsvpFor', { title: event.title })}
            >
              {rsvp ? t('card.updateRsvp') : t('card.rsvp')}
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}
