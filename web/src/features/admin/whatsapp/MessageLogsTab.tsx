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

const PAGE = 50;

/** Icon, badge label and colour per status; colours dark enough for white badge text (WCAG AA). */
const STATUS: Record<MessageStatus, { label: string; icon: ReactNode; colour: string }> = {
  pending: { label: 'Pending', icon: <AccessTimeIcon fontSize="small" />, colour: '#616161' },
  sent: { label: 'Sent', icon: <CheckIcon fontSize="small" />, colour: '#0277bd' },
  delivered: { label: 'Delivered', icon: <DoneAllIcon fontSize="small" />, colour: '#15803d' },
  read: { label: 'Read', icon: <VisibilityIcon fontSize="small" />, colour: '#6a1b9a' },
  failed: { label: 'Failed', icon: <ErrorIcon fontSize="small" />, colour: '#b91c1c' },
};

const KIND: Record<string, string> = { test: 'Test message', event_reminder: 'Event reminder', rsvp_needed: 'RSVP needed', announcement: 'Announcement' };

/** Message Logs tab: newest first, one status or all; Refresh shows the webhooks' latest statuses. */
export function MessageLogsTab() {
  const [status, setStatus] = useState<MessageStatus | ''>('');
  const [limit, setLimit] = useState(PAGE);
  const { data, loading, error, refetch } = useWhatsappLogs(status || null, limit);
  const page = data?.whatsappNotifications;

  let body;
  if (loading && !page)
    body = (
      <Box role="progressbar" aria-label="Loading" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  else if (error) body = <ErrorState message="Failed to load message logs. Please try again later." />;
  else if (!page?.items.length) body = <EmptyState title="No messages yet" hint="Test messages, reminders and announcements sent by WhatsApp appear here." />;
  else
    body = (
      <Box component="ul" aria-label="Message log" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {page.items.map((n) => {
          const s = STATUS[n.status];
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
                  <Chip size="small" label={s.label} sx={{ bgcolor: s.colour, color: '#fff', fontWeight: 600 }} aria-label={`Status: ${s.label}`} />
                  {n.relatedType && <Chip size="small" variant="outlined" label={KIND[n.relatedType] ?? n.relatedType} />}
                </Box>
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {n.messageContent}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                  {n.sentAt ? `Sent ${formatDateTime(n.sentAt)}` : `Created ${formatDateTime(n.createdAt)}`}
                  {n.deliveredAt && ` · Delivered ${formatDateTime(n.deliveredAt)}`}
                  {n.readAt && ` · Read ${formatDateTime(n.readAt)}`}
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
          label="Status"
          id="whatsapp-log-status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as MessageStatus | '');
            setLimit(PAGE);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {(Object.keys(STATUS) as MessageStatus[]).map((k) => (
            <MenuItem key={k} value={k}>
              {STATUS[k].label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={loading}>
          Refresh
        </Button>
        {page && (
          <Typography variant="body2" color="text.secondary" role="status">
            {page.total === 1 ? '1 message' : `${page.total} messages`}
          </Typography>
        )}
      </Box>
      {body}
      {page && page.items.length < page.total && (
        <Box sx={{ mt: 2 }}>
          <Button onClick={() => setLimit(limit + PAGE)}>Show more</Button>
        </Box>
      )}
    </Box>
  );
}
