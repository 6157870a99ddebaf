import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { fromMinor } from '../../../../../rules/money';
import { money, purposeLabel } from '../../payments/labels';
import type { AdminPayment } from './operations';
import { leftToRefund } from './RefundDialog';

/**
 * Before a booking is rejected or deleted: the money it holds from online payments (what is left to refund), with
 * 'Refund' for each payment, so the admin can give it back first. Nothing when it holds none.
 */
export function HeldMoneyNotice({ payments, onRefund }: { payments: AdminPayment[]; onRefund: (p: AdminPayment) => void }) {
  const held = payments.filter((p) => leftToRefund(p) > 0);
  if (!held.length) return null;
  const total = held.reduce((sum, p) => sum + leftToRefund(p), 0);
  return (
    <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
      This booking holds {money(fromMinor(total), held[0]!.currency)} paid online. Refund it before going on, or it stays with the office as a payment
      needing attention.
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {held.map((p) => (
          <Button
            key={p.id}
            size="small"
            variant="outlined"
            color="inherit"
            onClick={() => onRefund(p)}
            aria-label={`Refund ${purposeLabel(p.purpose).toLowerCase()} of ${money(fromMinor(leftToRefund(p)), p.currency)}`}
          >
            Refund
          </Button>
        ))}
      </Box>
    </Alert>
  );
}
