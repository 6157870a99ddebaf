import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { bookingEndDate, lastBookedDay } from '../../../../rules/bookings';
import { bookingExtensionSchema } from '../../../../validation/bookings';
import { formatDate } from '../../lib/format';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { fieldProps, validateConverted } from '../../ui/formik';
import { FormDialog } from '../../ui/FormDialog';
import { useExtendRoomBooking, type MyBookingRequest } from './operations';
import { durationFromInput, monthsLabel } from './pricing';
import { PricingSummaryBox } from './PricingSummaryBox';
import { useRoomsT } from './t';

/** What the member typed; whole months, at least one (an empty or non-numeric box falls back to one on blur). */
interface FormValues {
  months: string;
}

const toSchemaInput = (v: FormValues) => ({ months: v.months.trim() === '' ? undefined : Number(v.months) });

/**
 * 'Extend booking' (issue 36): more months of an accepted booking, from the day after its last day, as a request an admin
 * reviews. The deposit carries over, so the summary adds none. The server's rules (rules/bookings.ts#extendRefusal) say
 * what cannot be, in their words.
 */
export function ExtendBookingDialog({ booking, open, onClose }: { booking: MyBookingRequest | null; open: boolean; onClose: () => void }) {
  const [extend, { loading }] = useExtendRoomBooking();
  const toast = useToast();
  const { t } = useRoomsT();

  const form = useFormik<FormValues>({
    initialValues: { months: '1' },
    validate: (v) => validateConverted(bookingExtensionSchema, toSchemaInput(v)),
    onSubmit: async (values) => {
      if (!booking) return;
      try {
        await extend({ variables: { id: booking.id, input: { months: Number(values.months) } } });
        toast({ title: t('extend.requested'), description: t('extend.requestedText'), variant: 'success' });
        close();
      } catch (error) {
        toast({ title: t('extend.failed'), description: serverMessage(error, t('extend.failedText')), variant: 'destructive' });
      }
    },
  });

  const close = () => {
    form.resetForm();
    onClose();
  };

  const months = durationFromInput(form.values.months, 1);
  const from = booking ? bookingEndDate(booking.startDate, booking.durationMonths) : null;
  const until = booking && from ? lastBookedDay({ startDate: from, durationMonths: months }) : null;
  const field = fieldProps(form, 'months');
  return (
    <FormDialog
      open={open}
      title={t('extend.title', { room: booking?.room.name ?? '' })}
      description={booking ? t('extend.description', { date: formatDate(lastBookedDay(booking)) }) : undefined}
      submitLabel={t('extend.submit')}
      pendingLabel={t('extend.submitting')}
      pending={loading}
      onSubmit={() => form.handleSubmit()}
      onClose={close}
    >
      <TextField
        label={t('extend.months')}
        type="number"
        required
        {...field}
        onChange={(e) => void form.setFieldValue('months', e.target.value)}
        onBlur={() => {
          void form.setFieldValue('months', String(durationFromInput(form.values.months, 1)));
          void form.setFieldTouched('months', true, false);
        }}
        helperText={field.helperText ?? t('extend.minimum')}
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        fullWidth
      />
      {from && until && (
        <Typography variant="body2" data-testid="extension-period">
          {t('extend.period', { from: formatDate(from), until: formatDate(until), months: monthsLabel(months) })}
        </Typography>
      )}
      {booking && <PricingSummaryBox pricePerMonth={booking.room.pricePerMonth} deposit="0" months={months} depositCarriedOver />}
    </FormDialog>
  );
}
