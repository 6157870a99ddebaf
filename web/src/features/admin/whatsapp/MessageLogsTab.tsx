import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CheckIcon from '@mui/icons-material/Check';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorIcon from '@mui/icons-material/Error';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { MessageStatus } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { useWhatsappLogs } from './operations';
import { useAdminWhatsappT } from './t';

const PAGE = 50;

/** Icon and colour per status (its name: the catalog's `status.<status>`); colours dark enough for white badge text (WCAG AA). */
const STATUS: Record<MessageStatus, { icon: ReactNode; colour: string }> = {
  pending: { icon: <AccessTimeIcon fontSize="small" />, colour: '#616161' },
  sent: { icon: <CheckIcon fontSize="small" />, colour: '#0277bd' },
  delivered: { icon: <DoneAllIcon fontSize="small" />, colour: '#15803d' },
  read: { icon: <VisibilityIcon fontSize="small" />, colour: '#6a1b9a' },
  failed: { icon: <ErrorIcon fontSize="small" />, colour: '#b91c1c' },
};
const STATUSES = Object.keys(STATUS) as MessageStatus[];

/** What a message was about, named by the catalog's `kinds`; a kind it does not know shows as the server wrote it. */
const KINDS = ['test', 'event_reminder', 'rsvp_needed', 'announcement'] as const;
const isKind = (k: string): k is (typeof KINDS)[number] => (KINDS as readonly string[]).includes(k);

/** Message Logs tab: newest first, one status or all; Refresh shows the webhooks' latest statuses. */
export function MessageLogsTab() {
  const { t } = useAdminWhatsappT();
  const [status, setStatus] = useState<MessageStatus | ''>('');
  const [limit, setLimit] = useState(PAGE);
  const { data, loading, error, refetch } = useWhatsappLogs(status || null, limit);
  const page = data?.whatsappNotifications;

  let body;
  if (loading && !page)
    body = (
      <Box role="progressbar" aria-label={t('loading')} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  else if (error) body = <ErrorState message={t('logs.loadError')} />;
  else if (!page?.items.length) body = <EmptyState title={t('logs.emptyTitle')} hint={t('logs.emptyHint')} />;
  else
    body = (
      <Box component="ul" aria-label={t('logs.list')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {page.items.map((n) => {
          const s = STATUS[n.status];
          const label = t(`status.${n.status}`);
          return (
            <Paper component="li" variant="outlined" key={n.id} sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Box sx={{ color: s.colour, mt: 0.25 }} aria-hidden>
                {s.icon}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
                    {n.phoneNumber}
                  </Typography>
                  <Chip size="small" label={label} sx={{ bgcolor: s.colour, color: '#fff', fontWeight: 600 }} aria-label={t('logs.statusLabel', { status: label })} />
                  {n.relatedType && <Chip size="small" variant="outlined" label={isKind(n.relatedType) ? t(`kinds.${n.relatedType}`) : n.relatedType} />}
                </Box>
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {n.messageContent}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                  {n.sentAt ? t('logs.sentAt', { date: formatDateTime(n.sentAt) }) : t('logs.createdAt', { date: formatDateTime(n.createdAt) })}
                  {n.deliveredAt && t('logs.deliveredAt', { date: formatDateTime(n.deliveredAt) })}
                  {n.readAt && t('logs.readAt', { date: formatDateTime(n.readAt) })}
                </Typography>
                {n.errorMessage && (
                  <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                    {n.errorMessage}
                  </Typography>
                )}
              </Box>
            </Paper>
          );
        })}
      </Box>
    );

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('logs.status')}
          id="whatsapp-log-status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as MessageStatus | '');
            setLimit(PAGE);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('logs.allStatuses')}</MenuItem>
          {STATUSES.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`status.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={loading}>
          {t('logs.refresh')}
        </Button>
        {page && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('logs.count', { count: page.total })}
          </Typography>
        )}
      </Box>
      {body}
      {page && page.items.length < page.total && (
        <Box sx={{ mt: 2 }}>
          <Button onClick={() => setLimit(limit + PAGE)}>{t('logs.more')}</Button>
        </Box>
      )}
    </Box>
  );
}
