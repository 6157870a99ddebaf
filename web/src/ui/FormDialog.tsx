import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useDeferredValue, useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineReason } from '../pwa/OfflineReason';
import { useOffline } from '../pwa/online';

/**
 * A dialog holding one form: title, description, fields, Cancel and a submit button. Full screen on
 * phones. While the call runs the dialog stays open: both buttons wait and Escape does nothing. Offline (issue 37) the
 * dialog still opens and keeps what is typed; its submit is disabled with the reason until the network is back.
 * It opens in a render of its own, after the click that opened it has painted: mounting a dialog with its fields (a
 * date picker, text fields, their first styles) took 310-410 ms of a 4x-throttled phone's main thread in the click's
 * frame (INP, issue 42 item 6); as a deferred render React does it in slices. It closes at once.
 */
export function FormDialog(props: {
  open: boolean;
  title: string;
  description?: string;
  submitLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  onSubmit: (e?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const { t } = useTranslation();
  const offline = useOffline();
  const opened = useDeferredValue(props.open);
  return (
    <Dialog
      open={props.open && opened}
      onClose={props.pending ? undefined : props.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-t`}
      aria-describedby={props.description ? `${id}-d` : undefined}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit(e);
        }}
      >
        <DialogTitle id={`${id}-t`}>{props.title}</DialogTitle>
        <DialogContent>
          {props.description && <DialogContentText id={`${id}-d`} sx={{ mb: 2 }}>{props.description}</DialogContentText>}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <OfflineReason id={`${id}-o`} />
          <Button onClick={props.onClose} disabled={props.pending}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={props.pending || offline} aria-describedby={offline ? `${id}-o` : undefined}>
            {props.pending ? (props.pendingLabel ?? t('ui.saving')) : props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
