import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../lib/toast';
import { RETURN_POLL_MS, RETURN_WAIT_MS } from '../payments/labels';
import type { MyMembership } from './operations';

/**
 * Back from the provider's page, the profile's address carries `?payment=success|cancelled&invoice=ID` (the API's
 * return URLs for dues). The member is told at once; after a payment the membership is asked again every few seconds
 * until the invoice shows paid (or settling), then they are told that too. The parameters leave the address.
 */
export function useDuesPaymentReturn(membership: MyMembership | null | undefined, poll: { start: (ms: number) => void; stop: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
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
    if (outcome === 'cancelled') toast({ title: 'Payment cancelled', description: 'Nothing was paid. You can pay whenever you are ready.' });
    else if (outcome === 'success') {
      toast({ title: 'Thank you', description: 'Your payment is being confirmed. This takes a few seconds.' });
      setWatched(invoiceId);
    }
    // Once per return address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome, invoiceId, toast]);

  useEffect(() => {
    if (!watched) return;
    polling.current.start(RETURN_POLL_MS);
    const timer = setTimeout(() => {
      toast({ title: 'Payment not confirmed yet', description: 'It will show on your dues as soon as the payment provider confirms it.' });
      setWatched(null);
    }, RETURN_WAIT_MS);
    return () => {
      clearTimeout(timer);
      polling.current.stop();
    };
  }, [watched, toast]);

  useEffect(() => {
    const invoice = watched ? membership?.invoices.find((i) => i.id === watched) : undefined;
    if (!invoice) return;
    if (invoice.paidInFull) toast({ title: 'Payment received', description: `Your dues for ${invoice.invoiceNumber} have arrived. Thank you!`, variant: 'success' });
    else if (invoice.paymentDue?.settling) toast({ title: 'Payment processing', description: 'Your bank is settling the payment; this can take a few days.' });
    else return;
    setWatched(null);
  }, [membership, watched, toast]);
}
