import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { fromMinor } from '../../../../../rules/money';
import { money } from '../../payments/labels';
import { useAdminPaymentsT } from './t';
import type { AdminPayment } from './operations';
import { leftToRefund } from './RefundDialog';

/**
 * Before a booking is rejected or deleted: the money it holds from online payments (what is left to refund), with
 * 'Refund' for each payment, so the admin can give it back first. Nothing when it holds none.
 */
export function HeldMoneyNotice({ payments, onRefund }: { payments: AdminPayment[]; onRefund: (p: AdminPayment) => void }) {
  const { t } = useAdminPaymentsT();
  const held = payments.filter((p) => leftToRefund(p) > 0);
  if (!held.length) return null;
  const total = held.reduce((sum, p) => sum + leftToRefund(p), 0);
  return (
    <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
      {t('held', { amount: money(fromMinor(total), held[0]!.currency) })}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {held.map((p) => (
          <Button
            key={p.id}
            size="small"
            variant="outlined"
            color="inherit"
            onClick={() => onRefund(p)}
            aria-label={t('refundOf', { purpose: t(`purposeInText.${p.purpose}`), amount: money(fromMinor(leftToRefund(p)), p.currency) })}
          >
            {t('refund')}
          </Button>
        ))}
      </Box>
    </Alert>
  );
}
