import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../lib/errors';
import { pageExit } from '../../lib/pageExit';
import { useToast } from '../../lib/toast';
import { money } from '../payments/labels';
import { useMembershipT } from './t';
import { ProfileMyMembershipDocument, useStartDuesPayment, type MyDuesInvoice } from './operations';

/**
 * 'Pay dues' on an unpaid dues invoice where online payment is on (Invoice.paymentDue): sends the browser to the provider's
 * checkout page, as the booking's Pay button does. While a payment settles (SEPA) there is nothing to pay.
 */
export function PayDuesButton({ invoice }: { invoice: MyDuesInvoice }) {
  const due = invoice.paymentDue;
  const toast = useToast();
  const { t } = useMembershipT();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [start, { loading }] = useStartDuesPayment();
  const [leaving, setLeaving] = useState(false);
  const [noLink, setNoLink] = useState(false);
  if (!due) return null;
  const amount = money(due.amount, due.currency);
  if (due.settling) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <HourglassTopIcon sx={{ fontSize: 18, color: 'text.secondary' }} aria-hidden />
        <Typography variant="body2">
          <strong>{t('pay.processing')}</strong> · {t('pay.settling', { amount })}
        </Typography>
      </Box>
    );
  }
  const pay = async () => {
    try {
      const { data } = await start({ variables: { invoiceId: invoice.id } });
      const url = data?.startDuesPayment.url;
      // An address in this app (the demo's, which pays at once) is followed in the app; the provider's page is left for.
      if (url?.startsWith('/')) return void navigate(url);
      if (url) {
        setLeaving(true);
        return pageExit.to(url);
      }
      setNoLink(true);
      toast({ title: t('pay.linkOnItsWay'), description: t('pay.linkOnItsWayText') });
    } catch (e) {
      toast({ title: t('pay.couldNotStart'), description: serverMessage(e, t('pay.couldNotStartText')), variant: 'destructive' });
    }
    void client.refetchQueries({ include: [ProfileMyMembershipDocument] }).catch(() => undefined);
  };
  const busy = loading || leaving;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" size="small" onClick={() => void pay()} disabled={busy} aria-label={busy ? undefined : t('pay.payDuesOf', { amount, number: invoice.invoiceNumber })}>
        {busy ? t('pay.opening') : t('pay.payDues')}
      </Button>
      {(due.preparing || noLink) && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('pay.linkOnItsWay')}
        </Typography>
      )}
    </Box>
  );
}
