import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { CalendarFeedControls } from '../../calendar-feed/CalendarSubscription';
import { useAdminRoomsT } from './t';

/**
 * "Subscribe in your calendar" for one room (issue 14): the admin's secret feed of the room's
 * accepted bookings, with the member card's Copy, Open, Regenerate and Turn off.
 */
export function RoomFeedDialog({ open, room, onClose }: { open: boolean; room: { id: string; name: string } | null; onClose: () => void }) {
  const { t } = useAdminRoomsT();
  const id = useId();
  return (
    <Dialog open={open && !!room} onClose={onClose} aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-t`}>{t('feed.title', { room: room?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-d`} sx={{ mb: 2 }}>
          {t('feed.text')}
        </DialogContentText>
        {room && <CalendarFeedControls room={room} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feed.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
