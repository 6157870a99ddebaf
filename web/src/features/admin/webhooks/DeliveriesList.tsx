import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { useFailureToast } from '../shared/toasts';
import { useRetryWebhookDelivery, useWebhookDeliveries } from './operations';
import { useAdminWebhooksT } from './t';

/** A column heading for screen readers only (pixel strings: in MUI's sx a bare 1 would mean 100%). */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A delivery's status: its colour (the name is the catalog's `status.<status>`; an unknown one shows as it is). */
const STATUS = {
  pending: 'warning',
  sending: 'info',
  delivered: 'success',
  failed: 'error',
} as const satisfies Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'>;
const isStatus = (s: string): s is keyof typeof STATUS => Object.hasOwn(STATUS, s);

/** One endpoint's deliveries, newest first: status, the last answer (code and the start of its body), attempts; Retry on a failed one. */
export function DeliveriesList({ endpointId, label }: { endpointId: string; label: string }) {
  const { data, loading, error, refetch } = useWebhookDeliveries(endpointId);
  const [retry, retrying] = useRetryWebhookDelivery();
  const toast = useToast();
  const fail = useFailureToast();
  const { t } = useAdminWebhooksT();

  if (loading && !data)
    return (
      <Box role="progressbar" aria-label={t('deliveries.loading')} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={32} />
        ))}
      </Box>
    );
  if (error) return <ErrorState message={t('deliveries.loadError')} onRetry={refetch} />;
  const deliveries = data?.webhookDeliveries ?? [];
  if (deliveries.length === 0) return <EmptyState title={t('deliveries.emptyTitle')} hint={t('deliveries.emptyHint')} />;

  const onRetry = async (id: string) => {
    try {
      await retry({ variables: { id } });
      toast({ title: t('deliveries.queued'), variant: 'success' });
    } catch (e) {
      fail(t('deliveries.retryFailed'), e, t('somethingWrong'));
    }
  };

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('deliveries.table', { label })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('deliveries.event')}</TableCell>
            <TableCell>{t('deliveries.status')}</TableCell>
            <TableCell>{t('deliveries.response')}</TableCell>
            <TableCell align="right">{t('deliveries.attempts')}</TableCell>
            <TableCell>{t('deliveries.lastAttempt')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('deliveries.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {deliveries.map((d) => (
            <TableRow key={d.id}>
              <TableCell>{d.eventType}</TableCell>
              <TableCell>
                <Chip size="small" label={isStatus(d.status) ? t(`status.${d.status}`) : d.status} color={isStatus(d.status) ? STATUS[d.status] : 'default'} />
              </TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                {d.responseStatus != null && <Typography variant="body2">{t('deliveries.http', { status: d.responseStatus })}</Typography>}
                {d.error && d.error !== `HTTP ${d.responseStatus}` && (
                  <Typography variant="body2" color="error">
                    {d.error}
                  </Typography>
                )}
                {d.responseExcerpt && (
                  <Typography variant="caption" component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.secondary' }}>
                    {d.responseExcerpt}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{d.attempts}</TableCell>
              <TableCell>{d.lastAttemptAt ? formatDateTime(d.lastAttemptAt) : '—'}</TableCell>
              <TableCell>
                {d.status === 'failed' && (
                  <Button size="small" onClick={() => void onRetry(d.id)} disabled={retrying.loading} aria-label={t('deliveries.retryLabel', { event: d.eventType, id: d.id })}>
                    {t('deliveries.retry')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
