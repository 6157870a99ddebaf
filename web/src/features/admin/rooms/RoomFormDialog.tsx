import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useToast } from '../../../lib/toast';
import { fieldProps, validateConverted } from '../../../ui/formik';
import { FormDialog } from '../../../ui/FormDialog';
import { useFailureToast } from '../shared/toasts';
import { useCreateRoom, useUpdateRoom } from './operations';
import { emptyRoom, meetingRoomSchema, roomToForm, toRoomInput, type AdminRoom } from './roomForm';

/** Add Room when `room` is null, otherwise Edit Room. */
export function RoomFormDialog({ open, room, onClose }: { open: boolean; room: AdminRoom | null; onClose: () => void }) {
  const toast = useToast();
  const fail = useFailureToast();
  const [createRoom, created] = useCreateRoom();
  const [updateRoom, updated] = useUpdateRoom();

  const form = useFormik({
    initialValues: room ? roomToForm(room) : emptyRoom,
    enableReinitialize: true,
    // The rules of the API, checked on exactly what will be sent.
    validate: (v) => validateConverted(meetingRoomSchema, toRoomInput(v)),
    onSubmit: async (v) => {
      const input = toRoomInput(v);
      try {
        if (room) {
          await updateRoom({ variables: { id: room.id, input } });
          toast({ title: 'Room updated successfully', variant: 'success' });
        } else {
          await createRoom({ variables: { input } });
          toast({ title: 'Room created successfully', variant: 'success' });
        }
        close();
      } catch (e) {
        fail(room ? 'Failed to update room' : 'Failed to create room', e, 'An error occurred. Please try again.');
      }
    },
  });

  const close = () => {
    form.resetForm();
    onClose();
  };

  const number = { type: 'number', slotProps: { htmlInput: { min: 0, inputMode: 'numeric' as const } } };
  return (
    <FormDialog
      open={open}
      title={room ? 'Edit Room' : 'Add New Room'}
      description={room ? 'Update the meeting room details.' : 'Add a meeting room members can book by the month.'}
      submitLabel={room ? 'Save Changes' : 'Create Room'}
      pending={created.loading || updated.loading}
      onSubmit={() => form.handleSubmit()}
      onClose={close}
    >
      <TextField label="Name" required {...fieldProps(form, 'name')} />
      <TextField label="Description" multiline minRows={2} {...fieldProps(form, 'description')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Capacity" {...number} fullWidth {...fieldProps(form, 'capacity')} />
        <TextField label="Location" fullWidth {...fieldProps(form, 'location')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Monthly price ($)" {...number} fullWidth {...fieldProps(form, 'pricePerMonth')} />
        <TextField label="Deposit ($)" {...number} fullWidth {...fieldProps(form, 'deposit')} />
        <TextField label="Minimum months" {...number} fullWidth {...fieldProps(form, 'minimumBookingMonths')} />
      </Stack>
      <TextField
        label="Amenities"
        placeholder="Projector, Whiteboard, Wi-Fi"
        {...fieldProps(form, 'amenities')}
        helperText={fieldProps(form, 'amenities').helperText ?? 'Separate amenities with commas'}
      />
      <FormControlLabel control={<Switch name="isActive" checked={form.values.isActive} onChange={form.handleChange} />} label="Active" />
    </FormDialog>
  );
}
