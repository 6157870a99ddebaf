import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { AddButton, ListToolbar } from '../shared/ListToolbar';
import { RowActions } from '../shared/RowActions';
import { useFailureToast } from '../shared/toasts';
import { useConfirmDelete } from '../shared/useConfirmDelete';
import { useDialogTarget } from '../shared/useDialogTarget';
import { DeliveriesList } from './DeliveriesList';
import { useDeleteWebhook, useRotateWebhookSecret, useSetWebhookEnabled, useWebhookEndpoints } from './operations';
import { SecretDialog } from './SecretDialog';
import { WebhookFormDialog, type AdminWebhook } from './WebhookFormDialog';
import { useAdminWebhooksT } from './t';

/** Admin: Webhooks (issue 39) — endpoints integrators registered with us, each with its deliveries. */
export function WebhooksScreen() {
  const { t } = useAdminWebhooksT();
  const { data, loading, error, refetch } = useWebhookEndpoints();
  const form = useDialogTarget<AdminWebhook>();
  const [secret, setSecret] = useState<string | null>(null);
  const [remove, removed] = useDeleteWebhook();
  const deleting = useConfirmDelete<AdminWebhook>((e) => remove({ variables: { id: e.id } }), {
    done: t('deleted'),
    failed: t('deleteFailed'),
    fallback: t('somethingWrong'),
  });
  const endpoints = data?.webhookEndpoints ?? [];

  let body;
  if (loading && !data)
    body = (
      <Box role="progressbar" aria-label={t('loading')} aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={140} />
        ))}
      </Box>
    );
  else if (error) body = <ErrorState message={t('loadError')} onRetry={refetch} />;
  else if (endpoints.length === 0)
    body = <EmptyState title={t('emptyTitle')} hint={t('emptyHint')} />;
  else
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }} aria-label={t('list')}>
        {endpoints.map((e) => (
          <EndpointCard key={e.id} endpoint={e} onEdit={() => form.show(e)} onDelete={() => deleting.show(e)} onSecret={setSecret} />
        ))}
      </Box>
    );

  return (
    <Box>
      <ListToolbar
        intro={
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 20rem' }}>
            {t('intro')}
          </Typography>
        }
        action={<AddButton label={t('add')} onClick={() => form.show(null)} />}
      />
      {body}
      <WebhookFormDialog open={form.open} endpoint={form.target} onClose={form.hide} onCreated={setSecret} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        {...deleting.dialog}
        title={t('deleteTitle')}
        message={t('deleteMessage', { url: deleting.target?.url ?? '' })}
        pending={removed.loading}
      />
    </Box>
  );
}

function EndpointCard({ endpoint: e, onEdit, onDelete, onSecret }: { endpoint: AdminWebhook; onEdit: () => void; onDelete: () => void; onSecret: (s: string) => void }) {
  const [open, setOpen] = useState(false);
  const [rotate, rotating] = useRotateWebhookSecret();
  const [setEnabled, switching] = useSetWebhookEnabled();
  const toast = useToast();
  const fail = useFailureToast();
  const { t } = useAdminWebhooksT();
  const deliveriesId = `deliveries-${e.id}`;

  const onRotate = async () => {
    try {
      const res = await rotate({ variables: { id: e.id } });
      onSecret(res.data!.rotateWebhookSecret.secret);
    } catch (err) {
      fail(t('rotateFailed'), err, t('somethingWrong'));
    }
  };
  const onToggle = async () => {
    try {
      await setEnabled({ variables: { id: e.id, enabled: !e.enabled } });
      toast({ title: e.enabled ? t('disabled') : t('enabled'), variant: 'success' });
    } catch (err) {
      fail(e.enabled ? t('disableFailed') : t('enableFailed'), err, t('somethingWrong'));
    }
  };

  return (
    <Card component="li">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}>
            {e.url}
          </Typography>
          <Chip size="small" label={e.enabled ? t('enabledChip') : t('disabledChip')} color={e.enabled ? 'success' : 'default'} />
        </Box>
        {e.description && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {e.description}
          </Typography>
        )}
        {!e.enabled && e.disabledReason && (
          <Typography variant="body2" color="error" sx={{ mb: 1 }}>
            {e.disabledReason}
          </Typography>
        )}
        <Box component="ul" aria-label={t('eventsSent', { url: e.url })} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
          {e.events.map((name) => (
            <Chip key={name} component="li" size="small" variant="outlined" label={name} />
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', justifyContent: 'space-between', px: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" aria-expanded={open} aria-controls={deliveriesId} onClick={() => setOpen((o) => !o)}>
            {open ? t('hideDeliveries') : t('showDeliveries')}
          </Button>
          <Button size="small" onClick={() => void onRotate()} disabled={rotating.loading}>
            {t('rotate')}
          </Button>
          <Button size="small" onClick={() => void onToggle()} disabled={switching.loading}>
            {e.enabled ? t('disable') : t('enable')}
          </Button>
        </Box>
        <RowActions name={e.url} onEdit={onEdit} onDelete={onDelete} />
      </CardActions>
      <Collapse in={open} unmountOnExit>
        <Box id={deliveriesId} sx={{ px: 2, pb: 2 }}>
          <DeliveriesList endpointId={e.id} label={e.url} />
        </Box>
      </Collapse>
    </Card>
  );
}
