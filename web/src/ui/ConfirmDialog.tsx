import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A yes/no question before a destructive action; the confirm button waits while the call runs. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** More to read or do before confirming, below the message. */
  children?: ReactNode;
}) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-t`}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-d`}>{props.message}</DialogContentText>
        {props.children}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('ui.cancel')}</Button>
        <Button color="error" variant="contained" onClick={props.onConfirm} disabled={props.pending}>
          {props.confirmLabel ?? t('ui.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
