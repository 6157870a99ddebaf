import { useCallback } from 'react';
import { loadClient } from '../../lib/apolloSlot';
import { useSending } from '../../lib/useSending';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { EventsJoinWaitlistDocument, EventsLeaveWaitlistDocument } from './operations';

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
          title: 'Added to the waiting list',
          description: `${position ? `You are #${position} on the waiting list. ` : ''}If a place frees up, you get it and we let you know.`,
          variant: 'success',
        });
      } catch (error) {
        toast({ title: 'Could not join the waiting list', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      }
    },
    [send, toast],
  );

  const leave = useCallback(
    async (eventId: string) => {
      try {
        await send(async () => (await loadClient()).mutate({ mutation: EventsLeaveWaitlistDocument, variables: { eventId } }));
        toast({ title: 'Left the waiting list', description: 'You no longer wait for a place at this event.', variant: 'success' });
      } catch (error) {
        toast({ title: 'Could not leave the waiting list', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      }
    },
    [send, toast],
  );

  return { join, leave, pending };
}
