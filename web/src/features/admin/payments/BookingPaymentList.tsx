import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format';
import { money } from '../../payments/labels';
import { useMethodLabel } from '../bookings/t';
import { useAdminPaymentsT } from './t';
import { AMBER_CHIP } from '../shared/colours';
import type { AdminPayment } from './operations';
import { leftToRefund } from './RefundDialog';

/** An open attention item: the amber 'Needs attention' mark with its reason. */
export const needsAttention = (p: AdminPayment) => !!p.attention && !p.resolvedAt;

export function AttentionMark({ payment: p }: { payment: AdminPayment }) {
  const { t } = useAdminPaymentsT();
  if (!needsAttention(p)) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Chip size="small" label={t('needsAttention')} sx={AMBER_CHIP} />
      <Typography variant="body2">{p.attention}</Typography>
    </Box>
  );
}

/**
 * A booking's online payments on its admin card: purpose, method, date, amount, reference, refunds, the attention
 * mark, and 'Refund' while money is left to give back.
 */
export function BookingPaymentList({ payments, onRefund }: { payments: AdminPayment[]; onRefund: (p: AdminPayment) => void }) {
  const { t } = useAdminPaymentsT();
  const methodLabel = useMethodLabel();
  if (!payments.length) return null;
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {t('paidOnline')}
      </Typography>
      <Box component="ul" aria-label={t('onlinePayments')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'grid', gap: 1 }}>
        {payments.map((p) => (
          <Box component="li" key={p.id} aria-label={t('paidOnlineLabel', { purpose: t(`purpose.${p.purpose}`), amount: money(p.amount, p.currency) })} sx={{ display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
              <Typography variant="body2" sx={{ flex: '1 1 16rem' }}>
                <strong>
                  {t(`purpose.${p.purpose}`)} {money(p.amount, p.currency)}
                </strong>{' '}
                · {p.method ? methodLabel(p.method) : t('online')} · {formatDate(p.receivedAt ?? p.createdAt)} · {t(`status.${p.status}`)}
                {p.refundedAmount !== '0.00' && ` · ${t('refunded', { amount: money(p.refundedAmount, p.currency) })}`}
              </Typography>
              {leftToRefund(p) > 0 && (
                <Button size="small" variant="outlined" onClick={() => onRefund(p)} aria-label={t('refundOf', { purpose: t(`purposeInText.${p.purpose}`), amount: money(p.amount, p.currency) })}>
                  {t('refund')}
                </Button>
              )}
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('reference', { reference: p.providerReference })}
            </Typography>
            {p.refunds.map((r) => (
              <Typography key={r.id} variant="caption">
                {t(`refundStatus.${r.status}`)} · {money(r.amount, p.currency)} · {formatDate(r.createdAt)} · {r.reason}
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
