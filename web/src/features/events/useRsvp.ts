import { useCallback } from 'react';
import { currentClient, loadClient } from '../../lib/apolloSlot';
import { useSending } from '../../lib/useSending';
import type { RsvpStatus } from '../../gql/graphql';
import { serverMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { useToast, type ToastInput } from '../../lib/toast';
import { EventsRsvpToEventDocument } from './operations';
import { i18n } from '../../i18n/i18n';

/**
 * Which toasts of spec §8 a screen shows:
 * - 'update': dashboard and calendar — 'RSVP updated' / 'You are marked as attending for this event'.
 * - 'submit': Club Events dialog — 'RSVP Submitted' / 'Your response has been recorded successfully.'
 */
export type RsvpWording = 'update' | 'submit';

// The common catalog's toasts (the dashboard answers RSVPs, so they are in the first screen's namespace), read in the
// active language when shown.
const t = i18n.t.bind(i18n);
const WORDING: Record<RsvpWording, { success: (s: RsvpStatus) => ToastInput; failure: () => ToastInput }> = {
  update: {
    success: (s) => ({ title: t('toasts.rsvpUpdated'), description: t(`toasts.rsvpMarked.${s}`), variant: 'success' }),
    failure: () => ({ title: t('toasts.rsvpUpdateFailed'), description: t('toasts.rsvpUpdateFailedText'), variant: 'destructive' }),
  },
  submit: {
    success: () => ({ title: t('toasts.rsvpSubmitted'), description: t('toasts.rsvpSubmittedText'), variant: 'success' }),
    failure: () => ({ title: t('toasts.rsvpFailed'), description: t('toasts.rsvpFailedText'), variant: 'destructive' }),
  },
};

export interface UseRsvpOptions {
  /** The toast texts to use (see RsvpWording). */
  wording: RsvpWording;
  /** Operation names of the lists on screen to refetch after an answer (spec §7: lists refreshed). */
  refetch?: string[];
}

/**
 * Sends a member's RSVP and shows the spec's toasts. Shared by the dashboard, the Club Events page
 * and the calendar.
 *
 *   const { respond, pending } = useRsvp({ wording: 'update', refetch: ['DashboardUpcomingEvents'] });
 *   <Button disabled={pending} onClick={() => respond(event.id, 'attending')} />
 *
 * `respond` resolves to true when the answer was recorded. Without a signed-in user nothing is
 * sent (spec §4). When the server says why it refused ('This event is full', 'This event has been
 * cancelled…') its message replaces the generic failure text (spec §8), and the lists on screen
 * are refreshed, since they were stale. `pending` is true while a request is in
 * flight; screens disable their RSVP buttons meanwhile.
 */
export function useRsvp({ wording, refetch = [] }: UseRsvpOptions) {
  const { user } = useSession();
  const toast = useToast();
  // Apollo's client loads with the first RSVP if nothing has loaded it yet (lib/apolloSlot.ts).
  const [send, loading] = useSending();
  const refetchKey = refetch.join(',');

  const respond = useCallback(
    async (eventId: string, status: RsvpStatus): Promise<boolean> => {
      const texts = WORDING[wording];
      if (!user) {
        toast({ title: t('toasts.authRequired'), description: t('toasts.authRequiredText'), variant: 'destructive' });
        return false;
      }
      const include = refetchKey ? refetchKey.split(',') : [];
      try {
        const client = await send(async () => {
          const loaded = await loadClient();
          await loaded.mutate({ mutation: EventsRsvpToEventDocument, variables: { eventId, status } });
          return loaded;
        });
        toast(texts.success(status));
        if (include.length) void client.refetchQueries({ include }).catch(() => undefined);
        return true;
      } catch (error) {
        const failure = texts.failure();
        const description = serverMessage(error, failure.description!);
        toast({ ...failure, description });
        if (description !== failure.description && include.length) void currentClient()?.refetchQueries({ include }).catch(() => undefined);
        return false;
      }
    },
    [send, refetchKey, toast, user, wording],
  );

  return { respond, pending: loading };
}
