import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import type { RsvpStatus } from '../../gql/graphql';
import { OfflineReason } from '../../pwa/OfflineReason';
import { useOffline } from '../../pwa/online';
import { EventClosedNote } from './EventClosedNote';
import { RSVP_COLOURS, RSVP_FILLS, RSVP_LABELS } from './rsvpLabels';
import { FULL_LABEL_KEY, isFull, rsvpClosed } from './rsvpRules';
import { WaitlistControl, type WaitlistGate } from './WaitlistControl';
import { i18n } from '../../i18n/i18n';

/** Order of the buttons (colours in rsvpLabels). */
const CHOICES: RsvpStatus[] = ['attending', 'maybe', 'not_attending'];

/**
 * The three RSVP buttons with the current choice highlighted (aria-pressed). All are disabled
 * while a request is pending (spec §4). A cancelled, unconfirmed or past event shows why it takes
 * no answer instead; a full one reads 'Event Full' in place of a disabled Attending, with the
 * waiting list below (WaitlistControl). Offline, all are disabled with the reason below them.
 */
export function RsvpButtons({
  event,
  today,
  disabled,
  onChoose,
}: {
  event: WaitlistGate;
  /** yyyy-MM-dd; the local day unless a screen pins it (the calendar). */
  today?: string;
  disabled: boolean;
  onChoose: (status: RsvpStatus) => void;
}) {
  const offline = useOffline();
  const closed = rsvpClosed(event, today);
  if (closed) return <EventClosedNote closed={closed} />;
  const current = event.currentUserRsvp?.status;
  const full = isFull(event);
  const reasonId = `rsvp-offline-${event.id}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box role="group" aria-label={i18n.t('rsvp.to', { title: event.title })} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {CHOICES.map((status) => {
          const colour = RSVP_FILLS[status];
          const text = RSVP_COLOURS[status];
          const chosen = current === status;
          const noRoom = full && status === 'attending';
          return (
            <Button
              key={status}
              size="small"
              variant={chosen ? 'contained' : 'outlined'}
              aria-pressed={chosen}
              disabled={disabled || offline || noRoom}
              aria-describedby={offline ? reasonId : undefined}
              onClick={() => onChoose(status)}
              sx={{
                color: chosen ? '#fff' : text,
                borderColor: chosen ? colour : text,
                bgcolor: chosen ? colour : 'transparent',
                '&:hover': { borderColor: chosen ? colour : text, bgcolor: chosen ? colour : 'action.hover' },
              }}
            >
              {noRoom ? i18n.t(FULL_LABEL_KEY) : RSVP_LABELS[status]}
            </Button>
          );
        })}
      </Box>
      <WaitlistControl event={event} today={today} disabled={disabled} offlineReasonId={reasonId} />
      <OfflineReason id={reasonId} />
    </Box>
  );
}
