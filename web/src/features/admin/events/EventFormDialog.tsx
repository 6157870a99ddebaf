import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { EVENT_STATUSES, EVENT_TYPES } from '../../../../../validation/events';
import { capitalise } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { DatePickerField } from '../../../ui/DatePickerField';
import { fieldProps, validateConverted } from '../../../ui/formik';
import { FormDialog } from '../../../ui/FormDialog';
import { useFailureToast } from '../shared/toasts';
import { emptyEvent, eventInputSchema, eventToForm, toEventInput, type AdminEvent, type EventFormValues } from './eventForm';
import { useCreateEvent, useUpdateEvent } from './operations';
import { TeamEventFields } from './TeamEventFields';
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
          toast({ title: 'Event updated successfully', variant: 'success' });
        } else {
          await createEvent({ variables: { input } });
          toast({ title: 'Event created successfully', variant: 'success' });
        }
        close();
      } catch (e) {
        fail(event ? 'Failed to update event' : 'Failed to create event', e, 'An error occurred. Please try again.');
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
      title={event ? 'Edit Event' : 'Add New Event'}
      description={event ? 'Update the event details.' : 'Create an event members can see and RSVP to.'}
      submitLabel={event ? 'Save Changes' : 'Create Event'}
      pending={created.loading || updated.loading}
      onSubmit={() => form.handleSubmit()}
      onClose={close}
    >
      <TextField label="Title" required {...fieldProps(form, 'title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label="Type" fullWidth {...fieldProps(form, 'type')}>
          {EVENT_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {capitalise(t)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Status" fullWidth {...fieldProps(form, 'status')}>
          {EVENT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {capitalise(s)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DatePickerField
        label="Date"
        name="date"
        required
        value={form.values.date}
        onChange={(v) => void form.setFieldValue('date', v)}
        onBlur={() => void form.setFieldTouched('date', true)}
        error={dateError}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Start time" required {...time} {...fieldProps(form, 'startTime')} />
        <TextField label="End time (optional)" {...time} {...fieldProps(form, 'endTime')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Location" required fullWidth {...fieldProps(form, 'location')} />
        <TextField label="Location detail" placeholder="e.g. Room 2B" fullWidth {...fieldProps(form, 'locationDetail')} />
      </Stack>
      <TextField label="Description" multiline minRows={3} {...fieldProps(form, 'description')} />
      <TextField
        label="Max attendees"
        type="number"
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        {...fieldProps(form, 'maxAttendees')}
        helperText={fieldProps(form, 'maxAttendees').helperText ?? 'Leave empty for unlimited'}
      />
      <TeamEventFields form={form} choices={teamChoices} />
    </FormDialog>
  );
}
