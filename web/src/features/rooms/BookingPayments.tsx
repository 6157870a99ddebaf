import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents, formatDate } from '../../lib/format';
import { balanceDueMinor } from '../../../../rules/payments';
import { money } from '../payments/labels';
import { useRoomsT } from './t';
import english from '../../../../locales/en/rooms.json';

type Method = keyof typeof english.payments.methods;
import type { MemberPayment, MyBookingRequest } from './operations';

/** One online payment: what it paid, how, when, how much, its provider reference and its refunds. */
function PaymentItem({ p }: { p: MemberPayment }) {
  const { t } = useRoomsT();
  const status = p.status === 'SUCCEEDED' ? '' : ` · ${t(`payments.statuses.${p.status}`)}`;
  // rules/payments' method names, by key; a method the catalog does not know shows as the provider names it.
  const method = !p.method ? t('payments.methods.online') : p.method in english.payments.methods ? t(`payments.methods.${p.method as Method}`) : p.method;
  return (
    <Box component="li" sx={{ py: 0.25 }}>
      <Typography variant="caption" component="p">
        {t(`payments.purposes.${p.purpose}`)} · {method} · {formatDate(p.receivedAt ?? p.createdAt)} · <strong>{money(p.amount, p.currency)}</strong>
        {status}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('payments.reference', { reference: p.providerReference })}
      </Typography>
      {p.refunds.map((r) => (
        <Typography key={r.id} variant="caption" component="p">
          {t(`payments.refunds.${r.status}`)} · {formatDate(r.createdAt)} · {money(r.amount, p.currency)} · {r.reason}
        </Typography>
      ))}
    </Box>
  );
}

/** The booking's online payments (oldest first, as the API lists them) and what is still owed on its invoice. */
export function BookingPayments({ booking }: { booking: MyBookingRequest }) {
  const { payments, invoice } = booking;
  const { t } = useRoomsT();
  if (!payments.length && !invoice) return null;
  return (
    <Box sx={{ mt: 1 }}>
      {payments.length > 0 && (
        <Box component="ul" aria-label={t('payments.list', { room: booking.room.name })} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {payments.map((p) => (
            <PaymentItem key={p.id} p={p} />
          ))}
        </Box>
      )}
      {invoice && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('payments.balanceDue')} <strong>{formatCents(balanceDueMinor(invoice))}</strong>
        </Typography>
      )}
    </Box>
  );
}
