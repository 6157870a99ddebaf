import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useAdminWebhooksT } from './t';

/** The signing secret, this once: the server keeps it to sign with but never shows it again. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useAdminWebhooksT();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret ?? '');
    setCopied(true);
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open={secret !== null} onClose={close} aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-t`}>{t('secret.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-d`} sx={{ mb: 2 }}>
          {t('secret.text')}
        </DialogContentText>
        <TextField label={t('secret.label')} value={secret ?? ''} fullWidth slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }} onFocus={(e) => e.target.select()} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{copied ? t('secret.copied') : t('secret.copy')}</Button>
        <Button variant="contained" onClick={close}>
          {t('secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
