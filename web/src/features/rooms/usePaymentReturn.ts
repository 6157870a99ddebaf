import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PaymentPurpose } from '../../gql/graphql';
import { useToast } from '../../lib/toast';
import { RETURN_POLL_MS, RETURN_WAIT_MS } from '../payments/labels';
import type { MyBookingRequest } from './operations';
import { useRoomsT } from './t';

export { RETURN_POLL_MS, RETURN_WAIT_MS };

export type Arrival = { state: 'waiting'; purpose: PaymentPurpose | null } | { state: 'settling' } | { state: 'arrived'; purpose: PaymentPurpose };

/**
 * Where a booking's payment stands after the member came back from the provider's page. `purpose` is what was due
 * when they came back (null until known). Still due (not settling): the provider's notification has not arrived yet.
 * Nothing due any more: the booking's last payment of that purpose says whether it arrived or settles (SEPA).
 */
export function arrivalOf(b: MyBookingRequest, purpose: PaymentPurpose | null): Arrival {
  const due = b.paymentDue;
  if (due?.settling) return { state: 'settling' };
  if (due && (purpose === null || due.purpose === purpose)) return { state: 'waiting', purpose: due.purpose };
  const last = [...b.payments].reverse().find((p) => purpose === null || p.purpose === purpose);
  if (last?.status === 'SUCCEEDED') return { state: 'arrived', purpose: last.purpose };
  if (last?.status === 'PENDING') return { state: 'settling' };
  return { state: 'waiting', purpose };
}

/**
 * Back from the provider's page, the address carries `?payment=success|cancelled&booking=ID` (the API's return
 * URLs). The member is told so at once; after a payment the list is asked again every few seconds until the
 * booking shows the money arrived (or settling), then they are told that too. The parameters are dropped from the
 * address, so a reload does not say it again.
 */
export function usePaymentReturn(requests: MyBookingRequest[] | undefined, poll: { start: (ms: number) => void; stop: () => void }) {
  // Read with URLSearchParams: react-router's useSearchParams would join the first download (decisions.md, issue 11).
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const toast = useToast();
  const { t } = useRoomsT();
  const [watched, setWatched] = useState<string | null>(null);
  const purpose = useRef<PaymentPurpose | null>(null);
  const handled = useRef<string | null>(null);
  const outcome = params.get('payment');
  const bookingId = params.get('booking');
  // Apollo's startPolling/stopPolling, kept by reference: the effect below must not restart on every render.
  const polling = useRef(poll);
  polling.current = poll;

  useEffect(() => {
    if (!outcome || !bookingId || handled.current === `${outcome}:${bookingId}`) return;
    handled.current = `${outcome}:${bookingId}`;
    const rest = new URLSearchParams(location.search);
    rest.delete('payment');
    rest.delete('booking');
    const search = rest.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    if (outcome === 'cancelled') {
      toast({ title: t('payments.cancelled'), description: t('payments.cancelledText') });
    } else if (outcome === 'success') {
      toast({ title: t('payments.thanks'), description: t('payments.thanksText') });
      purpose.current = null;
      setWatched(bookingId);
    }
    // Once per return address: the location's other parts do not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome, bookingId, toast]);

  // While a payment is awaited the list is asked again; after RETURN_WAIT_MS the member is told it is still on its way.
  useEffect(() => {
    if (!watched) return;
    polling.current.start(RETURN_POLL_MS);
    const timer = setTimeout(() => {
      toast({ title: t('payments.notConfirmed'), description: t('payments.notConfirmedText') });
      setWatched(null);
    }, RETURN_WAIT_MS);
    return () => {
      clearTimeout(timer);
      polling.current.stop();
    };
  }, [watched, toast, t]);

  useEffect(() => {
    const b = watched ? requests?.find((r) => r.id === watched) : undefined;
    if (!b) return;
    const now = arrivalOf(b, purpose.current);
    if (now.state === 'waiting') {
      purpose.current = now.purpose;
      return;
    }
    if (now.state === 'arrived') {
      toast({ title: t('payments.received'), description: t('payments.receivedText', { what: t(`payments.purposesInText.${now.purpose}`), room: b.room.name }), variant: 'success' });
    } else {
      toast({ title: t('payments.processing'), description: t('payments.processingText') });
    }
    setWatched(null);
  }, [requests, watched, toast, t]);
}
