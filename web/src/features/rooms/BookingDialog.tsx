import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Formik, yupToFormErrors, type FormikHelpers } from 'formik';
import { bookingFormSchema } from '../../../../validation/bookings';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { DatePickerField } from '../../ui/DatePickerField';
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
  const schema = bookingFormSchema(minimum);

  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
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
      helpers.resetForm();
      onClose();
    } catch (error) {
      toast({
        title: 'Request Failed',
        description: serverMessage(error, 'Failed to submit booking request. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="booking-dialog-title">
      {room && (
        <Formik<FormValues>
          initialValues={{ startDate: '', durationMonths: String(minimum), purpose: '' }}
          validate={(values) =>
            schema
              .validate(toSchemaInput(values), { abortEarly: false })
              .then(() => ({}))
              .catch(yupToFormErrors)
          }
          onSubmit={submit}
        >
          {({ values, errors, touched, handleSubmit, handleChange, setFieldValue, setFieldTouched }) => (
            <Box component="form" noValidate onSubmit={handleSubmit}>
              <DialogTitle id="booking-dialog-title">Request to Book {room.name}</DialogTitle>
              <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                <DialogContentText>Submit a monthly booking request for admin approval</DialogContentText>
                <DatePickerField
                  label="Start Date"
                  name="startDate"
                  required
                  disablePast
                  value={values.startDate}
                  onChange={(v) => {
                    void setFieldValue('startDate', v);
                  }}
                  onBlur={() => void setFieldTouched('startDate')}
                  error={touched.startDate && errors.startDate}
                />
                <TextField
                  label="Duration (months)"
                  name="durationMonths"
                  id="durationMonths"
                  type="number"
                  required
                  value={values.durationMonths}
                  // Kept as typed (formik would turn a number input into a number or '').
                  onChange={(e) => void setFieldValue('durationMonths', e.target.value)}
                  onBlur={() => {
                    // Spec §5: at least the room minimum; empty or non-numeric falls back to it.
                    void setFieldValue('durationMonths', String(durationFromInput(values.durationMonths, minimum)));
                    void setFieldTouched('durationMonths', true, false);
                  }}
                  error={!!(touched.durationMonths && errors.durationMonths)}
                  helperText={(touched.durationMonths && errors.durationMonths) || `Minimum: ${monthsLabel(minimum)}`}
                  slotProps={{ htmlInput: { min: minimum, step: 1, inputMode: 'numeric' } }}
                  fullWidth
                />
                <TextField
                  label="Purpose (optional)"
                  name="purpose"
                  id="purpose"
                  multiline
                  minRows={3}
                  value={values.purpose}
                  onChange={handleChange}
                  error={!!errors.purpose}
                  helperText={errors.purpose}
                  fullWidth
                />
                <PricingSummaryBox
                  pricePerMonth={room.pricePerMonth}
                  deposit={room.deposit}
                  months={durationFromInput(values.durationMonths, minimum)}
                />
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose} disabled={loading}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" disabled={loading}>
                  {loading ? 'Submitting...' : 'Submit Request'}
                </Button>
              </DialogActions>
            </Box>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
