import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@apollo/client/react';
import { useMemo, useRef } from 'react';
import { useSession } from '../../../lib/session';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { useListFilters, type ListFilter } from '../shared/listFilters';
import { ListToolbar } from '../shared/ListToolbar';
import { NoMatches } from '../shared/NoMatches';
import { AccessDenied } from '../shared/AccessDenied';
import { ListPages, usePages } from '../shared/ListPages';
import { AMBER_CHIP } from '../shared/colours';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDialogTarget } from '../shared/useDialogTarget';
import { BookingCard } from './BookingCard';
import { AdminBookingRequestsDocument } from './operations';
import { RejectDialog } from './RejectDialog';
import type { AdminBooking } from './steps';
import { useBookingActions } from './useBookingActions';
import { HeldMoneyNotice } from '../payments/HeldMoneyNotice';
import type { AdminPayment } from '../payments/operations';
import { RefundDialog } from '../payments/RefundDialog';
import { useOfficeSettings } from '../../../lib/officeSettings';
import { useLive } from '../../../lib/live';
import { useAdminBookingsT } from './t';

// A request made or changed anywhere shows without a reload (the socket's client loads with this screen).
const loadLive = () => import('./live');
/** Without the socket (it cannot open), the list is asked again this often. */
export const BOOKINGS_FALLBACK_POLL_MS = 60_000;

/** Admins only (spec §6: data fetched only for admins). */
export const useBookingRequests = (isAdmin: boolean) => useQuery(AdminBookingRequestsDocument, { skip: !isAdmin });

/**
 * Requests a page: the list is paged here, over every request loaded, so search and the status filter look at all
 * of them (docs/decisions.md, issue 41).
 */
export const BOOKINGS_PAGE_SIZE = 10;

const searchIn = (b: AdminBooking) => [b.room.name, b.member.fullName, b.member.email, b.purpose];
type T = ReturnType<typeof useAdminBookingsT>['t'];
const filtersIn = (t: T): ListFilter<AdminBooking>[] => [
  {
    id: 'status',
    label: t('status.label'),
    options: [
      { value: 'pending', label: t('status.pending') },
      { value: 'accepted', label: t('status.accepted') },
      { value: 'rejected', label: t('status.rejected') },
    ],
    of: (b) => b.status,
  },
  // Issue 36: the server decides which bookings are ending soon (accepted, not extended, last day within 30 days).
  { id: 'ending', label: t('ending.label'), options: [{ value: 'soon', label: t('ending.soon') }], of: (b) => (b.endingSoon ? 'soon' : 'later') },
];

/** Admin: Booking Requests (spec §2, §4); the spec §6 'Access Denied' card for anyone else. */
export function BookingRequestsScreen() {
  const { user, loading } = useSession();
  if (user?.isAdmin) return <BookingRequests />;
  return user || !loading ? <AccessDenied /> : <LoadingCards />;
}

function LoadingCards() {
  const { t } = useAdminBookingsT();
  return (
    <Stack spacing={2} role="progressbar" aria-label={t('loading')} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={190} />
      ))}
    </Stack>
  );
}

function BookingRequests() {
  // Prices in the office's currency (USD until it is known).
  useOfficeSettings();
  const { t } = useAdminBookingsT();
  const filters = useMemo(() => filtersIn(t), [t]);
  const { data, loading, error, refetch } = useBookingRequests(true);
  useLive(loadLive, () => void refetch().catch(() => undefined), BOOKINGS_FALLBACK_POLL_MS);
  const actions = useBookingActions();
  const rejecting = useDialogTarget<AdminBooking>();
  const deleting = useDialogTarget<AdminBooking>();
  const refunding = useDialogTarget<AdminPayment>();
  // A dialog's booking as the list has it now: a refund made from the dialog shows there at once.
  const fresh = (b: AdminBooking | null) => (b ? (data?.roomBookings.find((x) => x.id === b.id) ?? b) : null);
  const held = (b: AdminBooking | null) => <HeldMoneyNotice payments={fresh(b)?.payments ?? []} onRefund={refunding.show} />;
  const list = useListFilters(data?.roomBookings ?? [], { searchIn, filters });
  const pages = usePages(list.shown, BOOKINGS_PAGE_SIZE, JSON.stringify([list.toolbar.search, list.toolbar.filters.map((f) => f.value)]));
  const bookings = pages.shown;
  const top = useRef<HTMLUListElement>(null);
  // The server's count of every pending request, whichever page or filter is shown.
  const pending = data?.pendingRoomBookingCount ?? 0;

  let body;
  if (loading && !data) body = <LoadingCards />;
  else if (error) body = <ErrorState message={t('loadError')} onRetry={refetch} />;
  else if (bookings.length === 0)
    body = list.active ? <NoMatches onClear={list.clear} /> : <EmptyState title={t('empty.title')} hint={t('empty.hint')} />;
  else
    body = (
      <>
        <Stack ref={top} spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, scrollMarginTop: 96 }} aria-label={t('list')}>
          {bookings.map((b) => (
            <BookingCard
              key={b.id}
              booking={b}
              onAccept={() => void actions.accept(b)}
              onReject={() => rejecting.show(b)}
              onUncheckAccept={() => void actions.uncheckAccept(b)}
              onSetStep={(step, done) => void actions.setStep(b, step, done)}
              onDelete={() => deleting.show(b)}
              onRefund={refunding.show}
            />
          ))}
        </Stack>
        <ListPages
          label={t('pages')}
          pages={pages}
          onChange={(p) => {
            pages.setPage(p);
            top.current?.scrollIntoView?.({ block: 'start' });
          }}
        />
      </>
    );

  const subject = (b: AdminBooking | null) => (b ? `${b.member.fullName}` : '');
  return (
    <Box>
      <ListToolbar
        label={t('searchWhat')}
        toolbar={list.toolbar}
        status={data && <Chip label={t('pending', { count: pending })} sx={pending ? AMBER_CHIP : undefined} />}
      />
      {body}
      <RejectDialog
        open={rejecting.open}
        subject={subject(rejecting.target)}
        onClose={rejecting.hide}
        notice={held(rejecting.target)}
        onReject={(reason) => {
          const b = rejecting.target;
          rejecting.hide();
          if (b) void actions.reject(b, reason);
        }}
      />
      <ConfirmDialog
        open={deleting.open}
        title={t('deleteDialog.title')}
        message={t('deleteDialog.message', { member: deleting.target?.member.fullName ?? '', room: deleting.target?.room.name ?? '' })}
        onConfirm={() => {
          const b = deleting.target;
          deleting.hide();
          if (b) void actions.remove(b);
        }}
        onClose={deleting.hide}
      >
        {held(deleting.target)}
      </ConfirmDialog>
      <RefundDialog payment={refunding.target} open={refunding.open} onClose={refunding.hide} />
    </Box>
  );
}
