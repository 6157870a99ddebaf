import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { bookingFormSchema } from '../../../../validation/bookings';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { DatePickerField } from '../../ui/DatePickerField';
import { fieldProps, validateConverted } from '../../ui/formik';
import { FormDialog } from '../../ui/FormDialog';
import { useRequestRoomBooking, type RoomCardData } from './operations';
import { durationFromInput, minimumMonths, monthsLabel } from './pricing';
import { PricingSummaryBox } from './PricingSummaryBox';
import { useRoomsT } from './t';

interface FormValues {
  startDate: string;
  /** What the member typed; normalised to a whole number ≥ the room minimum on blur and on submit. */
  durationMonths: string;
  purpose: string;
}

/** The shared schema wants a number; an empty box is "missing" so its required message applies. */
const toSchemaInput = (v: FormValues) => ({
  ...v,
  durationMonths: v.durationMonths.trim() === '' ? undefined : Number(v.durationMonths),
});

/** 'Request to Book {room}': start day, whole months (at least the room minimum), optional purpose, live pricing. */
export function BookingDialog({ room, open, onClose }: { room: RoomCardData | null; open: boolean; onClose: () => void }) {
  const [request, { loading }] = useRequestRoomBooking();
  const toast = useToast();
  const { t } = useRoomsT();
  const minimum = room ? minimumMonths(room) : 1;

  const form = useFormik<FormValues>({
    initialValues: { startDate: '', durationMonths: String(minimum), purpose: '' },
    enableReinitialize: true,
    validate: (v) => validateConverted(bookingFormSchema(minimum), toSchemaInput(v)),
    onSubmit: async (values) => {
      if (!room) return;
      const durationMonths = durationFromInput(values.durationMonths, minimum);
      try {
        await request({
          variables: {
            input: { roomId: room.id, startDate: values.startDate, durationMonths, purpose: values.purpose.trim() || null },
          },
        });
        toast({
          title: t('dialog.submitted'),
          description: t('dialog.submittedText'),
          variant: 'success',
        });
        close();
      } catch (error) {
        toast({
          title: t('dialog.failed'),
          description: serverMessage(error, t('dialog.failedText')),
          variant: 'destructive',
        });
      }
    },
  });

  const close = () => {
    form.resetForm();
    onClose();
  };

  const duration = fieldProps(form, 'durationMonths');
  return (
    <FormDialog
      open={open}
      title={t('dialog.title', { room: room?.name ?? '' })}
      description={t('dialog.description')}
      submitLabel={t('dialog.submit')}
      pendingLabel={t('dialog.submitting')}
      pending={loading}
      onSubmit={() => form.handleSubmit()}
      onClose={close}
    >
      <DatePickerField
        label={t('dialog.startDate')}
        name="startDate"
        required
        disablePast
        value={form.values.startDate}
        onChange={(v) => void form.setFieldValue('startDate', v)}
        onBlur={() => void form.setFieldTouched('startDate')}
        error={fieldProps(form, 'startDate').helperText}
      />
      <TextField
        label={t('dialog.duration')}
        type="number"
        required
        {...duration}
        // Kept as typed (formik would turn a number input into a number or '').
        onChange={(e) => void form.setFieldValue('durationMonths', e.target.value)}
        onBlur={() => {
          // Spec §5: at least the room minimum; empty or non-numeric falls back to it.
          void form.setFieldValue('durationMonths', String(durationFromInput(form.values.durationMonths, minimum)));
          void form.setFieldTouched('durationMonths', true, false);
        }}
        helperText={duration.helperText ?? t('dialog.minimum', { months: monthsLabel(minimum) })}
        slotProps={{ htmlInput: { min: minimum, step: 1, inputMode: 'numeric' } }}
        fullWidth
      />
      <TextField label={t('dialog.purpose')} multiline minRows={3} fullWidth {...fieldProps(form, 'purpose')} />
      {room && (
        <PricingSummaryBox
          pricePerMonth={room.pricePerMonth}
          deposit={room.deposit}
          months={durationFromInput(form.values.durationMonths, minimum)}
        />
      )}
    </FormDialog>
  );
}
