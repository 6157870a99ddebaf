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

/** A column heading for screen readers only (pixel strings: in MUI's sx a bare 1 would mean 100%). */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const STATUS: Record<string, { label: string; color: 'default' | 'success' | 'warning' | 'error' | 'info' }> = {
  pending: { label: 'Pending', color: 'warning' },
  sending: { label: 'Sending', color: 'info' },
  delivered: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

/** One endpoint's deliveries, newest first: status, the last answer (code and the start of its body), attempts; Retry on a failed one. */
export function DeliveriesList({ endpointId, label }: { endpointId: string; label: string }) {
  const { data, loading, error, refetch } = useWebhookDeliveries(endpointId);
  const [retry, retrying] = useRetryWebhookDelivery();
  const toast = useToast();
  const fail = useFailureToast();

  if (loading && !data)
    return (
      <Box role="progressbar" aria-label="Loading deliveries" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={32} />
        ))}
      </Box>
    );
  if (error) return <ErrorState message="Error loading deliveries. Please try again." onRetry={refetch} />;
  const deliveries = data?.webhookDeliveries ?? [];
  if (deliveries.length === 0) return <EmptyState title="No deliveries yet" hint="Events this endpoint asked for appear here once they happen." />;

  const onRetry = async (id: string) => {
    try {
      await retry({ variables: { id } });
      toast({ title: 'Delivery queued again', variant: 'success' });
    } catch (e) {
      fail('Error retrying delivery', e, 'Something went wrong');
    }
  };

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Deliveries to ${label}`}>
        <TableHead>
          <TableRow>
            <TableCell>Event</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Response</TableCell>
            <TableCell align="right">Attempts</TableCell>
            <TableCell>Last attempt</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {deliveries.map((d) => (
            <TableRow key={d.id}>
              <TableCell>{d.eventType}</TableCell>
              <TableCell>
                <Chip size="small" label={STATUS[d.status]?.label ?? d.status} color={STATUS[d.status]?.color ?? 'default'} />
              </TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                {d.responseStatus != null && <Typography variant="body2">HTTP {d.responseStatus}</Typography>}
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
                  <Button size="small" onClick={() => void onRetry(d.id)} disabled={retrying.loading} aria-label={`Retry ${d.eventType} delivery ${d.id}`}>
                    Retry
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
