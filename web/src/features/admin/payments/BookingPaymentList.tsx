import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { paymentMethodLabel } from '../../../../../rules/payments';
import { formatDate } from '../../../lib/format';
import { money, PAYMENT_STATUS_LABELS, purposeLabel, REFUND_STATUS_LABELS } from '../../payments/labels';
import { AMBER_CHIP } from '../shared/colours';
import type { AdminPayment } from './operations';
import { leftToRefund } from './RefundDialog';

/** An open attention item: the amber 'Needs attention' mark with its reason. */
export const needsAttention = (p: AdminPayment) => !!p.attention && !p.resolvedAt;

export function AttentionMark({ payment: p }: { payment: AdminPayment }) {
  if (!needsAttention(p)) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Chip size="small" label="Needs attention" sx={AMBER_CHIP} />
      <Typography variant="body2">{p.attention}</Typography>
    </Box>
  );
}

/**
 * A booking's online payments on its admin card: purpose, method, date, amount, reference, refunds, the attention
 * mark, and 'Refund' while money is left to give back.
 */
export function BookingPaymentList({ payments, onRefund }: { payments: AdminPayment[]; onRefund: (p: AdminPayment) => void }) {
  if (!payments.length) return null;
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        Paid online
      </Typography>
      <Box component="ul" aria-label="Online payments" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'grid', gap: 1 }}>
        {payments.map((p) => (
          <Box component="li" key={p.id} aria-label={`${purposeLabel(p.purpose)} paid online, ${money(p.amount, p.currency)}`} sx={{ display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
              <Typography variant="body2" sx={{ flex: '1 1 16rem' }}>
                <strong>
                  {purposeLabel(p.purpose)} {money(p.amount, p.currency)}
                </strong>{' '}
                · {paymentMethodLabel(p.method)} · {formatDate(p.receivedAt ?? p.createdAt)} · {PAYMENT_STATUS_LABELS[p.status]}
                {p.refundedAmount !== '0.00' && ` · ${money(p.refundedAmount, p.currency)} refunded`}
              </Typography>
              {leftToRefund(p) > 0 && (
                <Button size="small" variant="outlined" onClick={() => onRefund(p)} aria-label={`Refund ${purposeLabel(p.purpose).toLowerCase()} of ${money(p.amount, p.currency)}`}>
                  Refund
                </Button>
              )}
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Reference {p.providerReference}
            </Typography>
            {p.refunds.map((r) => (
              <Typography key={r.id} variant="caption">
                {REFUND_STATUS_LABELS[r.status]} · {money(r.amount, p.currency)} · {formatDate(r.createdAt)} · {r.reason}
                {r.failure && ` (${r.failure})`}
              </Typography>
            ))}
            <AttentionMark payment={p} />
          </Box>
        ))}
      </Box>
    </>
  );
}
