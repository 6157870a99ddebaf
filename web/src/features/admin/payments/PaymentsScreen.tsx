import DownloadIcon from '@mui/icons-material/Download';
import PaymentsIcon from '@mui/icons-material/Payments';
import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PaymentFilter, PaymentPurpose, PaymentStatus } from '../../../gql/graphql';
import { serverMessage } from '../../../lib/errors';
import { useOfficeSettings } from '../../../lib/officeSettings';
import { useToast } from '../../../lib/toast';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { PAYMENT_STATUS_LABELS, purposeLabel } from '../../payments/labels';
import { useDialogTarget } from '../shared/useDialogTarget';
import { useAdminPayments, useReconcilePayments, useRefreshPayments, type AdminPayment } from './operations';
import { PaymentsList } from './PaymentsList';
import { RefundDialog } from './RefundDialog';
import { ResolveDialog } from './ResolveDialog';

export const PAGE = 25;

interface Filters {
  show: 'all' | 'attention';
  status: PaymentStatus | '';
  purpose: PaymentPurpose | '';
}
const NO_FILTERS: Filters = { show: 'all', status: '', purpose: '' };

/** The filter as the API takes it: empty choices left out. */
const toInput = (f: Filters): PaymentFilter => ({
  ...(f.show === 'attention' ? { attention: true } : {}),
  ...(f.status ? { status: f.status } : {}),
  ...(f.purpose ? { purpose: f.purpose } : {}),
});

/** A select whose empty choice ('All …') is shown as chosen, not as a blank field. */
const ALL_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Admin: every online payment, newest first, with its refunds and attention items (issue 35). Filtered by
 * attention, status and purpose, paged; each payment can be refunded while money is left, and an attention item
 * settled without a refund. 'Reconcile now' repairs what a lost webhook missed; the CSV export lists them all.
 */
export function PaymentsScreen() {
  const settings = useOfficeSettings();
  const toast = useToast();
  const refresh = useRefreshPayments();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  // One more than a page: whether there is a next one.
  const { data: answer, previousData, loading, error, refetch } = useAdminPayments(toInput(filters), PAGE + 1, page * PAGE);
  // The page shown stays while the next one loads (marked busy).
  const data = answer ?? previousData;
  const [reconcile, reconciling] = useReconcilePayments();
  const refunding = useDialogTarget<AdminPayment>();
  const resolving = useDialogTarget<AdminPayment>();
  const rows = data?.payments.slice(0, PAGE);
  const more = (data?.payments.length ?? 0) > PAGE;
  const filtered = filters.show !== 'all' || !!filters.status || !!filters.purpose;

  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(0);
  };

  const runReconcile = async () => {
    try {
      const { data: answer } = await reconcile();
      const r = answer!.reconcilePayments;
      toast({
        title: 'Reconciled with the payment provider',
        description:
          `Checked ${count(r.sessionsChecked, 'session')}; recorded ${count(r.paymentsRecorded, 'missed payment')}; ` +
          `${count(r.linksExpired, 'expired link')}; ${count(r.refundsUpdated, 'refund')} brought up to date.`,
        variant: 'success',
      });
    } catch (e) {
      toast({ title: 'Reconciliation failed', description: serverMessage(e, 'The payment provider could not be reached. Please try again later.'), variant: 'destructive' });
    } finally {
      void refresh();
    }
  };

  let body;
  if (loading && !data) body = <ListSkeleton rows={4} height={72} />;
  else if (error && !answer) body = <ErrorState message="Failed to load payments. Please try again later." onRetry={() => refetch()} />;
  else if (!rows?.length)
    body = filtered ? (
      <EmptyState icon={<PaymentsIcon />} title="No payments match these filters" action={<Button onClick={() => setFilters(NO_FILTERS)}>Clear filters</Button>} />
    ) : (
      <EmptyState icon={<PaymentsIcon />} title="No online payments yet" hint="Deposits and full payments members pay online appear here, with refunds and anything that needs attention." />
    );
  else body = <PaymentsList payments={rows} busy={loading} onRefund={refunding.show} onResolve={resolving.show} />;

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Every payment members made online, newest first, with its refunds. Payments needing attention arrived when they could not tick their step.
      </Typography>
      {settings && !settings.onlinePayments && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          Online payment is off: the server has no payment provider keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). Members pay as the office tells them.
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <Box component="form" role="search" aria-label="Filter payments" onSubmit={(e) => e.preventDefault()} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, flex: '1 1 auto' }}>
          <TextField select size="small" label="Show" id="payments-show" value={filters.show} onChange={(e) => set('show', e.target.value as Filters['show'])} sx={{ minWidth: 180 }}>
            <MenuItem value="all">All payments</MenuItem>
            <MenuItem value="attention">Needs attention</MenuItem>
          </TextField>
          <TextField select size="small" label="Status" id="payments-status" value={filters.status} onChange={(e) => set('status', e.target.value as Filters['status'])} sx={{ minWidth: 160 }} slotProps={ALL_SHOWN}>
            <MenuItem value="">All statuses</MenuItem>
            {(Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[]).map((s) => (
              <MenuItem key={s} value={s}>
                {PAYMENT_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Purpose" id="payments-purpose" value={filters.purpose} onChange={(e) => set('purpose', e.target.value as Filters['purpose'])} sx={{ minWidth: 160 }} slotProps={ALL_SHOWN}>
            <MenuItem value="">All purposes</MenuItem>
            {(['DEPOSIT', 'BALANCE', 'DUES'] as const).map((p) => (
              <MenuItem key={p} value={p}>
                {purposeLabel(p)}
              </MenuItem>
            ))}
          </TextField>
          {filtered && (
            <Button type="button" onClick={() => setFilters(NO_FILTERS)}>
              Clear filters
            </Button>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<SyncIcon />} onClick={() => void runReconcile()} disabled={reconciling.loading}>
            {reconciling.loading ? 'Reconciling...' : 'Reconcile now'}
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} href="/api/exports/payments.csv" download aria-label="Download payments as CSV">
            Export CSV
          </Button>
        </Box>
      </Box>
      {body}
      {rows && (page > 0 || more) && (
        <Box component="nav" aria-label="Payments pages" sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={page === 0 || loading} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Typography variant="body2" aria-live="polite">
            Page {page + 1}
          </Typography>
          <Button variant="outlined" disabled={!more || loading} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Box>
      )}
      <RefundDialog payment={refunding.target} open={refunding.open} onClose={refunding.hide} />
      <ResolveDialog payment={resolving.target} open={resolving.open} onClose={resolving.hide} />
    </Box>
  );
}
