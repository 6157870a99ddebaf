import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState, ErrorState } from '../../ui/QueryState';
import { BookingDialog } from './BookingDialog';
import { MyBookingRequests } from './MyBookingRequests';
import { useActiveRooms, type RoomCardData } from './operations';
import { RoomCard, RoomCardSkeleton } from './RoomCard';
import { useOfficeSettings } from '../../lib/officeSettings';
import { useRoomsT } from './t';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } };

/** The member's Meeting Rooms screen: own requests, the active rooms, and the booking dialog. */
export function MeetingRooms() {
  // Prices in the office's currency (USD until it is known).
  useOfficeSettings();
  const { rooms, loading, error, refetch } = useActiveRooms();
  const [selected, setSelected] = useState<RoomCardData | null>(null);
  const [open, setOpen] = useState(false);
  const { t } = useRoomsT();

  let body;
  if (loading && !rooms) {
    body = (
      <Box sx={GRID} aria-busy="true" aria-label={t('list.loading')} role="status">
        {Array.from({ length: 6 }, (_, i) => (
          <RoomCardSkeleton key={i} />
        ))}
      </Box>
    );
  } else if (error) {
    body = <ErrorState message={t('list.error')} onRetry={refetch} />;
  } else if (!rooms?.length) {
    body = <EmptyState icon={<MeetingRoomIcon />} title={t('list.empty')} hint={t('list.emptyHint')} />;
  } else {
    body = (
      <Box sx={GRID}>
        {rooms.map((room) => (
          <RoomCard
            key={room.id}
            room={room}
            onRequest={(r) => {
              setSelected(r);
              setOpen(true);
            }}
          />
        ))}
      </Box>
    );
  }

  return (
    <Box>
      <MyBookingRequests />
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('list.available')}
      </Typography>
      {body}
      <BookingDialog room={selected} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
