import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { EVENT_STATUSES, EVENT_TYPES } from '../../../../../validation/events';
import { useToast } from '../../../lib/toast';
import { DatePickerField } from '../../../ui/DatePickerField';
import { fieldProps, validateConverted } from '../../../ui/formik';
import { FormDialog } from '../../../ui/FormDialog';
import { useFailureToast } from '../shared/toasts';
import { emptyEvent, eventInputSchema, eventToForm, toEventInput, type AdminEvent, type EventFormValues } from './eventForm';
import { useCreateEvent, useUpdateEvent } from './operations';
import { TeamEventFields } from './TeamEventFields';
import { useAdminEventsT } from './t';
import type { AdminEventTeamChoicesQuery } from '../../../gql/graphql';

/** Add Event when `event` is null, otherwise Edit Event. `teamChoices`: the junior section's teams and age groups. */
export function EventFormDialog({
  open,
  event,
  teamChoices,
  onClose,
}: {
  open: boolean;
  event: AdminEvent | null;
  teamChoices: AdminEventTeamChoicesQuery | undefined;
  onClose: () => void;
}) {
  const toast = useToast();
  const { t } = useAdminEventsT();
  const fail = useFailureToast();
  const [createEvent, created] = useCreateEvent();
  const [updateEvent, updated] = useUpdateEvent();

  const form = useFormik<EventFormValues>({
    initialValues: event ? eventToForm(event) : emptyEvent,
    enableReinitialize: true,
    validate: (v) => validateConverted(eventInputSchema, toEventInput(v)),
    onSubmit: async (v) => {
      const input = toEventInput(v);
      try {
        if (event) {
          await updateEvent({ variables: { id: event.id, input } });
          toast({ title: t('form.updated'), variant: 'success' });
        } else {
          await createEvent({ variables: { input } });
          toast({ title: t('form.created'), variant: 'success' });
        }
        close();
      } catch (e) {
        fail(event ? t('form.updateFailed') : t('form.createFailed'), e, t('form.failed'));
      }
    },
  });

  const close = () => {
    form.resetForm();
    onClose();
  };

  const dateError = form.touched.date || form.submitCount > 0 ? form.errors.date : undefined;
  const time = { type: 'time', fullWidth: true, slotProps: { inputLabel: { shrink: true } } };
  return (
    <FormDialog
      open={open}
      title={event ? t('form.editTitle') : t('form.addTitle')}
      description={event ? t('form.editDescription') : t('form.addDescription')}
      submitLabel={event ? t('form.save') : t('form.create')}
      pending={created.loading || updated.loading}
      onSubmit={() => form.handleSubmit()}
      onClose={close}
    >
      <TextField label={t('form.title')} required {...fieldProps(form, 'title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label={t('form.type')} fullWidth {...fieldProps(form, 'type')}>
          {EVENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('form.status')} fullWidth {...fieldProps(form, 'status')}>
          {EVENT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DatePickerField
        label={t('form.date')}
        name="date"
        required
        value={form.values.date}
        onChange={(v) => void form.setFieldValue('date', v)}
        onBlur={() => void form.setFieldTouched('date', true)}
        error={dateError}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t('form.startTime')} required {...time} {...fieldProps(form, 'startTime')} />
        <TextField label={t('form.endTime')} {...time} {...fieldProps(form, 'endTime')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t('form.location')} required fullWidth {...fieldProps(form, 'location')} />
        <TextField label={t('form.locationDetail')} placeholder={t('form.locationDetailPlaceholder')} fullWidth {...fieldProps(form, 'locationDetail')} />
      </Stack>
      <TextField label={t('form.description')} multiline minRows={3} {...fieldProps(form, 'description')} />
      <TextField
        label={t('form.maxAttendees')}
        type="number"
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        {...fieldProps(form, 'maxAttendees')}
        helperText={fieldProps(form, 'maxAttendees').helperText ?? t('form.maxAttendeesHelp')}
      />
      <TeamEventFields form={form} choices={teamChoices} />
    </FormDialog>
  );
}
