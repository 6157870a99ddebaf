import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OfflineReason } from '../../pwa/OfflineReason';
import { useOffline } from '../../pwa/online';
import { isFull, rsvpClosed, type RsvpGate } from './rsvpRules';
import { useWaitlist } from './useWaitlist';

export interface WaitlistGate extends RsvpGate {
  id: string;
  title: string;
  waitlistCount: number;
  waitlistPosition?: number | null;
}

/** "You are #2 on the waiting list" / "3 waiting" — also for the admin list and tests. */
export const positionText = (position: number) => `You are #${position} on the waiting list`;
export const waitingText = (count: number) => `${count} waiting`;

/**
 * A full event's waiting list for the member: 'Join waitlist' where attending is no longer
 * possible, then their place on the list and 'Leave waitlist'. Nothing for an event with room
 * (unless the member still waits), nor for one that takes no answers. Offline the button is disabled with the reason,
 * its own or the one `offlineReasonId` names (the RSVP buttons' reason, shown once for both).
 */
export function WaitlistControl({ event, today, disabled = false, offlineReasonId }: { event: WaitlistGate; today?: string; disabled?: boolean; offlineReasonId?: string }) {
  const { join, leave, pending } = useWaitlist();
  const offline = useOffline();
  const position = event.waitlistPosition ?? null;
  if (rsvpClosed(event, today) || (position === null && !isFull(event))) return null;
  const statusId = `waitlist-status-${event.id}`;
  const reasonId = offlineReasonId ?? `waitlist-offline-${event.id}`;
  const described = offline ? `${statusId} ${reasonId}` : statusId;
  const off = disabled || pending || offline;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', width: '100%' }}>
      <Typography id={statusId} variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 140 }}>
        {position !== null ? positionText(position) : event.waitlistCount ? `Full · ${waitingText(event.waitlistCount)}` : 'Full · nobody waiting yet'}
      </Typography>
      {position !== null ? (
        <Button size="small" variant="outlined" disabled={off} onClick={() => void leave(event.id)} aria-describedby={described} aria-label={`Leave waitlist for ${event.title}`}>
          Leave waitlist
        </Button>
      ) : (
        <Button size="small" variant="contained" disabled={off} onClick={() => void join(event.id)} aria-describedby={described} aria-label={`Join waitlist for ${event.title}`}>
          Join waitlist
        </Button>
      )}
      {!offlineReasonId && <OfflineReason id={reasonId} />}
    </Box>
  );
}
