import { useCallback } from 'react';
import { loadClient } from '../../lib/apolloSlot';
import { useSending } from '../../lib/useSending';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { EventsJoinWaitlistDocument, EventsLeaveWaitlistDocument } from './operations';
import { i18n } from '../../i18n/i18n';

/** The common catalog's toasts, read in the active language when shown (the dashboard's event items join waiting lists). */
const t = i18n.t.bind(i18n);

/**
 * Joins or leaves a full event's waiting list with a toast either way. The answers carry the
 * event's id and counts, so every list showing it updates through Apollo's cache.
 */
export function useWaitlist() {
  const toast = useToast();
  // Apollo's client loads with the first of these if nothing has loaded it yet (lib/apolloSlot.ts).
  const [send, pending] = useSending();

  const join = useCallback(
    async (eventId: string) => {
      try {
        const { data } = await send(async () => (await loadClient()).mutate({ mutation: EventsJoinWaitlistDocument, variables: { eventId } }));
        const position = data?.joinWaitlist.waitlistPosition;
        toast({
          title: t('toasts.waitlistAdded'),
          description: position ? t('toasts.waitlistAddedAt', { position }) : t('toasts.waitlistAddedText'),
          variant: 'success',
        });
      } catch (error) {
        toast({ title: t('toasts.waitlistJoinFailed'), description: serverMessage(error, t('toasts.tryAgain')), variant: 'destructive' });
      }
    },
    [send, toast],
  );

  const leave = useCallback(
    async (eventId: string) => {
      try {
        await send(async () => (await loadClient()).mutate({ mutation: EventsLeaveWaitlistDocument, variables: { eventId } }));
        toast({ title: t('toasts.waitlistLeft'), description: t('toasts.waitlistLeftText'), variant: 'success' });
      } catch (error) {
        toast({ title: t('toasts.waitlistLeaveFailed'), description: serverMessage(error, t('toasts.tryAgain')), variant: 'destructive' });
      }
    },
    [send, toast],
  );

  return { join, leave, pending };
}
