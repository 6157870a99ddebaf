import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

/** The signing secret, this once: the server keeps it to sign with but never shows it again. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
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
      <DialogTitle id={`${id}-t`}>Signing Secret</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-d`} sx={{ mb: 2 }}>
          Copy this secret now: it is not shown again. The receiver verifies each request's webhook-signature with it.
        </DialogContentText>
        <TextField label="Secret" value={secret ?? ''} fullWidth slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }} onFocus={(e) => e.target.select()} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy'}</Button>
        <Button variant="contained" onClick={close}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
