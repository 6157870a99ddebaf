import { useApolloClient } from '@apollo/client/react';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../lib/errors';
import { pageExit } from '../../lib/pageExit';
import { OfflineReason } from '../../pwa/OfflineReason';
import { useOffline } from '../../pwa/online';
import { useToast } from '../../lib/toast';
import { money } from '../payments/labels';
import { useRoomsT } from './t';
import { RoomsMyBookingRequestsDocument, useStartPayment, type MyBookingRequest } from './operations';

/**
 * What the member can pay online now (RoomBooking.paymentDue): the amount and 'Pay deposit' / 'Pay now', which
 * sends the browser to the provider's checkout page. While the server has not reached the provider yet the link
 * is 'on its way'; while a payment settles (SEPA) there is nothing to pay. Offline the button waits, saying why.
 */
export function PayAction({ booking }: { booking: MyBookingRequest }) {
  const due = booking.paymentDue;
  const toast = useToast();
  const { t } = useRoomsT();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [start, { loading }] = useStartPayment();
  // The answer had no page yet, or the browser is on its way to it.
  const [noLink, setNoLink] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const offline = useOffline();
  if (!due) return null;
  const what = t(`payments.purposes.${due.purpose}`);
  const amount = money(due.amount, due.currency);

  if (due.settling) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, width: '100%' }}>
        <HourglassTopIcon sx={{ fontSize: 18, color: 'text.secondary' }} aria-hidden />
        <Typography variant="body2">
          <strong>{t('payments.processing')}</strong> · {t('payments.settling', { what, amount })}
        </Typography>
      </Box>
    );
  }

  const pay = async () => {
    try {
      const { data } = await start({ variables: { bookingId: booking.id } });
      const url = data?.startPayment.url;
      // An address in this app (the demo's, which pays at once) is followed in the app; the provider's page is left for.
      if (url?.startsWith('/')) {
        navigate(url);
        return;
      }
      if (url) {
        setLeaving(true);
        pageExit.to(url);
        return;
      }
      setNoLink(true);
      toast({ title: t('payments.linkOnItsWay'), description: t('payments.linkOnItsWayText') });
    } catch (e) {
      toast({ title: t('payments.couldNotStart'), description: serverMessage(e, t('payments.couldNotStartText')), variant: 'destructive' });
    }
    // Still here: what is due may have changed meanwhile (paid, a payment settling, the link made).
    void client.refetchQueries({ include: [RoomsMyBookingRequestsDocument] }).catch(() => undefined);
  };

  const busy = loading || leaving;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, width: '100%' }}>
      <Typography variant="body2">
        {t('payments.due', { what })} <strong>{amount}</strong>
      </Typography>
      <Button variant="contained" size="small" onClick={() => void pay()} disabled={busy || offline} aria-describedby={offline ? `pay-offline-${booking.id}` : undefined}>
        {busy ? t('payments.opening') : due.purpose === 'DEPOSIT' ? t('payments.payDeposit') : t('payments.payNow')}
      </Button>
      <OfflineReason id={`pay-offline-${booking.id}`} />
      {(due.preparing || noLink) && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('payments.linkOnItsWay')}
        </Typography>
      )}
    </Box>
  );
}
