import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { formatDate } from '../../lib/format';
import { BookingPayments } from './BookingPayments';
import { PAYMENT_STEPS } from '../../../../rules/payment-steps';
import type { MyBookingRequest } from './operations';
import { useRoomsT } from './t';

/** `label`: the step's key in the rooms catalog; `note`: what to show instead of the date (an extension's deposit steps, carried over). */
type Step = { label: string; at: string | null | undefined; note?: 'carriedOver' };

const DEPOSIT_FIELDS: readonly string[] = ['depositRequestedAt', 'depositReceivedAt'];

/**
 * The steps of a booking in order, each with its date once it happened (a rejected request stops at the review). The
 * payment steps, their order and labels are the admin checklist's (rules/payment-steps.ts).
 */
export function timelineSteps(b: MyBookingRequest): Step[] {
  const requested: Step = { label: 'timeline.requested', at: b.createdAt };
  if (b.status === 'rejected') return [requested, { label: 'timeline.rejected', at: b.reviewedAt }];
  return [
    requested,
    { label: 'timeline.accepted', at: b.status === 'accepted' ? b.reviewedAt : null },
    ...PAYMENT_STEPS.map((s) => ({
      label: `timeline.steps.${s.step}`,
      at: b[s.field],
      // Issue 36: an extension's deposit is the booking's it extends, carried over when it was accepted.
      ...(b.depositCarriedOver && DEPOSIT_FIELDS.includes(s.field) ? { note: 'carriedOver' as const } : {}),
    })),
  ];
}

/** A member's view of their booking's progress, its online payments and balance (issue 35) and the invoice's PDF (issue 14). */
export function BookingTimeline({ booking }: { booking: MyBookingRequest }) {
  const { t } = useRoomsT();
  const steps = timelineSteps(booking);
  const pdf = booking.invoice?.pdfUrl;
  return (
    <Box sx={{ width: '100%' }}>
      <Box component="ol" aria-label={t('timeline.list', { room: booking.room.name })} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {steps.map((s) => (
          <Box component="li" key={s.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {s.at ? (
              <CheckCircleIcon sx={{ fontSize: 16, color: 'accent.attending' }} aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon sx={{ fontSize: 16, color: 'text.secondary' }} aria-hidden />
            )}
            <Typography variant="caption" color={s.at ? 'text.primary' : 'text.secondary'}>
              {t('timeline.step', { step: t(s.label as 'timeline.requested'), when: s.note ? t(`timeline.${s.note}`) : s.at ? formatDate(s.at) : t('timeline.notYet') })}
            </Typography>
          </Box>
        ))}
      </Box>
      <BookingPayments booking={booking} />
      {booking.invoice && pdf && (
        <Link href={pdf} target="_blank" rel="noopener" variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
          {t('timeline.invoice', { number: booking.invoice.invoiceNumber })}
        </Link>
      )}
    </Box>
  );
}
