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
import { useAdminRoomsT } from './t';
import { emptyRoom, meetingRoomSchema, roomToForm, toRoomInput, type AdminRoom } from './roomForm';

/** Add Room when `room` is null, otherwise Edit Room. */
export function RoomFormDialog({ open, room, onClose }: { open: boolean; room: AdminRoom | null; onClose: () => void }) {
  const toast = useToast();
  const { t } = useAdminRoomsT();
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
          toast({ title: t('form.updated'), variant: 'success' });
        } else {
          await createRoom({ variables: { input } });
          toast({ title: t('form.created'), variant: 'success' });
        }
        close();
      } catch (e) {
        fail(room ? t('form.updateFailed') : t('form.createFailed'), e, t('form.failed'));
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
      title={room ? t('form.editTitle') : t('form.addTitle')}
      description={room ? t('form.editDescription') : t('form.addDescription')}
      submitLabel={room ? t('form.save') : t('form.create')}
      pending={created.loading || updated.loading}
      onSubmit={() => form.handleSubmit()}
      onClose={close}
    >
      <TextField label={t('form.name')} required {...fieldProps(form, 'name')} />
      <TextField label={t('form.description')} multiline minRows={2} {...fieldProps(form, 'description')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t('form.capacity')} {...number} fullWidth {...fieldProps(form, 'capacity')} />
        <TextField label={t('form.location')} fullWidth {...fieldProps(form, 'location')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t('form.price')} {...number} fullWidth {...fieldProps(form, 'pricePerMonth')} />
        <TextField label={t('form.deposit')} {...number} fullWidth {...fieldProps(form, 'deposit')} />
        <TextField label={t('form.minimumMonths')} {...number} fullWidth {...fieldProps(form, 'minimumBookingMonths')} />
      </Stack>
      <TextField
        label={t('form.amenities')}
        placeholder={t('form.amenitiesPlaceholder')}
        {...fieldProps(form, 'amenities')}
        helperText={fieldProps(form, 'amenities').helperText ?? t('form.amenitiesHelp')}
      />
      <FormControlLabel control={<Switch name="isActive" checked={form.values.isActive} onChange={form.handleChange} />} label={t('form.active')} />
    </FormDialog>
  );
}
