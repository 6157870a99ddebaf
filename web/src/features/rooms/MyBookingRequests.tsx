import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../lib/format';
import { BookingStatusChip } from './BookingStatusChip';
import { BookingTimeline } from './BookingTimeline';
import { useMyBookingRequests } from './operations';
import { PayAction } from './PayAction';
import { usePaymentReturn } from './usePaymentReturn';
import { monthsLabel } from './pricing';

/**
 * 'My Booking Requests': shown only once the member has at least one request (spec §2: optional card). Each request
 * offers what can be paid online now (issue 35); back from the provider's page, the member is told how it went.
 */
export function MyBookingRequests() {
  const { data, startPolling, stopPolling } = useMyBookingRequests();
  usePaymentReturn(data?.myRoomBookings, { start: startPolling, stop: stopPolling });
  const requests = data?.myRoomBookings ?? [];
  if (!requests.length) return null;
  return (
    <Card component="section" aria-labelledby="my-booking-requests" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="my-booking-requests" variant="h6" component="h2" sx={{ mb: 1 }}>
          My Booking Requests
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {requests.map((b) => (
            <Box
              component="li"
              key={b.id}
              data-testid="my-booking-request"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                py: 1.25,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{b.room.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Starts {formatDate(b.startDate)} · {monthsLabel(b.durationMonths)}
                </Typography>
              </Box>
              <BookingStatusChip booking={b} />
              <PayAction booking={b} />
              <BookingTimeline booking={b} />
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
