import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OfflineReason } from '../../pwa/OfflineReason';
import { useOffline } from '../../pwa/online';
import { isFull, rsvpClosed, type RsvpGate } from './rsvpRules';
import { useWaitlist } from './useWaitlist';
import { useTranslation } from 'react-i18next';

export interface WaitlistGate extends RsvpGate {
  id: string;
  title: string;
  waitlistCount: number;
  waitlistPosition?: number | null;
}

/**
 * A full event's waiting list for the member: 'Join waitlist' where attending is no longer
 * possible, then their place on the list and 'Leave waitlist'. Nothing for an event with room
 * (unless the member still waits), nor for one that takes no answers. Offline the button is disabled with the reason,
 * its own or the one `offlineReasonId` names (the RSVP buttons' reason, shown once for both).
 */
export function WaitlistControl({ event, today, disabled = false, offlineReasonId }: { event: WaitlistGate; today?: string; disabled?: boolean; offlineReasonId?: string }) {
  const { join, leave, pending } = useWaitlist();
  // The common catalog: the dashboard's event items show this too, and that namespace is already in the first screen.
  const { t } = useTranslation();
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
        {position !== null
          ? t('waitlist.position', { position })
          : event.waitlistCount
            ? t('waitlist.fullWaiting', { count: event.waitlistCount })
            : t('waitlist.fullNobody')}
      </Typography>
      {position !== null ? (
        <Button size="small" variant="outlined" disabled={off} onClick={() => void leave(event.id)} aria-describedby={described} aria-label={t('waitlist.leaveFor', { title: event.title })}>
          {t('waitlist.leave')}
        </Button>
      ) : (
        <Button size="small" variant="contained" disabled={off} onClick={() => void join(event.id)} aria-describedby={described} aria-label={t('waitlist.joinFor', { title: event.title })}>
          {t('waitlist.join')}
        </Button>
      )}
      {!offlineReasonId && <OfflineReason id={reasonId} />}
    </Box>
  );
}
