import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { RsvpStatus } from '../../gql/graphql';
import { OfflineReason } from '../../pwa/OfflineReason';
import { useOffline } from '../../pwa/online';
import { RSVP_LABELS } from './rsvpLabels';
import { useEventsT } from './t';

/** Spec §2 Club Events: the choices and their hints, in the dialog's order. */
const CHOICES: readonly RsvpStatus[] = ['attending', 'not_attending', 'maybe'];

/**
 * 'RSVP to {title}': pick one of three answers; Submit RSVP stays disabled until a choice is made
 * (spec §5). On an update the current answer is preselected. Mount it per opening (key) so the
 * choice starts fresh. Offline it opens all the same; Submit RSVP waits for the network, saying why.
 */
export function RsvpDialog({
  title,
  current,
  full,
  pending,
  onClose,
  onSubmit,
}: {
  title: string;
  current: RsvpStatus | null | undefined;
  /** No room left: Attending cannot be chosen (the other answers can). */
  full: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (status: RsvpStatus) => void;
}) {
  const { t } = useEventsT();
  const [choice, setChoice] = useState<RsvpStatus | null>(current ?? null);
  const labelId = 'rsvp-dialog-title';
  const offline = useOffline();
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={labelId} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (choice) onSubmit(choice);
        }}
      >
        <DialogTitle id={labelId}>{t('dialog.title', { title })}</DialogTitle>
        <DialogContent>
          <RadioGroup
            aria-labelledby={labelId}
            name="rsvp-status"
            value={choice ?? ''}
            onChange={(e) => setChoice(e.target.value as RsvpStatus)}
          >
            {CHOICES.map((status) => {
              const noRoom = full && status === 'attending';
              return (
                <FormControlLabel
                  key={status}
                  value={status}
                  disabled={noRoom}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', border: 1, borderColor: choice === status ? 'primary.main' : 'divider', borderRadius: 2, m: 0, mb: 1, p: 1, pl: 0.5 }}
                  label={
                    <span>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 600, mt: 1 }}>
                        {RSVP_LABELS[status]}
                      </Typography>
                      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                        {noRoom ? t('dialog.full') : t(`dialog.hints.${status}`)}
                      </Typography>
                    </span>
                  }
                />
              );
            })}
          </RadioGroup>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <OfflineReason id="rsvp-dialog-offline" />
          <Button onClick={onClose} disabled={pending}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!choice || pending || offline} aria-describedby={offline ? 'rsvp-dialog-offline' : undefined}>
            {t('dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
