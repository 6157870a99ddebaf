import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { PaymentStep } from '../../../gql/graphql';
import { formatAdminDate, formatMoney } from '../../../lib/format';
import { AMBER_CHIP } from '../shared/colours';
import { PaymentChecklist } from './PaymentChecklist';
import { uncheckAcceptRefusal } from '../../../../../rules/bookings';
import { BookingChainMarks, BookingHistory } from './BookingChain';
import type { AdminBooking } from './steps';
import { BookingPaymentList } from '../payments/BookingPaymentList';
import type { AdminPayment } from '../payments/operations';
import { useAdminBookingsT, useBookingLabel } from './t';

const STATUS_COLOUR = { pending: 'default', accepted: 'success', rejected: 'error' } as const;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** An email that may wrap after its @ (and only mid-word when even its parts are wider than the line). */
const breakableEmail = (email: string) => {
  const at = email.indexOf('@');
  return at < 0 ? (
    email
  ) : (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
};

export interface BookingCardActions {
  onAccept: () => void;
  onReject: () => void;
  onUncheckAccept: () => void;
  onSetStep: (step: PaymentStep, done: boolean) => void;
  onDelete: () => void;
  /** Opens the refund dialog of one of the booking's online payments. */
  onRefund: (payment: AdminPayment) => void;
}

/** One booking request: room, member, dates, and what can be done with it in its state. */
export function BookingCard({ booking: b, ...on }: { booking: AdminBooking } & BookingCardActions) {
  const { t } = useAdminBookingsT();
  const bookingLabel = useBookingLabel();
  return (
    <Card component="li" aria-label={t('cardLabel', { room: b.room.name, member: b.member.fullName })}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        {/* Room and delete button share the first line; the status label goes between them from sm up, and on a
            phone on a line of its own below (a long label there used to push the delete button onto a line alone). */}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) auto auto' },
            gridTemplateAreas: { xs: '"room delete" "status status"', sm: '"room status delete"' },
            alignItems: 'start',
            columnGap: 1,
            rowGap: 0.5,
            mb: 1.5,
          }}
        >
          <Box sx={{ gridArea: 'room', minWidth: 0 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {b.room.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="booking-price">
              {/* Each price stays whole; the line breaks only between them. */}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {t('perMonth', { price: formatMoney(b.room.pricePerMonth) })}
              </Box>
              {' · '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {t('deposit', { price: formatMoney(b.room.deposit) })}
              </Box>
            </Typography>
          </Box>
          <Chip
            size="small"
            color={STATUS_COLOUR[b.status]}
            label={bookingLabel(b)}
            sx={{ gridArea: 'status', justifySelf: 'start', maxWidth: '100%', ...(b.status === 'pending' ? AMBER_CHIP : {}) }}
          />
          <IconButton
            aria-label={t('deleteLabel', { member: b.member.fullName, room: b.room.name })}
            size="small"
            onClick={on.onDelete}
            sx={{ gridArea: 'delete' }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
        <BookingChainMarks booking={b} />
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
          {/* The whole width on a phone, so an email fits on its line; one too long for it breaks after the @ first. */}
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minWidth: 0 }}>
            <Fact label={t('fields.member')}>
              {b.member.fullName}
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
                {breakableEmail(b.member.email)}
              </Typography>
            </Fact>
          </Box>
          <Fact label={t('fields.startDate')}>{formatAdminDate(b.startDate)}</Fact>
          <Fact label={t('fields.duration')}>{t('months', { count: b.durationMonths })}</Fact>
          <Fact label={t('fields.requested')}>{formatAdminDate(b.createdAt)}</Fact>
        </Box>
        {b.purpose && (
          <Box sx={{ mt: 1.5 }}>
            <Fact label={t('fields.purpose')}>{b.purpose}</Fact>
          </Box>
        )}
        <BookingHistory booking={b} />
        {/* Issue 36: lapsed members may still request rooms (an office setting); admins see it before they decide. */}
        {b.status === 'pending' && b.memberMembershipStatus === 'lapsed' && (
          <Alert severity="warning" variant="outlined" sx={{ mt: 1.5 }}>
            {t('lapsed', { member: b.member.fullName })}
          </Alert>
        )}
        {b.status === 'pending' && (
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button variant="contained" color="success" onClick={on.onAccept}>
              {t('accept')}
            </Button>
            <Button variant="outlined" color="error" onClick={on.onReject}>
              {t('reject')}
            </Button>
          </Box>
        )}
        {b.status === 'rejected' && (
          <Box sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'accent.calloutBg', border: 1, borderColor: 'error.light' }}>
            <Typography variant="body2">
              <strong>{t('reason')}</strong> {b.rejectionReason || t('noReason')}
            </Typography>
          </Box>
        )}
        {b.status === 'accepted' && (
          <>
            <Divider sx={{ my: 2 }} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
              <PaymentChecklist booking={b} onSet={on.onSetStep} />
              {/* The server returns a booking to pending only before any payment step is done (a carried-over deposit aside). */}
              <Button size="small" onClick={on.onUncheckAccept} disabled={uncheckAcceptRefusal(b) !== null}>
                {t('uncheckAccept')}
              </Button>
            </Box>
          </>
        )}
        <BookingPaymentList payments={b.payments} onRefund={on.onRefund} />
      </CardContent>
    </Card>
  );
}
