import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { useAdminBookingsT } from './t';

/** Asks for the reason of a rejection; Reject stays disabled while the reason is blank (spec §5). `notice` goes first (money held). */
export function RejectDialog(props: { open: boolean; subject: string; onReject: (reason: string) => void; onClose: () => void; notice?: ReactNode }) {
  const { t } = useAdminBookingsT();
  const id = useId();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    props.onClose();
  };
  const blank = reason.trim() === '';
  return (
    <Dialog open={props.open} onClose={close} aria-labelledby={`${id}-t`} maxWidth="sm" fullWidth>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (blank) return;
          props.onReject(reason.trim());
          setReason('');
        }}
      >
        <DialogTitle id={`${id}-t`}>{t('rejectDialog.title')}</DialogTitle>
        <DialogContent>
          {props.notice}
          <DialogContentText sx={{ mb: 2 }}>
            {t('rejectDialog.text', { member: props.subject })}
          </DialogContentText>
          <TextField
            label={t('rejectDialog.reason')}
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('rejectDialog.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={blank}>
            {t('rejectDialog.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
