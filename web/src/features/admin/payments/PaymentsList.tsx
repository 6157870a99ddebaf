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
import { formatDate } from '../../../lib/format';
import { useWideScreen } from '../../../ui/useWideScreen';
import { money } from '../../payments/labels';
import { useMethodLabel } from '../bookings/t';
import { useAdminPaymentsT } from './t';
import { AttentionMark, needsAttention } from './BookingPaymentList';
import type { AdminPayment } from './operations';
import { leftToRefund } from './RefundDialog';

const STATUS_COLOUR = { PENDING: 'default', SUCCEEDED: 'success', FAILED: 'error' } as const;

const Muted = ({ children }: { children: ReactNode }) => (
  <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
    {children}
  </Typography>
);

type T = ReturnType<typeof useAdminPaymentsT>['t'];
const booking = (t: T, p: AdminPayment) =>
  p.purpose === 'DUES'
    ? p.invoiceNumber
      ? t('list.dues', { invoice: p.invoiceNumber })
      : t('list.duesInvoice', { id: p.invoiceId })
    : p.bookingId
      ? t('list.booking', { id: p.bookingId })
      : t('list.bookingDeleted');
const dates = (t: T, p: AdminPayment) => (p.receivedAt ? t('list.received', { date: formatDate(p.receivedAt) }) : t('list.started', { date: formatDate(p.createdAt) }));
const Status = ({ p }: { p: AdminPayment }) => {
  const { t } = useAdminPaymentsT();
  return <Chip size="small" label={t(`status.${p.status}`)} color={STATUS_COLOUR[p.status]} variant="outlined" />;
};
const resolution = (t: T, p: AdminPayment) => p.resolvedAt && p.attention && <Muted>{t('list.settled', { date: formatDate(p.resolvedAt), resolution: p.resolution })}</Muted>;

function Actions({ p, onRefund, onResolve }: { p: AdminPayment; onRefund: (p: AdminPayment) => void; onResolve: (p: AdminPayment) => void }) {
  const { t } = useAdminPaymentsT();
  const who = t('list.who', { purpose: t(`purposeInText.${p.purpose}`), amount: money(p.amount, p.currency), member: p.member?.fullName ?? t('list.aDeletedMember') });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      {leftToRefund(p) > 0 && (
        <Button size="small" variant="outlined" onClick={() => onRefund(p)} aria-label={t('list.refundWho', { who })}>
          {t('refund')}
        </Button>
      )}
      {needsAttention(p) && (
        <Button size="small" onClick={() => onResolve(p)} aria-label={t('list.settleWho', { who })}>
          {t('list.markSettled')}
        </Button>
      )}
    </Box>
  );
}

/** The payments of one page: a table from the md breakpoint up, cards below it (as the other admin lists). */
export function PaymentsList(props: { payments: AdminPayment[]; busy: boolean; onRefund: (p: AdminPayment) => void; onResolve: (p: AdminPayment) => void }) {
  const wide = useWideScreen();
  const { t } = useAdminPaymentsT();
  const methodName = useMethodLabel();
  const methodLabel = (method: string | null | undefined) => (method ? methodName(method) : t('online'));
  const { payments, onRefund, onResolve } = props;
  if (wide)
    return (
      <TableContainer component={Paper} variant="outlined" aria-busy={props.busy}>
        <Table aria-label={t('list.label')} size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('list.member')}</TableCell>
              <TableCell>{t('list.booking_')}</TableCell>
              <TableCell>{t('list.payment')}</TableCell>
              <TableCell>{t('list.method')}</TableCell>
              <TableCell>{t('list.statusColumn')}</TableCell>
              <TableCell>{t('list.dates')}</TableCell>
              <TableCell align="right">{t('list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((p) => (
              <TableRow key={p.id} hover sx={{ verticalAlign: 'top' }}>
                <TableCell>{p.member?.fullName ?? t('list.deletedMember')}</TableCell>
                <TableCell>
                  <Box sx={{ whiteSpace: 'nowrap' }}>{booking(t, p)}</Box>
                  {p.invoiceNumber && (
                    <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
                      {p.invoiceNumber}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {t(`purpose.${p.purpose}`)} {money(p.amount, p.currency)}
                  {p.refundedAmount !== '0.00' && <Muted>{t('refunded', { amount: money(p.refundedAmount, p.currency) })}</Muted>}
                </TableCell>
                <TableCell sx={{ maxWidth: 200 }}>
                  {methodLabel(p.method)}
                  <Muted>{p.providerReference}</Muted>
                </TableCell>
                <TableCell sx={{ maxWidth: 260 }}>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    <Status p={p} />
                    <AttentionMark payment={p} />
                    {resolution(t, p)}
                  </Stack>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {dates(t, p)}
                  {p.receivedAt && <Muted>{t('list.started', { date: formatDate(p.createdAt) })}</Muted>}
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
    <Stack spacing={1.5} component="ul" aria-label={t('list.label')} aria-busy={props.busy} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {payments.map((p) => (
        <Card key={p.id} component="li">
          <CardContent sx={{ display: 'grid', gap: 0.75, '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
                {t(`purpose.${p.purpose}`)} {money(p.amount, p.currency)} · {p.member?.fullName ?? t('list.deletedMember')}
              </Typography>
              <Status p={p} />
            </Box>
            <Muted>
              {booking(t, p)}
              {p.invoiceNumber && ` · ${p.invoiceNumber}`} · {methodLabel(p.method)} · {dates(t, p)}
              {p.refundedAmount !== '0.00' && ` · ${t('refunded', { amount: money(p.refundedAmount, p.currency) })}`}
            </Muted>
            <Muted>{t('reference', { reference: p.providerReference })}</Muted>
            <AttentionMark payment={p} />
            {resolution(t, p)}
            <Actions p={p} onRefund={onRefund} onResolve={onResolve} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
