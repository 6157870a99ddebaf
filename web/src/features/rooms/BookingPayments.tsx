import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents, formatDate } from '../../lib/format';
import { paymentMethodLabel, balanceDueMinor } from '../../../../rules/payments';
import { money, PAYMENT_STATUS_LABELS, purposeLabel, REFUND_STATUS_LABELS } from '../payments/labels';
import type { MemberPayment, MyBookingRequest } from './operations';

/** One online payment: what it paid, how, when, how much, its provider reference and its refunds. */
function PaymentItem({ p }: { p: MemberPayment }) {
  const status = p.status === 'SUCCEEDED' ? '' : ` · ${PAYMENT_STATUS_LABELS[p.status]}`;
  return (
    <Box component="li" sx={{ py: 0.25 }}>
      <Typography variant="caption" component="p">
        {purposeLabel(p.purpose)} · {paymentMethodLabel(p.method)} · {formatDate(p.receivedAt ?? p.createdAt)} · <strong>{money(p.amount, p.currency)}</strong>
        {status}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Reference {p.providerReference}
      </Typography>
      {p.refunds.map((r) => (
        <Typography key={r.id} variant="caption" component="p">
          {REFUND_STATUS_LABELS[r.status]} · {formatDate(r.createdAt)} · {money(r.amount, p.currency)} · {r.reason}
        </Typography>
      ))}
    </Box>
  );
}

/** The booking's online payments (oldest first, as the API lists them) and what is still owed on its invoice. */
export function BookingPayments({ booking }: { booking: MyBookingRequest }) {
  const { payments, invoice } = booking;
  if (!payments.length && !invoice) return null;
  return (
    <Box sx={{ mt: 1 }}>
      {payments.length > 0 && (
        <Box component="ul" aria-label={`Payments for ${booking.room.name}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {payments.map((p) => (
            <PaymentItem key={p.id} p={p} />
          ))}
        </Box>
      )}
      {invoice && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Balance due: <strong>{formatCents(balanceDueMinor(invoice))}</strong>
        </Typography>
      )}
    </Box>
  );
}
