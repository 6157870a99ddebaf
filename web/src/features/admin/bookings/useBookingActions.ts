import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { PaymentStep } from '../../../gql/graphql';
import { serverMessage } from '../../../lib/errors';
import { useToast } from '../../../lib/toast';
import {
  AdminAcceptBookingDocument,
  AdminBookingRequestsDocument,
  AdminDeleteBookingDocument,
  AdminRejectBookingDocument,
  AdminSetBookingStepDocument,
  AdminUncheckAcceptBookingDocument,
} from './operations';
import { withStep, type AdminBooking } from './steps';
import { useAdminBookingsT } from './t';

/** Keeps the pending-count badge in step with an (optimistic or real) status change. */
function shiftPendingCount(cache: ApolloCache, delta: number) {
  if (delta === 0) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: { pendingRoomBookingCount: (n) => (typeof n === 'number' ? Math.max(0, n + delta) : n) },
  });
}

const pendingDelta = (from: AdminBooking['status'], to: AdminBooking['status'] | null) =>
  (to === 'pending' ? 1 : 0) - (from === 'pending' ? 1 : 0);

/**
 * The admin's booking-workflow actions. Each applies at once (optimisticResponse), is rolled back
 * by Apollo when the server refuses, and is followed by a refetch of the admin list. Members' own
 * lists and the calendar are dropped from the cache so they reload when next shown (or now, if
 * on screen); their RoomBooking objects are shared with this list, so they update anyway.
 */
export function useBookingActions() {
  const client = useApolloClient();
  const toast = useToast();
  const { t } = useAdminBookingsT();
  const [acceptM] = useMutation(AdminAcceptBookingDocument);
  const [rejectM] = useMutation(AdminRejectBookingDocument);
  const [uncheckM] = useMutation(AdminUncheckAcceptBookingDocument);
  const [stepM] = useMutation(AdminSetBookingStepDocument);
  const [deleteM] = useMutation(AdminDeleteBookingDocument);

  const refresh = useCallback(
    () =>
      client
        .refetchQueries({
          include: [AdminBookingRequestsDocument],
          updateCache(cache) {
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'myRoomBookings' });
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'calendar' });
          },
        })
        .catch(() => undefined),
    [client],
  );

  /** Runs one action; on failure the title is 'Error' with the server's message or the fallback. */
  const run = useCallback(
    async (action: () => Promise<unknown>, fallback: string, success?: string) => {
      try {
        await action();
        if (success) toast({ title: success, variant: 'success' });
        return true;
      } catch (e) {
        toast({ title: t('toast.error'), description: serverMessage(e, fallback), variant: 'destructive' });
        return false;
      } finally {
        void refresh();
      }
    },
    [refresh, toast, t],
  );

  const now = () => new Date().toISOString();

  return {
    accept: (b: AdminBooking) =>
      run(
        () =>
          acceptM({
            variables: { id: b.id },
            optimisticResponse: { __typename: 'Mutation', acceptRoomBooking: { ...b, status: 'accepted', reviewedAt: now() } },
            update: (cache) => shiftPendingCount(cache, pendingDelta(b.status, 'accepted')),
          }),
        t('toast.acceptFailed'),
        t('toast.accepted'),
      ),
    reject: (b: AdminBooking, reason: string) =>
      run(
        () =>
          rejectM({
            variables: { id: b.id, reason },
            optimisticResponse: {
              __typename: 'Mutation',
              rejectRoomBooking: { ...b, status: 'rejected', rejectionReason: reason, reviewedAt: now() },
            },
            update: (cache) => shiftPendingCount(cache, pendingDelta(b.status, 'rejected')),
          }),
        t('toast.rejectFailed'),
        t('toast.rejected'),
      ),
    uncheckAccept: (b: AdminBooking) =>
      run(
        () =>
          uncheckM({
            variables: { id: b.id },
            optimisticResponse: { __typename: 'Mutation', uncheckAcceptRoomBooking: { ...b, status: 'pending', reviewedAt: null } },
            update: (cache) => shiftPendingCount(cache, pendingDelta(b.status, 'pending')),
          }),
        t('toast.uncheckFailed'),
        t('toast.returned'),
      ),
    setStep: (b: AdminBooking, step: PaymentStep, done: boolean) =>
      run(
        () =>
          stepM({
            variables: { id: b.id, step, done },
            optimisticResponse: { __typename: 'Mutation', setRoomBookingStep: withStep(b, step, done) },
          }),
        done ? t('toast.checklistFailed') : t('toast.uncheckFailed'),
      ),
    remove: (b: AdminBooking) =>
      run(
        () =>
          deleteM({
            variables: { id: b.id },
            optimisticResponse: { __typename: 'Mutation', deleteRoomBooking: b.id },
            update: (cache) => {
              cache.evict({ id: cache.identify(b) });
              cache.gc();
              shiftPendingCount(cache, pendingDelta(b.status, null));
            },
          }),
        t('toast.deleteFailed'),
        t('toast.deleted'),
      ),
  };
}
