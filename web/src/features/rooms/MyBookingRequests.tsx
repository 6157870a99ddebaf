import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { lastBookedDay } from '../../../../rules/bookings';
import { formatDate } from '../../lib/format';
import { BookingStatusChip } from './BookingStatusChip';
import { BookingTimeline } from './BookingTimeline';
import { ExtendBookingDialog } from './ExtendBookingDialog';
import { useMyBookingRequests, type MyBookingRequest } from './operations';
import { useLive } from '../../lib/live';

// The member's requests and payment steps change without a reload (the socket's client loads after the screen).
const loadLive = () => import('./live');
/** Without the socket, the requests are asked again this often. */
const MY_BOOKINGS_FALLBACK_POLL_MS = 60_000;
import { PayAction } from './PayAction';
import { usePaymentReturn } from './usePaymentReturn';
import { monthsLabel } from './pricing';
import { useRoomsT } from './t';

/**
 * The member's requests as booking histories (issue 36): each first booking with the extensions that continue it, in
 * order. A request whose booking is not in the list (deleted since) starts a history of its own.
 */
export function bookingHistories(requests: readonly MyBookingRequest[]): MyBookingRequest[][] {
  const ids = new Set(requests.map((b) => b.id));
  const next = new Map<string, MyBookingRequest[]>();
  for (const b of requests) {
    const from = b.extendsBooking?.id;
    if (from && ids.has(from)) next.set(from, [...(next.get(from) ?? []), b]);
  }
  return requests
    .filter((b) => !b.extendsBooking || !ids.has(b.extendsBooking.id))
    .map((first) => {
      const chain = [first];
      for (let i = 0; i < chain.length; i++) chain.push(...(next.get(chain[i]!.id) ?? []));
      return chain.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.createdAt.localeCompare(b.createdAt));
    });
}

/** One booking or extension of a history: what it is, its status, what can be paid, its timeline, and "Extend booking" in its last month. */
function Request({ b, onExtend }: { b: MyBookingRequest; onExtend: (b: MyBookingRequest) => void }) {
  const { t } = useRoomsT();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Box sx={{ minWidth: 0 }}>
        {b.extendsBooking ? (
          <Typography sx={{ fontWeight: 600 }}>{t('mine.extensionFrom', { date: formatDate(b.startDate) })}</Typography>
        ) : (
          <Typography sx={{ fontWeight: 600 }}>{b.room.name}</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {b.extendsBooking ? monthsLabel(b.durationMonths) : t('mine.starts', { date: formatDate(b.startDate), months: monthsLabel(b.durationMonths) })}
          {b.status === 'accepted' && t('mine.ends', { date: formatDate(lastBookedDay(b)) })}
        </Typography>
      </Box>
      <BookingStatusChip booking={b} />
      <PayAction booking={b} />
      {b.endingSoon && (
        <Button size="small" variant="outlined" onClick={() => onExtend(b)} aria-label={t('mine.extendOf', { room: b.room.name })}>
          {t('mine.extend')}
        </Button>
      )}
      <BookingTimeline booking={b} />
    </Box>
  );
}

/**
 * 'My Booking Requests': shown only once the member has at least one request (spec §2: optional card). Each request
 * offers what can be paid online now (issue 35); back from the provider's page, the member is told how it went. A
 * booking and its extensions read as one history; the last of it offers "Extend booking" from 30 days before it ends.
 */
export function MyBookingRequests() {
  const { data, startPolling, stopPolling, refetch } = useMyBookingRequests();
  useLive(loadLive, () => void refetch().catch(() => undefined), MY_BOOKINGS_FALLBACK_POLL_MS);
  usePaymentReturn(data?.myRoomBookings, { start: startPolling, stop: stopPolling });
  const { t } = useRoomsT();
  const [extending, setExtending] = useState<MyBookingRequest | null>(null);
  const [open, setOpen] = useState(false);
  const requests = data?.myRoomBookings ?? [];
  if (!requests.length) return null;
  const extend = (b: MyBookingRequest) => {
    setExtending(b);
    setOpen(true);
  };
  return (
    <Card component="section" aria-labelledby="my-booking-requests" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="my-booking-requests" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('mine.title')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {bookingHistories(requests).map(([first, ...extensions]) => (
            <Box
              component="li"
              key={first!.id}
              data-testid="my-booking-request"
              sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
            >
              <Request b={first!} onExtend={extend} />
              {extensions.length > 0 && (
                <Box
                  component="ol"
                  aria-label={t('mine.extensionsOf', { room: first!.room.name })}
                  sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, pl: 2, borderLeft: 2, borderColor: 'divider', display: 'grid', gap: 1 }}
                >
                  {extensions.map((x) => (
                    <Box component="li" key={x.id} data-testid="my-booking-extension">
                      <Request b={x} onExtend={extend} />
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      </CardContent>
      <ExtendBookingDialog booking={extending} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
