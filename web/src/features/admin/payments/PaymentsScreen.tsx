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
import { useAdminPaymentsT } from './t';
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

/**
 * Admin: every online payment, newest first, with its refunds and attention items (issue 35). Filtered by
 * attention, status and purpose, paged; each payment can be refunded while money is left, and an attention item
 * settled without a refund. 'Reconcile now' repairs what a lost webhook missed; the CSV export lists them all.
 */
export function PaymentsScreen() {
  const settings = useOfficeSettings();
  const toast = useToast();
  const { t } = useAdminPaymentsT();
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
        title: t('screen.reconciled'),
        description: t('screen.reconcileSummary', {
          sessions: t('screen.sessions', { count: r.sessionsChecked }),
          recorded: t('screen.recorded', { count: r.paymentsRecorded }),
          expired: t('screen.expired', { count: r.linksExpired }),
          refunds: t('screen.refunds', { count: r.refundsUpdated }),
        }),
        variant: 'success',
      });
    } catch (e) {
      toast({ title: t('screen.reconcileFailed'), description: serverMessage(e, t('screen.providerUnreachable')), variant: 'destructive' });
    } finally {
      void refresh();
    }
  };

  let body;
  if (loading && !data) body = <ListSkeleton rows={4} height={72} />;
  else if (error && !answer) body = <ErrorState message={t('screen.loadError')} onRetry={() => refetch()} />;
  else if (!rows?.length)
    body = filtered ? (
      <EmptyState icon={<PaymentsIcon />} title={t('screen.noMatchTitle')} action={<Button onClick={() => setFilters(NO_FILTERS)}>{t('screen.clearFilters')}</Button>} />
    ) : (
      <EmptyState icon={<PaymentsIcon />} title={t('screen.emptyTitle')} hint={t('screen.emptyHint')} />
    );
  else body = <PaymentsList payments={rows} busy={loading} onRefund={refunding.show} onResolve={resolving.show} />;

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('screen.intro')}
      </Typography>
      {settings && !settings.onlinePayments && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {t('screen.off')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <Box component="form" role="search" aria-label={t('screen.filter')} onSubmit={(e) => e.preventDefault()} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, flex: '1 1 auto' }}>
          <TextField select size="small" label={t('screen.show')} id="payments-show" value={filters.show} onChange={(e) => set('show', e.target.value as Filters['show'])} sx={{ minWidth: 180 }}>
            <MenuItem value="all">{t('screen.allPayments')}</MenuItem>
            <MenuItem value="attention">{t('needsAttention')}</MenuItem>
          </TextField>
          <TextField select size="small" label={t('screen.status')} id="payments-status" value={filters.status} onChange={(e) => set('status', e.target.value as Filters['status'])} sx={{ minWidth: 160 }} slotProps={ALL_SHOWN}>
            <MenuItem value="">{t('screen.allStatuses')}</MenuItem>
            {(['PENDING', 'SUCCEEDED', 'FAILED'] as const satisfies PaymentStatus[]).map((s) => (
              <MenuItem key={s} value={s}>
                {t(`status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t('screen.purpose')} id="payments-purpose" value={filters.purpose} onChange={(e) => set('purpose', e.target.value as Filters['purpose'])} sx={{ minWidth: 160 }} slotProps={ALL_SHOWN}>
            <MenuItem value="">{t('screen.allPurposes')}</MenuItem>
            {(['DEPOSIT', 'BALANCE', 'DUES'] as const).map((p) => (
              <MenuItem key={p} value={p}>
                {t(`purpose.${p}`)}
              </MenuItem>
            ))}
          </TextField>
          {filtered && (
            <Button type="button" onClick={() => setFilters(NO_FILTERS)}>
              {t('screen.clearFilters')}
            </Button>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<SyncIcon />} onClick={() => void runReconcile()} disabled={reconciling.loading}>
            {reconciling.loading ? t('screen.reconciling') : t('screen.reconcile')}
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} href="/api/exports/payments.csv" download aria-label={t('screen.download')}>
            {t('screen.export')}
          </Button>
        </Box>
      </Box>
      {body}
      {rows && (page > 0 || more) && (
        <Box component="nav" aria-label={t('screen.pages')} sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={page === 0 || loading} onClick={() => setPage(page - 1)}>
            {t('screen.previous')}
          </Button>
          <Typography variant="body2" aria-live="polite">
            {t('screen.page', { page: page + 1 })}
          </Typography>
          <Button variant="outlined" disabled={!more || loading} onClick={() => setPage(page + 1)}>
            {t('screen.next')}
          </Button>
        </Box>
      )}
      <RefundDialog payment={refunding.target} open={refunding.open} onClose={refunding.hide} />
      <ResolveDialog payment={resolving.target} open={resolving.open} onClose={resolving.hide} />
    </Box>
  );
}
