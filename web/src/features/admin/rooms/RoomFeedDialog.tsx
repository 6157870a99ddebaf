import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { CalendarFeedControls, roomFeedTexts } from '../../calendar-feed/CalendarSubscription';

/**
 * "Subscribe in your calendar" for one room (issue 14): the admin's secret feed of the room's
 * accepted bookings, with the member card's Copy, Open, Regenerate and Turn off.
 */
export function RoomFeedDialog({ open, room, onClose }: { open: boolean; room: { id: string; name: string } | null; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog open={open && !!room} onClose={onClose} aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-t`}>Subscribe in your calendar: {room?.name}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-d`} sx={{ mb: 2 }}>
          See this room&apos;s confirmed bookings, with the members&apos; names, in Google Calendar, Apple Calendar or Outlook. The
          address is private to you: anyone who has it can see these bookings. It stops working if you are no longer an admin.
        </DialogContentText>
        {room && <CalendarFeedControls room={room} texts={roomFeedTexts(room.name)} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
