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
import { memberBookingLabel } from '../../../../../rules/booking-label';
import { uncheckAcceptRefusal } from '../../../../../rules/bookings';
import { BookingChainMarks, BookingHistory } from './BookingChain';
import type { AdminBooking } from './steps';
import { BookingPaymentList } from '../payments/BookingPaymentList';
import type { AdminPayment } from '../payments/operations';
import { LAPSED_WARNING } from '../../../../../rules/memberships';

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
  const months = `${b.durationMonths} month${b.durationMonths === 1 ? '' : 's'}`;
  return (
    <Card component="li" aria-label={`${b.room.name} requested by ${b.member.fullName}`}>
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
                {formatMoney(b.room.pricePerMonth)}/month
              </Box>
              {' · '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                Deposit {formatMoney(b.room.deposit)}
              </Box>
            </Typography>
          </Box>
          <Chip
            size="small"
            color={STATUS_COLOUR[b.status]}
            label={memberBookingLabel(b)}
            sx={{ gridArea: 'status', justifySelf: 'start', maxWidth: '100%', ...(b.status === 'pending' ? AMBER_CHIP : {}) }}
          />
          <IconButton
            aria-label={`Delete booking request from ${b.member.fullName} for ${b.room.name}`}
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
            <Fact label="Member">
              {b.member.fullName}
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
                {breakableEmail(b.member.email)}
              </Typography>
            </Fact>
          </Box>
          <Fact label="Start date">{formatAdminDate(b.startDate)}</Fact>
          <Fact label="Duration">{months}</Fact>
          <Fact label="Requested">{formatAdminDate(b.createdAt)}</Fact>
        </Box>
        {b.purpose && (
          <Box sx={{ mt: 1.5 }}>
            <Fact label="Purpose">{b.purpose}</Fact>
          </Box>
        )}
        <BookingHistory booking={b} />
        {/* Issue 36: lapsed members may still request rooms (an office setting); admins see it before they decide. */}
        {b.status === 'pending' && b.memberMembershipStatus === 'lapsed' && (
          <Alert severity="warning" variant="outlined" sx={{ mt: 1.5 }}>
            {LAPSED_WARNING}: {b.member.fullName} has unpaid dues past the grace period.
          </Alert>
        )}
        {b.status === 'pending' && (
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button variant="contained" color="success" onClick={on.onAccept}>
              Accept
            </Button>
            <Button variant="outlined" color="error" onClick={on.onReject}>
              Reject
            </Button>
          </Box>
        )}
        {b.status === 'rejected' && (
          <Box sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'accent.calloutBg', border: 1, borderColor: 'error.light' }}>
            <Typography variant="body2">
              <strong>Reason:</strong> {b.rejectionReason || 'No reason given'}
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
                Uncheck accept
              </Button>
            </Box>
          </>
        )}
        <BookingPaymentList payments={b.payments} onRefund={on.onRefund} />
      </CardContent>
    </Card>
  );
}
