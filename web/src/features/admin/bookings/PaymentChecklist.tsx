import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { PaymentStep } from '../../../gql/graphql';
import { formatAdminDate } from '../../../lib/format';
import { canTick, PAYMENT_STEPS } from '../../../../../rules/payment-steps';
import { receivedStepOf } from '../../payments/labels';
import type { AdminBooking } from './steps';
import { useAdminBookingsT, useOnlineSource } from './t';

/**
 * The four payment steps. An open step is a checkbox, enabled only when the previous step is
 * done; a done step is a badge with its date, and clicking the badge clears it. An extension's
 * deposit steps are the booking's it extends, carried over: a badge saying so, which clears nothing.
 */
export function PaymentChecklist({ booking, onSet }: { booking: AdminBooking; onSet: (step: PaymentStep, done: boolean) => void }) {
  const { t } = useAdminBookingsT();
  const source = useOnlineSource();
  return (
    <Box component="ol" aria-label={t('checklist.label')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
      {PAYMENT_STEPS.map((s, i) => {
        const at = booking[s.field];
        // A receipt an online payment ticked says so: 'Deposit received — Online payment (Card)'.
        const online = booking.payments.find((p) => p.tickedStep && p.purpose !== 'DUES' && receivedStepOf(p.purpose) === s.step);
        const step = t(`steps.${s.step}`);
        const label = online ? t('checklist.onlineTicked', { step, source: source(online.method) }) : step;
        const carried = booking.depositCarriedOver && (s.step === 'DEPOSIT_REQUESTED' || s.step === 'DEPOSIT_RECEIVED');
        return (
          <Box component="li" key={s.step} sx={{ minHeight: 40, display: 'flex', alignItems: 'center' }}>
            {at && carried ? (
              <Chip icon={<CheckCircleIcon />} color="success" variant="outlined" label={t('checklist.carriedOver', { step })} />
            ) : at ? (
              <Chip
                icon={<CheckCircleIcon />}
                color="success"
                label={t('checklist.done', { step: label, date: formatAdminDate(at) })}
                onClick={() => onSet(s.step, false)}
                aria-label={t('checklist.doneLabel', { step: label, date: formatAdminDate(at) })}
                title={t('checklist.clearTitle')}
              />
            ) : (
              <FormControlLabel
                control={<Checkbox checked={false} disabled={!canTick(booking, i)} onChange={() => onSet(s.step, true)} />}
                label={<Typography variant="body2">{step}</Typography>}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
