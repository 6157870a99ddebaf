import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../lib/toast';
import { RETURN_POLL_MS, RETURN_WAIT_MS } from '../payments/labels';
import type { MyMembership } from './operations';
import { useMembershipT } from './t';

/**
 * Back from the provider's page, the profile's address carries `?payment=success|cancelled&invoice=ID` (the API's
 * return URLs for dues). The member is told at once; after a payment the membership is asked again every few seconds
 * until the invoice shows paid (or settling), then they are told that too. The parameters leave the address.
 */
export function useDuesPaymentReturn(membership: MyMembership | null | undefined, poll: { start: (ms: number) => void; stop: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useMembershipT();
  const params = new URLSearchParams(location.search);
  const outcome = params.get('payment');
  const invoiceId = params.get('invoice');
  const handled = useRef<string | null>(null);
  const [watched, setWatched] = useState<string | null>(null);
  const polling = useRef(poll);
  polling.current = poll;

  useEffect(() => {
    if (!outcome || !invoiceId || handled.current === `${outcome}:${invoiceId}`) return;
    handled.current = `${outcome}:${invoiceId}`;
    const rest = new URLSearchParams(location.search);
    rest.delete('payment');
    rest.delete('invoice');
    const search = rest.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    if (outcome === 'cancelled') toast({ title: t('pay.cancelled'), description: t('pay.cancelledText') });
    else if (outcome === 'success') {
      toast({ title: t('pay.thanks'), description: t('pay.thanksText') });
      setWatched(invoiceId);
    }
    // Once per return address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome, invoiceId, toast]);

  useEffect(() => {
    if (!watched) return;
    polling.current.start(RETURN_POLL_MS);
    const timer = setTimeout(() => {
      toast({ title: t('pay.notConfirmed'), description: t('pay.notConfirmedText') });
      setWatched(null);
    }, RETURN_WAIT_MS);
    return () => {
      clearTimeout(timer);
      polling.current.stop();
    };
  }, [watched, toast, t]);

  useEffect(() => {
    const invoice = watched ? membership?.invoices.find((i) => i.id === watched) : undefined;
    if (!invoice) return;
    if (invoice.paidInFull) toast({ title: t('pay.received'), description: t('pay.receivedText', { number: invoice.invoiceNumber }), variant: 'success' });
    else if (invoice.paymentDue?.settling) toast({ title: t('pay.processing'), description: t('pay.processingText') });
    else return;
    setWatched(null);
  }, [membership, watched, toast, t]);
}
