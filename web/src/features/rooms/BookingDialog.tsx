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
          title: 'Request Submitted',
          description: 'Your booking request has been submitted and is pending approval.',
          variant: 'success',
        });
        close();
      } catch (error) {
        toast({
          title: 'Request Failed',
          description: serverMessage(error, 'Failed to submit booking request. Please try again.'),
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
      title={`Request to Book ${room?.name ?? ''}`}
      description="Submit a monthly booking request for admin approval"
      submitLabel="Submit Request"
      pendingLabel="Submitting..."
      pending={loading}
      onSubmit={() => form.handleSubmit()}
      onClose={close}
    >
      <DatePickerField
        label="Start Date"
        name="startDate"
        required
        disablePast
        value={form.values.startDate}
        onChange={(v) => void form.setFieldValue('startDate', v)}
        onBlur={() => void form.setFieldTouched('startDate')}
        error={fieldProps(form, 'startDate').helperText}
      />
      <TextField
        label="Duration (months)"
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
        helperText={duration.helperText ?? `Minimum: ${monthsLabel(minimum)}`}
        slotProps={{ htmlInput: { min: minimum, step: 1, inputMode: 'numeric' } }}
        fullWidth
      />
      <TextField label="Purpose (optional)" multiline minRows={3} fullWidth {...fieldProps(form, 'purpose')} />
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
