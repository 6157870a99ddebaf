import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { paymentMethodLabel } from '../../../../../rules/payments';
import { formatDate } from '../../../lib/format';
import { useWideScreen } from '../../../ui/useWideScreen';
import { money, PAYMENT_STATUS_LABELS, purposeLabel } from '../../payments/labels';
import { AttentionMark, needsAttention } from './BookingPaymentList';
import type { AdminPayment } from './operations';
import { leftToRefund } from './RefundDialog';

const STATUS_COLOUR = { PENDING: 'default', SUCCEEDED: 'success', FAILED: 'error' } as const;

const Muted = ({ children }: { children: ReactNode }) => (
  <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
    {children}
  </Typography>
);

const booking = (p: AdminPayment) =>
  p.purpose === 'DUES' ? `Dues ${p.invoiceNumber ?? `invoice #${p.invoiceId}`}` : p.bookingId ? `Booking #${p.bookingId}` : 'Booking deleted';
const dates = (p: AdminPayment) => (p.receivedAt ? `Received ${formatDate(p.receivedAt)}` : `Started ${formatDate(p.createdAt)}`);
const Status = ({ p }: { p: AdminPayment }) => <Chip size="small" label={PAYMENT_STATUS_LABELS[p.status]} color={STATUS_COLOUR[p.status]} variant="outlined" />;
const resolution = (p: AdminPayment) => p.resolvedAt && p.attention && <Muted>Settled {formatDate(p.resolvedAt)}: {p.resolution}</Muted>;

function Actions({ p, onRefund, onResolve }: { p: AdminPayment; onRefund: (p: AdminPayment) => void; onResolve: (p: AdminPayment) => void }) {
  const who = `${purposeLabel(p.purpose).toLowerCase()} of ${money(p.amount, p.currency)} from ${p.member?.fullName ?? 'a deleted member'}`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      {leftToRefund(p) > 0 && (
        <Button size="small" variant="outlined" onClick={() => onRefund(p)} aria-label={`Refund ${who}`}>
          Refund
        </Button>
      )}
      {needsAttention(p) && (
        <Button size="small" onClick={() => onResolve(p)} aria-label={`Mark settled: ${who}`}>
          Mark settled
        </Button>
      )}
    </Box>
  );
}

/** The payments of one page: a table from the md breakpoint up, cards below it (as the other admin lists). */
export function PaymentsList(props: { payments: AdminPayment[]; busy: boolean; onRefund: (p: AdminPayment) => void; onResolve: (p: AdminPayment) => void }) {
  const wide = useWideScreen();
  const { payments, onRefund, onResolve } = props;
  if (wide)
    return (
      <TableContainer component={Paper} variant="outlined" aria-busy={props.busy}>
        <Table aria-label="Payments" size="small">
          <TableHead>
            <TableRow>
              <TableCell>Member</TableCell>
              <TableCell>Booking</TableCell>
              <TableCell>Payment</TableCell>
              <TableCell>Method</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Dates</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((p) => (
              <TableRow key={p.id} hover sx={{ verticalAlign: 'top' }}>
                <TableCell>{p.member?.fullName ?? 'Deleted member'}</TableCell>
                <TableCell>
                  <Box sx={{ whiteSpace: 'nowrap' }}>{booking(p)}</Box>
                  {p.invoiceNumber && (
                    <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
                      {p.invoiceNumber}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {purposeLabel(p.purpose)} {money(p.amount, p.currency)}
                  {p.refundedAmount !== '0.00' && <Muted>{money(p.refundedAmount, p.currency)} refunded</Muted>}
                </TableCell>
                <TableCell sx={{ maxWidth: 200 }}>
                  {paymentMethodLabel(p.method)}
                  <Muted>{p.providerReference}</Muted>
                </TableCell>
                <TableCell sx={{ maxWidth: 260 }}>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    <Status p={p} />
                    <AttentionMark payment={p} />
                    {resolution(p)}
                  </Stack>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {dates(p)}
                  {p.receivedAt && <Muted>Started {formatDate(p.createdAt)}</Muted>}
                </TableCell>
                <TableCell align="right">
                  <Actions p={p} onRefund={onRefund} onResolve={onResolve} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  return (
    <Stack spacing={1.5} component="ul" aria-label="Payments" aria-busy={props.busy} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {payments.map((p) => (
        <Card key={p.id} component="li">
          <CardContent sx={{ display: 'grid', gap: 0.75, '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
                {purposeLabel(p.purpose)} {money(p.amount, p.currency)} · {p.member?.fullName ?? 'Deleted member'}
              </Typography>
              <Status p={p} />
            </Box>
            <Muted>
              {booking(p)}
              {p.invoiceNumber && ` · ${p.invoiceNumber}`} · {paymentMethodLabel(p.method)} · {dates(p)}
              {p.refundedAmount !== '0.00' && ` · ${money(p.refundedAmount, p.currency)} refunded`}
            </Muted>
            <Muted>Reference {p.providerReference}</Muted>
            <AttentionMark payment={p} />
            {resolution(p)}
            <Actions p={p} onRefund={onRefund} onResolve={onResolve} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
